export default {
  loading: {
    showcase: 'Opening the Showcase…',
  },
}
