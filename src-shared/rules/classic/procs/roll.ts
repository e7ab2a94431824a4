// One D6 roll against a target, with the re-roll decision when it fails: the shared step of dodging, going for
// it, picking up, catching, intercepting, passing and standing up. The parent pushes ROLL and reads G_RESULT.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import { agilityRollNeeded, agilityRollSucceeds } from '../data/agilityTable'
import { A_NO_REROLL, A_REROLL, code, typeOf, xOf } from '../actions'
import { G_RESULT, P_AG, P_FLAGS, P_ST, P_X, P_Y } from '../layout'
import {
  SKILL_ROLL_KINDS,
  anySkill,
  flagsAfterUse,
  rerollCancelledAt,
  skillRerollFor,
  type RollKind,
  type SkillRule,
} from '../skills'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, sideOf, type ClassicState } from '../state'
import { PR_ROLL } from './kinds'
import { spendTeamReroll, teamRerollAvailable, teamRerollCodes } from './teamReroll'
import { SOURCE_PRO, proRule, spendPro } from './pro'

export { teamRerollAvailable } from './teamReroll'

export const RK_DODGE = 0
export const RK_GFI = 1
export const RK_PICKUP = 2
export const RK_CATCH = 3
export const RK_INTERCEPTION = 4
export const RK_PASS = 5
export const RK_STANDUP = 6
export const RK_LANDING = 7
export const RK_LEAP = 8
export const ROLL_KINDS: readonly RollKind[] = [
  'dodge',
  'gfi',
  'pickup',
  'catch',
  'interception',
  'pass',
  'standup',
  'landing', // 002: Landing modifiers (Throw Team-Mate); appended so saved frames keep their numbers
  'leap', // 003: Leap
  // LRB6 Bone-head, Really Stupid, Wild Animal, Take Root, Blood Lust; 003 Hypnotic Gaze (fixed targets)
  ...SKILL_ROLL_KINDS,
]

/** Pass results in G_RESULT (004: a 1 is always a fumble, a 6 always accurate). */
export const PASS_FUMBLE = 0
export const PASS_INACCURATE = 1
export const PASS_ACCURATE = 2

// Frame: a = roll kind, b = player, c = modifier (agility rolls) or fixed target (GFI, stand-up), d = 1 when an
// agility roll has a fixed target instead (003: Big Hand picks up on 2+, no modifiers).

/**
 * Pushes a roll. For agility rolls `value` is the net modifier, or the target when `fixed`; for GFI and stand-up
 * it is the target.
 */
export function pushRoll(s: ClassicState, kind: number, player: number, value: number, fixed = false): void {
  push(s, PR_ROLL, kind, player, value, fixed ? 1 : 0)
}

function isFixedTarget(kind: number, fixed = 0): boolean {
  return fixed !== 0 || kind === RK_GFI || kind === RK_STANDUP
}

/** The agility a roll uses: 003 Break Tackle — "may use his strength instead of his agility" when dodging. */
export function rollAgility(s: ClassicState, kind: number, player: number): number {
  const ag = s.m.w[P_AG + player]
  if (kind !== RK_DODGE) return ag
  const st = s.m.w[P_ST + player]
  return st > ag && anySkill(s, player, (r) => r.dodgesWithStrength) ? st : ag
}

/** A skill re-roll for this roll now, unless an opponent's skill cancels it where he stands (003: Tackle). */
function skillReroll(s: ClassicState, kind: number, player: number) {
  const rule = skillRerollFor(s, player, ROLL_KINDS[kind], s.m.w[P_FLAGS + player])
  if (rule && rerollCancelledAt(s, player, rule, s.m.w[P_X + player], s.m.w[P_Y + player])) return null
  return rule
}

/**
 * 003 Pro beside the skill re-roll offered (`skill`): "re-roll any one dice roll he has made", so with a more
 * specific skill (Dodge, Catch, Sure Hands ...) for the same roll his coach chooses which to use. Null when Pro is
 * not his to use now, or is the skill re-roll itself.
 */
function proBeside(s: ClassicState, kind: number, player: number, skill: SkillRule | null) {
  const pro = proRule(s, player)
  if (!pro || pro === skill || !pro.rerolls?.includes(ROLL_KINDS[kind])) return null
  return rerollCancelledAt(s, player, pro, s.m.w[P_X + player], s.m.w[P_Y + player]) ? null : pro
}

/** The lowest die that succeeds, for the dice log and the probability service. */
export function needed(s: ClassicState, kind: number, player: number, value: number, fixed = 0): number {
  if (isFixedTarget(kind, fixed)) return value
  return agilityRollNeeded(rollAgility(s, kind, player), value)
}

