// The Hard level on the decisions issue 21 adds: Blitz Bowl's side of the board for the toss's winner and Pick-me-up,
// Cross Check's goalie — each answered legally, leaving the state as found; the side and the goalie by the policy
// alone (games.ts: a look-ahead through a set-up or a line-up cannot tell them apart), Pick-me-up searched.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Action, Ruleset } from '@shared/engine/api'
import { decide } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import type { AiContext } from '@shared/ai/types'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'

function hard(ruleset: Ruleset<unknown>, state: unknown) {
  const decision = ruleset.decision(state)
  const legal = ruleset.legalActions(state)
  const before = JSON.stringify(ruleset.serialize(state))
  const ctx: AiContext = { ruleset, state, side: decision.side!, decision, legal, rng: createRandom(4) }
  const report = decide('hard', ctx, { nodes: 150 })
  expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
  expect(legal).toContainEqual(report.action)
  return { kind: decision.kind, report }
}

const blitzScenario = (name: string): Scenario =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../blitz/scenarios', name), 'utf8')) as Scenario

describe('Hard on the new decisions', () => {
  it("Blitz Bowl: the toss's winner picks the single-trapdoor side, by the policy", () => {
    const { s } = buildScenario({ ...blitzScenario('setup/coin-toss-winner-chooses.json'), actions: [] })
    const { kind, report } = hard(blitzRuleset as Ruleset<unknown>, s)
    expect(kind).toBe('pitch')
    expect(report.action).toEqual({ type: 'pitch', choice: 'one-trapdoor' })
    expect(report.stopped).toBe('policy')
  })

  it('Blitz Bowl: Pick-me-up is answered with a team-mate who stands, or a decline', () => {
    const sc = blitzScenario('abilities/pick-me-up-choice.json')
    const { s, ids } = buildScenario(sc)
    for (const a of sc.actions!.slice(0, 3))
      blitzRuleset.apply(s, { ...a, player: ids[a.player as string] } as unknown as Action)
    const { kind, report } = hard(blitzRuleset as Ruleset<unknown>, s)
    expect(kind).toBe('pick-me-up')
    expect(['choose', 'decline']).toContain(report.action.type)
  })

  it('Cross Check: the goalie, by the policy', () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 3,
      teams: [{ rosterId: 'dwarf' }, { rosterId: 'orc' }],
    })
    const { kind, report } = hard(crossCheckRuleset as Ruleset<unknown>, s)
    expect(kind).toBe('goalie')
    expect(report.action.type).toBe('goalie')
    expect(report.stopped).toBe('policy')
  })
})
