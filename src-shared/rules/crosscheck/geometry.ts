// Squares, stick zones and the puck's place on the rink: the questions every procedure asks.

import { SCATTER_D8 } from '../classic/data/scatter'
import { isIce, LENGTH } from './data/rink'
import {
  G_CARRIER,
  G_PUCK_DIR,
  G_PUCK_X,
  G_PUCK_Y,
  F_NO_ZONE,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_STANDING,
  SQ,
} from './layout'
import type { CrossCheckState } from './state'

export const sq = (x: number, y: number): number => y * LENGTH + x

/** The eight directions in the D8 scatter template's order (0..7 = faces 1..8). */
export const DIRS: readonly (readonly [number, number])[] = SCATTER_D8.slice(1).map((s) => [s!.dx, s!.dy])

export function dirIndex(dx: number, dy: number): number {
  return DIRS.findIndex(([a, b]) => a === dx && b === dy)
}

export function occupant(s: CrossCheckState, x: number, y: number): number {
  return isIce(x, y) ? s.m.w[SQ + sq(x, y)] - 1 : -1
}

export const isOnIce = (s: CrossCheckState, p: number): boolean => s.m.w[P_X + p] >= 0

export function standing(s: CrossCheckState, p: number): boolean {
  return s.m.w[P_STATE + p] === PS_STANDING
}

/**
 * rulings.md: a Stick Zone is the eight squares around a standing player (cc-interp: big-guys — none while a
 * failed Bone-head or Really Stupid roll lasts).
 */
export function inStickZone(s: CrossCheckState, p: number, x: number, y: number): boolean {
  if (!standing(s, p) || (s.m.w[P_FLAGS + p] & F_NO_ZONE) !== 0) return false
  const dx = Math.abs(s.m.w[P_X + p] - x)
  const dy = Math.abs(s.m.w[P_Y + p] - y)
  return Math.max(dx, dy) === 1
}

/**
 * 000: "-1 Per opposing Stick Zone either the player or the puck is in. (Each opposing player can only add a total
 * of -1 to this roll.)" — the number of standing opponents of `side` whose zone holds either square.
 */
export function opposingZones(
  s: CrossCheckState,
  side: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
) {
  let n = 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (s.m.w[P_SIDE + q] === side || !standing(s, q)) continue
    if (inStickZone(s, q, ax, ay) || inStickZone(s, q, bx, by)) n++
  }
  return n
}

/** The standing opponents of `side` whose stick zone holds (x, y). */
export function opponentsAround(
  s: CrossCheckState,
  side: number,
  x: number,
  y: number,
  out: number[],
): number[] {
  out.length = 0
  for (let q = 0; q < MAX_PLAYERS; q++) if (s.m.w[P_SIDE + q] !== side && inStickZone(s, q, x, y)) out.push(q)
  return out
}

export const puckX = (s: CrossCheckState): number => s.m.w[G_PUCK_X]
export const puckY = (s: CrossCheckState): number => s.m.w[G_PUCK_Y]
export const carrier = (s: CrossCheckState): number => s.m.w[G_CARRIER]
export const puckDir = (s: CrossCheckState): number => s.m.w[G_PUCK_DIR]

/** Where a carrier's puck sits when he stands at (x, y) with the puck in direction `dir`. */
export function puckSquare(x: number, y: number, dir: number): [number, number] {
  return [x + DIRS[dir][0], y + DIRS[dir][1]]
}

/** cc-interp: puck-on-ice — a controlled puck must sit on ice (not off the rink, not in a goal). */
export function puckFits(x: number, y: number, dir: number): boolean {
  const [px, py] = puckSquare(x, y, dir)
  return isIce(px, py)
}
