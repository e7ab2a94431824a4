// Blitz Bowl prints no time limit (001); the turn clock is the project's option (docs/rules/turn-clocks.md). At
// expiry the host's `turn-timeout` (engine/turnClock.ts) ends the turn as End Turn does (001 has no turnovers: a
// failed action only ends that action). It is accepted at the coach's 'turn' decision, between Player Actions; an
// action under way is finished first, so the host sends it once the decision is back at the turn.
import { set } from '../../engine/memory'
import { F_KIND, G_ACTIVE, G_APPLIED } from './layout'
import { PR_TURN } from './procs/kinds'
import { atTurnActions, endTurnAt } from './procs/turn'
import { advance, procOf, topFrame } from './stack'
import { emit, type BlitzState } from './state'

export function timeoutRefusal(s: BlitzState): string | null {
  if (s.meta.options.turnClock !== true) return 'turn-timeout: the turn clock is off in this game'
  const f = topFrame(s)
  const kind = s.m.w[f + F_KIND]
  const decision = procOf(kind).decision!(s, f)
  if (kind !== PR_TURN || !atTurnActions(s, f) || decision.side !== s.m.w[G_ACTIVE])
    return `turn-timeout ends only the turn of the side on turn, between its Player Actions (waiting for: ${decision.kind})`
  return null
}

export function applyTimeout(s: BlitzState): void {
  set(s.m, G_APPLIED, s.m.w[G_APPLIED] + 1)
  emit(s, { type: 'turn-timeout', side: s.m.w[G_ACTIVE] })
  endTurnAt(s, topFrame(s))
  advance(s)
}
