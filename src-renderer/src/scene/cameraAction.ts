// The default "action" view: the board from its near long side at 45°, close enough to read the figures. A window
// of ACTION_DEPTH squares across the board fills the free area's height, and along the board as many squares as
// the free area's shape allows (about half a Classic pitch); the window slides over the board to keep the action
// in it. A board may ask for a deeper window (Blitz Bowl's: its whole depth, printed bands and all); a board
// that then nearly fits whole is shown whole, and so is every board in a replay (a watcher wants the whole pitch
// above the timeline, not a window sliding after the play). Pure maths on a PerspectiveCamera, so it is
// unit-tested in Node; cameraRig.ts moves the camera.
import type { PerspectiveCamera } from 'three'
import { boardCorners, frameBoard, FULL_AREA, type Framing, type NdcArea, ndcBounds } from './camera'

/** Angle above the table and turn of the action view, degrees (a little more side-on than the whole-board view). */
export const ACTION_ELEVATION = 45
export const ACTION_YAW = -6
/** World units across the board (about twelve squares) that the window shows from its far edge to its near one. */
export const ACTION_DEPTH = 12.5
/** The whole board is shown instead of a window when it needs at most this much more distance. */
export const WHOLE_BOARD_SLACK = 1.3
/** Share of the window's half extents the focus may wander from its centre before the window slides. */
export const DEAD_ZONE = 0.5

export interface XZ {
  readonly x: number
  readonly z: number
}

export interface ActionView {
  /** The framing with the window at the board's centre; a window elsewhere is this framing moved along the table. */
  readonly base: Framing
  /** Half extents of the window, world units: the part of the board the free area shows from edge to edge. */
  readonly halfX: number
  readonly halfZ: number
  /** How far the window's centre may move from the board's centre on each axis (0: the board shows whole). */
  readonly slideX: number
  readonly slideZ: number
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))

const distanceOf = (f: Framing): number => f.position.distanceTo(f.target)

/**
 * The action view of a `halfX` × `halfZ` board inside `area` (NDC, the canvas less its panels) for `camera` (its
 * aspect and view offset set). Fits a narrow window of `depth` (ACTION_DEPTH unless the board asks for more) first
 * (its depth decides the distance), then widens it along the board while the distance holds: the widest window
 * that still fills the height. `wholeBoard`: the whole board, however far that puts the camera (a replay).
 */
export function frameAction(
  camera: PerspectiveCamera,
  halfX: number,
  halfZ: number,
  area?: NdcArea,
  depth: number = ACTION_DEPTH,
  wholeBoard = false,
): ActionView {
  const options = { elevation: ACTION_ELEVATION, yaw: ACTION_YAW, area }
  const whole = frameBoard(camera, halfX, halfZ, options)
  if (wholeBoard) return { base: whole, halfX, halfZ, slideX: 0, slideZ: 0 }
  const hz = Math.min(halfZ, Math.max(ACTION_DEPTH, depth) / 2)
  const narrow = distanceOf(frameBoard(camera, Math.min(1, halfX), hz, options))
  if (distanceOf(whole) <= narrow * WHOLE_BOARD_SLACK)
    return { base: whole, halfX, halfZ, slideX: 0, slideZ: 0 }
  // The longest window whose framing is as tight across the view as up it: a longer one would be framed farther
  // (its length deciding the distance), a shorter one leaves the sides of the free area to the board beyond it.
  const full = area ?? FULL_AREA
  const shares = (hx: number): { w: number; h: number } => {
    const f = frameBoard(camera, hx, hz, options)
    const b = ndcBounds(camera, f.position, f.target, boardCorners(hx, hz, 1))
    return { w: (b.maxX - b.minX) / (full.maxX - full.minX), h: (b.maxY - b.minY) / (full.maxY - full.minY) }
  }
  let lo = Math.min(1, halfX)
  let hi = halfX
  // The board's whole length fits the height-bound framing: the window spans it, sliding only across.
  const longest = shares(halfX)
  if (longest.w <= longest.h) lo = halfX
  for (let i = 0; i < 16 && lo < hi; i++) {
    const mid = (lo + hi) / 2
    const s = shares(mid)
    if (s.w < s.h) lo = mid
    else hi = mid
  }
  const base = frameBoard(camera, lo, hz, options)
  return { base, halfX: lo, halfZ: hz, slideX: Math.max(0, halfX - lo), slideZ: Math.max(0, halfZ - hz) }
}

/** The window centre that puts `focus` as near the middle as the board's edges allow. */
export function windowCentre(view: ActionView, focus: XZ): XZ {
  return { x: clamp(focus.x, -view.slideX, view.slideX), z: clamp(focus.z, -view.slideZ, view.slideZ) }
}

/**
 * Whether the window at `centre` must slide to keep `focus` in view: only once the focus leaves the middle part
 * (DEAD_ZONE of the half extents) and the window can still move that way — so a player taking a step or two does
 * not drag the camera, and the camera never slides for nothing at the board's ends.
 */
export function needsSlide(view: ActionView, centre: XZ, focus: XZ, deadZone = DEAD_ZONE): boolean {
  const want = windowCentre(view, focus)
  const far = (d: number, half: number): boolean => Math.abs(d) > half * deadZone
  const moves = (a: number, b: number): boolean => Math.abs(a - b) > 1e-6
  return (
    (far(focus.x - centre.x, view.halfX) && moves(want.x, centre.x)) ||
    (far(focus.z - centre.z, view.halfZ) && moves(want.z, centre.z))
  )
}

/** The framing of the window at `centre`: the base framing moved along the table (the view is the same shape). */
export function framingAt(view: ActionView, centre: XZ): Framing {
  const shift = { x: centre.x, y: 0, z: centre.z }
  return {
    position: view.base.position.clone().add(shift as never),
    target: view.base.target.clone().add(shift as never),
  }
}

/**
 * The framing that shows a box of the board (a drill's area: `centre`, half extents) in the free area: the action
 * window centred on it when the box fits in the window, else the box itself framed from the same angle (farther).
 */
export function frameArea(
  camera: PerspectiveCamera,
  view: ActionView,
  centre: XZ,
  half: XZ,
  area?: NdcArea,
): Framing {
  if (half.x <= view.halfX && half.z <= view.halfZ) return framingAt(view, windowCentre(view, centre))
  return frameBoard(camera, half.x, half.z, {
    elevation: ACTION_ELEVATION,
    yaw: ACTION_YAW,
    area,
    centre,
  })
}

/**
 * The window's box on the canvas in NDC for a framing (tests and the e2e probe): the window's corners at table level
 * and at figure height, projected through `camera` placed at the framing.
 */
export function windowBounds(
  camera: PerspectiveCamera,
  view: ActionView,
  framing: Framing,
  centre: XZ,
): NdcArea {
  return ndcBounds(camera, framing.position, framing.target, boardCorners(view.halfX, view.halfZ, 1, centre))
}
