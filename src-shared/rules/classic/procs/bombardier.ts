// Not in the seeds (LRB6 Bombardier, the goblins' bomb): a standing Bombardier may throw a bomb instead of any other
// action (not the team's Pass; he may not move or stand up first). The bomb flies by the pass rules — range ruler,
// interception, the pass roll with its re-rolls, three scatters when inaccurate — but it never bounces: a player who
// catches or intercepts it must throw it on at once; it explodes where it comes to rest (an empty square, a player
// who fails or declines the catch, a player lying down), at the thrower's feet when fumbled, harmlessly off the
// pitch. The explosion knocks down the player in its square and each player next to it on a 4+.
// Pass Block and the other pass interrupts hook the PR_PASS frame; a bomb is its own frame (PR_BOMB), so it is
// never a "pass" for them (003 Pass Block [JJ]: not on a bomb).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import {
  A_INTERCEPT,
  A_NO_INTERCEPT,
  A_THROW_BOMB,
  A_USE_SKILL,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { CATCH } from '../data/modifiers'
import { PASS_RANGES } from '../data/passRange'
import { SCATTERS, scatterStep } from '../data/scatter'
import {
  G_ACTIVE,
  G_CARRIER,
  G_RESULT,
  G_TURNOVER,
  HEIGHT,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  WIDTH,
  isOnPitch,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, occupant, other, sideOf, type ClassicState } from '../state'
import { catchModifier } from './ball'
import { knockDown } from './injury'
import { PR_BOMB } from './kinds'
import { hasNoHands } from './noHands'
import { bandAllowed, bandOf, interceptionModifier, interceptors, passModifier } from './pass'
import { PASS_ACCURATE, PASS_FUMBLE, RK_CATCH, RK_INTERCEPTION, RK_PASS, pushRoll } from './roll'

const BOMBARDIERS = rulesWith((r) => r.bombardier)

/** LRB6 Bombardier: "players in adjacent squares are Knocked Down on a roll of 4+". */
export const BOMB_SPLASH_ON = 4

/** Whether player `p` may declare a bomb now: the skill, and standing (LRB6: "not Prone or Stunned", no standing up). */
export function throwsBombs(s: ClassicState, p: number): boolean {
  return s.m.w[P_STATE + p] === S_STANDING && hasAnyOf(s, p, BOMBARDIERS)
}

/** The `throw-bomb` codes of player `p`: every square of the pitch within the range ruler but his own. */
export function bombCodes(s: ClassicState, p: number, out: number[]): void {
  const w = s.m.w
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if ((x !== px || y !== py) && bandAllowed(s, bandOf(px, py, x, y)))
        out.push(code(A_THROW_BOMB, 0, x, y))
}

export function pushBomb(s: ClassicState, thrower: number, tx: number, ty: number): void {
  push(s, PR_BOMB, thrower, tx, ty, -1)
}

/** Whether a player standing in the bomb's way may try to catch it (a No Hands player never can). */
function canCatch(s: ClassicState, q: number): boolean {
  return q >= 0 && s.m.w[P_STATE + q] === S_STANDING && !hasNoHands(s, q)
}

/**
 * The bomb goes off at (x, y) (the caller has popped the bomb's frame, so bounces of a dropped ball run after).
 * LRB6: the player in the square is knocked down, each player next to it on a D6 of 4+; players already down are hit
 * too (armour and injury as a knock-down; a stunned player stays face down). docs/rules/classic-interpretations.md:
 * a turnover only when a player of the moving team holding the ball is knocked down.
 */
