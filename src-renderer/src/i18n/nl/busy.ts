export default {
  busy: {
    waiting: 'Bezig…',
  },
}
