// Second chances on the ice's rolls (cc-interp: skills): a failed roll may be re-rolled by the player's own skill
// for that kind of roll (Sure Hands: take and puck turn; Pass: pass and shot; Dodge: the hold roll, once a move,
// not against Tackle), or by Pro, once a team turn, if a D6 first shows 4+ (003: Pro). Using one is the owning
// coach's choice ("may"): the asking procedure rolls with `tryRoll`, which pushes a 'reroll' decision for him when
// the roll failed and a source is there; the procedure then reads the result from G_ROLL_DIE and G_ROLL_OK.

import type { Side } from '../../../engine/api'
import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { agilityRollNeeded, agilityRollSucceeds } from '../../classic/data/agilityTable'
import type { RollKind } from '../../classic/skillRule'
import { A_NO_REROLL, A_REROLL, code, kindOf, nOf, SOURCE_PRO, SOURCE_SKILL } from '../actions'
import { G_DODGE_USED, G_PRO_USED, G_ROLL_DIE, G_ROLL_OK, P_SIDE } from '../layout'
import { dodgeWorks, proGate, skillRerolls } from '../skills'
import { arg, defineProc, pop, push } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_REROLL } from './kinds'

/** The re-rollable rolls of the ice (the frame's roll number): their event purpose and Classic roll kind. */
export const RR_TAKE = 0
export const RR_TURN = 1
export const RR_PASS = 2
export const RR_SHOT = 3
export const RR_BLOCK = 4
export const RR_HOLD = 5
const ROLLS: readonly { readonly purpose: string; readonly kind: RollKind; readonly skill: string }[] = [
  { purpose: 'take', kind: 'pickup', skill: 'sure-hands' }, // 002: Sure Hands; cc-interp: the take is a pick-up
  { purpose: 'puck-control', kind: 'pickup', skill: 'sure-hands' },
  { purpose: 'pass', kind: 'pass', skill: 'pass' }, // 003: Pass
  { purpose: 'shot', kind: 'pass', skill: 'pass' },
  { purpose: 'block-puck', kind: 'interception', skill: 'interception' }, // the ice's interception
  { purpose: 'hold', kind: 'dodge', skill: 'dodge' }, // 003: Dodge; the hold roll is the ice's dodge
]

const SKILL = 1
const PRO = 2

/** Bits of the sources `p` may re-roll a failed roll `rr` with now (`against`: the holder, for Tackle). */
export function rerollSources(s: CrossCheckState, p: number, rr: number, against: number): number {
  const kind = ROLLS[rr].kind
  const skill =
    rr === RR_HOLD
      ? s.m.w[G_DODGE_USED] === 0 && dodgeWorks(s, p, against) // 003: Dodge once a turn (a move), not v Tackle
      : skillRerolls(s, p, kind)
  return (skill ? SKILL : 0) | (proGate(s, p, kind) > 0 ? PRO : 0)
}

// Frame args: 0 player, 1 roll (RR_*), 2 the stat rolled against (AG, or Break Tackle's better), 3 modifier,
// 4 the player whose skill may cancel the re-roll (003: Tackle), -1 none.

function once(s: CrossCheckState, p: number, rr: number, stat: number, mod: number, again: boolean): void {
  const die = roll(s.m, 6)
  const ok = agilityRollSucceeds(die, stat, mod)
  set(s.m, G_ROLL_DIE, die)
  set(s.m, G_ROLL_OK, ok ? 1 : 0)
  if (!s.events) return
  emit(s, {
    type: 'roll',
    purpose: ROLLS[rr].purpose,
    player: p,
    dice: [die],
    ...(rr === RR_TAKE || rr === RR_TURN ? { modifiers: [{ reason: 'stick zones', value: mod }] } : {}),
    success: ok,
    ...(again ? { reroll: true } : {}),
  })
}

/**
 * One agility roll of `p` against `stat` with `mod`, its die and success in G_ROLL_DIE and G_ROLL_OK. Returns true
 * when it failed and his coach is now asked whether to re-roll (a frame on top): the caller resumes in its `run`.
 */
export function tryRoll(
  s: CrossCheckState,
  p: number,
  rr: number,
  stat: number,
  mod: number,
  against = -1,
): boolean {
  once(s, p, rr, stat, mod, false)
  if (s.m.w[G_ROLL_OK] === 1 || rerollSources(s, p, rr, against) === 0) return false
  push(s, PR_REROLL, p, rr, stat, mod, against)
  return true
}

defineProc(PR_REROLL, {
  name: 'reroll',
  run: () => true,
  decision: (s, f) => ({ side: s.m.w[P_SIDE + arg(s, f, 0)] as Side, kind: 'reroll', player: arg(s, f, 0) }),
  legal(s, f, out) {
    const bits = rerollSources(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 4))
    if (bits & SKILL) out.push(code(A_REROLL, -1, -1, -1, SOURCE_SKILL))
    if (bits & PRO) out.push(code(A_REROLL, -1, -1, -1, SOURCE_PRO))
    out.push(code(A_NO_REROLL))
  },
  act(s, f, c) {
    const [p, rr, stat, mod] = [arg(s, f, 0), arg(s, f, 1), arg(s, f, 2), arg(s, f, 3)]
    pop(s)
    if (kindOf(c) === A_NO_REROLL) return // the failure stands in G_ROLL_DIE / G_ROLL_OK
    const purpose = ROLLS[rr].purpose
    if (nOf(c) === SOURCE_SKILL) {
      if (rr === RR_HOLD) set(s.m, G_DODGE_USED, 1)
      emit(s, { type: 'reroll', source: ROLLS[rr].skill, player: p, purpose })
    } else {
      // 003: Pro — "Once per team turn ... his coach must roll a dice. On a roll of 4, 5 or 6 the re-roll may be made."
      const gate = proGate(s, p, ROLLS[rr].kind)
      set(s.m, G_PRO_USED, s.m.w[G_PRO_USED] | (1 << p))
      const d = roll(s.m, 6)
      emit(s, { type: 'roll', purpose: 'pro', player: p, dice: [d], target: gate, success: d >= gate })
      if (d < gate) return
      emit(s, { type: 'reroll', source: 'pro', player: p, purpose })
    }
    once(s, p, rr, stat, mod, true)
  },
})

/** The chance a `reroll` from `source` in re-roll frame `f` succeeds: the roll again, after Pro's gate (003: Pro). */
export function rerollChance(s: CrossCheckState, f: number, source: number): number {
  const [p, rr] = [arg(s, f, 0), arg(s, f, 1)]
  const q = (7 - agilityRollNeeded(arg(s, f, 2), arg(s, f, 3))) / 6
  if (source !== SOURCE_PRO) return q
  return ((7 - proGate(s, p, ROLLS[rr].kind)) / 6) * q
}

/** Chance of success of a roll succeeding with chance q, counting the re-rolls `p` has for `kind` (probability.ts). */
export function withRerolls(s: CrossCheckState, p: number, kind: RollKind, q: number): number {
  if (skillRerolls(s, p, kind)) return q + (1 - q) * q
  const gate = proGate(s, p, kind)
  return gate > 0 ? q + (1 - q) * ((7 - gate) / 6) * q : q
}
