// 003: Diving Catch — "The player may use this skill if the ball was thrown to him and missed. It allows the player
// to move one square after the ball has scattered ... before it hits the ground or can be caught. No dodge roll is
// required ... If the move takes the player into the square that the ball is in then he is allowed to try and catch
// it ... the player is not knocked over". The move goes to any empty square next to him, his coach's choice (a
// `step`), or he stays (`use-skill` no); only a move into the ball's square gives him the catch.

import type { Side } from '../../../engine/api'
import { A_STEP, A_USE_SKILL, code, typeOf, xOf, yOf } from '../actions'
import { BOARD, HEIGHT, P_STATE, P_X, P_Y, S_STANDING, WIDTH } from '../layout'
import { anySkill } from '../skills'
import { arg, defineProc, pop, push } from '../stack'
import { emit, moveOnPitch, occupant, option, setBallGround, sideOf, type ClassicState } from '../state'
import { landBall } from './ball'
import { PR_DIVING_CATCH } from './kinds'

/** The `step` codes of his dive: every empty square on the pitch next to him. */
function diveCodes(s: ClassicState, p: number, out: number[] | null): number {
  const w = s.m.w
  const px = w[P_X + p]
  const py = w[P_Y + p]
  let n = 0
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH || (x === px && y === py) || w[BOARD + y * WIDTH + x] !== 0) continue
      n++
      out?.push(code(A_STEP, 0, x, y))
    }
  }
  return n
}

/**
 * The inaccurate pass to `receiver` came down at (x, y): when he may dive, his coach is asked (frame); otherwise
 * the ball comes to rest as usual. Not when it came down on him: he catches it where he stands.
 */
export function landMissedPass(s: ClassicState, receiver: number, x: number, y: number): void {
  const w = s.m.w
  if (
    receiver >= 0 &&
    w[P_STATE + receiver] === S_STANDING &&
    (w[P_X + receiver] !== x || w[P_Y + receiver] !== y) &&
    anySkill(s, receiver, (r) => r.divingCatch) &&
    diveCodes(s, receiver, null) > 0
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
  legal(s, f, out) {
    diveCodes(s, arg(s, f, 0), out)
    out.push(code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const x = arg(s, f, 1)
    const y = arg(s, f, 2)
    pop(s)
    if (typeOf(c) === A_STEP) {
      const from = [s.m.w[P_X + p], s.m.w[P_Y + p]]
      const to = [xOf(c), yOf(c)]
      moveOnPitch(s, p, to[0], to[1])
      if (s.events) emit(s, { type: 'move', player: p, from, to, skill: 'diving-catch' })
    }
    // A scattered ball: the catch is at +0 (004) by whoever stands where it came down — the diver if he dived there.
    landScattered(s, x, y)
  },
})
