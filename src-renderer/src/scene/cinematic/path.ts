// The display's camera path (the attract loop and the match display on a TV): a broadcast camera on the near
// side of the table, close and low enough that a figure stands some 80–100 px tall on a 1920×1080 screen (readable
// from a sofa 3 m away), looking at the play — the ball, followed (CinematicCamera smooths it) — while it swings
// slowly from side to side, its height and distance breathing; on a big moment (a touchdown, a goal, an injury) it
// dollies in on where it happened, holds, and eases back out. Pure maths of the clock and the followed point: the
// same time and point give the same pose, so a TV is calm and tests are exact.

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
  /** Seconds for one swing from one side to the other and back; how far it swings each way, degrees. */
  readonly swingSeconds: number
  readonly swing: number
  /** Mean elevation above the table and how far it swings, degrees. */
  readonly elevation: number
  readonly elevationSwing: number
  /** Seconds per elevation swing and per distance breath (unrelated periods, so the path never looks looped). */
  readonly elevationSeconds: number
  readonly breathSeconds: number
  /** Distance to the followed point (world units) and the share it breathes by either way. */
  readonly distance: number
  readonly breath: number
  /** Vertical field of view (degrees) and aspect. */
  readonly fov: number
  readonly aspect: number
  /** A moment: ease in, hold, ease out (seconds). */
  readonly momentIn: number
  readonly momentHold: number
  readonly momentOut: number
  /** Distance to the focus at the height of a moment, world units; and the lower elevation it is seen from. */
  readonly closeDistance: number
  readonly closeElevation: number
  /** How fast the camera catches up with the ball: the time constant of its smoothing, seconds. */
  readonly followSeconds: number
}

export const CINEMATIC_DEFAULTS: CinematicOptions = {
  swingSeconds: 97,
  swing: 32,
  elevation: 29,
  elevationSwing: 5,
  elevationSeconds: 53,
  breathSeconds: 37,
  distance: 16,
  breath: 0.12,
  fov: 30,
  aspect: 16 / 9,
  momentIn: 2.6,
  momentHold: 3,
  momentOut: 3,
  closeDistance: 9,
  closeElevation: 22,
  followSeconds: 1.4,
}

/** Never lower than this above the table (the camera rig's own floor is 15°). */
export const MIN_ELEVATION = 16
/** The look-at point keeps this far inside the board's edges (world units), so the frame is mostly pitch. */
export const EDGE_KEEP = { x: 3.5, z: 2.5 } as const
/** A moment's look-at point keeps less (it is close): a score in the end zone, not the wood behind it, fills the frame. */
export const MOMENT_KEEP = { x: 2, z: 1.5 } as const
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

/** `point` kept over the board, `keep` inside its edges (the middle of a board too small for that). */
export function keepOverBoard(
  point: Vec3,
  board: BoardHalf,
  keep: { readonly x: number; readonly z: number } = EDGE_KEEP,
): Vec3 {
  const clampAxis = (v: number, half: number, keep: number): number => {
    const lim = Math.max(0, half - keep)
    return Math.min(lim, Math.max(-lim, v))
  }
  return {
    x: clampAxis(point.x, board.halfX, keep.x),
    y: 0,
    z: clampAxis(point.z, board.halfZ, keep.z),
  }
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

/** The swing's azimuth at `t` (0 = from the near side, +Z), radians. */
export function swingAzimuth(t: number, o: CinematicOptions = CINEMATIC_DEFAULTS): number {
  return o.swing * DEG * Math.sin((2 * Math.PI * t) / o.swingSeconds)
}

/** The swing's elevation at `t`, degrees. */
function swingElevation(t: number, o: CinematicOptions): number {
  return o.elevation + o.elevationSwing * Math.sin((2 * Math.PI * t) / o.elevationSeconds)
}

/**
 * The broadcast camera alone at time `t` (seconds), looking at `follow` (the smoothed ball; null: the board's
 * middle) kept over the board: swinging from side to side, its height and distance breathing.
 */
export function orbitPose(
  t: number,
  board: BoardHalf,
  follow: Vec3 | null = null,
  o: CinematicOptions = CINEMATIC_DEFAULTS,
): CinematicPose {
  const distance = o.distance * (1 + o.breath * Math.sin((2 * Math.PI * t) / o.breathSeconds))
  const target = keepOverBoard(follow ?? { x: 0, y: 0, z: 0 }, board)
  return { position: spherical(target, distance, swingAzimuth(t, o), swingElevation(t, o)), target }
}

/**
 * The camera at time `t`: the broadcast camera on `follow`, pulled toward `moment.focus` while a moment runs. The
 * swing keeps going during the dolly (same azimuth), so leaving a moment flows back into the path it left.
 */
export function cinematicPose(
  t: number,
  board: BoardHalf,
  moment: Moment | null = null,
  follow: Vec3 | null = null,
  o: CinematicOptions = CINEMATIC_DEFAULTS,
): CinematicPose {
  const base = orbitPose(t, board, follow, o)
  const w = momentWeight(t, moment, o)
  if (!moment || w === 0) return base
  const baseDistance = Math.hypot(
    base.position.x - base.target.x,
    base.position.y - base.target.y,
    base.position.z - base.target.z,
  )
  const focus = keepOverBoard(moment.focus, board, MOMENT_KEEP)
  const target = lerp3(base.target, { ...focus, y: moment.focus.y }, w)
  const distance = lerp(baseDistance, o.closeDistance, w)
  const elevation = lerp(swingElevation(t, o), o.closeElevation, w)
  return { position: spherical(target, distance, swingAzimuth(t, o), elevation), target }
}

/**
 * The followed point one step on: `from` eased toward `to` over `dt` seconds with time constant `seconds`
 * (critically smooth: no overshoot, and a ball that flies far is caught up with in a second or two).
 */
export function followStep(from: Vec3, to: Vec3, dt: number, seconds: number): Vec3 {
  const w = 1 - Math.exp(-Math.max(0, dt) / Math.max(1e-3, seconds))
  return lerp3(from, to, w)
}
