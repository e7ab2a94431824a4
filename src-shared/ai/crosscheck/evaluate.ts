// The Cross Check position as the Hard search sees it, in goals: the score difference plus puck control (more the
// nearer the attacked goal, less the more opponents stand near enough to steal it before it moves again), who is
// nearer a loose puck, skaters on their feet, and players in the box. A finished game is its result, scaled far
// beyond any position.

import type { Side } from '../../engine/api'
import {
  G_CARRIER,
  G_OVER,
  G_SCORE,
  MAX_PLAYERS,
  P_GOALIE,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_BOX,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
} from '../../rules/crosscheck/layout'
import { puckX, puckY } from '../../rules/crosscheck/geometry'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { cheb, progress } from './board'

export const WIN_VALUE = 25

/**
 * How safe a carried puck is from the other side's steals: each standing opponent within two squares of it can
 * reach its stick zone and make a contested roll, each team-mate beside it is -1 to every such roll (000: Taking
 * Control). 1 when nobody threatens it, less the more do.
 */
export function puckSafety(s: CrossCheckState, side: number): number {
  const w = s.m.w
  const px = puckX(s)
  const py = puckY(s)
  let threats = 0
  let covers = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_X + p] < 0 || w[P_STATE + p] !== PS_STANDING || p === w[G_CARRIER]) continue
    const d = cheb(w[P_X + p], w[P_Y + p], px, py)
    if (w[P_SIDE + p] === side) {
      if (d === 1) covers++
    } else if (d <= 2) threats++
  }
  return Math.max(0.3, Math.min(1, 1 - SAFETY.perThreat * threats + SAFETY.perCover * Math.min(3, covers)))
}

export const SAFETY = { perThreat: 0.12, perCover: 0.04 }

function sideWorth(s: CrossCheckState, side: number): number {
  const w = s.m.w
  let v = 0
  const c = w[G_CARRIER]
  if (c >= 0 && w[P_SIDE + c] === side)
    v += (0.15 + 0.25 * (progress(side, w[P_X + c]) / 25) ** 2) * puckSafety(s, side)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== side) continue
    const st = w[P_STATE + p]
    if (st === PS_STANDING) v += w[P_GOALIE + p] === 1 ? 0.1 : 0.02
    else if (st === PS_PRONE || st === PS_STUNNED) v += 0.005
    else if (st === PS_BOX) v -= 0.05
  }
  return v
}

export function evaluateCrossCheck(s: CrossCheckState, side: Side): number {
  const w = s.m.w
  const diff = w[G_SCORE + side] - w[G_SCORE + 1 - side]
  if (w[G_OVER] === 1) return diff === 0 ? 0 : (diff > 0 ? WIN_VALUE : -WIN_VALUE) + diff
  let v = diff + sideWorth(s, side) - sideWorth(s, 1 - side)
  if (w[G_CARRIER] < 0) {
    const near = [99, 99]
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (w[P_STATE + p] === PS_STANDING && w[P_X + p] >= 0)
        near[w[P_SIDE + p]] = Math.min(near[w[P_SIDE + p]], cheb(w[P_X + p], w[P_Y + p], puckX(s), puckY(s)))
    v += 0.02 * Math.max(-5, Math.min(5, near[1 - side] - near[side]))
  }
  return v
}
