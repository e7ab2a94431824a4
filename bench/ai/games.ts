// The games of a bench:ai run and how one is named. A game is (ruleset, pairing, seed, which side the pairing's
// first level plays, Hard's budget, the action cap): game 2k of a pairing is seed FROM + k with the first level at
// home, game 2k + 1 the same seed with it away, so neither a seed's dice nor its rosters favour one level. The key
// names a game in a results file, so a resumed run skips what is there and a run over another seed range adds to it.
import type { AiBudget } from '@shared/ai/registry'
import type { AiLevel } from '@shared/ai/types'
import type { RulesetId, Side } from '@shared/engine/api'

export interface GameSpec {
  readonly ruleset: RulesetId
  /** The pairing's first level (its figures are this level's: win = a won). */
  readonly a: AiLevel
  readonly b: AiLevel
  readonly seed: number
  /** The side `a` plays: 0 home, 1 away. */
  readonly aSide: Side
  readonly budget: AiBudget
  readonly maxActions: number
}

export interface Plan {
  readonly rulesets: readonly RulesetId[]
  readonly pairings: readonly (readonly [AiLevel, AiLevel])[]
  /** Games per pairing and game: GAMES / 2 seeds from `from`, each both ways round (an odd count ends one way). */
  readonly games: number
  readonly from: number
  readonly budgetOf: (id: RulesetId) => AiBudget
  readonly maxActions: number
}

/** Every game of the plan, in the order the old sequential bench played them. */
export function planGames(plan: Plan): GameSpec[] {
  const out: GameSpec[] = []
  for (const ruleset of plan.rulesets)
    for (const [a, b] of plan.pairings)
      for (let g = 0; g < plan.games; g++)
        out.push({
          ruleset,
          a,
          b,
          seed: plan.from + Math.floor(g / 2),
          aSide: (g % 2) as Side,
          budget: plan.budgetOf(ruleset),
          maxActions: plan.maxActions,
        })
  return out
}

/** "400 nodes", "1000 ms", or both (the app's second with its cap: "1000 ms, 15000 nodes at most"). */
export function budgetText(budget: AiBudget): string {
  if (budget.timeMs === undefined) return `${budget.nodes ?? 0} nodes`
  return budget.nodes === undefined
    ? `${budget.timeMs} ms`
    : `${budget.timeMs} ms, ${budget.nodes} nodes at most`
}

/** One game's name in a results file: equal keys, the same game (the same moves when the budget is in nodes). */
export function gameKey(g: GameSpec): string {
  return `${g.ruleset}/${g.a}-${g.b}/${g.seed}/${g.aSide}/${budgetText(g.budget)}/${g.maxActions}`
}
