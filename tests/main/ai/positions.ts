// Positions for the AI tests: real games of every registered ruleset with the host's default teams, walked forward
// by the Random level, so each test sees the decision kinds a game really asks.
import { createRandom } from '@shared/ai/rng'
import { randomPolicy } from '@shared/ai/random'
import type { Action, Decision, Ruleset, RulesetId, Side } from '@shared/engine/api'
import { availableRulesets, getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../../../src-main/host/engineSources'

export interface Position {
  readonly ruleset: Ruleset
  readonly state: unknown
  readonly decision: Decision & { side: Side }
  readonly legal: readonly Action[]
}

export function newGame(id: RulesetId, seed: number): { ruleset: Ruleset; state: unknown } {
  const ruleset = getRuleset(id)
  const rosters = engineTeams.list(id)
  const teams = [
    engineTeams.build(id, rosters[0].id),
    engineTeams.build(id, rosters[1 % rosters.length].id),
  ] as const
  return { ruleset, state: ruleset.create({ ruleset: id, seed, teams }) }
}

/** Every `every`-th position of a random game, up to `count` of them (the state is a fresh copy each time). */
export function positions(id: RulesetId, seed: number, count: number, every = 7): Position[] {
  const { ruleset, state } = newGame(id, seed)
  const rng = createRandom(seed)
  const out: Position[] = []
  for (let n = 0; out.length < count && n < 20_000; n++) {
    const decision = ruleset.decision(state)
    if (decision.side === null) break
    const legal = ruleset.legalActions(state)
    const side = decision.side
    if (n % every === 0 || (legal.length > 1 && !out.some((p) => p.decision.kind === decision.kind)))
      out.push({
        ruleset,
        state: ruleset.deserialize(ruleset.serialize(state)),
        decision: { ...decision, side },
        legal,
      })
    const result = ruleset.apply(state, randomPolicy({ ruleset, state, side, decision, legal, rng }))
    if (!result.ok) throw new Error(result.reason)
  }
  return out
}

export const RULESETS = (): RulesetId[] => availableRulesets()