function evaluate(
  s: ClassicState,
  kind: number,
  player: number,
  value: number,
  die: number,
  fixed: number,
): number {
  if (isFixedTarget(kind, fixed)) return die !== 1 && die >= value ? 1 : 0 // 004: Going for it — a 1 always falls
  const ok = agilityRollSucceeds(die, rollAgility(s, kind, player), value)
  if (kind !== RK_PASS) return ok ? 1 : 0
  // 004: Het gooien van de bal — a 6 is a perfect throw, a 1 always fails (a fumble, 004: Fumbling).
  if (die === 1) return PASS_FUMBLE
  return ok ? PASS_ACCURATE : PASS_INACCURATE
}

function succeeded(kind: number, result: number, fixed = 0): boolean {
  // 003: Hail Mary Pass (a pass with a fixed 2+) is never accurate: anything but a fumble is as good as it gets.
  if (kind === RK_PASS && fixed !== 0) return result !== PASS_FUMBLE
  return kind === RK_PASS ? result === PASS_ACCURATE : result === 1
}

function doRoll(s: ClassicState, f: number, rerolled: boolean): number {
  const kind = arg(s, f, 0)
  const player = arg(s, f, 1)
  const value = arg(s, f, 2)
  const fixed = arg(s, f, 3)
  const die = roll(s.m, 6)
  const result = evaluate(s, kind, player, value, die, fixed)
  if (s.events)
    if (s.events)
      emit(s, {
        type: 'roll',
        purpose: ROLL_KINDS[kind],
        player,
        dice: [die],
        target: needed(s, kind, player, value, fixed),
        modifiers: isFixedTarget(kind, fixed) ? [] : [{ reason: 'net', value }],
        success: succeeded(kind, result, fixed),
        ...(kind === RK_PASS ? { outcome: ['fumble', 'inaccurate', 'accurate'][result] } : {}),
        ...(rerolled ? { reroll: true } : {}),
      })
  return result
}

defineProc(PR_ROLL, {
  name: 'roll',
  run(s, f) {
    if (step(s, f) === 1) return true
    const kind = arg(s, f, 0)
    const player = arg(s, f, 1)
    const result = doRoll(s, f, false)
    set(s.m, G_RESULT, result)
    if (succeeded(kind, result, arg(s, f, 3))) {
      pop(s)
      return false
    }
    const side = sideOf(s, player)
    const skill = skillReroll(s, kind, player)
    // 003 Pro may stand behind a skill re-roll an opponent cancels (Tackle against Dodge): still his choice.
    if (!skill && !proBeside(s, kind, player, null) && !teamRerollAvailable(s, side)) {
      pop(s)
      return false
    }
    setStep(s, f, 1)
    return true
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 1)) as Side, kind: 'reroll', player: arg(s, f, 1) }
  },
  legal(s, f, out) {
    const player = arg(s, f, 1)
    teamRerollCodes(s, sideOf(s, player), out) // 004: one team re-roll a turn; 003: or the Leader counter
    const skill = skillReroll(s, arg(s, f, 0), player)
    if (skill) out.push(code(A_REROLL, 0, 1))
    if (proBeside(s, arg(s, f, 0), player, skill)) out.push(code(A_REROLL, 0, SOURCE_PRO)) // 003 Pro: his choice
    out.push(code(A_NO_REROLL))
  },
  act(s, f, c) {
    const kind = arg(s, f, 0)
    const player = arg(s, f, 1)
    pop(s)
    if (typeOf(c) === A_NO_REROLL) return // G_RESULT still holds the failure
    const side = sideOf(s, player)
    if (xOf(c) === SOURCE_PRO) {
      // 003 Pro, chosen over a more specific skill re-roll: his 4+ first.
      if (!spendPro(s, player, proBeside(s, kind, player, skillReroll(s, kind, player))!)) return
    } else if (xOf(c) !== 1) {
      if (!spendTeamReroll(s, side, player, xOf(c))) return // LRB6 Loner: 1-3, the failure stands
    } else {
      const skill = skillReroll(s, kind, player)!
      // 003: Pro as his skill re-roll — "On a roll of 1, 2 or 3 the original result stands and may not be re-rolled".
      if (skill.rerollGate !== undefined) {
        if (!spendPro(s, player, skill, 'skill')) return
      } else {
        const flags = s.m.w[P_FLAGS + player]
        const after = flagsAfterUse(skill, flags) // 002: Dodge once a turn; 003: Sure Feet three times a turn
        if (after !== flags) set(s.m, P_FLAGS + player, after)
        if (s.events) emit(s, { type: 'reroll', source: 'skill', skill: skill.id, side, player })
      }
    }
    set(s.m, G_RESULT, doRoll(s, f, true))
  },
})
