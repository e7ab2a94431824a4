// 001: Smash (Knocked Down), Armour Checks and Injured Players. A knocked-down carrier's ball bounces before the
// Armour Check (rulings.md); Safe Hands lets that player's coach choose the bounce.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { AB } from '../data/abilities'
import { ballOf, hasAbility } from '../geometry'
import {
  A_INJURED,
  A_KIND,
  A_TARGET,
  K_BLOCK,
  K_FOUL,
  P_ARMOUR,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { A_REROLL, typeOf } from '../actions'
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

export function knockDown(s: BlitzState, p: number, mod: number, armourOverride: number): void {
  set(s.m, P_ST + p, ST_PRONE)
  emit(s, { type: 'knocked-down', player: p })
  push(s, PR_ARMOUR, p, mod, armourOverride)
  const b = ballOf(s, p)
  if (b >= 0) {
    dropBall(s, b)
    pushBounce(s, b, s.m.w[P_X + p], s.m.w[P_Y + p], hasAbility(s, p, AB.safeHands) ? s.m.w[P_SIDE + p] : -1)
  }
}

// frame args: 0 player, 1 modifier, 2 Armour value override (0 none); step 1 waits for a re-roll choice
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

defineProc(PR_ARMOUR, {
  name: 'armour',
  run(s, f) {
    if (step(s, f) === 1) return true
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
  decision: (s, f) => ({ side: s.m.w[P_SIDE + arg(s, f, 0)] as 0 | 1, kind: 'reroll', player: arg(s, f, 0) }),
  legal: (s, f, out) => void rerollChoices(s, s.m.w[P_SIDE + arg(s, f, 0)], false, out),
  act(s, f, c) {
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
