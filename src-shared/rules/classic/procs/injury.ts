// Knock-downs, armour and injury (004: armour and injury rolls are made by the opposing coach). Plain functions,
// rolled at once; a dropped ball is handed to a BOUNCE frame. The one choice here is 003 Pro's: the player who made
// the roll may re-roll an armour roll that did not break or an injury roll (procs/pro.ts), a frame on top that
// finishes the knock-down once his coach has answered.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { armourBroken } from '../data/armour'
import { injuryResult, type InjuryResult } from '../data/injuryTable'
import {
  P_AV,
  P_FLAGS,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_BADLY_HURT,
  S_DEAD,
  S_KO,
  S_PRONE,
  S_RESERVE,
  S_SERIOUS,
  S_STUNNED,
  F_STUNNED_NOW,
  F_ROOTED,
} from '../layout'
import { hasAnyOf, rulesWith, skillTotal } from '../skills'
import { carrier, emit, removeFromPitch, setBallGround, type ClassicState } from '../state'
import { pushBounce } from './ball'
import { decayed, noteKill } from './casualtyTraits'
import { offerProArmour, offerProInjury } from './pro'

const OFF_PITCH_STATE: Record<Exclude<InjuryResult, 'stunned'>, number> = {
  ko: S_KO,
  'badly-hurt': S_BADLY_HURT,
  'serious-injury': S_SERIOUS,
  dead: S_DEAD,
}

const ARMOUR_AGAINST = rulesWith((r) => r.armourAgainst !== undefined)
const CHAINED = rulesWith((r) => r.ballAndChain) // not in the seeds (LRB6 Ball & Chain)

function roll2d6(s: ClassicState): [number, number] {
  return [roll(s.m, 6), roll(s.m, 6)]
}

/** 003: Spikes — the armour value with skill bonuses, never raised above 10 [JJ]. */
export function armourValue(s: ClassicState, p: number): number {
  const av = s.m.w[P_AV + p]
  const bonus = skillTotal(s, p, (r) => r.armourValueBonus)
  return bonus > 0 ? Math.max(av, Math.min(10, av + bonus)) : av
}

/**
 * 003: Mighty Blow, Claw, Dirty Player — the bonus to armour rolls `by` makes (-1: nobody). Mighty Blow needs ST 3+
 * ("may not be used by players with a strength of 2 or less"); Dirty Player only when he fouls.
 */
export function armourBonusOf(s: ClassicState, by: number, fouling: boolean): number {
  if (by < 0) return 0
  const st = s.m.w[P_ST + by]
  return skillTotal(s, by, (r) =>
    (r.minStrength === undefined || st >= r.minStrength) && (!r.onlyFouling || fouling)
      ? r.armourModifier
      : 0,
  )
}

/** 003: Mighty Blow, Razor Sharp Fangs, Dirty Player — the bonus to injury rolls `by` causes. */
export function injuryBonusOf(s: ClassicState, by: number, fouling: boolean): number {
  if (by < 0) return 0
  const st = s.m.w[P_ST + by]
  return skillTotal(s, by, (r) =>
    (r.minStrength === undefined || st >= r.minStrength) && (!r.onlyFouling || fouling)
      ? r.injuryModifier
      : 0,
  )
}

/** The injury table result of 2D6 + modifier, with the victim's own modifiers (003: Stunty +1 [JJ]). */
export function injuryFor(s: ClassicState, p: number, total: number): InjuryResult {
  const own = skillTotal(s, p, (r) => r.injuredModifier)
  const result = injuryResult(Math.min(12, Math.max(2, total + own)))
  // not in the seeds (LRB6 Ball & Chain): "Stunned results ... are always treated as KO'd".
  return result === 'stunned' && hasAnyOf(s, p, CHAINED) ? 'ko' : result
}

/**
 * Rolls injury (2D6 + modifier) and applies it. `inCrowd`: the player is already off the pitch, and a Stunned
 * result sends him to the Reserves box (rulings.md: pushed off the pitch). Returns the dice.
 */
export function injure(
  s: ClassicState,
  p: number,
  modifier: number,
  inCrowd: boolean,
  by = -1,
): [number, number] {
  const dice = roll2d6(s)
  const result = injuryFor(s, p, dice[0] + dice[1] + modifier)
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'injury',
      player: p,
      dice,
      modifiers: [{ reason: 'net', value: modifier + skillTotal(s, p, (r) => r.injuredModifier) }],
    })
  // 003 Pro [GWUK]: the player who caused it may re-roll "unsatisfactory injury rolls" — not the crowd's.
  if (!inCrowd && offerProInjury(s, p, result, modifier, by)) return dice
  settleInjury(s, p, result, modifier, inCrowd, by)
  return dice
}

