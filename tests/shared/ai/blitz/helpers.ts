// Driving the Blitz Bowl Beginner in tests: one answer through the public AI context, and a run of answers for
// one side until something else is asked.
import type { Action } from '@shared/engine/api'
import { blitzAi } from '@shared/ai/blitz/index'
import { createRandom } from '@shared/ai/rng'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'

export function answer(s: BlitzState, seed = 1): Action {
  const decision = blitzRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = blitzRuleset.legalActions(s)
  return blitzAi.beginner({
    ruleset: blitzRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(seed),
  })
}

/** Applies the Beginner's answers while `until` is false (at most `max`); returns the actions taken. */
export function play(s: BlitzState, until: (s: BlitzState) => boolean, max = 40): Action[] {
  const taken: Action[] = []
  while (!until(s) && taken.length < max) {
    const a = answer(s)
    const r = blitzRuleset.apply(s, a)
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
    taken.push(a)
  }
  return taken
}
