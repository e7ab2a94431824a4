// The coach's answers remembered by position. The Hard search plays the same turn out again and again over fresh
// dice, so the positions no die has touched yet (the declaration, the steps before the first roll) come back round
// after round, and Classic's turn planning costs milliseconds a call. The answer is a pure function of the state's
// words (the policy never reads the dice, the action counter or a popped frame), the side, the level and the legal
// list, so a remembered answer is exactly the one the policy would give: same choices, less time.

import type { ClassicState } from '../../rules/classic/state'
import { AnswerTable } from './answerTable'

/** Positions kept at most (about 5 kB each). */
const table = new AnswerTable<number>(4096)

/** The policy's code for this position: remembered, or worked out by `compute` and remembered. */
export function remembered(
  s: ClassicState,
  side: number,
  coach: boolean,
  legal: readonly number[],
  compute: () => number,
): number {
  return table.get(s, side * 2 + (coach ? 1 : 0), legal, compute)
}
