// 000: Controlling of the Puck — when a carrier's step moves the puck into an opposing stick zone, that opponent
// may make an opposed puck control roll (the opposing coach's decision).

import type { Side } from '../../../engine/api'
import { A_CHALLENGE, A_NO_CHALLENGE, code, kindOf, playerOf } from '../actions'
import { carrier, opponentsAround, puckX, puckY } from '../geometry'
import { P_SIDE } from '../layout'
import { arg, defineProc, pop } from '../stack'
import type { CrossCheckState } from '../state'
import { PR_CHALLENGE } from './kinds'
import { contest } from './puck'
import { handless } from '../skills'

const now: number[] = []
const before: number[] = []

function challengers(s: CrossCheckState, f: number, out: number[]): number[] {
  const p = arg(s, f, 0)
  const side = s.m.w[P_SIDE + p]
  opponentsAround(s, side, arg(s, f, 1), arg(s, f, 2), before)
  opponentsAround(s, side, puckX(s), puckY(s), now)
  out.length = 0
  // LRB6 No Hands: a player who cannot hold a stick makes no puck control roll.
  if (carrier(s) === p) for (const q of now) if (!before.includes(q) && !handless(s, q)) out.push(q)
  return out
}

const list: number[] = []

defineProc(PR_CHALLENGE, {
  name: 'challenge',
  run(s, f) {
    if (challengers(s, f, list).length > 0) return true
    pop(s)
    return false
  },
  decision: (s, f) => ({
    side: (1 - s.m.w[P_SIDE + arg(s, f, 0)]) as Side,
    kind: 'challenge',
    player: arg(s, f, 0),
  }),
  legal(s, f, out) {
    for (const q of challengers(s, f, list)) out.push(code(A_CHALLENGE, q))
    out.push(code(A_NO_CHALLENGE))
  },
  act(s, f, c) {
    const holder = arg(s, f, 0)
    pop(s)
    if (kindOf(c) === A_CHALLENGE) contest(s, playerOf(c), holder)
  },
})
