// One square of movement: Going For It, dodging out of tackle zones, then picking up a ball in the new square.

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { DODGE, PICK_UP } from '../data/modifiers'
import { tackleZones, titchyZones } from '../geometry'
import {
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_ACTIVE,
  G_RESULT,
  G_TURNOVER,
  G_WEATHER,
  BOARD,
  HEIGHT,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_ST,
  P_FLAGS,
  F_GRABBED,
  F_STUMBLED,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '../layout'
import { SKILL_RULES, hasAnyOf, hasSkillBit, hookSum, rulesWith, skillModifier } from '../skills'
import { A_LEAP, code } from '../actions'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import {
  emit,
  exertsTackleZone,
  giveBall,
  moveOnPitch,
  setBallGround,
  sideOf,
  type ClassicState,
} from '../state'
import { checkTouchdown, pushBounce } from './ball'
import { HAS_DIVING_TACKLE, HAS_SHADOWING, HAS_TAIL, HAS_TENTACLES, gameHas } from './gameSkills'
import { pushShadowing } from './shadowing'
import { pushDivingTackle } from './divingTackle'
import { hasNoHands } from './noHands'
import { knockDown } from './injury'
import { PR_STEP } from './kinds'
import { RK_DODGE, RK_GFI, RK_LEAP, RK_PICKUP, pushRoll } from './roll'
import { weatherEffect } from './weather'

/** One square of movement, or with `leap` (003: Leap) a jump to (x, y) two squares away for two squares of MA. */
export function pushStep(s: ClassicState, p: number, x: number, y: number, leap = false): void {
  push(s, PR_STEP, p, x, y, leap ? 1 : 0)
}

// The skills that can break into a step (003: Tentacles hold the leaver, Diving Tackle and Shadowing follow him):
// in a game without them a step needs no frame of its own when nothing is rolled (plainStep).
const STEP_INTERRUPTS = HAS_TENTACLES | HAS_DIVING_TACKLE | HAS_SHADOWING

/**
 * One square of movement done at once, without a PR_STEP frame, where the step's procedure would roll nothing and
 * push nothing: within his MA (no Going For It), out of every opposing tackle zone (no dodge), to a square without
 * the ball (no pick-up), in a game where no skill can interrupt a step. Random games and playouts are mostly such
 * steps (61% of a random Classic game's actions); the frame's push, runs and pop were a tenth of each (issue 20
 * point 7). Writes the same state words and events as the procedure's cases 0, 2, 4 and afterMove; returns false,
 * having changed nothing, when the step needs the procedure.
 */
export function plainStep(s: ClassicState, p: number, x: number, y: number): boolean {
  const w = s.m.w
  if (w[P_MOVED + p] >= w[P_MA + p] || gameHas(s, STEP_INTERRUPTS)) return false
  if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y) return false
  const fx = w[P_X + p]
  const fy = w[P_Y + p]
  if (tackleZones(s, w[P_SIDE + p], fx, fy) > 0) return false
  moveOnPitch(s, p, x, y)
  add(s.m, P_MOVED + p, 1)
  if (s.events) emit(s, { type: 'move', player: p, from: [fx, fy], to: [x, y] })
  checkTouchdown(s, p, true)
  return true
}

/** 003: Leap — "No modifiers apply to this dice roll at all". */
export const LEAP_MODIFIER = 0

/** 003: Leap — the free squares on the pitch two squares away, each beyond an adjacent square of either kind. */
export function leapCodes(s: ClassicState, p: number, out: number[]): void {
  const w = s.m.w
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let y = py - 2; y <= py + 2; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 2; x <= px + 2; x++) {
      if (x < 0 || x >= WIDTH || Math.max(Math.abs(x - px), Math.abs(y - py)) !== 2) continue
      if (w[BOARD + y * WIDTH + x] === 0) out.push(code(A_LEAP, 0, x, y))
    }
  }
}

/**
 * 002: Dodging modifiers — +1, and -1 per enemy tackle zone on the square dodged to (x, y), leaving (fx, fy).
 * 003: Two Heads +1; Prehensile Tail -1 per tail whose zone he leaves; Stunty ignores the tackle zones on the
 * square dodged to, and only those ([JJ]: not Prehensile Tail) — not when he is "armed with a secret weapon (such
 * as a pogo stick or chainsaw)".
 */
export function dodgeModifier(
  s: ClassicState,
  p: number,
  x: number,
  y: number,
  fx = s.m.w[P_X + p],
  fy = s.m.w[P_Y + p],
): number {
  // not in the seeds (LRB6 Titchy): a Titchy opponent's tackle zone gives no -1 on the square dodged to.
  const stunty = hasAnyOf(s, p, STUNTIES) && !hasAnyOf(s, p, ARMED)
  const zones = stunty ? 0 : tackleZones(s, sideOf(s, p), x, y, p) - titchyZones(s, p, x, y)
  return (
    DODGE.dodgeRoll +
    DODGE.perEnemyTackleZoneOnTargetSquare * zones +
    skillModifier(s, p, 'dodge') +
    tailModifier(s, p, fx, fy)
  )
}

