// A stand-in GameAi for a ruleset whose own kit (src-shared/ai/<game>/) is not registered: the evaluation is the
// score difference, and the "beginner" is one-ply greedy on it over fresh dice. Weak, but legal and rule-agnostic,
// so every level works for whatever the engine registry lists.
import type { Action, Ruleset, Side } from '../../engine/api'
import { drawSeed } from '../rng'
import type { AiContext, GameAi } from '../types'
import { applyLegal, fastCodesOf } from './fast'
import { lookahead } from './lookahead'

/** How many actions the greedy stand-in tries (a sample when there are more). */
const GREEDY_TRIES = 24

export function genericAi(ruleset: Ruleset<unknown>): GameAi {
  const ai: GameAi = {
    ruleset: ruleset.id,
    evaluate(state: unknown, side: Side): number {
      // The view is the one thing every ruleset shares; slow, but this is only the stand-in.
      const view = ruleset.view(state)
      return view.score[side] - view.score[1 - side]
    },
    beginner(ctx: AiContext): Action {
      const { legal, rng, state, side } = ctx
      if (legal.length === 1) return legal[0]
      const fast = fastCodesOf(ruleset)
      const tries = legal.length <= GREEDY_TRIES ? [...legal] : sample(legal, GREEDY_TRIES, ctx)
      const seed = drawSeed(rng)
      let best = tries[rng.int(tries.length)]
      let bestValue = -Infinity
      for (const action of tries) {
        const value = lookahead(ruleset, state, seed, { side }, () => {
          applyLegal(ruleset, fast, state, action)
          return ai.evaluate(state, side)
        })
        if (value > bestValue + 1e-9) {
          best = action
          bestValue = value
        }
      }
      return best
    },
  }
  return ai
}

function sample(legal: readonly Action[], n: number, ctx: AiContext): Action[] {
  const pool = [...legal]
  for (let i = 0; i < n; i++) {
    const j = i + ctx.rng.int(pool.length - i)
    ;[pool[i], pool[j]] = [pool[j], pool[i]]
  }
  return pool.slice(0, n)
}
