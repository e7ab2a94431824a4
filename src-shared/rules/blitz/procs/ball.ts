// 001: Bouncing Ball, New Ball!, Multiple Balls in Play — and Safe Hands, where the coach picks the bounce.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_BALL_KIND, A_BOUNCE, BALL_KINDS, code, nOf } from '../actions'
import { BOUNCE } from '../data/bounce'
import { ballOf, groundBallAt, occupant, onPitch, open, sq } from '../geometry'
import {
  B_KIND,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_NONE,
  G_TRAPDOOR,
  MAX_BALLS,
  P_SIDE,
  P_THROW,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { PR_BOUNCE, PR_NEW_BALL } from './kinds'
import { freeBallSlot, removeBall, setBallAt, takeBall, toDugout } from './pieces'

const canHold = (s: BlitzState, x: number, y: number): boolean => onPitch(x, y) && s.blocked[sq(x, y)] === 0

/** 001: the rolled direction, or the next one clockwise that leads to a square on the pitch, not obstructed. */
export function bounceDirection(s: BlitzState, x: number, y: number, rolled: number): number {
  for (let i = 0; i < 8; i++) {
    const d = ((rolled - 1 + i) % 8) + 1
    if (canHold(s, x + BOUNCE[d - 1][0], y + BOUNCE[d - 1][1])) return d
  }
  return 0
}

/** Bounces ball b from (x, y); `chooser` is the side that picks the square (Safe Hands), -1 for the D8. */
export function pushBounce(s: BlitzState, b: number, x: number, y: number, chooser = -1): void {
  push(s, PR_BOUNCE, b, x, y, chooser)
}

/** Where the ball lands: possession, another bounce, or at rest (001: Bouncing Ball; Multiple Balls in Play). */
function land(s: BlitzState, f: number, d: number): boolean {
  const b = arg(s, f, 0)
  const x = arg(s, f, 1) + BOUNCE[d - 1][0]
  const y = arg(s, f, 2) + BOUNCE[d - 1][1]
  setBallAt(s, b, x, y)
  emit(s, { type: 'bounce', ball: b, direction: d, x, y })
  const o = occupant(s, x, y)
  const other = groundBall(s, b, x, y)
  // 001: an Open player takes it, unless they hold a ball already or have a '–' Throw value.
  if (o >= 0 && open(s, o) && ballOf(s, o) < 0 && s.m.w[P_THROW + o] > 0) {
    takeBall(s, b, o)
    return true
  }
  if (o < 0 && other < 0) return true
  setArg(s, f, 1, x) // bounce again from the new square
  setArg(s, f, 2, y)
  setArg(s, f, 3, -1)
  return false
}

function groundBall(s: BlitzState, b: number, x: number, y: number): number {
  for (let o = 0; o < MAX_BALLS; o++)
    if (o !== b && s.m.w[B_ST + o] === BALL_GROUND && s.m.w[B_X + o] === x && s.m.w[B_Y + o] === y) return o
  return -1
}

defineProc(PR_BOUNCE, {
  name: 'bounce',
  run(s, f) {
    for (let guard = 0; guard < 1000; guard++) {
      if (arg(s, f, 3) >= 0) return true // Safe Hands: the coach picks
      const rolled = roll(s.m, 8)
      emit(s, { type: 'roll', purpose: 'bounce', dice: [rolled] })
      const d = bounceDirection(s, arg(s, f, 1), arg(s, f, 2), rolled)
      if (land(s, f, d)) {
        pop(s)
        return false
      }
    }
    throw new Error('a ball bounced 1000 times')
  },
  decision: (s, f) => ({ side: arg(s, f, 3) as 0 | 1, kind: 'bounce' }),
  legal(s, f, out) {
    for (let d = 1; d <= 8; d++)
      if (canHold(s, arg(s, f, 1) + BOUNCE[d - 1][0], arg(s, f, 2) + BOUNCE[d - 1][1]))
        out.push(code(A_BOUNCE, -1, -1, -1, -1, d))
  },
  act(s, f, c) {
    emit(s, { type: 'safe-hands', direction: nOf(c) })
    if (land(s, f, nOf(c))) pop(s)
  },
})

function kindsFree(s: BlitzState, out: number[]): void {
  out.push(code(A_BALL_KIND, -1, -1, -1, -1, 0))
  for (let k = 1; k < BALL_KINDS.length; k++) {
    let used = false
    for (let b = 0; b < MAX_BALLS; b++)
      if (s.m.w[B_ST + b] !== BALL_NONE && s.m.w[B_KIND + b] === k) used = true
    if (!used) out.push(code(A_BALL_KIND, -1, -1, -1, -1, k))
  }
}

/** 001: New Ball! — through a random trapdoor when there are several; it Injures whoever stands on it. Frame args:
 * 0 the coach who picks the ball (001: Blitz Bowl Balls, with the option; -1 nobody), 1 no bounce (set-up),
 * 2 the kind picked. */
defineProc(PR_NEW_BALL, {
  name: 'new-ball',
  run(s, f) {
    if (step(s, f) === 1) {
      pop(s)
      return false
    }
    if (step(s, f) === 0 && arg(s, f, 0) >= 0 && s.meta.options.specialBalls === true) {
      setStep(s, f, 2)
      return true
    }
    if (step(s, f) === 2) return true
    setStep(s, f, 1)
    const n = s.trapdoors.length
    const t = n > 1 ? roll(s.m, n) - 1 : 0
    if (n > 1) emit(s, { type: 'roll', purpose: 'trapdoor', dice: [t + 1] })
    set(s.m, G_TRAPDOOR, t)
    const at = s.trapdoors[t]
    const x = at % 15
    const y = Math.floor(at / 15)
    const o = occupant(s, x, y)
    if (o >= 0) {
      const held = ballOf(s, o)
      if (held >= 0) removeBall(s, held) // the ball goes down the trapdoor with them
      toDugout(s, o)
      emit(s, { type: 'injured', player: o, side: s.m.w[P_SIDE + o], reason: 'trapdoor' })
    }
    const lying = groundBallAt(s, x, y)
    if (lying >= 0) removeBall(s, lying)
    const b = freeBallSlot(s)
    if (b < 0) return false
    setBallAt(s, b, x, y)
    set(s.m, B_KIND + b, arg(s, f, 2))
    emit(s, { type: 'new-ball', ball: b, x, y, kind: BALL_KINDS[arg(s, f, 2)] })
    if (arg(s, f, 1) === 0) pushBounce(s, b, x, y) // 001: no bounce for the set-up ball
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'ball-kind' }),
  legal: (s, _f, out) => kindsFree(s, out),
  act(s, f, c) {
    setArg(s, f, 2, nOf(c))
    setStep(s, f, 3)
  },
})
