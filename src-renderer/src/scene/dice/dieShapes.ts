// The dice's shapes as data: every face's outward normal and "up" (the direction the top of its print points),
// and the orientation that lays a chosen face up, its print upright for the default camera (which looks from +Z
// toward -Z, so "upright" means the print's top points to -Z). Pure maths, unit-tested in Node.
import { Matrix4, Quaternion, Vector3 } from 'three'
import type { DieKind } from '../animation/types'

export interface FaceFrame {
  /** The value printed on this face (1-based). */
  readonly value: number
  readonly normal: Vector3
  readonly up: Vector3
}

const v = (x: number, y: number, z: number): Vector3 => new Vector3(x, y, z).normalize()

/** A cube: opposite faces add up to 7, like a real D6 (block dice use the same cube with their own prints). */
export const CUBE_FACES: readonly FaceFrame[] = [
  { value: 1, normal: v(0, 1, 0), up: v(0, 0, -1) },
  { value: 6, normal: v(0, -1, 0), up: v(0, 0, 1) },
  { value: 2, normal: v(0, 0, 1), up: v(0, 1, 0) },
  { value: 5, normal: v(0, 0, -1), up: v(0, 1, 0) },
  { value: 3, normal: v(1, 0, 0), up: v(0, 1, 0) },
  { value: 4, normal: v(-1, 0, 0), up: v(0, 1, 0) },
]

/**
 * An octahedron (D8): faces at (±1, ±1, ±1)/√3, opposite faces adding up to 9 like a real D8. A face's print
 * points at its vertex on the Y axis.
 */
export const OCTA_FACES: readonly FaceFrame[] = (
  [
    [1, 1, 1, 1],
    [8, -1, -1, -1],
    [2, -1, 1, 1],
    [7, 1, -1, -1],
    [3, 1, 1, -1],
    [6, -1, -1, 1],
    [4, -1, 1, -1],
    [5, 1, -1, 1],
  ] as const
).map(([value, sx, sy, sz]) => {
  const normal = v(sx, sy, sz)
  // From the face's centre toward its vertex on the Y axis, within the face.
  const up = new Vector3(0, sy, 0)
    .sub(new Vector3(sx, sy, sz).multiplyScalar(1 / 3))
    .projectOnPlane(normal)
    .normalize()
  return { value, normal, up }
})

export function facesOf(kind: DieKind): readonly FaceFrame[] {
  return kind === 'd8' ? OCTA_FACES : CUBE_FACES
}

/** How many faces (and atlas cells) a kind has. */
export function faceCount(kind: DieKind): number {
  return facesOf(kind).length
}

/**
 * The die's orientation at rest with `value` up, its print's top toward -Z, turned `yaw` radians round the
 * vertical (a little, so dice do not all lie square).
 */
export function restQuaternion(kind: DieKind, value: number, yaw = 0): Quaternion {
  const face = facesOf(kind).find((f) => f.value === value)
  if (!face) throw new RangeError(`A ${kind} has no face ${value}`)
  const right = new Vector3().crossVectors(face.up, face.normal)
  const from = new Matrix4().makeBasis(face.normal, face.up, right)
  const to = new Matrix4().makeBasis(new Vector3(0, 1, 0), new Vector3(0, 0, -1), new Vector3(1, 0, 0))
  const m = to.multiply(from.transpose())
  const q = new Quaternion().setFromRotationMatrix(m)
  return new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), yaw).multiply(q)
}
