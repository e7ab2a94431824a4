// The play screen's extra facts about a Blitz Bowl action (engine/actionInfo.ts): a Block's dice (001: Block
// value, +1 when Assisted; the blocker always picks the result) and the result a "which die?" choice takes, as it
// counts for this blocker (game-facts B5: Mighty Blow's Kerrunch!...). A Shove pushes straight away: no choice.

import type { Action } from '../../engine/api'
import type { ActionInfo } from '../../engine/actionInfo'
import { A_BLOCK, A_CHOOSE_DIE, encode, nOf, playerOf, targetOf, typeOf } from './actions'
import { F_KIND } from './layout'
import { blockDieResult } from './procs/block'
import { blockDice } from './procs/blockFaces'
import { PR_BLOCK } from './procs/kinds'
import { topFrame } from './stack'
import type { BlitzState } from './state'

export function blitzActionInfo(s: BlitzState, action: Action): ActionInfo | null {
  const c = encode(action)
  if (c === null) return null
  if (typeOf(c) === A_BLOCK && playerOf(c) >= 0 && targetOf(c) >= 0)
    return { block: { dice: blockDice(s, playerOf(c), targetOf(c), nOf(c)), picker: 'attacker' } }
  const f = topFrame(s)
  if (typeOf(c) === A_CHOOSE_DIE && f >= 0 && s.m.w[f + F_KIND] === PR_BLOCK)
    return { face: blockDieResult(s, f, nOf(c)) }
  return null
}