const STUNTIES = rulesWith((r) => r.ignoresTargetTackleZones) // 003: Stunty
const ARMED = rulesWith((r) => r.armed) // 003 Stunty: a secret weapon slows him down
const STAND_FIRM = rulesWith((r) => r.standFirm) // 003 Stand Firm: stumbles instead of falling on a dodge
const TENTACLED = rulesWith((r) => r.grabsLeavers) // 003: Tentacles

/** 003: Prehensile Tail — the sum of the dodge modifiers of standing opponents whose tackle zone (fx, fy) is in. */
function tailModifier(s: ClassicState, p: number, fx: number, fy: number): number {
  if (!gameHas(s, HAS_TAIL)) return 0
  const w = s.m.w
  const side = sideOf(s, p)
  let sum = 0
  for (let y = fy - 1; y <= fy + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = fx - 1; x <= fx + 1; x++) {
      if (x < 0 || x >= WIDTH) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q >= 0 && q !== p && w[P_SIDE + q] !== side && exertsTackleZone(s, q))
        sum += hookSum(s, q, 'opponentDodgeModifier')
    }
  }
  return sum
}

/** 003: Tentacles — the standing opponents with tentacles whose tackle zone (fx, fy) is in. */
export function tentacleGrabbers(s: ClassicState, p: number, fx: number, fy: number): number {
  if (!gameHas(s, HAS_TENTACLES)) return 0
  const w = s.m.w
  const side = sideOf(s, p)
  let n = 0
  for (let y = fy - 1; y <= fy + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = fx - 1; x <= fx + 1; x++) {
      if (x < 0 || x >= WIDTH) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q >= 0 && q !== p && w[P_SIDE + q] !== side && exertsTackleZone(s, q))
        if (hasAnyOf(s, q, TENTACLED)) n++
    }
  }
  return n
}

/**
 * 003: Tentacles — "to leave this players tackle zone an opponent must roll under their Strength on a D6"; one
 * roll per tentacled player. Returns true when he is held: no knock-down, no turnover, but no more moving.
 */
function grabbed(s: ClassicState, p: number): boolean {
  const w = s.m.w
  for (let k = tentacleGrabbers(s, p, w[P_X + p], w[P_Y + p]); k > 0; k--) {
    const die = roll(s.m, 6)
    const ok = die < w[P_ST + p]
    if (s.events)
      emit(s, {
        type: 'roll',
        purpose: 'tentacles',
        player: p,
        dice: [die],
        target: w[P_ST + p],
        success: ok,
      })
    if (!ok) {
      set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_GRABBED)
      if (s.events) emit(s, { type: 'grabbed', player: p })
      return true
    }
  }
  return false
}

/** 003: Big Hand — the fixed pick-up target of a player, or 0 when he rolls against his agility. */
export function pickUpTarget(s: ClassicState, p: number): number {
  for (const r of SKILL_RULES)
    if (r.pickUpTarget !== undefined && hasSkillBit(s, p, r.bit)) return r.pickUpTarget
  return 0
}

/** 002: Picking up modifiers — +1, -1 per enemy tackle zone; rulings.md: Pouring Rain -1. */
export function pickUpModifier(s: ClassicState, p: number, x: number, y: number): number {
  return (
    PICK_UP.pickUp +
    PICK_UP.perEnemyTackleZone * tackleZones(s, sideOf(s, p), x, y, p) +
    weatherEffect(s.m.w[G_WEATHER]).pickUpModifier
  )
}

/** The player moves into the square he was trying to reach and falls there (rulings.md), a turnover (004). */
function fall(s: ClassicState, p: number, x: number, y: number): void {
  pop(s)
  moveOnPitch(s, p, x, y)
  if (s.events) emit(s, { type: 'move', player: p, to: [x, y] })
  set(s.m, G_TURNOVER, 1)
  // A loose ball in the square he falls into bounces away from him (he cannot pick it up lying down).
  const w = s.m.w
  if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y) pushBounce(s, x, y)
  knockDown(s, p)
}

/**
 * 003 Stand Firm — "the player does not fall over if he fails a dodge roll. Although the player stays on his feet, he
 * stumbles as he moves into the square he was dodging to, so his action ends and he may do nothing else that turn.
 * A turnover, however, does not take place." He stands in the square (no pick-up: a loose ball there bounces away;
 * a carrier stumbling into the end zone scores), sets off no Diving Tackle or Shadowing (like a fall), and is done.
 */
function stumble(s: ClassicState, p: number, x: number, y: number): void {
  const w = s.m.w
  pop(s)
  const from = [w[P_X + p], w[P_Y + p]]
  moveOnPitch(s, p, x, y)
  set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_STUMBLED)
  if (s.events) {
    emit(s, { type: 'move', player: p, from, to: [x, y], skill: 'stand-firm' })
    emit(s, { type: 'stumble', player: p, skill: 'stand-firm' })
  }
  if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y) pushBounce(s, x, y)
  else checkTouchdown(s, p, true)
}

