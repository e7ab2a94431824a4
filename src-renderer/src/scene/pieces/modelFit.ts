// Where an own model stands on its base: turned by the painter's rotation, fitted to the procedural figure's
// size for that role (so a scan in millimetres and one in metres both stand as tall as the piece they replace,
// and a big guy stays big), then scaled by the painter's scale, centred on the base and set on its top, raised
// by the height offset. Pure maths over the model's bounds, so it is unit-tested without WebGL.
import type { ModelAdjustment } from '@shared/showcase/model'
import { type Box3, Euler, Matrix4, Quaternion, Vector3 } from 'three'

/** The procedural figure the model replaces: its height, base radius and base top (world units). */
export interface FitTarget {
  readonly height: number
  readonly baseRadius: number
  readonly baseTop: number
}

export interface ModelFit {
  /** Model space → the figure's own frame (stands on the origin, faces +Z). */
  readonly matrix: Matrix4
  /** Top of the fitted model above the board. */
  readonly top: number
  /** The fitted model's bounds in the figure's frame. */
  readonly bounds: Box3
}

/** A model may spread this much wider than its base's diameter before the fit shrinks it to the footprint. */
const FOOTPRINT = 1.4
const DEG = Math.PI / 180

export function rotationOf(adjust: ModelAdjustment): Quaternion {
  const r = adjust.rotation
  return new Quaternion().setFromEuler(new Euler(r.x * DEG, r.y * DEG, r.z * DEG, 'XYZ'))
}

export function fitModel(bounds: Box3, adjust: ModelAdjustment, target: FitTarget): ModelFit {
  const q = rotationOf(adjust)
  const turned = bounds.clone().applyMatrix4(new Matrix4().makeRotationFromQuaternion(q))
  const size = turned.getSize(new Vector3())
  const byHeight = size.y > 1e-9 ? (target.height - target.baseTop) / size.y : 1
  const spread = Math.max(size.x, size.z)
  const byFootprint = spread > 1e-9 ? (target.baseRadius * 2 * FOOTPRINT) / spread : byHeight
  const s = Math.min(byHeight, byFootprint) * adjust.scale
  const centre = turned.getCenter(new Vector3())
  const offset = new Vector3(
    -centre.x * s,
    target.baseTop + adjust.heightOffset - turned.min.y * s,
    -centre.z * s,
  )
  const matrix = new Matrix4().compose(offset, q, new Vector3(s, s, s))
  const fitted = bounds.clone().applyMatrix4(matrix)
  return { matrix, top: fitted.max.y, bounds: fitted }
}

/** The adjustment as a short key: equal adjustments share a batch. */
export function adjustKey(adjust: ModelAdjustment): string {
  const r = adjust.rotation
  return `${adjust.scale}/${r.x},${r.y},${r.z}/${adjust.heightOffset}`
}
