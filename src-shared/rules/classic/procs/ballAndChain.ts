// Not in the seeds (LRB6 Ball & Chain, the Goblin Fanatic): he may only take Move actions, and moves only by the
// throw-in template — for each square his coach lays the template facing up or down the pitch or towards a
// sideline, and a D6 gives the square. No dodges, tackle zones ignored. Every square of his MA must be moved; Going
// For It afterwards is his coach's choice. Off the pitch: the crowd beats him up. Into a standing player of either
// team: he blocks him (and must follow up, block.ts); into a player lying down: that player is pushed back and
// makes an armour roll, and he follows. Knocked down or placed prone: an injury roll, no armour, and a Stunned
// result counts as KO (injury.ts).

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { A_CHAIN_MOVE, A_END_ACTIVATION, CHAIN_FACINGS, code } from '../actions'
import { throwInStep } from '../data/scatter'
import {
  BALL_GROUND,
  G_ACTIVE,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_RESULT,
  G_TURNOVER,
  G_WEATHER,
  HEIGHT,
  P_MA,
  P_MOVED,
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
import { carrier, emit, moveOnPitch, occupant, removeFromPitch, type ClassicState } from '../state'
import { checkTouchdown, pushBounce } from './ball'
import { pushBlock } from './block'
import { moveLimit } from './blockSkills'
import { armourAndInjury, injure, knockDown } from './injury'
import { PR_BALL_AND_CHAIN, PR_THROW_IN } from './kinds'
import { hasNoHands } from './noHands'
import { pushPush } from './push'
import { RK_GFI, pushRoll } from './roll'
import { weatherEffect } from './weather'

const CHAINED = rulesWith((r) => r.ballAndChain)

/** Whether player `p` moves by the template (Ball & Chain). */
export function isChained(s: ClassicState, p: number): boolean {
  return hasAnyOf(s, p, CHAINED)
}

/** The template's `out` side for each facing: facing up (y − 1) is a throw-in across the far sideline (y + 1). */
const OUT_X: readonly (-1 | 0 | 1)[] = [0, -1, 0, 1]
const OUT_Y: readonly (-1 | 0 | 1)[] = [1, 0, -1, 0]

/**
 * The legal actions of an active Ball & Chain player: a square by the template in one of the four facings while he
 * has movement left; he may stop only once his MA is spent (the Going For Its are his coach's choice).
 */
export function chainLegal(s: ClassicState, p: number, out: number[]): void {
  const w = s.m.w
  const moved = w[P_MOVED + p]
  if (moved < moveLimit(s, p))
    for (let facing = 0; facing < CHAIN_FACINGS.length; facing++) out.push(code(A_CHAIN_MOVE, 0, facing))
  if (moved >= w[P_MA + p] || out.length === 0) out.push(code(A_END_ACTIVATION))
}

/** One square of his move, the template facing `facing` (CHAIN_FACINGS). */
export function pushChainMove(s: ClassicState, p: number, facing: number): void {
  push(s, PR_BALL_AND_CHAIN, p, facing)
}

// Frame: a = player, b = facing, c/d = the square the template gave, e = the player in it.
const ST_DIRECTION = 0
const ST_GFI_RESULT = 1
const ST_ENTER = 2
const ST_AFTER_BLOCK = 3
const ST_AFTER_PUSH = 4

/** He falls (a failed Going For It): into the target square when it is free, else where he stands; a turnover. */
function fall(s: ClassicState, p: number, x: number, y: number): void {
  pop(s)
  if (isOnPitch(x, y) && occupant(s, x, y) < 0) {
    const from = [s.m.w[P_X + p], s.m.w[P_Y + p]]
    moveOnPitch(s, p, x, y)
    if (s.events) emit(s, { type: 'move', player: p, from, to: [x, y], skill: 'ball-and-chain' })
  }
  set(s.m, G_TURNOVER, 1)
  knockDown(s, p)
}

defineProc(PR_BALL_AND_CHAIN, {
  name: 'ball-and-chain',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const x = arg(s, f, 2)
    const y = arg(s, f, 3)
    switch (step(s, f)) {
      case ST_DIRECTION: {
        const facing = arg(s, f, 1)
        const d6 = roll(s.m, 6)
        const dir = throwInStep(OUT_X[facing], OUT_Y[facing], d6)
        const tx = w[P_X + p] + dir.dx
        const ty = w[P_Y + p] + dir.dy
        if (s.events)
          emit(s, {
            type: 'roll',
            purpose: 'ball-and-chain',
            player: p,
            dice: [d6],
            facing: CHAIN_FACINGS[facing],
            to: [tx, ty],
          })
        setArg(s, f, 2, tx)
        setArg(s, f, 3, ty)
        // LRB6: "You may then GFI using the same process": a square beyond his MA needs its Going For It.
        if (w[P_MOVED + p] >= w[P_MA + p]) {
          setStep(s, f, ST_GFI_RESULT)
          pushRoll(s, RK_GFI, p, weatherEffect(w[G_WEATHER]).gfiTarget)
          return false
        }
        setStep(s, f, ST_ENTER)
        return false
      }
      case ST_GFI_RESULT:
        if (w[G_RESULT] !== 1) fall(s, p, x, y)
        else setStep(s, f, ST_ENTER)
        return false
      case ST_ENTER: {
        add(s.m, P_MOVED + p, 1)
        const from = [w[P_X + p], w[P_Y + p]]
        if (!isOnPitch(x, y)) {
          // LRB6: "beaten up by the crowd in the same manner as a player who has been pushed off the pitch".
          // A ball he carried (a fanatic without No Hands) is thrown in from his last square: a turnover.
          const hadBall = carrier(s) === p
          pop(s)
          removeFromPitch(s, p)
          if (s.events) emit(s, { type: 'crowd', player: p, from })
          injure(s, p, 0, true)
          if (hadBall) {
            set(s.m, G_TURNOVER, 1)
            push(
              s,
              PR_THROW_IN,
              from[0],
              from[1],
              x < 0 ? -1 : x >= WIDTH ? 1 : 0,
              y < 0 ? -1 : y >= HEIGHT ? 1 : 0,
            )
          }
          return false
        }
        const q = occupant(s, x, y)
        if (q < 0) {
          pop(s)
          moveOnPitch(s, p, x, y)
          if (s.events) emit(s, { type: 'move', player: p, from, to: [x, y], skill: 'ball-and-chain' })
          if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y) {
            // He cannot pick it up (LRB6 No Hands): it bounces off him, a turnover in his turn when he has No Hands.
            if (hasNoHands(s, p) && w[G_ACTIVE] === w[P_SIDE + p]) set(s.m, G_TURNOVER, 1)
            if (s.events) emit(s, { type: 'pickup-failed', player: p, x, y, skill: 'ball-and-chain' })
            pushBounce(s, x, y)
          }
          checkTouchdown(s, p, true) // a fanatic without No Hands may carry the ball
          return false
        }
        setArg(s, f, 4, q)
        if (w[P_STATE + q] === S_STANDING) {
          // LRB6: "he will throw a block following normal blocking rules against whoever is in that square".
          setStep(s, f, ST_AFTER_BLOCK)
          if (s.events) emit(s, { type: 'chain-block', player: p, target: q })
          pushBlock(s, p, q)
          return false
        }
        // LRB6: "Prone or Stunned players ... are pushed back and an Armour roll is made".
        setStep(s, f, ST_AFTER_PUSH)
        if (s.events) emit(s, { type: 'chain-push', player: p, target: q })
        pushPush(s, w[P_SIDE + p], q, from[0], from[1])
        return false
      }
      case ST_AFTER_BLOCK: {
        const q = arg(s, f, 4)
        pop(s)
        // 004: a player of the moving team knocked down is a turnover — here a team-mate he blocked over.
        if (w[P_SIDE + q] === w[G_ACTIVE] && w[P_STATE + q] !== S_STANDING) set(s.m, G_TURNOVER, 1)
        return false
      }
      default: {
        const q = arg(s, f, 4)
        pop(s)
        // The pushed player stays as he lay (prone or stunned) unless the armour roll hurts him worse.
        if (w[P_X + q] >= 0 && (w[P_STATE + q] === S_PRONE || w[P_STATE + q] === S_STUNNED))
          armourAndInjury(s, q, 0, 0)
        // "The player must follow up if they push back another player".
        if (w[P_STATE + p] === S_STANDING && occupant(s, x, y) < 0) {
          const from = [w[P_X + p], w[P_Y + p]]
          moveOnPitch(s, p, x, y)
          if (s.events) emit(s, { type: 'follow-up', player: p, from, to: [x, y] })
          checkTouchdown(s, p, true)
        }
        // A loose ball the push put a player onto bounces away from him (as after a block).
        if (w[G_BALL_STATE] === BALL_GROUND && occupant(s, w[G_BALL_X], w[G_BALL_Y]) >= 0)
          pushBounce(s, w[G_BALL_X], w[G_BALL_Y])
        return false
      }
    }
  },
})
