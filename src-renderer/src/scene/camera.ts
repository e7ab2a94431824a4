// Framing the default 3/4 view: the camera looks at the board from its near long side, raised and turned a
// little, and backs off just far enough that the whole board (and a figure's height above it) fits the aspect.
// Pure maths on a PerspectiveCamera, so it is unit-tested in Node.
import { type PerspectiveCamera, Vector3 } from 'three'

export interface FrameOptions {
  /** Angle above the horizon, degrees. */
  readonly elevation?: number
  /** Turn round the vertical axis, degrees (0 = straight on from +Z). */
  readonly yaw?: number
  /** Fraction of the view kept free at the edges (in NDC units). */
  readonly margin?: number
  /** How far above the board things stand (figures), world units. */
  readonly height?: number
  /**
   * The part of the view the board must fit in, in NDC (default the whole view, -1..1 on both axes): the canvas
   * less the panels over it (see insets.ts). The board is centred in it.
   */
  readonly area?: NdcArea
  /** Centre of the box to frame on the table (default the board's centre, the origin). */
  readonly centre?: { readonly x: number; readonly z: number }
}

export interface NdcArea {
  readonly minX: number
  readonly maxX: number
  readonly minY: number
  readonly maxY: number
}

export const FULL_AREA: NdcArea = { minX: -1, maxX: 1, minY: -1, maxY: 1 }

export interface Framing {
  readonly position: Vector3
  readonly target: Vector3
}

/** The corners that must stay in view: the board footprint at table level and at figure height. */
export function boardCorners(
  halfX: number,
  halfZ: number,
  height: number,
  centre: { readonly x: number; readonly z: number } = { x: 0, z: 0 },
): Vector3[] {
  const out: Vector3[] = []
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      for (const y of [0, height]) out.push(new Vector3(centre.x + sx * halfX, y, centre.z + sz * halfZ))
  return out
}

/** Projected NDC bounds of points through a camera placed at `position` looking at `target`. */
export function ndcBounds(
  camera: PerspectiveCamera,
  position: Vector3,
  target: Vector3,
  points: readonly Vector3[],
): { minX: number; maxX: number; minY: number; maxY: number } {
  camera.position.copy(position)
  camera.lookAt(target)
  camera.updateMatrixWorld(true)
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  const v = new Vector3()
  for (const p of points) {
    v.copy(p).project(camera)
    minX = Math.min(minX, v.x)
    maxX = Math.max(maxX, v.x)
    minY = Math.min(minY, v.y)
    maxY = Math.max(maxY, v.y)
  }
  return { minX, maxX, minY, maxY }
}

/**
 * Places `camera` (its aspect must already be set) so the board fills the view with `margin` to spare, centred.
 * Returns the framing so controls can orbit round the same target.
 */
export function frameBoard(
  camera: PerspectiveCamera,
  halfX: number,
  halfZ: number,
  options: FrameOptions = {},
): Framing {
  const elevation = ((options.elevation ?? 48) * Math.PI) / 180
  const yaw = ((options.yaw ?? -6) * Math.PI) / 180
  const margin = options.margin ?? 0.03
  const centre = options.centre ?? { x: 0, z: 0 }
  const corners = boardCorners(halfX, halfZ, options.height ?? 1, centre)
  camera.updateProjectionMatrix()

  const dir = new Vector3(
    Math.sin(yaw) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(yaw) * Math.cos(elevation),
  )
  const target = new Vector3(centre.x, 0, centre.z)
  const position = new Vector3()
  const area = options.area ?? FULL_AREA
  // The margin is a share of the free area, kept round its centre.
  const midX = (area.minX + area.maxX) / 2
  const midY = (area.minY + area.maxY) / 2
  const halfW = ((area.maxX - area.minX) / 2) * (1 - margin)
  const halfH = ((area.maxY - area.minY) / 2) * (1 - margin)
  let distance = 30
  for (let pass = 0; pass < 4; pass++) {
    // Smallest distance that fits, by bisection (the projected size shrinks monotonically with distance).
    let lo = 1
    let hi = 400
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2
      position.copy(dir).multiplyScalar(mid).add(target)
      const b = ndcBounds(camera, position, target, corners)
      const fits =
        b.minX >= midX - halfW && b.maxX <= midX + halfW && b.minY >= midY - halfH && b.maxY <= midY + halfH
      if (fits) hi = mid
      else lo = mid
    }
    distance = hi
    position.copy(dir).multiplyScalar(distance).add(target)
    // Re-centre: perspective makes the near edge look bigger, so shift the target toward the lopsided side
    // (and, on a camera without a view offset, toward the free area's centre).
    const b = ndcBounds(camera, position, target, corners)
    const cx = (b.minX + b.maxX) / 2 - midX
    const cy = (b.minY + b.maxY) / 2 - midY
    if (Math.abs(cx) < 1e-3 && Math.abs(cy) < 1e-3) break
    const viewH = 2 * distance * Math.tan((camera.fov * Math.PI) / 360)
    const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0)
    const up = new Vector3().setFromMatrixColumn(camera.matrixWorld, 1)
    // Move along the ground: 'up' on screen projected onto the table plane.
    up.y = 0
    up.normalize().multiplyScalar((cy * (viewH / 2)) / Math.sin(elevation))
    right.y = 0
    right.normalize().multiplyScalar(cx * (viewH / 2) * camera.aspect)
    target.add(up).add(right)
  }
  position.copy(dir).multiplyScalar(distance).add(target)
  camera.position.copy(position)
  camera.lookAt(target)
  camera.updateMatrixWorld(true)
  return { position: position.clone(), target: target.clone() }
}
