// Answers one AI job on a private copy of the game: the worker's whole job, and the in-process fallback's.
import { decide } from '../../src-shared/ai/registry'
import { createRandom } from '../../src-shared/ai/rng'
import type { Ruleset, Side } from '../../src-shared/engine/api'
import type { AiAnswer, AiJob } from './protocol'

export function answer(ruleset: Ruleset, job: AiJob): AiAnswer {
  // Its own copy, rebuilt from the serialised state: the search marks, re-seeds and undoes on it freely.
  const state = ruleset.deserialize(job.state)
  const decision = ruleset.decision(state)
  if (decision.side === null) throw new Error('the game is over; there is nothing to decide')
  const legal = ruleset.legalActions(state)
  const report = decide(
    job.level,
    { ruleset, state, side: decision.side as Side, decision, legal, rng: createRandom(job.seed) },
    job.budget,
  )
  return { action: report.action, nodes: report.nodes, stopped: report.stopped }
}
