// not in the seeds (LRB6 No Hands): "unable to pick up, intercept or carry the ball and will fail any catch roll
// automatically". Every place the ball can reach a player asks this one question (pick-up, catch, interception,
// hand-off and pass targets, touchback); the rule list is worked out once, so the test is a few bit tests.

import { hasAnyOf, rulesWith } from '../skills'
import type { ClassicState } from '../state'

const NO_HANDS = rulesWith((r) => r.noHands)

/** Whether player `p` can never take possession of the ball (No Hands). */
export function hasNoHands(s: ClassicState, p: number): boolean {
  return hasAnyOf(s, p, NO_HANDS)
}
