export default {
  busy: {
    waiting: 'Working…',
  },
}
