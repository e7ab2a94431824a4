// 001: Setting Up the Game and Winning the Game — set-up in the End Zones (Coach A first), the deck and the first
// ball on a trapdoor (no bounce), then turns in alternation until Sudden Death or the Points Victory.

import { set } from '../../../engine/memory'
import { A_PLACE, code, playerOf, xOf, yOf } from '../actions'
import { free, groundBallAt, ownEndX } from '../geometry'
import { landOnBall } from './action'
import {
  G_ACTIVE,
  G_FIRST_A,
  G_HOW,
  G_OVER,
  G_SCORE0,
  G_WINNER,
  HEIGHT,
  MAX_PLAYERS,
  P_PLACED,
  P_SIDE,
  P_ST,
  ST_ABSENT,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { shuffleDeck } from './cards'
import { PR_GAME, PR_NEW_BALL, PR_SETUP, PR_TURN } from './kinds'
import { placePlayer } from './pieces'

/** Ends the game: winner 0/1, 2 for a draw; how 1 = Sudden Death, 2 = Points Victory. */
export function endGame(s: BlitzState, winner: number, how: number): void {
  set(s.m, G_OVER, 1)
  set(s.m, G_WINNER, winner)
  set(s.m, G_HOW, how)
  emit(s, {
    type: 'game-over',
    winner: winner === 2 ? null : winner,
    how: how === 1 ? 'sudden-death' : 'points',
    score: [s.m.w[G_SCORE0], s.m.w[G_SCORE0 + 1]],
  })
}

defineProc(PR_GAME, {
  name: 'game',
  run(s, f) {
    const a = s.m.w[G_FIRST_A]
    switch (step(s, f)) {
      case 0: // 001: the coach who lost the toss (Coach A) sets up first
        setStep(s, f, 1)
        push(s, PR_SETUP, a)
        return false
      case 1:
        setStep(s, f, 2)
        push(s, PR_SETUP, 1 - a)
        return false
      case 2: {
        shuffleDeck(s)
        set(s.m, G_ACTIVE, a)
        setStep(s, f, 3)
        // 001: Setting Up, step 7 — a ball on the trapdoor (a random one of several), without a bounce; with the
        // special balls the coach who set up second picks it (001: Blitz Bowl Balls).
        push(s, PR_NEW_BALL, 1 - a, 1)
        return false
      }
      default:
        if (s.m.w[G_OVER] === 1) {
          pop(s)
          return false
        }
        push(s, PR_TURN, s.m.w[G_ACTIVE])
        return false
    }
  },
})

export function nextToPlace(s: BlitzState, side: number): number {
  for (let p = 0; p < MAX_PLAYERS; p++)
    if (s.m.w[P_SIDE + p] === side && s.m.w[P_ST + p] !== ST_ABSENT && s.m.w[P_PLACED + p] === 0) return p
  return -1
}

/** 001: Setting Up, step 5 — each player in a square of the team's own End Zone, one player a square. */
defineProc(PR_SETUP, {
  name: 'setup',
  run(s, f) {
    if (nextToPlace(s, arg(s, f, 0)) >= 0) return true
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'setup', player: nextToPlace(s, arg(s, f, 0)) }),
  legal(s, f, out) {
    const side = arg(s, f, 0)
    const p = nextToPlace(s, side)
    const x = ownEndX(side)
    // A ball lying in the End Zone (after a Reset) is avoided while another square is free.
    const n = out.length
    for (let y = 0; y < HEIGHT; y++)
      if (free(s, x, y) && groundBallAt(s, x, y) < 0) out.push(code(A_PLACE, p, -1, x, y))
    if (out.length === n)
      for (let y = 0; y < HEIGHT; y++) if (free(s, x, y)) out.push(code(A_PLACE, p, -1, x, y))
  },
  act(s, _f, c) {
    const p = playerOf(c)
    placePlayer(s, p, xOf(c), yOf(c))
    set(s.m, P_ST + p, ST_STANDING)
    set(s.m, P_PLACED + p, 1)
    emit(s, { type: 'place', player: p, x: xOf(c), y: yOf(c) })
    landOnBall(s, p, xOf(c), yOf(c), false)
  },
})
