// The loose ball: bounces, catches, throw-ins from the crowd, and touchdowns.

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { CATCH } from '../data/modifiers'
import { scatterStep, throwInStep } from '../data/scatter'
import {
  BALL_AIR,
  BALL_NONE,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_KICKING,
  G_KICK_MODE,
  G_SCORE0,
  G_TOUCHBACK,
  G_TOUCHDOWN,
  G_TURN0,
  G_TURNOVER,
  G_WEATHER,
  F_HUNGRY,
  F_NO_TACKLE_ZONE,
  P_FLAGS,
  P_X,
  P_Y,
  S_STANDING,
  P_STATE,
  inOwnHalf,
  isOnPitch,
  scoringColumn,
} from '../layout'
import { appearanceModifier, presenceModifier, tackleZones } from '../geometry'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, giveBall, occupant, option, other, setBallGround, sideOf, type ClassicState } from '../state'
import { PR_BLOOD_LUST, PR_BOUNCE, PR_CATCH, PR_THROW_IN } from './kinds'
import { RK_CATCH, pushRoll } from './roll'
import { G_RESULT } from '../layout'
import { weatherEffect } from './weather'
import { ignoresTackleZones, skillModifier } from '../skills'
import { hasNoHands } from './noHands'

export function pushBounce(s: ClassicState, x: number, y: number): void {
  push(s, PR_BOUNCE, x, y)
}

export function pushCatch(s: ClassicState, p: number, accurate: boolean): void {
  push(s, PR_CATCH, p, accurate ? CATCH.accuratePass : CATCH.scatteredOrBouncing)
}

function setBallAir(s: ClassicState, x: number, y: number): void {
  set(s.m, G_BALL_X, x)
  set(s.m, G_BALL_Y, y)
  set(s.m, G_BALL_STATE, BALL_AIR)
  set(s.m, G_CARRIER, -1)
}

/** While the kick is moving, leaving the receiving half or the pitch is a touchback (004: kick-off). */
function kickOutOfBounds(s: ClassicState, x: number, y: number): boolean {
  if (s.m.w[G_KICK_MODE] === 0) return false
  return !isOnPitch(x, y) || !inOwnHalf(other(s.m.w[G_KICKING]), x)
}

export function touchback(s: ClassicState): void {
  set(s.m, G_TOUCHBACK, 1)
  set(s.m, G_BALL_STATE, BALL_NONE)
  set(s.m, G_CARRIER, -1)
  if (s.events) emit(s, { type: 'touchback' })
}

/**
 * The ball arrives in the air at (x, y): a standing player there may try to catch it; otherwise it bounces
 * (004: a ball landing in an empty square bounces once; a prone player cannot catch).
 */
export function landBall(s: ClassicState, x: number, y: number, accurate: boolean): void {
  setBallAir(s, x, y)
  const q = occupant(s, x, y)
  if (q >= 0 && s.m.w[P_STATE + q] === S_STANDING) pushCatch(s, q, accurate)
  else pushBounce(s, x, y)
}

/** A bounce (or a scatter step) from (x, y): one square in a D8 direction. */
defineProc(PR_BOUNCE, {
  name: 'bounce',
  run(s, f) {
    const x = arg(s, f, 0)
    const y = arg(s, f, 1)
    const d8 = roll(s.m, 8)
    const dir = scatterStep(d8)
    const nx = x + dir.dx
    const ny = y + dir.dy
    if (s.events) emit(s, { type: 'roll', purpose: 'bounce', dice: [d8] })
    if (s.events) emit(s, { type: 'bounce', from: [x, y], to: [nx, ny] })
    if (kickOutOfBounds(s, nx, ny)) {
      pop(s)
      touchback(s)
      return false
    }
    if (!isOnPitch(nx, ny)) {
      pop(s)
      push(s, PR_THROW_IN, x, y, nx < 0 ? -1 : nx > 25 ? 1 : 0, ny < 0 ? -1 : ny > 14 ? 1 : 0)
      return false
    }
    const q = occupant(s, nx, ny)
    if (q >= 0 && s.m.w[P_STATE + q] === S_STANDING) {
      pop(s)
      setBallAir(s, nx, ny)
      pushCatch(s, q, false)
      return false
    }
    if (q >= 0) {
      // 004: a ball landing on a player lying down bounces on.
      setArg(s, f, 0, nx)
      setArg(s, f, 1, ny)
      return false
    }
    pop(s)
    setBallGround(s, nx, ny)
    return false
  },
})

/**
 * 004: Het vangen van de bal — AG roll, +1 for an accurate pass or hand-off, -1 per enemy tackle zone.
 * 003: Extra Arms +1 to all his catch rolls; Nerves of Steel ignores the tackle zones.
 */
