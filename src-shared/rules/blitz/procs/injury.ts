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
import { arg, defineProc, pop, push } from '../stack'
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

// frame args: 0 player, 1 modifier, 2 Armour value override (0 none)
defineProc(PR_ARMOUR, {
  name: 'armour',
  run(s, f) {
    const p = arg(s, f, 0)
    pop(s)
    const value = arg(s, f, 2) || s.m.w[P_ARMOUR + p]
    let ok = false
    if (value > 0) {
      const d = roll(s.m, 6)
      ok = checkPasses(d, arg(s, f, 1), value)
      emit(s, {
        type: 'roll',
        purpose: 'armour',
        player: p,
        dice: [d],
        target: value,
        modifier: arg(s, f, 1),
        success: ok,
      })
    } else emit(s, { type: 'armour-none', player: p })
    if (!ok) injure(s, p, 'armour')
    return false
  },
})
