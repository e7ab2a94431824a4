export default {
  scene: {
    failed: 'The 3D table could not start: {error}',
    debug: {
      title: 'Table debug (F3)',
      calls: 'Draw calls',
      triangles: 'Triangles',
      camera: 'Camera',
      budget: 'Budget: 40 calls, 250k triangles',
    },
  },
}
