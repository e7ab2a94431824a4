// How safe a carried puck is from the other side's steals — a factor of the evaluation's puck-control features
// (features.ts). Its own file so the features and the evaluation share it without importing each other.

import { G_CARRIER, MAX_PLAYERS, P_SIDE, P_STATE, P_X, P_Y, PS_STANDING } from '../../rules/crosscheck/layout'
import { puckX, puckY } from '../../rules/crosscheck/geometry'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { cheb } from './board'

export const SAFETY = { perThreat: 0.12, perCover: 0.04 }

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
