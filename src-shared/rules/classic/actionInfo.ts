// The play screen's extra facts about a Classic action (engine/actionInfo.ts): a block's dice and who picks
// (002: Blocking, strengths with assists; a Blitz's Horns after moving, 003), where a push choice sends the
// defender (004: Terugduwen), and the face a "which die?" choice takes (002: the block die's faces).

import type { Action } from '../../engine/api'
import type { ActionInfo } from '../../engine/actionInfo'
import { A_BLOCK, A_CHOOSE_DIE, A_PUSH, K_BLITZ, encode, playerOf, typeOf, xOf, yOf } from './actions'
import { BLOCK_DIE, blockDice } from './data/blockDice'
import { F_KIND, P_MOVED, P_X, P_Y } from './layout'
import { BF_BLITZ, BF_MOVED, blockStrengths } from './procs/block'
import { blockDieAt } from './procs/blockRoll'
import { PR_ACTIVATION, PR_BLOCK, PR_MULTIPLE_BLOCK, PR_PUSH } from './procs/kinds'
import { arg, topFrame } from './stack'
import type { ClassicState } from './state'

export function classicActionInfo(s: ClassicState, action: Action): ActionInfo | null {
  const c = encode(action)
  const f = topFrame(s)
  if (c === null || f < 0) return null
  const kind = s.m.w[f + F_KIND]
  const w = s.m.w
  if (kind === PR_ACTIVATION && typeOf(c) === A_BLOCK) {
    const att = arg(s, f, 0)
    const blitz = arg(s, f, 1) === K_BLITZ
    const flags = blitz ? BF_BLITZ | (w[P_MOVED + att] > 0 ? BF_MOVED : 0) : 0
    const st = blockStrengths(s, att, playerOf(c), flags)
    const dice = blockDice(st.att, st.def)
    return { block: { dice: dice.count, picker: dice.chooser } }
  }
  if (kind === PR_PUSH && typeOf(c) === A_PUSH) {
    const pushed = arg(s, f, 1)
    return {
      push: { piece: pushed, from: { x: w[P_X + pushed], y: w[P_Y + pushed] }, to: { x: xOf(c), y: yOf(c) } },
    }
  }
  if ((kind === PR_BLOCK || kind === PR_MULTIPLE_BLOCK) && typeOf(c) === A_CHOOSE_DIE) {
    const face = BLOCK_DIE[blockDieAt(s, f, xOf(c))]
    return face ? { face } : null
  }
  return null
}
