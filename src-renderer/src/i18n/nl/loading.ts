export default {
  loading: {
    showcase: 'De vitrine wordt geopend…',
  },
}
