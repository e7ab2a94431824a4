// 001: Setting Up the Game and Winning the Game — the coin toss and the winner's choice of pitch side, set-up in the
// End Zones (Coach A, the toss's loser, first), the deck and the first ball on a trapdoor (no bounce), then turns
// in alternation until Sudden Death or the Points Victory.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import {
  A_FORMATION,
  A_PITCH,
  A_PLACE,
  A_PLACE_REST,
  code,
  nOf,
  PITCH_IDS,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { BLITZ_FORMATIONS } from '../formations'
import { ownEndX } from '../geometry'
import { G_ACTIVE, G_FIRST_A, G_HOW, G_OVER, G_PITCH, G_SCORE0, G_WINNER } from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { shuffleDeck } from './cards'
import { PR_GAME, PR_NEW_BALL, PR_SETUP, PR_TOSS, PR_TURN } from './kinds'
import { placeFormation, placeInEndZone, placeRest, setupRows, unplaced } from './setupPlace'

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

/**
 * 001: Setting Up the Game, step 1 — "flip one of the Team Coins to determine which Coach wins the toss. The
 * winning Coach chooses which pitch they want to use"; step 5: "The Coach that lost the toss then sets up their
 * Players", so the loser is Coach A (001: Playing the Game). The coin is a D2: 1 home wins, 2 away wins. Frame
 * arg 0: the winner. Pushed over PR_GAME when the `pitch` option is 'toss' (a fixed side skips it).
 */
defineProc(PR_TOSS, {
  name: 'toss',
  run(s, f) {
    if (step(s, f) === 1) return true
    const d = roll(s.m, 2)
    const winner = d - 1
    emit(s, { type: 'roll', purpose: 'coin-toss', dice: [d] })
    emit(s, { type: 'coin-toss', winner })
    set(s.m, G_FIRST_A, 1 - winner)
    setArg(s, f, 0, winner)
    setStep(s, f, 1)
    return true
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'pitch' }),
  legal(_s, _f, out) {
    for (let i = 0; i < PITCH_IDS.length; i++) out.push(code(A_PITCH, -1, -1, -1, -1, i))
  },
  act(s, f, c) {
    set(s.m, G_PITCH, nOf(c))
    emit(s, { type: 'pitch', side: arg(s, f, 0), pitch: PITCH_IDS[nOf(c)] })
    pop(s)
  },
})

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
  return unplaced(s, side)[0] ?? -1
}

/**
 * 001: Setting Up, step 5 — each player in a square of the team's own End Zone, one player a square. The coach
 * places any of his players in any order (the decision names the next in line), or a ready formation, or the
 * rest at once; the set-up ends when the last is placed.
 */
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
    const x = ownEndX(side)
    const rows = setupRows(s, side)
    // The next in line first: his squares are what a coach (or the Beginner) who names nobody places.
    for (const p of unplaced(s, side)) for (const y of rows) out.push(code(A_PLACE, p, -1, x, y))
    for (let i = 0; i < BLITZ_FORMATIONS.length; i++) out.push(code(A_FORMATION, -1, -1, -1, -1, i))
    out.push(code(A_PLACE_REST))
  },
  act(s, f, c) {
    const side = arg(s, f, 0)
    if (typeOf(c) === A_FORMATION) placeFormation(s, side, nOf(c))
    else if (typeOf(c) === A_PLACE_REST) placeRest(s, side)
    else placeInEndZone(s, playerOf(c), xOf(c), yOf(c))
  },
})
