// 000: "A Turnover happens when: ... 2.5 minutes have expired." The host's `turn-timeout` (engine/turnClock.ts)
// is that turnover, accepted at the team's turn decision or while one of its players skates (his move ends, as
// on a stop); a roll's or the other coach's choices come first, so the host sends it once the decision is back.
import { set } from '../../engine/memory'
import { F_KIND, G_ACTIVE, G_APPLIED, G_TURNOVER } from './layout'
import { PR_MOVE, PR_TURN } from './procs/kinds'
import { advance, pop, procOf, topFrame } from './stack'
import { emit, type CrossCheckState } from './state'

export function timeoutRefusal(s: CrossCheckState): string | null {
  if (s.meta.options.turnClock !== true) return 'turn-timeout: the turn clock is off in this game'
  const f = topFrame(s)
  const kind = s.m.w[f + F_KIND]
  const decision = procOf(kind).decision!(s, f)
  if ((kind !== PR_TURN && kind !== PR_MOVE) || decision.side !== s.m.w[G_ACTIVE])
    return `turn-timeout ends only the team turn of the side on turn, at its turn or move (waiting for: ${decision.kind})`
  return null
}

export function applyTimeout(s: CrossCheckState): void {
  const side = s.m.w[G_ACTIVE]
  set(s.m, G_APPLIED, s.m.w[G_APPLIED] + 1)
  emit(s, { type: 'turn-timeout', side })
  if (s.m.w[topFrame(s) + F_KIND] === PR_MOVE) pop(s) // his move ends here, as on a stop
  set(s.m, G_TURNOVER, 1) // the turn frame ends the team turn on it
  advance(s)
}
