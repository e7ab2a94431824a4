// 001: Playing the Game — a coach's turn: Sudden Death check, the Pre-Turn Sequence (refresh Challenge Cards, No
// Ball in Play, Emergency Reserves; skipped in each coach's first turn), three Player Actions each followed by a
// claim step, then the hand limit; the Points Victory once the final round is over.

import { add, set } from '../../../engine/memory'
import { A_DECLINE, A_END_TURN, A_PLAY, code, nOf, playerOf, typeOf, xOf, yOf } from '../actions'
import { BONUS_INDEX, BONUS_PLAY_IDS } from '../data/bonusPlays'
import {
  G_ACTIONS_LEFT,
  G_ACTIVE,
  G_BLOCKING_PLAY,
  G_CLAIMS,
  G_FINAL,
  G_HELD_START,
  G_OVER,
  G_PLAYED,
  G_RUNS,
  G_SCORE0,
  G_TURN0,
  K_RESERVES,
  MAX_BALLS,
  MAX_PLAYERS,
  B_CARRIER,
  B_KIND,
  B_X,
  B_Y,
  B_ST,
  BALL_HELD,
  P_DONE,
  P_DONE_REG,
  P_NOMORE,
  P_SIDE,
  P_ST,
  ST_PRONE,
  ST_RESERVE,
  ST_STANDING,
  K_STAND,
} from '../layout'
import { AB } from '../data/abilities'
import { hasAbility } from '../geometry'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { PR_FREE_RESERVES, PR_HAND_LIMIT, PR_NEW_BALL, PR_REFRESH, PR_TURN } from './kinds'
import { endGame } from './game'
import { ballsInPlay, dropBall } from './pieces'
import { pushBounce } from './ball'
import { roll } from '../../../engine/dice'
import { playable, playBonus } from './bonus'
import { declarations, turnPlays } from './declare'
import { actionCode, pushAction } from './action'

const T_START = 0
const T_REFRESH = 1
const T_NO_BALL = 2
const T_EMERGENCY = 3
export const T_BEGIN_ACTIONS = 4
const T_ACTIONS = 5
const T_END = 6
const T_DONE = 7
const T_PRE_PLAY = 8

/** Whether the turn frame `f` waits for its coach's next Player Action or End Turn (the 'turn' decision). */
export const atTurnActions = (s: BlitzState, f: number): boolean => step(s, f) === T_ACTIONS

/** Ends the turn waiting at `f` as End Turn does (the hand limit, then the turn's end): the turn clock's expiry. */
export function endTurnAt(s: BlitzState, f: number): void {
  setStep(s, f, T_END)
}

/** 001 Squig Ball: at the start of a turn it bites a holder of that coach's team on a 1, and bounces if loose. */
function squigBall(s: BlitzState, side: number): void {
  const w = s.m.w
  for (let b = 0; b < MAX_BALLS; b++) {
    if (w[B_KIND + b] !== 3 || w[B_ST + b] === 0) continue
    if (w[B_ST + b] === BALL_HELD) {
      if (w[P_SIDE + w[B_CARRIER + b]] !== side) continue
      const d = roll(s.m, 6)
      emit(s, { type: 'roll', purpose: 'squig', player: w[B_CARRIER + b], dice: [d] })
      if (d !== 1) continue
      dropBall(s, b)
    }
    pushBounce(s, b, w[B_X + b], w[B_Y + b])
  }
}

function suddenDeathLead(s: BlitzState): number {
  return Number(s.meta.options.suddenDeathLead ?? 10)
}

export function emergencyReserves(s: BlitzState, side: number): number {
  return s.meta.teams[side].emergencyReserves
}

function reservesOf(s: BlitzState, side: number): number {
  let n = 0
  for (let p = 0; p < MAX_PLAYERS; p++) if (s.m.w[P_SIDE + p] === side && s.m.w[P_ST + p] === ST_RESERVE) n++
  return n
}

function turnLegal(s: BlitzState, side: number, out: number[]): void {
  if (s.m.w[G_ACTIONS_LEFT] > 0) declarations(s, side, s.meta.options.fouls === true, out)
  turnPlays(s, side, out)
  out.push(code(A_END_TURN))
}

const scratch: number[] = []

