// 001: Setting Up the Game, step 5 — "each player in a square of the team's own End Zone, one player a square".
// Where a coach may place now, and the placings themselves: one player, a ready formation, or the rest at once.

import { set } from '../../../engine/memory'
import { BLITZ_FORMATIONS, PLACE_REST_ROWS } from '../formations'
import { free, groundBallAt, ownEndX } from '../geometry'
import { HEIGHT, MAX_PLAYERS, P_MOVE, P_PLACED, P_SIDE, P_ST, ST_ABSENT, ST_STANDING } from '../layout'
import { emit, type BlitzState } from '../state'
import { landOnBall } from './action'
import { placePlayer } from './pieces'

/** The side's players still to place, in id order. */
export function unplaced(s: BlitzState, side: number): number[] {
  const out: number[] = []
  for (let p = 0; p < MAX_PLAYERS; p++)
    if (s.m.w[P_SIDE + p] === side && s.m.w[P_ST + p] !== ST_ABSENT && s.m.w[P_PLACED + p] === 0) out.push(p)
  return out
}

/** The End Zone rows a player may take now: free ones, avoiding a ball lying there (after a Reset) while any
 * other square is free. */
export function setupRows(s: BlitzState, side: number): number[] {
  const x = ownEndX(side)
  const rows: number[] = []
  for (let y = 0; y < HEIGHT; y++) if (free(s, x, y) && groundBallAt(s, x, y) < 0) rows.push(y)
  if (rows.length > 0) return rows
  for (let y = 0; y < HEIGHT; y++) if (free(s, x, y)) rows.push(y)
  return rows
}

/** One player to (x, y) of his End Zone, standing; he picks up a ball lying there (landOnBall). */
export function placeInEndZone(s: BlitzState, p: number, x: number, y: number): void {
  placePlayer(s, p, x, y)
  set(s.m, P_ST + p, ST_STANDING)
  set(s.m, P_PLACED + p, 1)
  emit(s, { type: 'place', player: p, x, y })
  landOnBall(s, p, x, y, false)
}

/** The unplaced players, fastest first (a D6 Move counts as 3.5), each to the first free row of `rows`. */
function placeByRows(s: BlitzState, side: number, rows: readonly number[]): void {
  const w = s.m.w
  const speed = (p: number): number => w[P_MOVE + p] || 3.5
  const order = unplaced(s, side).sort((a, b) => speed(b) - speed(a) || a - b)
  const x = ownEndX(side)
  for (const p of order) {
    const open = setupRows(s, side)
    const y = rows.find((r) => open.includes(r)) ?? open[0]
    if (y === undefined) return
    placeInEndZone(s, p, x, y)
  }
}

export function placeFormation(s: BlitzState, side: number, index: number): void {
  emit(s, { type: 'formation', side, formation: BLITZ_FORMATIONS[index].id })
  placeByRows(s, side, BLITZ_FORMATIONS[index].rows)
}

export function placeRest(s: BlitzState, side: number): void {
  placeByRows(s, side, PLACE_REST_ROWS)
}
