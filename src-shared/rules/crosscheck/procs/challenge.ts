// 000: Controlling of the Puck — when a carrier's step moves the puck into an opposing stick zone, that opponent
// may make an opposed puck control roll (the opposing coach's decision). When it enters several opponents' zones at
// once, each may, one after another in the order their coach picks, while the carrier still holds it.

import type { Side } from '../../../engine/api'
import { A_CHALLENGE, A_NO_CHALLENGE, code, kindOf, playerOf } from '../actions'
import { carrier, opponentsAround, puckX, puckY } from '../geometry'
import { P_SIDE } from '../layout'
import { arg, defineProc, pop, setArg } from '../stack'
import type { CrossCheckState } from '../state'
import { PR_CHALLENGE } from './kinds'
import { contest } from './puck'
import { handless } from '../skills'

const now: number[] = []
const before: number[] = []

// Frame args: 0 the carrier, 1-2 the puck's square before his step, 3 bit per opponent who has challenged already.
function challengers(s: CrossCheckState, f: number, out: number[]): number[] {
  const p = arg(s, f, 0)
  const side = s.m.w[P_SIDE + p]
  const tried = arg(s, f, 3)
  opponentsAround(s, side, arg(s, f, 1), arg(s, f, 2), before)
  opponentsAround(s, side, puckX(s), puckY(s), now)
  out.length = 0
  // LRB6 No Hands: a player who cannot hold a stick makes no puck control roll.
  if (carrier(s) === p)
    for (const q of now) if (!before.includes(q) && !handless(s, q) && (tried & (1 << q)) === 0) out.push(q)
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
    if (kindOf(c) !== A_CHALLENGE) {
      pop(s) // his coach lets the rest go
      return
    }
    // 000: each opponent whose stick zone the puck entered "may make an opposed puck control roll": the frame
    // stays while the carrier keeps the puck and another of them has not tried (run() asks again).
    const q = playerOf(c)
    setArg(s, f, 3, arg(s, f, 3) | (1 << q))
    contest(s, q, arg(s, f, 0))
  },
})