defineProc(PR_TURN, {
  name: 'turn',
  run(s, f) {
    const side = arg(s, f, 0)
    const m = s.m
    switch (step(s, f)) {
      case T_START: {
        // 001: Sudden Death Victory — 10 or more points ahead at the start of the turn, before the Pre-Turn Sequence.
        if (m.w[G_SCORE0 + side] - m.w[G_SCORE0 + 1 - side] >= suddenDeathLead(s)) {
          endGame(s, side, 1)
          pop(s)
          return false
        }
        add(m, G_TURN0 + side, 1)
        emit(s, { type: 'turn', side, turn: m.w[G_TURN0 + side] })
        for (let p = 0; p < MAX_PLAYERS; p++) {
          set(m, P_DONE + p, 0)
          set(m, P_DONE_REG + p, 0)
          set(m, P_NOMORE + p, 0)
        }
        set(m, G_ACTIONS_LEFT, 3)
        set(m, G_CLAIMS, 0)
        set(m, G_RUNS, 0)
        set(m, G_PLAYED, 0)
        set(m, G_PLAYED + 1, 0)
        set(m, G_BLOCKING_PLAY, 0)
        // 001: each coach skips the Pre-Turn Sequence in their first turn.
        setStep(s, f, m.w[G_TURN0 + side] === 1 ? T_BEGIN_ACTIONS : T_PRE_PLAY)
        squigBall(s, side)
        return false
      }
      case T_PRE_PLAY: // 001 card Blocking Play — played before the Pre-Turn Sequence
        if (playable(s, side, 'blocking-play') >= 0) return true
        setStep(s, f, T_REFRESH)
        return false
      case T_REFRESH:
        setStep(s, f, T_NO_BALL)
        push(s, PR_REFRESH, side)
        return false
      case T_NO_BALL:
        setStep(s, f, T_EMERGENCY)
        if (ballsInPlay(s) === 0) push(s, PR_NEW_BALL, side) // 001: No Ball in Play (the coach picks a special ball)
        return false
      case T_EMERGENCY:
        setStep(s, f, T_BEGIN_ACTIONS)
        // 001 glossary + rulings.md: Emergency Reserves is a free Reserves action the team must take.
        if (reservesOf(s, side) >= emergencyReserves(s, side)) push(s, PR_FREE_RESERVES, side)
        return false
      case T_BEGIN_ACTIONS: {
        // game-facts B5 Regenerate: a Prone player with it stands up for free before the first action.
        for (let p = 0; p < MAX_PLAYERS; p++)
          if (m.w[P_SIDE + p] === side && m.w[P_ST + p] === ST_PRONE && hasAbility(s, p, AB.regenerate)) {
            set(m, P_ST + p, ST_STANDING)
            set(m, P_DONE + p, m.w[P_DONE + p] | (1 << K_STAND))
            emit(s, { type: 'stand-up', player: p, reason: 'regenerate' })
          }
        let held = 0
        for (let b = 0; b < MAX_BALLS; b++)
          if (m.w[B_ST + b] === BALL_HELD && m.w[P_SIDE + m.w[B_CARRIER + b]] === side) held |= 1 << b
        set(m, G_HELD_START, held)
        setStep(s, f, T_ACTIONS)
        return false
      }
      case T_ACTIONS:
        turnLegal(s, side, ((scratch.length = 0), scratch))
        if (scratch.length > 1) return true
        setStep(s, f, T_END) // nothing left to do but end the turn
        return false
      case T_END:
        setStep(s, f, T_DONE)
        push(s, PR_HAND_LIMIT, side)
        return false
      default: {
        emit(s, { type: 'turn-end', side })
        if (m.w[G_FINAL] > 0) {
          set(m, G_FINAL, m.w[G_FINAL] - 1)
          if (m.w[G_FINAL] === 0) {
            // 001: Points Victory — highest score after the final round; equal scores draw.
            const d = m.w[G_SCORE0] - m.w[G_SCORE0 + 1]
            endGame(s, d > 0 ? 0 : d < 0 ? 1 : 2, 2)
          }
        }
        if (m.w[G_OVER] === 0) set(m, G_ACTIVE, 1 - side)
        pop(s)
        return false
      }
    }
  },
  decision: (s, f) => ({
    side: arg(s, f, 0) as 0 | 1,
    kind: step(s, f) === T_PRE_PLAY ? 'pre-turn' : 'turn',
  }),
  legal(s, f, out) {
    if (step(s, f) !== T_PRE_PLAY) return void turnLegal(s, arg(s, f, 0), out)
    // The card is offered only while it is in the hand: a look-ahead or win-chance playout that dealt the hidden
    // hands again after this step was reached may have taken it (the step itself is reached only holding it).
    if (playable(s, arg(s, f, 0), 'blocking-play') >= 0)
      out.push(code(A_PLAY, -1, -1, -1, -1, BONUS_INDEX['blocking-play']))
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    const side = arg(s, f, 0)
    const t = typeOf(c)
    if (step(s, f) === T_PRE_PLAY) {
      if (t === A_PLAY) {
        playBonus(s, side, 'blocking-play')
        set(s.m, G_BLOCKING_PLAY, 1)
      }
      setStep(s, f, T_REFRESH)
      return
    }
    if (t === A_END_TURN) {
      emit(s, { type: 'end-turn', side })
      setStep(s, f, T_END)
      return
    }
    if (t === A_PLAY) {
      const id = BONUS_PLAY_IDS[nOf(c)]
      playBonus(s, side, id)
      if (id === 'inspiration')
        add(s.m, G_ACTIONS_LEFT, 1) // 001 card: a 4th Player Action
      else if (id === 'jump-up') pushAction(s, K_STAND, playerOf(c), -1, -1, -1, -1, true)
      else if (id === 'reserves') pushAction(s, K_RESERVES, playerOf(c), -1, xOf(c), yOf(c), -1, true)
      return
    }
    add(s.m, G_ACTIONS_LEFT, -1)
    const [kind, player, target, x, y, bonus] = actionCode(c)
    pushAction(s, kind, player, target, x, y, bonus, false)
  },
})
