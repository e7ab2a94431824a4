// The pieces of one look as instanced meshes: one InstancedMesh per part of the look (a procedural figure has
// one part; an own model on its base has the base plus the model's meshes). Every part of instance i follows
// the same piece matrix, times the part's own place in the piece.
import { InstancedMesh, type Material, Matrix4, type Object3D } from 'three'
import type { CachedFigure } from './figureCache'

export class PieceBatch {
  readonly meshes: InstancedMesh[]
  /** The piece id drawn by each instance. */
  readonly ids: number[] = []
  private readonly scratch = new Matrix4()

  constructor(
    readonly figure: CachedFigure,
    paint: Material,
    readonly capacity: number,
    /** The look's key (PieceLayer's batch map). */
    readonly key: string,
  ) {
    this.meshes = figure.parts.map((part, i) => {
      const mesh = new InstancedMesh(part.geometry, part.material ?? paint, capacity)
      mesh.name = i === 0 ? `figures:${key}` : `model:${key}:${i}`
      mesh.castShadow = true
      mesh.receiveShadow = true
      // Instances move under animation: bounds are recomputed on update (markUpdated).
      return mesh
    })
  }

  setMatrixAt(index: number, matrix: Matrix4): void {
    this.figure.parts.forEach((part, i) => {
      this.meshes[i].setMatrixAt(
        index,
        part.local ? this.scratch.multiplyMatrices(matrix, part.local) : matrix,
      )
    })
  }

  /** The piece matrix of instance `index` (the first part has no offset of its own). */
  getMatrixAt(index: number, out: Matrix4): Matrix4 {
    this.meshes[0].getMatrixAt(index, out)
    return out
  }

  show(count: number): void {
    for (const mesh of this.meshes) {
      mesh.count = count
      mesh.visible = count > 0
    }
  }

  hide(): void {
    for (const mesh of this.meshes) mesh.visible = false
  }

  get visible(): boolean {
    return this.meshes[0].visible
  }

  owns(mesh: unknown): boolean {
    return this.meshes.includes(mesh as InstancedMesh)
  }

  markUpdated(): void {
    for (const mesh of this.meshes) {
      mesh.instanceMatrix.needsUpdate = true
      mesh.computeBoundingSphere()
    }
  }

  addTo(parent: Object3D): void {
    parent.add(...this.meshes)
  }

  /** Frees the instance buffers (geometries and materials belong to the look and its template). */
  dispose(parent: Object3D): void {
    for (const mesh of this.meshes) {
      parent.remove(mesh)
      mesh.dispose()
    }
  }
}
