// Where the line-up's miniatures stand on the turntable, and where the camera looks from. The figures stand
// in a ring facing outwards, a base's width apart, so each one turns to face the viewer in turn; the first
// position starts at the front. Pure maths (tested without WebGL).
import { fitDistanceTo, type Point3 } from './frameFit'

export interface LineupSlot {
  readonly x: number
  readonly z: number
  /** Rotation round +Y; 0 faces +Z (the viewer, at the front of the turntable). */
  readonly yaw: number
}

export interface LineupLayout {
  readonly slots: readonly LineupSlot[]
  /** Radius of the ring the figures stand on. */
  readonly ring: number
  /** Radius of the turntable's top. */
  readonly plinth: number
}

/** Centre-to-centre distance of neighbours on the ring (a base is 0.72 wide; big guys 0.9). */
export const SLOT_SPACING = 1.05
/** Turntable margin beyond the ring. */
export const PLINTH_MARGIN = 0.6

export function lineupLayout(count: number): LineupLayout {
  if (count <= 0) return { slots: [], ring: 0, plinth: PLINTH_MARGIN + 0.4 }
  if (count === 1) return { slots: [{ x: 0, z: 0, yaw: 0 }], ring: 0, plinth: PLINTH_MARGIN + 0.4 }
  // The chord between neighbours is the spacing: 2r·sin(π/n) = spacing.
  const ring = Math.max(0.7, SLOT_SPACING / (2 * Math.sin(Math.PI / count)))
  const slots: LineupSlot[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const x = Math.sin(a) * ring
    const z = Math.cos(a) * ring
    slots.push({ x, z, yaw: Math.atan2(x, z) })
  }
  return { slots, ring, plinth: ring + PLINTH_MARGIN }
}

/** Turntable angle that brings slot `index` of `count` to the front (towards the viewer, +Z). */
export function frontAngle(index: number, count: number): number {
  return count > 0 ? -(index / count) * Math.PI * 2 : 0
}

/** What the camera must keep in view: the turntable and the figures standing on it. */
export interface FrameContent {
  /** Radius of the turntable (its body flares a little wider). */
  readonly plinth: number
  /** Height of the turntable's top. */
  readonly top: number
  /** Radius of the ring the figures stand on, and the tallest figure above the turntable's top. */
  readonly ring: number
  readonly height: number
}

/** Share of the free area's half-size the content may fill (the rest is air round it). */
export const FRAME_FILL = 0.86

/**
 * The camera distance that frames `content` for a view of vertical field of view `fovDeg` and aspect `aspect`,
 * looking at (0, lookY, 0) from `elevation` radians above the horizon: the nearest distance at which every
 * sample point of the turntable's rim and of the figures' heads is inside FRAME_FILL of the view. Pure maths
 * (bisection over the projection), so any turntable and window shape frames alike.
 */
export function fitDistance(
  content: FrameContent,
  fovDeg: number,
  aspect: number,
  elevation: number,
  lookY: number,
): number {
  const points: Point3[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    const r = content.plinth * 1.04
    points.push([Math.sin(a) * r, 0, Math.cos(a) * r], [Math.sin(a) * r, content.top, Math.cos(a) * r])
    const f = content.ring + 0.35
    points.push([Math.sin(a) * f, content.top + content.height, Math.cos(a) * f])
  }
  return fitDistanceTo(points, [0, lookY, 0], fovDeg, aspect, elevation, FRAME_FILL)
}

/** Degrees a second the turntable turns (a full turn in a minute: slow enough to read each miniature). */
export const TURN_DEG_PER_SECOND = 6
