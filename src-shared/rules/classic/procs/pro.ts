// 003 Pro — "Once per team turn, a Pro is allowed to re-roll any one dice roll he has made. However, before the
// re-roll may be made, his coach must roll a dice. On a roll of 4, 5 or 6 the re-roll may be made. On a roll of 1, 2
// or 3 the original result stands and may not be re-rolled with a skill or team re-roll." [GWUK]: "Pro may be used to
// reroll armour rolls which don't penetrate or unsatisfactory injury rolls ... Pro cannot be used to reroll an
// injury by the fans."
//
// Where Pro re-rolls: his D6 rolls in roll.ts (source 'skill' when Pro is his only skill re-roll for it, 'pro' beside
// a more specific one such as Dodge — his coach chooses), his block dice in blockRoll.ts, and here the armour and
// injury rolls he makes: against a player he knocks down (blocks, Piling On, his chainsaw) or fouls. This file holds
// the gate they all share and the `pro-armour` / `pro-injury` decision (PR_PRO).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import { A_NO_REROLL, A_REROLL, code, typeOf } from '../actions'
import type { InjuryResult } from '../data/injuryTable'
import { G_RESULT, P_FLAGS } from '../layout'
import { hasSkillBit, rulesWith, type RuleList, type SkillRule } from '../skills'
import { arg, defineProc, pop, push } from '../stack'
import { emit, sideOf, type ClassicState } from '../state'
import { armourRoll, injure, settleInjury } from './injury'
import { PR_PRO } from './kinds'
import { sawStrike } from './weapons'

/** The `reroll` action's source index for Pro (actions.ts REROLL_SOURCES). */
export const SOURCE_PRO = 3

/** Skills whose re-roll needs a gate die first: 003 Pro. */
const PROS: RuleList = rulesWith((r) => r.rerollGate !== undefined)

/** The player's Pro rule when he has it and has not used it this team turn, else null. */
export function proRule(s: ClassicState, p: number): SkillRule | null {
  if (p < 0) return null
  const flags = s.m.w[P_FLAGS + p]
  for (const r of PROS)
    if (hasSkillBit(s, p, r.bit) && (r.oncePerTurnFlag === undefined || (flags & r.oncePerTurnFlag) === 0))
      return r
  return null
}

/** Whether `p` may still use Pro this team turn. */
export function proReady(s: ClassicState, p: number): boolean {
  return proRule(s, p) !== null
}

/**
 * Spends his Pro for this team turn — the `reroll` event (`source`: 'pro', or 'skill' when it came as his skill
 * re-roll), then the gate D6 — and returns whether the re-roll may be made.
 */
export function spendPro(
  s: ClassicState,
  p: number,
  rule: SkillRule,
  source: 'pro' | 'skill' = 'pro',
): boolean {
  const flags = s.m.w[P_FLAGS + p]
  if (rule.oncePerTurnFlag !== undefined) set(s.m, P_FLAGS + p, flags | rule.oncePerTurnFlag)
  if (s.events) emit(s, { type: 'reroll', source, skill: rule.id, side: sideOf(s, p), player: p })
  const gate = rule.rerollGate ?? 1
  const die = roll(s.m, 6)
  const ok = die >= gate
  if (s.events) emit(s, { type: 'roll', purpose: rule.id, player: p, dice: [die], target: gate, success: ok })
  return ok
}

// Frame word e: what is offered and what follows.
/** The injury roll (else the armour roll). */
const PRO_INJURY = 1
/** Only ask: G_RESULT = 1 when the re-roll may be made, 0 otherwise; the parent re-rolls (a foul). */
const PRO_ASK = 2
/** After a re-rolled armour roll that breaks: his chainsaw's knock-down and injury (weapons.ts), not a plain injury. */
const PRO_SAW = 4
/** Bits 4..6: the injury result that stands when he does not re-roll (INJURY_ORDER). */
const RESULT_SHIFT = 4

const INJURY_ORDER: readonly InjuryResult[] = ['stunned', 'ko', 'badly-hurt', 'serious-injury', 'dead']

/**
 * An armour roll `by` made against `victim` did not break it: when `by` may still use Pro, his coach is asked
 * (`pro-armour`) and, re-rolled and broken, the injury (or the chainsaw's knock-down) follows. Returns true when asked.
 */
export function offerProArmour(
  s: ClassicState,
  victim: number,
  armourMod: number,
  injuryMod: number,
  by: number,
  saw = false,
): boolean {
  if (!proReady(s, by)) return false
  push(s, PR_PRO, victim, armourMod, injuryMod, by, saw ? PRO_SAW : 0)
  return true
}

/**
 * The injury roll `by` caused came to `result`: when he may still use Pro and the roll could be worse for the victim,
 * his coach is asked (`pro-injury`) before it is applied. Returns true when asked (the frame applies it later).
 */
export function offerProInjury(
  s: ClassicState,
  victim: number,
  result: InjuryResult,
  injuryMod: number,
  by: number,
): boolean {
  if (result === 'dead' || !proReady(s, by)) return false
  push(s, PR_PRO, victim, 0, injuryMod, by, PRO_INJURY | (INJURY_ORDER.indexOf(result) << RESULT_SHIFT))
  return true
}

/** Asks `by`'s coach whether to re-roll an armour (or, `injury`, an injury) roll; the answer in G_RESULT. */
export function askPro(s: ClassicState, victim: number, by: number, injury: boolean): void {
  push(s, PR_PRO, victim, 0, 0, by, PRO_ASK | (injury ? PRO_INJURY : 0))
}

// Frame: a = victim, b = armour modifier, c = injury modifier, d = the Pro, e = PRO_* flags and the standing result.
defineProc(PR_PRO, {
  name: 'pro',
  run() {
    return true
  },
  decision(s, f) {
    const by = arg(s, f, 3)
    const kind = (arg(s, f, 4) & PRO_INJURY) !== 0 ? 'pro-injury' : 'pro-armour'
    return { side: sideOf(s, by) as Side, kind, player: by }
  },
  legal(_s, _f, out) {
    out.push(code(A_REROLL, 0, SOURCE_PRO), code(A_NO_REROLL))
  },
  act(s, f, c) {
    const victim = arg(s, f, 0)
    const armourMod = arg(s, f, 1)
    const injuryMod = arg(s, f, 2)
    const by = arg(s, f, 3)
    const flags = arg(s, f, 4)
    pop(s)
    const rule = proRule(s, by)
    const again = typeOf(c) === A_REROLL && rule !== null && spendPro(s, by, rule)
    if ((flags & PRO_ASK) !== 0) {
      set(s.m, G_RESULT, again ? 1 : 0)
      return
    }
    if ((flags & PRO_INJURY) !== 0) {
      // A new injury roll (Pro is spent: no second offer), or the first result stands.
      if (again) injure(s, victim, injuryMod, false, by)
      else settleInjury(s, victim, INJURY_ORDER[(flags >> RESULT_SHIFT) & 7], injuryMod, false, by)
      return
    }
    const saw = (flags & PRO_SAW) !== 0
    if (!again || !armourRoll(s, victim, armourMod, saw ? 'chainsaw' : 'net', saw)) return
    if (saw) sawStrike(s, victim, injuryMod, by)
    else injure(s, victim, injuryMod, false, by)
  },
})
