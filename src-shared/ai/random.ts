// The Random level: a uniformly random legal action from the AI's own generator (the baseline and a test tool).
import type { Action } from '../engine/api'
import type { AiContext, AiRng } from './types'

/**
 * A uniformly random legal action, except in a setup, where random placement would almost never make a legal
 * formation: there it confirms a legal setup, or else takes a random preset formation (as the engine's own
 * random player does).
 */
export function pickRandomAction(actions: readonly Action[], random: AiRng): Action {
  const done = actions.find((a) => a.type === 'setup-done')
  if (done) return done
  const formations = actions.filter((a) => a.type === 'formation')
  if (formations.length > 0) return formations[random.int(formations.length)]
  return actions[random.int(actions.length)]
}

export function randomPolicy(ctx: AiContext): Action {
  return pickRandomAction(ctx.legal, ctx.rng)
}
