// Second chances on the ice's rolls (cc-interp: skills): a failed roll is re-rolled by the player's own skill for
// that kind of roll (Sure Hands: take and puck turn; Pass: pass and shot; Dodge in procs/hold.ts), and failing that
// by Pro, once a team turn, if a D6 first shows 4+ (003: Pro). Re-rolls are automatic: a failed roll is always
// worth another try on the ice.

import type { RollKind } from '../../classic/skillRule'
import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { G_PRO_USED } from '../layout'
import { proGate, skillRerolls } from '../skills'
import { emit, type CrossCheckState } from '../state'

/** 003: Pro — "Once per team turn ... his coach must roll a dice. On a roll of 4, 5 or 6 the re-roll may be made." */
export function proRerolls(s: CrossCheckState, p: number, kind: RollKind, purpose: string): boolean {
  const gate = proGate(s, p, kind)
  if (gate <= 0) return false
  set(s.m, G_PRO_USED, s.m.w[G_PRO_USED] | (1 << p))
  const d = roll(s.m, 6)
  emit(s, { type: 'roll', purpose: 'pro', player: p, dice: [d], target: gate, success: d >= gate })
  if (d < gate) return false
  emit(s, { type: 'reroll', source: 'pro', player: p, purpose })
  return true
}

/** A failed roll of `kind`: true when it may be rolled again (the skill's own re-roll, else Pro). */
export function secondChance(s: CrossCheckState, p: number, kind: RollKind, purpose: string): boolean {
  if (skillRerolls(s, p, kind)) {
    emit(s, { type: 'reroll', source: kind === 'pickup' ? 'sure-hands' : kind, player: p, purpose })
    return true
  }
  return proRerolls(s, p, kind, purpose)
}

/** Chance of success of a roll succeeding with chance q, counting the re-rolls `p` has for `kind` (probability.ts). */
export function withRerolls(s: CrossCheckState, p: number, kind: RollKind, q: number): number {
  if (skillRerolls(s, p, kind)) return q + (1 - q) * q
  const gate = proGate(s, p, kind)
  return gate > 0 ? q + (1 - q) * ((7 - gate) / 6) * q : q
}
