// 004: Het gooien van de bal (passing), Intercepting and Handing off the ball.

import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import { INTERCEPTION, PASS } from '../data/modifiers'
import { PASS_RANGES, passRange } from '../data/passRange'
import { SCATTERS, scatterStep } from '../data/scatter'
import { roll } from '../../../engine/dice'
import { A_HAIL_MARY, A_INTERCEPT, A_NO_INTERCEPT, code, playerOf, typeOf } from '../actions'
import { appearanceModifier, presenceModifier, tackleZones, underRuler } from '../geometry'
import {
  BALL_AIR,
  G_BALL_STATE,
  G_CARRIER,
  G_RESULT,
  G_TURNOVER,
  G_WEATHER,
  HEIGHT,
  MAX_PLAYERS,
  P_SIDE,
  P_X,
  P_Y,
  WIDTH,
  isOnPitch,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import {
  carrier,
  emit,
  exertsTackleZone,
  giveBall,
  occupant,
  option,
  other,
  setBallGround,
  sideOf,
  type ClassicState,
} from '../state'
import { checkTouchdown, landBall, pushBounce } from './ball'
import { landMissedPass } from './divingCatch'
import { pushPassBlock } from './passBlock'
import { hasNoHands } from './noHands'
import { PR_HAND_OFF, PR_PASS, PR_THROW_IN } from './kinds'
import { PASS_ACCURATE, PASS_FUMBLE, RK_INTERCEPTION, RK_PASS, pushRoll } from './roll'
import { weatherEffect } from './weather'
import {
  SKILL_RULES,
  hasAnyOf,
  hasSkillBit,
  hookSum,
  ignoresTackleZones,
  rulesWith,
  skillModifier,
} from '../skills'

const BAND_MODIFIER = [PASS.quick, PASS.short, PASS.long, PASS.longBomb]
const HAIL_MARY = rulesWith((r) => r.hailMary)
/** 003: Hail Mary Pass — 2-6 makes the (inaccurate) pass. */
const HAIL_MARY_TARGET = 2

/** The range band index (0 quick .. 3 long bomb) of a throw, or -1 out of range. */
export function bandOf(fromX: number, fromY: number, toX: number, toY: number): number {
  const band = passRange(toX - fromX, toY - fromY)
  return band === null ? -1 : PASS_RANGES.indexOf(band)
}

/** Whether a throw over this band may be made in the current weather (004: Blizzard allows Quick and Short). */
export function bandAllowed(s: ClassicState, band: number): boolean {
  return band >= 0 && weatherEffect(s.m.w[G_WEATHER]).rangeAllowed[band]
}

/**
 * 002: Passing modifiers — by range band, -1 per enemy tackle zone on the thrower; weather (004). 003: Strong Arm
 * counts the band one shorter (never below a quick pass), Accurate +1, Nerves of Steel ignores the tackle zones.
 */
export function passModifier(s: ClassicState, p: number, band: number): number {
  const w = s.m.w
  const zones = ignoresTackleZones(s, p, 'pass') ? 0 : tackleZones(s, sideOf(s, p), w[P_X + p], w[P_Y + p])
  return (
    BAND_MODIFIER[Math.max(0, band - hookSum(s, p, 'passBandReduction'))] +
    PASS.perEnemyTackleZoneOnThrower * zones +
    weatherEffect(w[G_WEATHER]).passModifier +
    skillModifier(s, p, 'pass') +
    appearanceModifier(s, p) + // 003: Foul Appearance
    presenceModifier(s, p) // not in the seeds (LRB6 Disturbing Presence)
  )
}

/** 002: Interception modifiers — -2, -1 per enemy tackle zone on the interceptor; 003: Very Long Legs +1. */
export function interceptionModifier(s: ClassicState, p: number): number {
  const w = s.m.w
  return (
    INTERCEPTION.interceptionAttempt +
    INTERCEPTION.perEnemyTackleZoneOnInterceptor * tackleZones(s, sideOf(s, p), w[P_X + p], w[P_Y + p]) +
    skillModifier(s, p, 'interception') +
    presenceModifier(s, p) // not in the seeds (LRB6 Disturbing Presence)
  )
}

/** 003: Safe Throw — the D6 that cancels an interception of this thrower's pass, 0 when none does. */
function safeThrowTarget(s: ClassicState, p: number): number {
  let target = 0
  for (const r of SKILL_RULES)
    if (r.cancelsInterceptionOn !== undefined && hasSkillBit(s, p, r.bit)) target = r.cancelsInterceptionOn
  return target
}

/** The chance that a successful interception of this thrower's pass stands (1 without Safe Throw). */
export function interceptionStands(s: ClassicState, p: number): number {
  const target = safeThrowTarget(s, p)
  return target === 0 ? 1 : (target - 1) / 6
}

/** 003: Safe Throw — "On a roll of 2 or more the interception is cancelled out"; true when it is. */
function safeThrow(s: ClassicState, p: number): boolean {
  const target = safeThrowTarget(s, p)
  if (target === 0) return false
  const die = roll(s.m, 6)
  const ok = die >= target
  if (s.events) emit(s, { type: 'roll', purpose: 'safe-throw', player: p, dice: [die], target, success: ok })
  if (ok && s.events) emit(s, { type: 'interception-cancelled', player: p })
  return ok
}

/** 004: Intercepting — standing opponents whose square the range ruler crosses between thrower and target. */
export function interceptors(s: ClassicState, thrower: number, tx: number, ty: number): number[] {
  const w = s.m.w
  const out: number[] = []
  if (option(s, 'interceptions') === false) return out
  const side = w[P_SIDE + thrower]
  const ax = w[P_X + thrower]
  const ay = w[P_Y + thrower]
  for (let q = 0; q < MAX_PLAYERS; q++) {
    // LRB6 Bone-head / 003 Hypnotic Gaze: a player who lost his tackle zone may not intercept.
    if (w[P_SIDE + q] === side || !exertsTackleZone(s, q)) continue
    if (hasNoHands(s, q)) continue // not in the seeds (LRB6 No Hands): "unable to ... intercept"
    if (underRuler(ax, ay, tx, ty, w[P_X + q], w[P_Y + q])) out.push(q)
  }
  return out
}

/** Pass frame word e: 003 Hail Mary Pass. */
const PF_HAIL_MARY = 1
/** Pass frame word e: 003 Dump Off — "neither teams turn ends as a result of the throw, whatever it may be". */
const PF_DUMP_OFF = 2
/** Pass frame step: the Pass Block moves are done (003 Pass Block). */
const ST_PASS_BLOCKED = 6

/**
 * A pass to (tx, ty); `hailMary`: 003 Hail Mary Pass (any square, no interception, never accurate); `dumpOff`:
 * 003 Dump Off (a quick pass that ends nobody's turn).
 */
export function pushPass(
  s: ClassicState,
  thrower: number,
  tx: number,
  ty: number,
  hailMary = false,
  dumpOff = false,
): void {
  push(s, PR_PASS, thrower, tx, ty, -1, (hailMary ? PF_HAIL_MARY : 0) | (dumpOff ? PF_DUMP_OFF : 0))
}

/** 003: Hail Mary Pass — "the player may throw the ball to any square on the playing field"; not in a blizzard [JJ]. */
export function hailMaryCodes(s: ClassicState, p: number, out: number[]): void {
  const w = s.m.w
  if (!hasAnyOf(s, p, HAIL_MARY) || !weatherEffect(w[G_WEATHER]).rangeAllowed[3]) return
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (x !== w[P_X + p] || y !== w[P_Y + p]) out.push(code(A_HAIL_MARY, 0, x, y))
}

export function pushHandOff(s: ClassicState, from: number, to: number): void {
  push(s, PR_HAND_OFF, from, to)
}

/** 004: the ball must be caught by a player of the active team before it comes to rest, or the turn is over. */
function turnoverUnlessCaught(s: ClassicState, side: number): void {
  const c = carrier(s)
  if (c < 0 || sideOf(s, c) !== side) set(s.m, G_TURNOVER, 1)
}

// Frame: a = thrower, b = target x, c = target y, d = interceptor (-1 none), e = PF_* flags.
defineProc(PR_PASS, {
  name: 'pass',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const tx = arg(s, f, 1)
    const ty = arg(s, f, 2)
    switch (step(s, f)) {
      case 0: {
        const band = bandOf(w[P_X + p], w[P_Y + p], tx, ty)
        const hailMary = (arg(s, f, 4) & PF_HAIL_MARY) !== 0
        const range = hailMary ? 'hail-mary' : PASS_RANGES[band]
        if (s.events) emit(s, { type: 'pass', player: p, to: [tx, ty], range })
        // 003: Pass Block — "after the range has been measured, but before any interception attempts" (a Hail
        // Mary Pass measures no range; a hand-off and a bomb never come here [JJ]).
        if (!hailMary && pushPassBlock(s, p, tx, ty)) {
          setStep(s, f, ST_PASS_BLOCKED)
          return false
        }
        // rulings.md: the interception is declared and rolled before the pass roll; with nobody under the
        // ruler (or interceptions off) there is nothing to decide. 003: "The Hail Mary pass may not be intercepted".
        setStep(s, f, !hailMary && interceptors(s, p, tx, ty).length > 0 ? 1 : 3)
        return false
      }
      case ST_PASS_BLOCKED:
        setStep(s, f, interceptors(s, p, tx, ty).length > 0 ? 1 : 3)
        return false
      case 1:
        return true
      case 2: {
        // The interception roll came back.
        if (w[G_RESULT] === 1 && !safeThrow(s, p)) {
          const q = arg(s, f, 3)
          pop(s)
          giveBall(s, q)
          if (s.events) emit(s, { type: 'interception', player: q })
          if ((arg(s, f, 4) & PF_DUMP_OFF) === 0) set(s.m, G_TURNOVER, 1) // 003: Dump Off ends no turn
          checkTouchdown(s, q, false)
          return false
        }
        setStep(s, f, 3)
        return false
      }
      case 3: {
        setStep(s, f, 4)
        // 003: Hail Mary Pass — "On a roll of 1 the player fumbles ... On a roll of 2-6 the player may make the
        // pass" and "it is never accurate": a fixed 2+ whose success is an inaccurate pass.
        if ((arg(s, f, 4) & PF_HAIL_MARY) !== 0) {
          pushRoll(s, RK_PASS, p, HAIL_MARY_TARGET, true)
          return false
        }
        const band = bandOf(w[P_X + p], w[P_Y + p], tx, ty)
        pushRoll(s, RK_PASS, p, passModifier(s, p, band))
        return false
      }
      case 4: {
        const result = w[G_RESULT]
        const px = w[P_X + p]
        const py = w[P_Y + p]
        setStep(s, f, 5)
        if (result === PASS_FUMBLE) {
          // 004: Fumbling — the ball drops and bounces once from the thrower; the turn is over (not a Dump Off: 003).
          if ((arg(s, f, 4) & PF_DUMP_OFF) === 0) set(s.m, G_TURNOVER, 1)
          if (s.events) emit(s, { type: 'fumble', player: p })
          setBallGround(s, px, py)
          pushBounce(s, px, py)
          return false
        }
        set(s.m, G_BALL_STATE, BALL_AIR)
        set(s.m, G_CARRIER, -1)
        if (result === PASS_ACCURATE) {
          landBall(s, tx, ty, true)
          return false
        }
        // 004: an inaccurate pass lands on the target and scatters three times; nobody can catch it meanwhile.
        let x = tx
        let y = ty
        for (let i = 0; i < SCATTERS.inaccuratePass; i++) {
          const d8 = roll(s.m, 8)
          const dir = scatterStep(d8)
          if (s.events) emit(s, { type: 'roll', purpose: 'scatter', dice: [d8] })
          const nx = x + dir.dx
          const ny = y + dir.dy
          if (!isOnPitch(nx, ny)) {
            if (s.events) emit(s, { type: 'scatter', to: [nx, ny], out: true })
            push(s, PR_THROW_IN, x, y, nx < 0 ? -1 : nx > 25 ? 1 : 0, ny < 0 ? -1 : ny > 14 ? 1 : 0)
            return false
          }
          x = nx
          y = ny
          if (s.events) emit(s, { type: 'scatter', to: [x, y] })
        }
        // 003: Diving Catch — the receiver the pass missed may dive for it.
        landMissedPass(s, occupant(s, tx, ty), x, y)
        return false
      }
      default:
        pop(s)
        if ((arg(s, f, 4) & PF_DUMP_OFF) === 0) turnoverUnlessCaught(s, sideOf(s, p)) // 003: Dump Off
        return false
    }
  },
  decision(s, f) {
    return { side: other(sideOf(s, arg(s, f, 0))) as Side, kind: 'interception', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    for (const q of interceptors(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2))) out.push(code(A_INTERCEPT, q))
    out.push(code(A_NO_INTERCEPT))
  },
  act(s, f, c) {
    if (typeOf(c) === A_NO_INTERCEPT) {
      setStep(s, f, 3)
      return
    }
    const q = playerOf(c)
    setArg(s, f, 3, q)
    setStep(s, f, 2)
    if (s.events) emit(s, { type: 'intercept-attempt', player: q })
    pushRoll(s, RK_INTERCEPTION, q, interceptionModifier(s, q))
  },
})

// 004: Handing off the ball — no pass roll; a catch as for an accurate pass (+1); once per team turn.
defineProc(PR_HAND_OFF, {
  name: 'hand-off',
  run(s, f) {
    const from = arg(s, f, 0)
    const to = arg(s, f, 1)
    if (step(s, f) === 0) {
      setStep(s, f, 1)
      if (s.events) emit(s, { type: 'hand-off', player: from, target: to })
      landBall(s, s.m.w[P_X + to], s.m.w[P_Y + to], true)
      return false
    }
    pop(s)
    turnoverUnlessCaught(s, sideOf(s, from))
    return false
  },
})
