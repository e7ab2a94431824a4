// The Blitz Bowl position as the Hard search sees it, in points (a touchdown is 4): the score difference plus
// what the board promises — balls held and how far they have to go, loose balls and who is nearest, players on
// their feet, Bonus Plays in hand. A finished game is its result, scaled far beyond any position.

import type { Side } from '../../engine/api'
import {
  G_OVER,
  G_SCORE0,
  G_WINNER,
  HAND0,
  HAND_MAX,
  MAX_PLAYERS,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
  ST_STANDING,
} from '../../rules/blitz/layout'
import { markersAt } from '../../rules/blitz/geometry'
import type { BlitzState } from '../../rules/blitz/state'
import { balls, cheb, progress, xOfSq, yOfSq } from './board'

export const WIN_VALUE = 100

/** One side's positional worth, in points. */
function sideWorth(s: BlitzState, side: number, info: ReturnType<typeof balls>): number {
  const w = s.m.w
  let v = 0
  for (const c of info.carriers[side]) {
    // A ball held is worth about half a touchdown, more the nearer the End Zone; less while Marked.
    const near = progress(side, w[P_X + c]) / 14
    const held = 1.2 + 1.6 * near
    v += markersAt(s, side, w[P_X + c], w[P_Y + c]) > 0 ? held * 0.6 : held
  }
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== side) continue
    if (w[P_ST + p] === ST_STANDING) v += 0.15
    else if (w[P_ST + p] === ST_PRONE) v += 0.05
  }
  for (let i = 0; i < HAND_MAX; i++) if (w[HAND0 + side * HAND_MAX + i] >= 0) v += 0.15
  return v
}

/** Who is nearer each loose ball: the nearer side gets a share of a held ball's worth. */
function looseShare(s: BlitzState, side: number, info: ReturnType<typeof balls>): number {
  const w = s.m.w
  let v = 0
  for (const b of info.loose) {
    const near = [99, 99]
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (w[P_ST + p] === ST_STANDING)
        near[w[P_SIDE + p]] = Math.min(near[w[P_SIDE + p]], cheb(w[P_X + p], w[P_Y + p], xOfSq(b), yOfSq(b)))
    v += 0.12 * Math.max(-4, Math.min(4, near[1 - side] - near[side]))
  }
  return v
}

export function evaluateBlitz(s: BlitzState, side: Side): number {
  const w = s.m.w
  const diff = w[G_SCORE0 + side] - w[G_SCORE0 + 1 - side]
  if (w[G_OVER] === 1) {
    const winner = w[G_WINNER]
    return winner === 2 ? diff : (winner === side ? WIN_VALUE : -WIN_VALUE) + diff
  }
  const info = balls(s)
  return diff + sideWorth(s, side, info) - sideWorth(s, 1 - side, info) + looseShare(s, side, info)
}
