// Driving the Cross Check Beginner in tests: one answer through the public AI context, and a run of answers.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { createRandom } from '@shared/ai/rng'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import type { Scenario } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'

export function answer(s: CrossCheckState, seed = 1): Action {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  return crossCheckAi.beginner({
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(seed),
  })
}

/** Applies the Beginner's answers while `until` is false (at most `max`); returns the actions taken. */
export function play(s: CrossCheckState, until: (s: CrossCheckState) => boolean, max = 40): Action[] {
  const taken: Action[] = []
  while (!until(s) && taken.length < max) {
    const a = answer(s)
    const r = crossCheckRuleset.apply(s, a)
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
    taken.push(a)
  }
  return taken
}

/** An empty rink for a hand-made position: puck on the centre spot, home to act, the given overrides on top. */
export const rink = (over: Partial<Scenario>, name = 'ai'): Scenario => ({
  name,
  source: 'issue 9',
  active: 0,
  players: [],
  puck: { x: 12, y: 7 },
  dice: [],
  actions: [],
  expect: {},
  ...over,
})
