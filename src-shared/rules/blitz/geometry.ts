// Squares, adjacency and player status (001: Player Status): Open, Marked, Prone, Reserves.

import {
  B_CARRIER,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_HELD,
  HEIGHT,
  MAX_BALLS,
  MAX_PLAYERS,
  P_ABIL,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  ST_STANDING,
  WIDTH,
} from './layout'
import type { BlitzState } from './state'

export const sq = (x: number, y: number): number => y * WIDTH + x
export const onPitch = (x: number, y: number): boolean => x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT
export const DX = [-1, 0, 1, 1, 1, 0, -1, -1]
export const DY = [-1, -1, -1, 0, 1, 1, 1, 0]

export const occupant = (s: BlitzState, x: number, y: number): number => s.m.w[SQ + sq(x, y)] - 1

/** A square a player may enter: on the pitch, not blocked, nobody in it. */
export function free(s: BlitzState, x: number, y: number): boolean {
  return onPitch(x, y) && s.blocked[sq(x, y)] === 0 && s.m.w[SQ + sq(x, y)] === 0
}

export const standing = (s: BlitzState, p: number): boolean => s.m.w[P_ST + p] === ST_STANDING

/** Standing opponents of `side` adjacent to (x, y), as a count (001: Marked). */
export function markersAt(s: BlitzState, side: number, x: number, y: number): number {
  let n = 0
  const w = s.m.w
  for (let d = 0; d < 8; d++) {
    const nx = x + DX[d]
    const ny = y + DY[d]
    if (!onPitch(nx, ny)) continue
    const o = w[SQ + sq(nx, ny)] - 1
    if (o >= 0 && w[P_SIDE + o] !== side && w[P_ST + o] === ST_STANDING) n++
  }
  return n
}

/** 001: Marked — standing and adjacent to a standing opponent. */
export const marked = (s: BlitzState, p: number): boolean =>
  standing(s, p) && markersAt(s, s.m.w[P_SIDE + p], s.m.w[P_X + p], s.m.w[P_Y + p]) > 0

/** 001: Open — standing and not Marked. */
export const open = (s: BlitzState, p: number): boolean => standing(s, p) && !marked(s, p)

export const adjacent = (s: BlitzState, a: number, b: number): boolean =>
  Math.max(Math.abs(s.m.w[P_X + a] - s.m.w[P_X + b]), Math.abs(s.m.w[P_Y + a] - s.m.w[P_Y + b])) === 1

/** The ball a player holds, or -1. */
export function ballOf(s: BlitzState, p: number): number {
  const w = s.m.w
  for (let b = 0; b < MAX_BALLS; b++) if (w[B_ST + b] === BALL_HELD && w[B_CARRIER + b] === p) return b
  return -1
}

/** The loose ball on (x, y), or -1. */
export function groundBallAt(s: BlitzState, x: number, y: number): number {
  const w = s.m.w
  for (let b = 0; b < MAX_BALLS; b++)
    if (w[B_ST + b] === BALL_GROUND && w[B_X + b] === x && w[B_Y + b] === y) return b
  return -1
}

export const hasAbility = (s: BlitzState, p: number, bit: number): boolean => (s.m.w[P_ABIL + p] & bit) !== 0

/** Standing team-mates of p adjacent to p. */
export function adjacentMates(s: BlitzState, p: number): number {
  const w = s.m.w
  let n = 0
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (q !== p && w[P_SIDE + q] === w[P_SIDE + p] && w[P_ST + q] === ST_STANDING && adjacent(s, p, q)) n++
  return n
}

/** x of side's own End Zone, and of the one it scores in. */
export const ownEndX = (side: number): number => (side === 0 ? 0 : WIDTH - 1)
export const scoreEndX = (side: number): number => (side === 0 ? WIDTH - 1 : 0)
