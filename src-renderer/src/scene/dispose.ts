// Freeing GPU resources: three.js keeps geometries, materials and textures alive on the GPU until told otherwise,
// so everything the scene builds is released through here. Disposing twice is harmless in three.js, which lets
// shared (cached) geometries be freed by whoever lets go last.
import { type Material, type Object3D, Texture } from 'three'

export function disposeMaterial(material: Material): void {
  for (const value of Object.values(material)) {
    if (value instanceof Texture) value.dispose()
  }
  material.dispose()
}

/** Disposes every geometry, material and texture under `root` (the root itself included). */
export function disposeObject(root: Object3D): void {
  root.traverse((obj) => {
    const mesh = obj as Object3D & { geometry?: { dispose(): void }; material?: Material | Material[] }
    mesh.geometry?.dispose()
    const mat = mesh.material
    if (Array.isArray(mat)) mat.forEach(disposeMaterial)
    else if (mat) disposeMaterial(mat)
  })
}