/** In the new square: a pick-up of a ball lying there (step 5 reads it), else the step is done. */
function afterMove(s: ClassicState, f: number, p: number, x: number, y: number): void {
  const w = s.m.w
  if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y) {
    if (hasNoHands(s, p)) {
      // not in the seeds (LRB6 No Hands): he may not try to pick it up; it bounces off him, a turnover in his turn.
      pop(s)
      if (w[G_ACTIVE] === sideOf(s, p)) set(s.m, G_TURNOVER, 1)
      if (s.events) emit(s, { type: 'pickup-failed', player: p, x, y, skill: 'no-hands' })
      pushBounce(s, x, y)
      return
    }
    setStep(s, f, 5)
    // 003: Big Hand — "on a D6 roll of 2 or more ... No modifiers apply".
    const fixed = pickUpTarget(s, p)
    pushRoll(s, RK_PICKUP, p, fixed || pickUpModifier(s, p, x, y), fixed > 0)
    return
  }
  pop(s)
  checkTouchdown(s, p, true)
}

// Frame: a = player, b = x, c = y, d = 1 for a Leap, e = Going For It rolls made so far.
/** A roll of the step came back: a failure falls into the target square (a turnover), a success goes on. */
function afterRoll(s: ClassicState, f: number, p: number, x: number, y: number, next: number): boolean {
  if (s.m.w[G_RESULT] !== 1) fall(s, p, x, y)
  else setStep(s, f, next)
  return false
}

defineProc(PR_STEP, {
  name: 'step',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const x = arg(s, f, 1)
    const y = arg(s, f, 2)
    const leap = arg(s, f, 3) === 1
    // `continue` runs the next step at once where nothing waits: the words written are those of advance calling run
    // again, without its loop turn (issue 20 point 7).
    for (;;) {
      switch (step(s, f)) {
        case 0: {
          // 004: Going for it — squares beyond MA need a D6 each (2+, Blizzard 3+); a Leap spends two squares.
          const cost = leap ? 2 : 1
          const gfis = Math.min(cost, Math.max(0, w[P_MOVED + p] + cost - w[P_MA + p]))
          if (arg(s, f, 4) < gfis) {
            setArg(s, f, 4, arg(s, f, 4) + 1)
            setStep(s, f, 1)
            pushRoll(s, RK_GFI, p, weatherEffect(w[G_WEATHER]).gfiTarget)
            return false
          }
          setStep(s, f, 2)
          continue
        }
        case 1: // the Going For It came back: another, or on to the dodge
          return afterRoll(s, f, p, x, y, 0)
        case 2:
          if (grabbed(s, p)) {
            pop(s)
            return false
          }
          // 003: Leap — an agility roll with no modifiers, made instead of any dodge; a failure falls (turnover).
          if (leap) {
            setStep(s, f, 3)
            pushRoll(s, RK_LEAP, p, LEAP_MODIFIER)
            return false
          }
          // 004: Rennen/bewegen — leaving an opposing tackle zone always needs a dodge.
          if (tackleZones(s, sideOf(s, p), w[P_X + p], w[P_Y + p]) > 0) {
            setStep(s, f, 3)
            pushRoll(s, RK_DODGE, p, dodgeModifier(s, p, x, y))
            return false
          }
          setStep(s, f, 4)
          continue
        case 3: // the dodge or leap came back
          if (w[G_RESULT] !== 1 && !leap && hasAnyOf(s, p, STAND_FIRM)) {
            stumble(s, p, x, y) // 003 Stand Firm: a failed dodge, not a fall
            return false
          }
          return afterRoll(s, f, p, x, y, 4)
        case 4: {
          const fx = w[P_X + p]
          const fy = w[P_Y + p]
          moveOnPitch(s, p, x, y)
          add(s.m, P_MOVED + p, leap ? 2 : 1)
          if (s.events)
            emit(s, { type: 'move', player: p, from: [fx, fy], to: [x, y], ...(leap ? { leap: true } : {}) })
          // 003: Diving Tackle — an opponent whose tackle zone he entered may dive at him (after any Shadowing).
          const dived = pushDivingTackle(s, p, fx, fy)
          // 003: Shadowing — opponents whose tackle zone he left may follow him into the square he left.
          if (pushShadowing(s, p, fx, fy) || dived) {
            setStep(s, f, 6)
            return false
          }
          afterMove(s, f, p, x, y)
          return false
        }
        case 6:
          // 003: Diving Tackle — knocked over or pushed away, his step ends there (no pick-up, no touchdown here).
          if (w[G_TURNOVER] !== 0 || w[P_STATE + p] !== S_STANDING || w[P_X + p] !== x || w[P_Y + p] !== y) {
            pop(s)
            return false
          }
          afterMove(s, f, p, x, y)
          return false
        default: {
          pop(s)
          if (w[G_RESULT] === 1) {
            giveBall(s, p)
            if (s.events) emit(s, { type: 'pickup', player: p, x, y })
            checkTouchdown(s, p, true)
          } else {
            // 004: a failed pick-up is a turnover; rulings.md: the ball bounces from that square.
            set(s.m, G_TURNOVER, 1)
            if (s.events) emit(s, { type: 'pickup-failed', player: p, x, y })
            setBallGround(s, x, y)
            pushBounce(s, x, y)
          }
          return false
        }
      }
    }
  },
})
