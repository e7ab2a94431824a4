// The play screen's extra facts about a Cross Check action (engine/actionInfo.ts): a check's dice and who picks
// (000: Classic's block dice by the two strengths, no assists), where a push choice sends the pushed player (the
// check's three squares, 003 Side Step's any adjacent one, cc-interp: chain-push; off the ice: the boards) — the
// action names only the square's index, so the screen needs the square — and the face a "which die?" choice takes.

import type { Action } from '../../engine/api'
import type { ActionInfo } from '../../engine/actionInfo'
import { BLOCK_DIE } from '../classic/data/blockDice'
import { A_CHECK, A_CHOOSE_DIE, A_PUSH, encode, kindOf, nOf, playerOf } from './actions'
import { F_KIND, P_X, P_Y } from './layout'
import { pushChoices, pushSquaresFrom } from './procs/chain'
import { checkDice, dieAt, immovable, pushSquares } from './procs/check'
import { PR_CHAIN, PR_CHECK, PR_MOVE } from './procs/kinds'
import { arg, step, topFrame } from './stack'
import type { CrossCheckState } from './state'

/** A push of `piece` to the index'th of `squares`; `stays` (or an index not offered): he stays. */
function pushTo(
  s: CrossCheckState,
  piece: number,
  squares: readonly [number, number][],
  i: number,
  stays: boolean,
) {
  const from = { x: s.m.w[P_X + piece], y: s.m.w[P_Y + piece] }
  const sq = squares[i]
  const to = stays || !sq || !pushChoices(s, squares).includes(i) ? null : { x: sq[0], y: sq[1] }
  return { push: { piece, from, to } }
}

export function crossCheckActionInfo(s: CrossCheckState, action: Action): ActionInfo | null {
  const c = encode(action)
  const f = topFrame(s)
  if (c === null || f < 0) return null
  const kind = s.m.w[f + F_KIND]
  if (kind === PR_MOVE && kindOf(c) === A_CHECK) {
    const dice = checkDice(s, arg(s, f, 0), playerOf(c))
    return { block: { dice: dice.count, picker: dice.chooser } }
  }
  if (kind === PR_CHECK && kindOf(c) === A_CHOOSE_DIE && step(s, f) === 1) {
    const face = BLOCK_DIE[dieAt(s, f, nOf(c))]
    return face ? { face } : null
  }
  if (kind === PR_CHECK && kindOf(c) === A_PUSH && step(s, f) === 2) {
    const t = arg(s, f, 1)
    return pushTo(s, t, pushSquares(s, f), nOf(c), immovable(s, arg(s, f, 0), t))
  }
  if (kind === PR_CHAIN && kindOf(c) === A_PUSH) {
    const q = arg(s, f, 0)
    const squares = pushSquaresFrom(arg(s, f, 1), arg(s, f, 2), s.m.w[P_X + q], s.m.w[P_Y + q])
    return pushTo(s, q, squares, nOf(c), false)
  }
  return null
}
