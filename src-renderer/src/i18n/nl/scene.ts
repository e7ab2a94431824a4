export default {
  scene: {
    failed: 'De 3D-tafel kon niet starten: {error}',
    debug: {
      title: 'Tafeldebug (F3)',
      calls: 'Tekenopdrachten',
      triangles: 'Driehoeken',
      camera: 'Camera',
      budget: 'Budget: 40 opdrachten, 250k driehoeken',
    },
  },
}