export function explode(s: ClassicState, x: number, y: number): void {
  const w = s.m.w
  if (s.events) emit(s, { type: 'bomb-explodes', x, y })
  const hit: number[] = []
  const centre = occupant(s, x, y)
  if (centre >= 0) hit.push(centre)
  for (let yy = y - 1; yy <= y + 1; yy++)
    for (let xx = x - 1; xx <= x + 1; xx++) {
      if ((xx === x && yy === y) || !isOnPitch(xx, yy)) continue
      const q = occupant(s, xx, yy)
      if (q < 0) continue
      const die = roll(s.m, 6)
      const ok = die >= BOMB_SPLASH_ON
      if (s.events)
        emit(s, {
          type: 'roll',
          purpose: 'bombardier',
          player: q,
          dice: [die],
          target: BOMB_SPLASH_ON,
          success: ok,
        })
      if (ok) hit.push(q)
    }
  for (const q of hit) {
    const st = w[P_STATE + q]
    if (st !== S_STANDING && st !== S_PRONE && st !== S_STUNNED) continue
    const carried = w[G_CARRIER] === q
    if (s.events) emit(s, { type: 'bomb-hit', player: q })
    knockDown(s, q)
    if (st === S_STUNNED && w[P_STATE + q] === S_PRONE) set(s.m, P_STATE + q, S_STUNNED)
    if (carried && w[P_SIDE + q] === w[G_ACTIVE]) set(s.m, G_TURNOVER, 1)
  }
}

// Frame: a = thrower, b/c = target square (then where it came down), d = interceptor (-1 none), e = the player the
// bomb came down on, f = 1 when it came down accurately.
const ST_START = 0
const ST_INTERCEPT_CHOICE = 1
const ST_INTERCEPT_RESULT = 2
const ST_PASS = 3
const ST_PASS_RESULT = 4
const ST_CATCH_CHOICE = 5
const ST_CATCH_RESULT = 6
const ST_THROW_ON = 7

/** A player has caught the bomb: he must throw it on at once (his coach picks the square). */
function caught(s: ClassicState, f: number, q: number): void {
  if (s.events) emit(s, { type: 'bomb-caught', player: q })
  setArg(s, f, 0, q)
  setArg(s, f, 3, -1)
  setStep(s, f, ST_THROW_ON)
}

/** The bomb comes to rest at (x, y): pops the frame and explodes there. */
function rest(s: ClassicState, x: number, y: number): void {
  pop(s)
  explode(s, x, y)
}

/** The bomb comes down at (x, y): a standing player there may catch it (his coach's choice), else it explodes. */
function comeDown(s: ClassicState, f: number, x: number, y: number, accurate: boolean): void {
  const q = occupant(s, x, y)
  setArg(s, f, 1, x)
  setArg(s, f, 2, y)
  setArg(s, f, 5, accurate ? 1 : 0)
  if (!canCatch(s, q)) {
    rest(s, x, y)
    return
  }
  setArg(s, f, 4, q)
  setStep(s, f, ST_CATCH_CHOICE)
}

