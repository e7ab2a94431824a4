// The pieces of one look as instanced meshes: one InstancedMesh per part of the look (a procedural figure has
// one part; an own model on its base has the base plus the model's meshes). Every part of instance i follows
// the same piece matrix, times the part's own place in the piece; a knocked-down piece's body lies on its base
// (poses.ts) — per instance in the shader for a procedural figure, as a matrix for a model's meshes.
import { InstancedBufferAttribute, InstancedMesh, type Material, Matrix4, type Object3D } from 'three'
import type { CachedFigure } from './figureCache'
import { type LieParams, LIE_ATTRIBUTE, LIE_SHIFT_ATTRIBUTE, lieMatrix, STANDING } from './poses'

export class PieceBatch {
  readonly meshes: InstancedMesh[]
  /** The piece id drawn by each instance. */
  readonly ids: number[] = []
  private readonly scratch = new Matrix4()
  /** Each shader-lying part's per-instance lie: turns and pivot, and the shift. */
  private readonly lies: ({ turn: InstancedBufferAttribute; shift: InstancedBufferAttribute } | null)[]

  constructor(
    readonly figure: CachedFigure,
    paint: Material,
    readonly capacity: number,
    /** The look's key (PieceLayer's batch map). */
    readonly key: string,
    /** The shadow pass's material for shader-lying parts (their bodies lie in the shadow map too). */
    depth: Material | null = null,
  ) {
    this.lies = figure.parts.map((part) => {
      if (part.lies !== 'shader') return null
      // One geometry per look and one batch per look: the geometry carries this batch's lies.
      const attribute = (name: string, size: number): InstancedBufferAttribute => {
        const old = part.geometry.getAttribute(name)
        if (old instanceof InstancedBufferAttribute && old.count >= capacity) return old
        const fresh = new InstancedBufferAttribute(new Float32Array(capacity * size), size)
        part.geometry.setAttribute(name, fresh)
        return fresh
      }
      return { turn: attribute(LIE_ATTRIBUTE, 4), shift: attribute(LIE_SHIFT_ATTRIBUTE, 3) }
    })
    this.meshes = figure.parts.map((part, i) => {
      const mesh = new InstancedMesh(part.geometry, part.material ?? paint, capacity)
      mesh.name = i === 0 ? `figures:${key}` : `model:${key}:${i}`
      mesh.castShadow = true
      mesh.receiveShadow = true
      if (part.lies === 'shader' && depth) mesh.customDepthMaterial = depth
      // Instances move under animation: bounds are recomputed on update (markUpdated).
      return mesh
    })
  }

  /** Places instance `index` at `matrix` (the square, the facing, the scale) lying as `lie` says. */
  setMatrixAt(index: number, matrix: Matrix4, lie: LieParams = STANDING): void {
    this.figure.parts.forEach((part, i) => {
      const lies = this.lies[i]
      if (lies) {
        lies.turn.setXYZW(index, lie.angleX, lie.angleZ, lie.pivotY, 0)
        lies.shift.setXYZ(index, lie.shiftX, lie.shiftY, lie.shiftZ)
      }
      let m = matrix
      const lying = lie.angleX !== 0 || lie.angleZ !== 0
      if (part.lies === 'matrix' && lying) m = this.scratch.multiplyMatrices(matrix, lieMatrix(lie))
      if (part.local) m = this.scratch.multiplyMatrices(m, part.local)
      this.meshes[i].setMatrixAt(index, m)
    })
  }

  /** The piece matrix of instance `index` (the first part has no offset of its own and never lies as a matrix). */
  getMatrixAt(index: number, out: Matrix4): Matrix4 {
    this.meshes[0].getMatrixAt(index, out)
    return out
  }

  /** The lie of instance `index` as drawn (a shader-lying part's; standing when the look has none). */
  lieAt(index: number): LieParams {
    const lies = this.lies.find((l) => l !== null)
    if (!lies) return STANDING
    const { turn, shift } = lies
    return {
      angleX: turn.getX(index),
      angleZ: turn.getY(index),
      pivotY: turn.getZ(index),
      shiftX: shift.getX(index),
      shiftY: shift.getY(index),
      shiftZ: shift.getZ(index),
    }
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
    for (const lies of this.lies) {
      if (!lies) continue
      lies.turn.needsUpdate = true
      lies.shift.needsUpdate = true
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
