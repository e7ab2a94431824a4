// Putting players on and off the ice, and what happens when one falls (Classic armour and injury, imported).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { armourBroken } from '../../classic/data/armour'
import { injuryResult } from '../../classic/data/injuryTable'
import { sq } from '../geometry'
import {
  G_CARRIER,
  G_TURNOVER,
  F_ROOTED,
  F_STUNNED_NOW,
  P_AV,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_BENCH,
  PS_CAS,
  PS_KO,
  PS_PRONE,
  PS_STUNNED,
  SQ,
} from '../layout'
import { armourBonusBy, injuryBonus, koSaveOn, regeneratesOn } from '../skills'
import { emit, type CrossCheckState } from '../state'

export function place(s: CrossCheckState, p: number, x: number, y: number, state: number): void {
  set(s.m, P_X + p, x)
  set(s.m, P_Y + p, y)
  set(s.m, SQ + sq(x, y), p + 1)
  set(s.m, P_STATE + p, state)
}

export function moveTo(s: CrossCheckState, p: number, x: number, y: number): void {
  set(s.m, SQ + sq(s.m.w[P_X + p], s.m.w[P_Y + p]), 0)
  set(s.m, P_X + p, x)
  set(s.m, P_Y + p, y)
  set(s.m, SQ + sq(x, y), p + 1)
}

/** Takes a player off the ice into `state` (bench, KO, casualty, box). A carrier loses the puck where it lies. */
export function takeOff(s: CrossCheckState, p: number, state: number): void {
  if (s.m.w[P_X + p] >= 0) set(s.m, SQ + sq(s.m.w[P_X + p], s.m.w[P_Y + p]), 0)
  set(s.m, P_X + p, -1)
  set(s.m, P_Y + p, -1)
  set(s.m, P_STATE + p, state)
  set(s.m, P_FLAGS + p, 0) // cc-interp: big-guys — leaving the ice ends a lost stick zone and a root
  if (s.m.w[G_CARRIER] === p) set(s.m, G_CARRIER, -1)
}

/** He goes down (a fall, a check, a fight): prone, without the puck, and no longer rooted (LRB6 Take Root). */
export function goDown(s: CrossCheckState, p: number): void {
  set(s.m, P_STATE + p, PS_PRONE)
  set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] & ~F_ROOTED)
  if (s.m.w[G_CARRIER] === p) set(s.m, G_CARRIER, -1)
}

/**
 * Classic armour (2D6 > AV) then the 002 injury table; `armourBonus` from boarding or a blocked puck (000); `by` the
 * opponent who knocked him down, whose Mighty Blow and Claw count (cc-interp: skills), -1 for nobody.
 */
export function armourAndInjury(s: CrossCheckState, p: number, armourBonus: number, by = -1): void {
  const a = roll(s.m, 6) + roll(s.m, 6)
  const broken = armourBroken(a + armourBonus + armourBonusBy(s, by), s.m.w[P_AV + p])
  emit(s, {
    type: 'roll',
    purpose: 'armour',
    player: p,
    dice: [a],
    target: s.m.w[P_AV + p] + 1,
    success: broken,
  })
  if (broken) injure(s, p, by)
}

/** 002 injury table (no armour: 000 Fights use this directly), with the skills of `by` and of the victim. */
export function injure(s: CrossCheckState, p: number, by = -1): void {
  const total = roll(s.m, 6) + roll(s.m, 6) + injuryBonus(s, by, p)
  let result = injuryResult(Math.min(12, Math.max(2, total)))
  emit(s, { type: 'injury', player: p, total, result })
  const saveOn = result === 'ko' ? koSaveOn(s, p) : 0
  if (saveOn > 0) {
    // 003: Thick Skull — "On a roll of 4 or more ... treated as a stunned result instead".
    const d = roll(s.m, 6)
    emit(s, {
      type: 'roll',
      purpose: 'thick skull',
      player: p,
      dice: [d],
      target: saveOn,
      success: d >= saveOn,
    })
    if (d >= saveOn) result = 'stunned'
  }
  if (result === 'stunned') {
    set(s.m, P_STATE + p, PS_STUNNED)
    set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_STUNNED_NOW) // turns face up at the end of his next turn
  } else if (result === 'ko') takeOff(s, p, PS_KO)
  else takeOff(s, p, regenerates(s, p) ? PS_BENCH : PS_CAS)
}

/** 003: Regeneration — a casualty regenerates on a D6 (2+); on the ice he goes to the bench (cc-interp: skills). */
function regenerates(s: CrossCheckState, p: number): boolean {
  const on = regeneratesOn(s, p)
  if (on <= 0) return false
  const d = roll(s.m, 6)
  emit(s, { type: 'roll', purpose: 'regeneration', player: p, dice: [d], target: on, success: d >= on })
  return d >= on
}

/**
 * A player falls in his square: loses the puck (it stays loose where it lies, cc-interp: puck-and-players), armour
 * roll; if he is on the moving team it is a turnover (000: "One of the players on the moving team falls down").
 */
export function fall(s: CrossCheckState, p: number, active: number, armourBonus = 0, by = -1): void {
  goDown(s, p)
  emit(s, { type: 'fall', player: p })
  if (s.m.w[P_SIDE + p] === active) set(s.m, G_TURNOVER, 1)
  armourAndInjury(s, p, armourBonus, by)
}
