// Who skates next, for the Cross Check coach: the Beginner's order (the carrier first, then whoever is nearest a
// loose puck or the opposing carrier), with the risky moves last — a player who must skate out of an opposing
// stick zone risks a fall on the hold roll's natural 1, and a fall ends the team turn (000: Turnovers), so
// everybody with a free move goes before him — but for a skater beside the opposing carrier, who checks or steals
// without a step and goes first.

import { A_SKATE, kindOf, playerOf } from '../../rules/crosscheck/actions'
import { opposingZones, puckX, puckY } from '../../rules/crosscheck/geometry'
import { P_MOVED, P_SIDE, P_X, P_Y } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { carrierOf, cheb } from './board'
import { canClear } from './clearing'
import { COACH } from './coachMove'
import { skateOrder, type Pick } from './decisions'

export const TURN = {
  /** Pushed back in the order when he stands in an opposing stick zone (and not beside the puck). */
  zonedLast: 30,
  /** Brought forward when he stands beside the opposing carrier (checks on the carrier first). */
  onCarrier: 10,
  /** Brought before our carrier when he can knock down an opponent over him or his puck (clearing.ts). */
  clearFirst: 150,
}

export function coachSkateOrder(
  s: CrossCheckState,
  codes: readonly number[],
  side: number,
  pick: Pick,
): number {
  const w = s.m.w
  const c = carrierOf(s)
  // The Beginner's values, read back through a pick that records them.
  let base: readonly number[] = []
  skateOrder(s, codes, side, (v) => ((base = v), 0))
  return pick(
    codes.map((code, i) => {
      if (kindOf(code) !== A_SKATE) return base[i]
      const p = playerOf(code)
      const x = w[P_X + p]
      const y = w[P_Y + p]
      if (p === c) return base[i]
      // A safe check on an opponent over our carrier or his puck: before the carrier skates past him.
      if (COACH.clear && c >= 0 && w[P_SIDE + c] === side && w[P_MOVED + c] === 0 && canClear(s, p))
        return base[i] + TURN.clearFirst
      // Beside the opposing carrier: he checks or steals without a step, so he goes first (the carrier first).
      if (c >= 0 && w[P_SIDE + c] !== side && cheb(x, y, w[P_X + c], w[P_Y + c]) === 1)
        return base[i] + TURN.onCarrier
      const zoned = opposingZones(s, w[P_SIDE + p], x, y, x, y) > 0
      const besidePuck = cheb(x, y, puckX(s), puckY(s)) === 1
      return zoned && !besidePuck ? base[i] - TURN.zonedLast : base[i]
    }),
  )
}
