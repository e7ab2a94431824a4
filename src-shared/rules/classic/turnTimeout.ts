// 004 turn end 6: "zijn beurt eindigt echter wanneer ... de tijdlimiet van spelen overschreden wordt (4 minuten
// per beurt is normaal)". The host's `turn-timeout` (engine/turnClock.ts) is a turnover of the team on turn,
// accepted between its players' actions or during one (the player's action ends as on any turnover); a roll's
// or block's own choices are finished first, so the host sends it once the decision is back at the turn.
import { set } from '../../engine/memory'
import { F_KIND, G_ACTIONS, G_ACTIVE, G_TURNOVER } from './layout'
import { PR_ACTIVATION, PR_TURN } from './procs/kinds'
import { advance, procOf, topFrame } from './stack'
import { emit, type ClassicState } from './state'

export function timeoutRefusal(s: ClassicState): string | null {
  if (s.meta.options.turnClock !== true) return 'turn-timeout: the turn clock is off in this game'
  const f = topFrame(s)
  const kind = s.m.w[f + F_KIND]
  const decision = procOf(kind).decision!(s, f)
  if ((kind !== PR_TURN && kind !== PR_ACTIVATION) || decision.side !== s.m.w[G_ACTIVE])
    return `turn-timeout ends only the team turn of the side on turn, at its turn or action (waiting for: ${decision.kind})`
  return null
}

export function applyTimeout(s: ClassicState): void {
  const side = s.m.w[G_ACTIVE]
  set(s.m, G_ACTIONS, s.m.w[G_ACTIONS] + 1)
  emit(s, { type: 'turn-timeout', side })
  set(s.m, G_TURNOVER, 1) // the turn and activation frames end on it and emit 'turnover'
  advance(s)
}
