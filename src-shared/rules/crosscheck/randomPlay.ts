// Random play: a uniformly random legal action at each decision, for property tests and the bench. To keep games
// moving, a move that has other choices stops only one time in four.

import { pick } from '../../engine/dice'
import { A_STOP, kindOf } from './actions'
import { applyCode, legalCodes } from './ruleset'
import type { CrossCheckState } from './state'

const codes: number[] = []

/** Applies one random legal action (dice from the game's own generator); false when the game is over. */
export function randomStep(s: CrossCheckState): boolean {
  legalCodes(s, codes)
  if (codes.length === 0) return false
  let c = codes[pick(s.m, codes.length)]
  if (kindOf(c) === A_STOP && codes.length > 1 && pick(s.m, 4) !== 0) {
    while (kindOf(c) === A_STOP) c = codes[pick(s.m, codes.length)]
  }
  applyCode(s, c)
  return true
}

export function playRandomGame(s: CrossCheckState, maxActions = 200_000): number {
  let n = 0
  while (n < maxActions && randomStep(s)) n++
  return n
}