defineProc(PR_BOMB, {
  name: 'bomb',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const tx = arg(s, f, 1)
    const ty = arg(s, f, 2)
    switch (step(s, f)) {
      case ST_START: {
        const band = bandOf(w[P_X + p], w[P_Y + p], tx, ty)
        if (s.events) emit(s, { type: 'bomb', player: p, to: [tx, ty], range: PASS_RANGES[band] })
        // As a pass (rulings.md): the interception is declared and rolled before the pass roll.
        setStep(s, f, interceptors(s, p, tx, ty).length > 0 ? ST_INTERCEPT_CHOICE : ST_PASS)
        return false
      }
      case ST_INTERCEPT_CHOICE:
      case ST_CATCH_CHOICE:
      case ST_THROW_ON:
        return true
      case ST_INTERCEPT_RESULT:
        // LRB6: "If the bomb is intercepted ... the player ... must throw it again immediately".
        if (w[G_RESULT] === 1) caught(s, f, arg(s, f, 3))
        else setStep(s, f, ST_PASS)
        return false
      case ST_PASS:
        setStep(s, f, ST_PASS_RESULT)
        pushRoll(s, RK_PASS, p, passModifier(s, p, bandOf(w[P_X + p], w[P_Y + p], tx, ty)))
        return false
      case ST_PASS_RESULT: {
        const result = w[G_RESULT]
        if (result === PASS_FUMBLE) {
          // LRB6: "If the bomb is fumbled, it explodes in the bomb thrower's square".
          if (s.events) emit(s, { type: 'fumble', player: p, bomb: true })
          rest(s, w[P_X + p], w[P_Y + p])
          return false
        }
        if (result === PASS_ACCURATE) {
          comeDown(s, f, tx, ty, true)
          return false
        }
        // 004: an inaccurate pass scatters three times; off the pitch the bomb goes off in the crowd (interpretations).
        let x = tx
        let y = ty
        for (let i = 0; i < SCATTERS.inaccuratePass; i++) {
          const d8 = roll(s.m, 8)
          const dir = scatterStep(d8)
          if (s.events) emit(s, { type: 'roll', purpose: 'scatter', dice: [d8] })
          x += dir.dx
          y += dir.dy
          if (!isOnPitch(x, y)) {
            if (s.events) emit(s, { type: 'bomb-in-crowd', x, y })
            pop(s)
            return false
          }
          if (s.events) emit(s, { type: 'scatter', to: [x, y], bomb: true })
        }
        comeDown(s, f, x, y, false)
        return false
      }
      default: {
        // The catch roll came back.
        const q = arg(s, f, 4)
        if (w[G_RESULT] === 1) caught(s, f, q)
        else rest(s, w[P_X + q], w[P_Y + q])
        return false
      }
    }
  },
  decision(s, f) {
    switch (step(s, f)) {
      case ST_INTERCEPT_CHOICE:
        return { side: other(sideOf(s, arg(s, f, 0))) as Side, kind: 'interception', player: arg(s, f, 0) }
      case ST_CATCH_CHOICE:
        return { side: sideOf(s, arg(s, f, 4)) as Side, kind: 'bomb-catch', player: arg(s, f, 4) }
      default:
        return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'bomb-throw', player: arg(s, f, 0) }
    }
  },
  legal(s, f, out) {
    switch (step(s, f)) {
      case ST_INTERCEPT_CHOICE:
        for (const q of interceptors(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2)))
          out.push(code(A_INTERCEPT, q))
        out.push(code(A_NO_INTERCEPT))
        return
      case ST_CATCH_CHOICE:
        // LRB6: the bomb explodes when "an opportunity to catch the bomb fails or is declined".
        out.push(code(A_USE_SKILL, 0, 1), code(A_USE_SKILL, 0, 0))
        return
      default:
        bombCodes(s, arg(s, f, 0), out)
    }
  },
  act(s, f, c) {
    switch (step(s, f)) {
      case ST_INTERCEPT_CHOICE: {
        if (typeOf(c) === A_NO_INTERCEPT) {
          setStep(s, f, ST_PASS)
          return
        }
        const q = playerOf(c)
        setArg(s, f, 3, q)
        setStep(s, f, ST_INTERCEPT_RESULT)
        if (s.events) emit(s, { type: 'intercept-attempt', player: q, bomb: true })
        pushRoll(s, RK_INTERCEPTION, q, interceptionModifier(s, q))
        return
      }
      case ST_CATCH_CHOICE: {
        const q = arg(s, f, 4)
        if (xOf(c) === 0) {
          if (s.events) emit(s, { type: 'bomb-not-caught', player: q })
          rest(s, arg(s, f, 1), arg(s, f, 2))
          return
        }
        // A bomb is caught like a ball: +1 when the throw was accurate, +0 after a scatter.
        const accurate = arg(s, f, 5) === 1
        setStep(s, f, ST_CATCH_RESULT)
        pushRoll(
          s,
          RK_CATCH,
          q,
          catchModifier(s, q, accurate ? CATCH.accuratePass : CATCH.scatteredOrBouncing),
        )
        return
      }
      default:
        // The catcher throws it on: a new throw from his square.
        setArg(s, f, 1, xOf(c))
        setArg(s, f, 2, yOf(c))
        setStep(s, f, ST_START)
    }
  },
})
