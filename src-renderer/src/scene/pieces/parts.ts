// Builds a figure from primitives and merges them into one vertex-coloured BufferGeometry (one draw call per
// figure, or one per instanced batch). Each primitive gets its colour tinted per vertex by its face direction,
// which is the dry-brush/wash part of the painted look.
import {
  type BufferGeometry,
  BoxGeometry,
  BufferAttribute,
  BufferGeometry as Geometry,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Matrix4,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from 'three'
import { faceTint, type PaintFinish, type RGB, TABLE_FINISH } from './paint'

export type V3 = readonly [number, number, number]

/** The per-vertex attribute that marks a figure's body (1) apart from its base (0). */
export const BODY_ATTRIBUTE = 'aBody'

const UP = new Vector3(0, 1, 0)

export class PartBuilder {
  private readonly parts: { geometry: BufferGeometry; colour: RGB; body: boolean }[] = []
  private added = 0
  /** Parts added from now on belong to the body (they lie down with a knocked-down figure; the base does not). */
  body = false

  /** `finish`: how strong the wash and dry-brush tints are (a paint scheme's; the table's by default). */
  constructor(private readonly finish: PaintFinish = TABLE_FINISH) {}

  /** How many primitives have been added (still counted after build()). */
  get count(): number {
    return this.added
  }

  /** Adds a primitive, transformed by `matrix`, painted `colour`. The builder takes ownership of `geometry`. */
  add(geometry: BufferGeometry, colour: RGB, matrix?: Matrix4): this {
    if (matrix) geometry.applyMatrix4(matrix)
    this.parts.push({ geometry, colour, body: this.body })
    this.added++
    return this
  }

  box(size: V3, at: V3, colour: RGB, rot: V3 = [0, 0, 0]): this {
    return this.add(new BoxGeometry(size[0], size[1], size[2]), colour, compose(at, rot))
  }

  /** A sphere (or ellipsoid via `scale`); `thetaLength` < π makes a dome. */
  sphere(
    radius: number,
    at: V3,
    colour: RGB,
    scale: V3 = [1, 1, 1],
    rot: V3 = [0, 0, 0],
    dome = false,
  ): this {
    const g = new SphereGeometry(radius, 10, dome ? 5 : 8, 0, Math.PI * 2, 0, dome ? Math.PI / 2 : Math.PI)
    return this.add(g, colour, compose(at, rot, scale))
  }

  cylinder(
    rTop: number,
    rBottom: number,
    height: number,
    at: V3,
    colour: RGB,
    segments = 8,
    rot: V3 = [0, 0, 0],
  ): this {
    return this.add(new CylinderGeometry(rTop, rBottom, height, segments), colour, compose(at, rot))
  }

  cone(radius: number, height: number, at: V3, colour: RGB, rot: V3 = [0, 0, 0], segments = 6): this {
    return this.add(new ConeGeometry(radius, height, segments), colour, compose(at, rot))
  }

  torus(
    radius: number,
    tube: number,
    at: V3,
    colour: RGB,
    rot: V3 = [0, 0, 0],
    arc = Math.PI * 2,
    segments = 14,
  ): this {
    return this.add(new TorusGeometry(radius, tube, 5, segments, arc), colour, compose(at, rot))
  }

  /** A tapered cylinder from point a to point b: limbs, sticks, horns. */
  limb(a: V3, b: V3, rA: number, rB: number, colour: RGB, segments = 7): this {
    const va = new Vector3(...a)
    const vb = new Vector3(...b)
    const dir = vb.clone().sub(va)
    const length = dir.length()
    const g = new CylinderGeometry(rB, rA, length, segments)
    const q = new Quaternion().setFromUnitVectors(UP, dir.normalize())
    const m = new Matrix4().compose(va.add(vb).multiplyScalar(0.5), q, new Vector3(1, 1, 1))
    return this.add(g, colour, m)
  }

  /**
   * Merges every part into one geometry with position, normal and color attributes, and frees the parts. When any
   * part belongs to the body, a `aBody` attribute (1 body, 0 base) says which vertices lie down (poses.ts).
   */
  build(): BufferGeometry {
    let vertices = 0
    let indices = 0
    for (const { geometry } of this.parts) {
      vertices += geometry.attributes.position.count
      indices += geometry.index ? geometry.index.count : geometry.attributes.position.count
    }
    const position = new Float32Array(vertices * 3)
    const normal = new Float32Array(vertices * 3)
    const color = new Float32Array(vertices * 3)
    const bodyMask = this.parts.some((p) => p.body) ? new Float32Array(vertices) : null
    const index = vertices > 65535 ? new Uint32Array(indices) : new Uint16Array(indices)
    let v = 0
    let i = 0
    for (const { geometry, colour, body } of this.parts) {
      const pos = geometry.attributes.position
      const nor = geometry.attributes.normal
      if (bodyMask && body) bodyMask.fill(1, v, v + pos.count)
      for (let k = 0; k < pos.count; k++) {
        position.set([pos.getX(k), pos.getY(k), pos.getZ(k)], (v + k) * 3)
        const ny = nor.getY(k)
        normal.set([nor.getX(k), ny, nor.getZ(k)], (v + k) * 3)
        color.set(faceTint(colour, ny, this.finish), (v + k) * 3)
      }
      if (geometry.index) {
        const src = geometry.index
        for (let k = 0; k < src.count; k++) index[i + k] = src.getX(k) + v
        i += src.count
      } else {
        for (let k = 0; k < pos.count; k++) index[i + k] = v + k
        i += pos.count
      }
      v += pos.count
      geometry.dispose()
    }
    this.parts.length = 0
    const merged = new Geometry()
    merged.setAttribute('position', new BufferAttribute(position, 3))
    merged.setAttribute('normal', new BufferAttribute(normal, 3))
    merged.setAttribute('color', new BufferAttribute(color, 3))
    if (bodyMask) merged.setAttribute(BODY_ATTRIBUTE, new BufferAttribute(bodyMask, 1))
    merged.setIndex(new BufferAttribute(index, 1))
    merged.computeBoundingBox()
    merged.computeBoundingSphere()
    return merged
  }
}

/** Position · rotation (Euler XYZ, radians) · scale as one matrix. */
export function compose(at: V3, rot: V3 = [0, 0, 0], scale: V3 = [1, 1, 1]): Matrix4 {
  return new Matrix4().compose(
    new Vector3(...at),
    new Quaternion().setFromEuler(new Euler(rot[0], rot[1], rot[2])),
    new Vector3(...scale),
  )
}

/** Number of triangles in an indexed or non-indexed geometry. */
export function triangleCount(geometry: BufferGeometry): number {
  return (geometry.index ? geometry.index.count : geometry.attributes.position.count) / 3
}