/** The injury roll's result stands: LRB6 Decay's second roll, then the result (002), then LRB6 Nurgle's Rot. */
export function settleInjury(
  s: ClassicState,
  p: number,
  result: InjuryResult,
  modifier: number,
  inCrowd: boolean,
  by: number,
): void {
  applyInjury(s, p, decayed(s, p, result, modifier), inCrowd) // LRB6 Decay
  noteKill(s, p, by) // LRB6 Nurgle's Rot
}

/** 002: Injuries — Stunned stays face down; KO to the Knocked Out box; 10-12 to the Dead & Injured box. */
export function applyInjury(s: ClassicState, p: number, result: InjuryResult, inCrowd: boolean): void {
  if (s.events) emit(s, { type: 'injury', player: p, result })
  const saveOn = result === 'ko' ? skillTotal(s, p, (r) => r.koSaveOn) : 0
  if (saveOn > 0) {
    // 003: Thick Skull — "On a roll of 4 or more ... treated as a stunned result instead", face-down on the pitch.
    const d = roll(s.m, 6)
    const saved = d >= saveOn
    if (s.events)
      emit(s, { type: 'roll', purpose: 'thick skull', player: p, dice: [d], target: saveOn, success: saved })
    if (saved) {
      result = 'stunned'
      if (s.events) emit(s, { type: 'injury', player: p, result })
    }
  }
  if (result === 'stunned') {
    if (inCrowd) set(s.m, P_STATE + p, S_RESERVE)
    else {
      set(s.m, P_STATE + p, S_STUNNED)
      set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_STUNNED_NOW)
    }
  } else {
    if (!inCrowd) removeFromPitch(s, p)
    set(s.m, P_STATE + p, OFF_PITCH_STATE[result])
  }
}

/** Armour roll (2D6 + modifier, broken above AV) and, if broken, the injury roll. Returns the armour dice. */
export function armourAndInjury(
  s: ClassicState,
  p: number,
  armourMod: number,
  injuryMod: number,
  by = -1,
): boolean {
  // not in the seeds (LRB6 Chainsaw): "if a player holding a chainsaw falls over for any reason, the opposing
  // team is allowed to add 3 to his armour roll".
  if (hasAnyOf(s, p, ARMOUR_AGAINST)) armourMod += skillTotal(s, p, (r) => r.armourAgainst)
  const broken = armourRoll(s, p, armourMod, 'net', false)
  if (broken) injure(s, p, injuryMod, false, by)
  else offerProArmour(s, p, armourMod, injuryMod, by) // 003 Pro [GWUK]: "armour rolls which don't penetrate"
  return broken
}

/**
 * The armour roll itself (004: 2D6 + `mod`, broken above AV): true when broken. The event names the
 * modifier `reason`; a zero modifier is reported only when `showZero`.
 */
export function armourRoll(
  s: ClassicState,
  p: number,
  mod: number,
  reason: string,
  showZero: boolean,
): boolean {
  const dice = roll2d6(s)
  const av = armourValue(s, p)
  const broken = armourBroken(dice[0] + dice[1] + mod, av)
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'armour',
      player: p,
      dice,
      target: av + 1,
      modifiers: mod || showZero ? [{ reason, value: mod }] : [],
      success: broken,
    })
  return broken
}

/**
 * 004: a player who is knocked down or falls lies on his back in his square; armour, then injury if broken; a ball
 * he held bounces once from that square. The caller sets its own next step first: the bounce runs before it (and
 * a Pro's re-roll question, pushed after the bounce, before that).
 */
/** A knock-down caused by player `by` (a block): his armour and injury bonuses apply (003: Mighty Blow, Claw...). */
export function knockDownBy(s: ClassicState, p: number, by: number, extraArmour = 0): void {
  knockDown(s, p, armourBonusOf(s, by, false) + extraArmour, injuryBonusOf(s, by, false), by)
}

/** `by`: the player who caused it, -1 for nobody (LRB6 Nurgle's Rot asks). */
export function knockDown(s: ClassicState, p: number, armourMod = 0, injuryMod = 0, by = -1): void {
  const x = s.m.w[P_X + p]
  const y = s.m.w[P_Y + p]
  const hadBall = carrier(s) === p
  set(s.m, P_STATE + p, S_PRONE)
  // Not in the seeds (LRB6 Take Root): rooted "until ... he is Knocked Down".
  if ((s.m.w[P_FLAGS + p] & F_ROOTED) !== 0) set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] & ~F_ROOTED)
  if (s.events) emit(s, { type: 'knocked-down', player: p, x, y })
  // The bounce's frame first: it runs after the armour and injury dice rolled here (and after a Pro's question).
  if (hadBall) {
    setBallGround(s, x, y)
    pushBounce(s, x, y)
  }
  // not in the seeds (LRB6 Ball & Chain): "roll immediately for injury (no Armour roll is required)".
  if (hasAnyOf(s, p, CHAINED)) injure(s, p, injuryMod, false, by)
  else armourAndInjury(s, p, armourMod, injuryMod, by)
}
