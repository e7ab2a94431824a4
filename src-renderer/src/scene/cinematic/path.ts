// The attract loop's camera path: a slow orbit round the board that breathes in height and distance, and on a big
// moment (a touchdown, a goal, an injury) a dolly toward where it happened, held a while, then back out. Pure
// maths of the clock: the same time gives the same pose, so a replay on a TV is calm and tests are exact.

export interface Vec3 {
  readonly x: number
  readonly y: number
  readonly z: number
}

export interface CinematicPose {
  readonly position: Vec3
  readonly target: Vec3
}

/** The board's half extents in world units (1 unit = 1 square). */
export interface BoardHalf {
  readonly halfX: number
  readonly halfZ: number
}

/** A big moment: where to dolly to and when it began (seconds on the same clock). */
export interface Moment {
  readonly start: number
  readonly focus: Vec3
}

/** Timings and shape of the path; the defaults suit a table seen on a TV across a room. */
export interface CinematicOptions {
  /** Seconds for one full orbit. Slow: a figure drifts across the screen, never races. */
  readonly orbitSeconds: number
  /** Mean elevation above the table and how far it swings, degrees. */
  readonly elevation: number
  readonly elevationSwing: number
  /** Seconds per elevation swing and per distance breath (unrelated periods, so the path never looks looped). */
  readonly elevationSeconds: number
  readonly breathSeconds: number
  /** Vertical field of view (degrees) and aspect, to fit the board in the frame. */
  readonly fov: number
  readonly aspect: number
  /** A moment: ease in, hold, ease out (seconds). */
  readonly momentIn: number
  readonly momentHold: number
  readonly momentOut: number
  /** Distance to the focus at the height of a moment, world units; and the lower elevation it is seen from. */
  readonly closeDistance: number
  readonly closeElevation: number
}

export const CINEMATIC_DEFAULTS: CinematicOptions = {
  orbitSeconds: 150,
  elevation: 36,
  elevationSwing: 8,
  elevationSeconds: 53,
  breathSeconds: 37,
  fov: 30,
  aspect: 16 / 9,
  momentIn: 2.6,
  momentHold: 3,
  momentOut: 3,
  closeDistance: 11,
  closeElevation: 26,
}

/** Never lower than this above the table (the camera rig's own floor is 15°). */
export const MIN_ELEVATION = 16
const DEG = Math.PI / 180

/** Smooth 0→1 over [0, 1] (zero slope at both ends: no jolt when a dolly starts or ends). */
export function smoothstep(x: number): number {
  const t = Math.min(1, Math.max(0, x))
  return t * t * (3 - 2 * t)
}

/** How far into a moment's dolly the camera is at time `t`: 0 before and after, 1 while held. */
export function momentWeight(
  t: number,
  moment: Moment | null,
  o: CinematicOptions = CINEMATIC_DEFAULTS,
): number {
  if (!moment) return 0
  const dt = t - moment.start
  if (dt <= 0) return 0
  if (dt < o.momentIn) return smoothstep(dt / o.momentIn)
  if (dt < o.momentIn + o.momentHold) return 1
  const out = dt - o.momentIn - o.momentHold
  return out < o.momentOut ? 1 - smoothstep(out / o.momentOut) : 0
}

/** Whether a moment still moves the camera at time `t` (a player can forget it after). */
export function momentOver(t: number, moment: Moment, o: CinematicOptions = CINEMATIC_DEFAULTS): boolean {
  return t - moment.start >= o.momentIn + o.momentHold + o.momentOut
}

/**
 * Distance at which the board fits the frame from any side: its half-diagonal across the horizontal field of
 * view, and four fifths of it (the board is seen from above, so its depth is foreshortened) across the vertical
 * one. A frame may lose the tip of a corner at the worst angle, never the pitch's middle (tested).
 */
export function fitDistance(board: BoardHalf, o: CinematicOptions = CINEMATIC_DEFAULTS): number {
  const radius = Math.hypot(board.halfX, board.halfZ)
  const halfV = (o.fov * DEG) / 2
  const halfH = Math.atan(Math.tan(halfV) * Math.max(0.2, o.aspect))
  const byWidth = radius / Math.tan(halfH)
  const byHeight = (radius * 0.82) / Math.tan(halfV)
  return Math.max(byWidth, byHeight)
}

function spherical(target: Vec3, distance: number, azimuth: number, elevation: number): Vec3 {
  const el = Math.max(MIN_ELEVATION, elevation) * DEG
  return {
    x: target.x + distance * Math.cos(el) * Math.sin(azimuth),
    y: target.y + distance * Math.sin(el),
    z: target.z + distance * Math.cos(el) * Math.cos(azimuth),
  }
}

const lerp = (a: number, b: number, w: number): number => a + (b - a) * w
const lerp3 = (a: Vec3, b: Vec3, w: number): Vec3 => ({
  x: lerp(a.x, b.x, w),
  y: lerp(a.y, b.y, w),
  z: lerp(a.z, b.z, w),
})

/** The orbit alone at time `t` (seconds): azimuth turning, elevation swinging, distance breathing, target drifting. */
export function orbitPose(
  t: number,
  board: BoardHalf,
  o: CinematicOptions = CINEMATIC_DEFAULTS,
): CinematicPose {
  const azimuth = (2 * Math.PI * t) / o.orbitSeconds
  const elevation = o.elevation + o.elevationSwing * Math.sin((2 * Math.PI * t) / o.elevationSeconds)
  const distance = fitDistance(board, o) * (0.88 + 0.12 * Math.sin((2 * Math.PI * t) / o.breathSeconds))
  // The look-at point wanders a little over the pitch, so the orbit does not feel like a turntable.
  const target = {
    x: board.halfX * 0.12 * Math.sin((2 * Math.PI * t) / 71),
    y: 0,
    z: board.halfZ * 0.1 * Math.cos((2 * Math.PI * t) / 89),
  }
  return { position: spherical(target, distance, azimuth, elevation), target }
}

/**
 * The camera at time `t`: the orbit, pulled toward `moment.focus` while a moment runs. The orbit keeps turning
 * during the dolly (same azimuth), so leaving a moment flows back into the path it left.
 */
export function cinematicPose(
  t: number,
  board: BoardHalf,
  moment: Moment | null = null,
  o: CinematicOptions = CINEMATIC_DEFAULTS,
): CinematicPose {
  const base = orbitPose(t, board, o)
  const w = momentWeight(t, moment, o)
  if (!moment || w === 0) return base
  const azimuth = (2 * Math.PI * t) / o.orbitSeconds
  const baseElevation = o.elevation + o.elevationSwing * Math.sin((2 * Math.PI * t) / o.elevationSeconds)
  const baseDistance = Math.hypot(
    base.position.x - base.target.x,
    base.position.y - base.target.y,
    base.position.z - base.target.z,
  )
  const target = lerp3(base.target, moment.focus, w)
  const distance = lerp(baseDistance, o.closeDistance, w)
  const elevation = lerp(baseElevation, o.closeElevation, w)
  return { position: spherical(target, distance, azimuth, elevation), target }
}