export function catchModifier(s: ClassicState, p: number, base: number): number {
  const w = s.m.w
  const zones = ignoresTackleZones(s, p, 'catch') ? 0 : tackleZones(s, sideOf(s, p), w[P_X + p], w[P_Y + p])
  return (
    base +
    CATCH.perEnemyTackleZone * zones +
    weatherEffect(w[G_WEATHER]).catchModifier +
    skillModifier(s, p, 'catch') +
    appearanceModifier(s, p) + // 003: Foul Appearance
    presenceModifier(s, p) // not in the seeds (LRB6 Disturbing Presence)
  )
}

defineProc(PR_CATCH, {
  name: 'catch',
  run(s, f) {
    const p = arg(s, f, 0)
    // not in the seeds (LRB6 No Hands): "will fail any catch roll automatically" — no die, the ball bounces off.
    const noHands = hasNoHands(s, p)
    // LRB6 Bone-head / 003 Hypnotic Gaze (docs/rules/classic-interpretations.md): no tackle zone, no catch.
    const cannot = noHands || (s.m.w[P_FLAGS + p] & F_NO_TACKLE_ZONE) !== 0
    if (step(s, f) === 0 && !cannot) {
      setStep(s, f, 1)
      pushRoll(s, RK_CATCH, p, catchModifier(s, p, arg(s, f, 1)))
      return false
    }
    pop(s)
    const x = s.m.w[P_X + p]
    const y = s.m.w[P_Y + p]
    if (!cannot && s.m.w[G_RESULT] === 1) {
      giveBall(s, p)
      if (s.events) emit(s, { type: 'catch', player: p, x, y })
      checkTouchdown(s, p, false)
    } else {
      const why = noHands ? { skill: 'no-hands' } : cannot ? { reason: 'no-tackle-zone' } : {}
      if (s.events) emit(s, { type: 'drop', player: p, x, y, ...why })
      setBallGround(s, x, y)
      pushBounce(s, x, y)
    }
    return false
  },
})

/** Throw-in (scatter.ts): from the last square on the pitch, a D6 direction away from the edge, 2D6 squares. */
defineProc(PR_THROW_IN, {
  name: 'throw-in',
  run(s, f) {
    let x = arg(s, f, 0)
    let y = arg(s, f, 1)
    const outX = Math.sign(arg(s, f, 2)) as -1 | 0 | 1
    const outY = Math.sign(arg(s, f, 3)) as -1 | 0 | 1
    const d6 = roll(s.m, 6)
    const dist = [roll(s.m, 6), roll(s.m, 6)]
    const dir = throwInStep(outX, outY, d6)
    if (s.events) emit(s, { type: 'roll', purpose: 'throw-in', dice: [d6, ...dist] })
    const from = [x, y]
    for (let i = 0; i < dist[0] + dist[1]; i++) {
      const nx = x + dir.dx
      const ny = y + dir.dy
      if (!isOnPitch(nx, ny)) {
        // Out again: thrown in again from the last square it was on.
        if (s.events) emit(s, { type: 'throw-in', from, to: [x, y], out: true })
        setArg(s, f, 0, x)
        setArg(s, f, 1, y)
        setArg(s, f, 2, nx < 0 ? -1 : nx > 25 ? 1 : 0)
        setArg(s, f, 3, ny < 0 ? -1 : ny > 14 ? 1 : 0)
        return false
      }
      x = nx
      y = ny
    }
    if (s.events) emit(s, { type: 'throw-in', from, to: [x, y], out: false })
    pop(s)
    landBall(s, x, y, false)
    return false
  },
})

/**
 * 004: Het winnen van het spel — a standing player with the ball in the opposing end zone scores; in his own end
 * zone it is an own goal (rulings.md: an option, on by default; by moving or by being pushed there). Returns the
 * scoring side, or -1.
 */
export function checkTouchdown(s: ClassicState, p: number, byPushOrMove: boolean): number {
  const w = s.m.w
  if (w[G_TOUCHDOWN] !== 0 || w[G_CARRIER] !== p || w[G_BALL_STATE] !== 2 || w[P_STATE + p] !== S_STANDING)
    return -1
  const side = sideOf(s, p)
  const x = w[P_X + p]
  let scorer = -1
  if (x === scoringColumn(side)) scorer = side
  else if (byPushOrMove && x === scoringColumn(other(side)) && option(s, 'ownGoals') !== false)
    scorer = other(side)
  if (scorer < 0) return -1
  // Not in the seeds (LRB6 Blood Lust): a hungry player feeds "before ... scoring"; procs/bloodLust.ts checks again.
  if ((w[P_FLAGS + p] & F_HUNGRY) !== 0) {
    push(s, PR_BLOOD_LUST, p, 0)
    return -1
  }
  add(s.m, G_SCORE0 + scorer, 1)
  set(s.m, G_TOUCHDOWN, scorer + 1)
  set(s.m, G_TURNOVER, 1)
  if (s.events) emit(s, { type: 'touchdown', side: scorer, player: p, ownGoal: scorer !== side })
  return scorer
}

/** After an own goal by a push, both turn markers move on by one (004). */
export function ownGoalByPush(s: ClassicState): void {
  add(s.m, G_TURN0, 1)
  add(s.m, G_TURN0 + 1, 1)
}
