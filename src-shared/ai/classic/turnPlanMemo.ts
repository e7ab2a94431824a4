// Turn plans (turnPlan.ts) remembered by position. The Hard search plays the same turn out again and again over
// fresh dice from one root, so the position of a playout's first team-turn decision — and of a re-plan after rolls
// that came out the same way — comes back round after round. A plan is a pure function of the rules' words (as
// the coach's answers are: memo.ts), the side and the legal list, so a remembered plan is exactly the one that
// would be made again.

import type { ClassicState } from '../../rules/classic/state'
import { AnswerTable } from './answerTable'

/** Positions kept at most (a few kB each). */
const table = new AnswerTable<unknown>(2048)

/** The plan for this position: remembered, or made by `make` and remembered. */
export function rememberedPlan<T>(s: ClassicState, side: number, legal: readonly number[], make: () => T): T {
  return table.get(s, side, legal, make) as T
}

/** Forgets every plan (tests count the plans made). */
export function forgetPlans(): void {
  table.clear()
}
