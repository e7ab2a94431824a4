// How far the player may move the camera, and the framings it returns to: the table never flips under (the camera
// stays above a minimum elevation), never flies away (a maximum distance) and the point it looks at stays over
// the board. Pure maths, unit-tested in Node; cameraRig.ts hands these numbers to camera-controls.
import type { PerspectiveCamera, Vector3 } from 'three'
import { frameBoard, type Framing, type NdcArea } from './camera'

/**
 * 'default': the action view (cameraAction.ts), following the play; 'pitch': the whole board from the same side;
 * 'top': the whole board from straight above; 'follow-ball': close, following the ball.
 */
export type CameraMode = 'default' | 'pitch' | 'top' | 'follow-ball'
export const CAMERA_MODES: readonly CameraMode[] = ['default', 'pitch', 'top', 'follow-ball']

/** Keyboard nudges: pan in screen directions, orbit round the target, tilt toward top-down or the horizon. */
export type NudgeDir =
  'left' | 'right' | 'up' | 'down' | 'rotate-left' | 'rotate-right' | 'tilt-up' | 'tilt-down'

export interface CameraLimits {
  readonly minDistance: number
  readonly maxDistance: number
  /** Polar angle from straight down (0) toward the horizon (π/2), radians. */
  readonly minPolarAngle: number
  readonly maxPolarAngle: number
  /** Where the look-at point may go: the board footprint, at table level. */
  readonly target: {
    readonly minX: number
    readonly maxX: number
    readonly minZ: number
    readonly maxZ: number
  }
}

/** The lowest the camera may go: 15° above the table, so the board never turns edge-on or flips under. */
export const MIN_ELEVATION_DEG = 15

/**
 * Limits for a `halfX` × `halfZ` board whose whole-board framing stands `overviewDistance` from its target (the
 * 'pitch' view: the farthest the game needs).
 */
export function cameraLimits(halfX: number, halfZ: number, overviewDistance: number): CameraLimits {
  return {
    // Close enough to read a figure's number, not inside it.
    minDistance: 3,
    // The whole board with some table round it, never so far the board is a stamp.
    maxDistance: overviewDistance * 1.4,
    minPolarAngle: 0,
    maxPolarAngle: ((90 - MIN_ELEVATION_DEG) * Math.PI) / 180,
    target: { minX: -halfX, maxX: halfX, minZ: -halfZ, maxZ: halfZ },
  }
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

/** `p` moved inside the target box (y kept at table level). */
export function clampTarget(
  p: { x: number; z: number },
  limits: CameraLimits,
): { x: number; y: number; z: number } {
  const t = limits.target
  return { x: clamp(p.x, t.minX, t.maxX), y: 0, z: clamp(p.z, t.minZ, t.maxZ) }
}

/** The straight-down framing: long side across the screen, the near sideline at the bottom as in the 3/4 view. */
export function frameTop(camera: PerspectiveCamera, halfX: number, halfZ: number, area?: NdcArea): Framing {
  // 89.5°, not 90°: lookAt straight down is degenerate (the up vector would be parallel to the view).
  return frameBoard(camera, halfX, halfZ, { elevation: 89.5, yaw: 0, margin: 0.04, height: 0.2, area })
}

/**
 * A keyboard nudge as camera moves: `truck` (screen-right, and forward along the table away from the viewer, in
 * world units), `rotate` (azimuth, polar in radians). Pans scale with the distance so a nudge moves the view by about the same share of the screen.
 */
export function nudgeMove(
  dir: NudgeDir,
  distance: number,
): { truck: readonly [number, number]; rotate: readonly [number, number] } {
  const pan = Math.max(0.5, distance * 0.06)
  const turn = Math.PI / 16
  const tilt = Math.PI / 24
  switch (dir) {
    case 'left':
      return { truck: [-pan, 0], rotate: [0, 0] }
    case 'right':
      return { truck: [pan, 0], rotate: [0, 0] }
    case 'up':
      return { truck: [0, pan], rotate: [0, 0] }
    case 'down':
      return { truck: [0, -pan], rotate: [0, 0] }
    case 'rotate-left':
      return { truck: [0, 0], rotate: [-turn, 0] }
    case 'rotate-right':
      return { truck: [0, 0], rotate: [turn, 0] }
    case 'tilt-up':
      return { truck: [0, 0], rotate: [0, -tilt] }
    case 'tilt-down':
      return { truck: [0, 0], rotate: [0, tilt] }
    default:
      throw new TypeError(`nudge: unknown direction '${String(dir)}'`)
  }
}

/**
 * Wheel notches (or zoom keys) from the farthest the camera may be to the nearest: fine steps, each a like share
 * (about 12%), so the whole-pitch view is some twenty notches from ground level.
 */
export const ZOOM_NOTCHES = 24

/** The distance ratio of one zoom step within `limits`: ZOOM_NOTCHES of them span min to max distance. */
export function zoomFactor(limits: Pick<CameraLimits, 'minDistance' | 'maxDistance'>): number {
  return Math.pow(limits.maxDistance / limits.minDistance, 1 / ZOOM_NOTCHES)
}

/** The distance after `step` zoom steps (+ in, − out; fractions allowed) from `distance`, within `limits`. */
export function zoomedDistance(
  step: number,
  distance: number,
  limits: Pick<CameraLimits, 'minDistance' | 'maxDistance'>,
): number {
  if (!Number.isFinite(step)) throw new TypeError(`zoom: step must be a finite number, not ${String(step)}`)
  return clamp(distance / Math.pow(zoomFactor(limits), step), limits.minDistance, limits.maxDistance)
}

/** Most notches one wheel event may count: a flick of a free-spinning wheel zooms a few steps, not across the room. */
const MAX_NOTCHES_PER_EVENT = 3

/**
 * A wheel event as zoom steps (+ in): a mouse's notch (100 px in Chromium and Firefox, 3 lines, or one page) is
 * one step; a touchpad's small deltas are fractions of one, so it zooms smoothly.
 */
export function wheelSteps(event: { readonly deltaY: number; readonly deltaMode: number }): number {
  const notches =
    event.deltaMode === 1 ? event.deltaY / 3 : event.deltaMode === 2 ? event.deltaY : event.deltaY / 100
  if (!Number.isFinite(notches)) return 0
  return clamp(-notches, -MAX_NOTCHES_PER_EVENT, MAX_NOTCHES_PER_EVENT)
}

/** Distance from `position` to `target`. */
export function distanceOf(f: { position: Vector3; target: Vector3 }): number {
  return f.position.distanceTo(f.target)
}
