// 001: Smash (Knocked Down), Armour Checks and Injured Players. A knocked-down carrier's ball bounces before the
// Armour Check (rulings.md); Safe Hands lets that player's coach choose the bounce. Bladed Knuckle Dusters is
// played after a Block's knock-down, before its Armour Check.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { AB } from '../data/abilities'
import { ballOf, hasAbility } from '../geometry'
import {
  A_INJURED,
  A_KIND,
  A_TARGET,
  G_INTERRUPT,
  K_BLOCK,
  K_FOUL,
  P_ARMOUR,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { A_DECLINE, A_PLAY, A_REROLL, code, typeOf } from '../actions'
import { BONUS_INDEX } from '../data/bonusPlays'
import { playable, playBonus } from './bonus'
import { hasRerollChoice, rerollChoices, useReroll } from './rerolls'
import { emit, type BlitzState } from '../state'
import { pushBounce } from './ball'
import { PR_ARMOUR } from './kinds'
import { dropBall, toDugout } from './pieces'

/** 001: a check — modifiers capped at ±1, a natural 1 fails, a natural 6 succeeds; value 0 ('–') always fails. */
export function checkPasses(die: number, mod: number, value: number): boolean {
  if (value === 0 || die === 1) return false
  if (die === 6) return true
  return die + Math.max(-1, Math.min(1, mod)) >= value
}

export function injure(s: BlitzState, p: number, reason: string): void {
  toDugout(s, p)
  emit(s, { type: 'injured', player: p, side: s.m.w[P_SIDE + p], reason })
  const k = s.m.w[A_KIND]
  if (p === s.m.w[A_TARGET] && (k === K_BLOCK || k === K_FOUL)) set(s.m, A_INJURED, 1)
}

/** Knocks `p` down; `blocker` (a Block's attacker, else -1) lets its coach play Bladed Knuckle Dusters before
 * the Armour Check. */
export function knockDown(s: BlitzState, p: number, mod: number, armourOverride: number, blocker = -1): void {
  set(s.m, P_ST + p, ST_PRONE)
  emit(s, { type: 'knocked-down', player: p })
  push(s, PR_ARMOUR, p, mod, armourOverride, blocker + 1)
  const b = ballOf(s, p)
  if (b >= 0) {
    dropBall(s, b)
    pushBounce(s, b, s.m.w[P_X + p], s.m.w[P_Y + p], hasAbility(s, p, AB.safeHands) ? s.m.w[P_SIDE + p] : -1)
  }
}

// frame args: 0 player, 1 modifier, 2 Armour value override (0 none), 3 blocker + 1 (0: not a Block's
// knock-down); step 1 waits for a re-roll choice, step 2 for Bladed Knuckle Dusters
function armourRoll(s: BlitzState, f: number): boolean {
  const p = arg(s, f, 0)
  const value = arg(s, f, 2) || s.m.w[P_ARMOUR + p]
  const d = roll(s.m, 6)
  const ok = checkPasses(d, arg(s, f, 1), value)
  emit(s, {
    type: 'roll',
    purpose: 'armour',
    player: p,
    dice: [d],
    target: value,
    modifier: arg(s, f, 1),
    success: ok,
  })
  return ok
}

const S_KNUCKLES = 2

/** 001 card Bladed Knuckle Dusters: played by the blocker's coach after the Block's knock-down, before the
 * Armour Check — from the hand (one of a type a turn), and not while an interrupt resolves (001: no interrupting
 * an interrupt; the card is never asked inside one). */
function knuckles(s: BlitzState, f: number): boolean {
  const a = arg(s, f, 3) - 1
  if (a < 0 || s.m.w[G_INTERRUPT] === 1 || arg(s, f, 2) !== 0) return false
  const armour = s.m.w[P_ARMOUR + arg(s, f, 0)]
  if (armour === 0 || armour >= 6) return false // '–' fails anyway; 6+ already: the card would change nothing
  return playable(s, s.m.w[P_SIDE + a], 'bladed-knuckle-dusters') >= 0
}

defineProc(PR_ARMOUR, {
  name: 'armour',
  run(s, f) {
    if (step(s, f) !== 0) return true
    if (knuckles(s, f)) {
      setStep(s, f, S_KNUCKLES)
      return true
    }
    const p = arg(s, f, 0)
    const value = arg(s, f, 2) || s.m.w[P_ARMOUR + p]
    if (value === 0) {
      emit(s, { type: 'armour-none', player: p }) // 001: a '–' Armour value fails without a roll
      pop(s)
      injure(s, p, 'armour')
      return false
    }
    if (armourRoll(s, f)) {
      pop(s)
      return false
    }
    // The Armour Check is the knocked-down player's coach's roll: only they may re-roll it (001).
    if (hasRerollChoice(s, s.m.w[P_SIDE + p], false)) {
      setStep(s, f, 1)
      return true
    }
    pop(s)
    injure(s, p, 'armour')
    return false
  },
  decision: (s, f) =>
    step(s, f) === S_KNUCKLES
      ? { side: s.m.w[P_SIDE + arg(s, f, 3) - 1] as 0 | 1, kind: 'knuckle-dusters', player: arg(s, f, 3) - 1 }
      : { side: s.m.w[P_SIDE + arg(s, f, 0)] as 0 | 1, kind: 'reroll', player: arg(s, f, 0) },
  legal(s, f, out) {
    if (step(s, f) !== S_KNUCKLES) return void rerollChoices(s, s.m.w[P_SIDE + arg(s, f, 0)], false, out)
    // Offered while the card is still in hand (hidden hands dealt again in a look-ahead may have taken it).
    if (playable(s, s.m.w[P_SIDE + arg(s, f, 3) - 1], 'bladed-knuckle-dusters') >= 0)
      out.push(code(A_PLAY, -1, -1, -1, -1, BONUS_INDEX['bladed-knuckle-dusters']))
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    if (step(s, f) === S_KNUCKLES) {
      if (typeOf(c) === A_PLAY) {
        playBonus(s, s.m.w[P_SIDE + arg(s, f, 3) - 1], 'bladed-knuckle-dusters')
        setArg(s, f, 2, 6) // 001 card: the target's Armour becomes 6+ for this check
      }
      setArg(s, f, 3, 0) // asked once
      setStep(s, f, 0)
      return
    }
    const p = arg(s, f, 0)
    let ok = false
    if (typeOf(c) === A_REROLL) {
      useReroll(s, s.m.w[P_SIDE + p], c, p, 'ability')
      ok = armourRoll(s, f)
    }
    pop(s)
    if (!ok) injure(s, p, 'armour')
  },
})
