// 003: Diving Catch — "The player may use this skill if the ball was thrown to him and missed. It allows the player
// to move one square after the ball has scattered ... before it hits the ground or can be caught. No dodge roll is
// required ... If the move takes the player into the square that the ball is in then he is allowed to try and catch
// it ... the player is not knocked over". Only a move into the ball's square matters, so that is the one offered.

import type { Side } from '../../../engine/api'
import { A_USE_SKILL, code, xOf } from '../actions'
import { isAdjacent } from '../geometry'
import { P_STATE, P_X, P_Y, S_STANDING } from '../layout'
import { anySkill } from '../skills'
import { arg, defineProc, pop, push } from '../stack'
import { emit, moveOnPitch, occupant, option, setBallGround, sideOf, type ClassicState } from '../state'
import { landBall } from './ball'
import { PR_DIVING_CATCH } from './kinds'

/**
 * The inaccurate pass to `receiver` came down at (x, y): when he may dive there, his coach is asked (frame);
 * otherwise the ball lands as usual.
 */
export function landMissedPass(s: ClassicState, receiver: number, x: number, y: number): void {
  const w = s.m.w
  if (
    receiver >= 0 &&
    w[P_STATE + receiver] === S_STANDING &&
    occupant(s, x, y) < 0 &&
    isAdjacent(w[P_X + receiver], w[P_Y + receiver], x, y) &&
    anySkill(s, receiver, (r) => r.divingCatch)
  ) {
    push(s, PR_DIVING_CATCH, receiver, x, y)
    return
  }
  landScattered(s, x, y)
}

/**
 * 004 Het gooien van de bal — the scattered ball "stuitert ... 3x ... Pas als de bal weer tot rust is gekomen, kan
 * hij gevangen worden": a standing player where it comes down may catch it (+0), one lying down cannot hold it (it
 * bounces on), and in an empty square it lies still — 004 prints a further bounce only for the kick-off
 * (rulings.md). Option `inaccuratePassBounce`: the later editions' extra bounce there.
 */
export function landScattered(s: ClassicState, x: number, y: number): void {
  if (occupant(s, x, y) < 0 && option(s, 'inaccuratePassBounce') !== true) setBallGround(s, x, y)
  else landBall(s, x, y, false)
}

// Frame: a = receiver, b/c = the square the ball came down in.
defineProc(PR_DIVING_CATCH, {
  name: 'diving-catch',
  run() {
    return true
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'diving-catch', player: arg(s, f, 0) }
  },
  legal(_s, _f, out) {
    out.push(code(A_USE_SKILL, 0, 1), code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const x = arg(s, f, 1)
    const y = arg(s, f, 2)
    pop(s)
    if (xOf(c) === 1) {
      const from = [s.m.w[P_X + p], s.m.w[P_Y + p]]
      moveOnPitch(s, p, x, y)
      if (s.events) emit(s, { type: 'move', player: p, from, to: [x, y], skill: 'diving-catch' })
    }
    // A scattered ball: the catch is at +0 (004), in the square he dived into or, declining, wherever it fell.
    landScattered(s, x, y)
  },
})
