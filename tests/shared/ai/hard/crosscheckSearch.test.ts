// The Hard search on Cross Check: it answers every decision kind of the rules scenarios legally and leaves the
// state as found, searches a carrier's shot (a move the policy otherwise answers alone) through the
// opponent's reply, and is identical for the same AI seed and node budget. Small node budgets keep it fast.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { searchHard, type SearchReport } from '@shared/ai/hard/search'
import { createRandom } from '@shared/ai/rng'
import type { AiContext, AiRng, GameAi } from '@shared/ai/types'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { positionOf, scenarioFiles } from '../../crosscheck/scenarioFiles'
import { rink } from '../crosscheck/helpers'

const kit = crossCheckAi as GameAi

function context(s: CrossCheckState, rng: AiRng): AiContext {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  return {
    ruleset: crossCheckRuleset as AiContext['ruleset'],
    state: s,
    side: decision.side,
    decision,
    legal,
    rng,
  }
}

const search = (s: CrossCheckState, seed = 1, nodes = 120): SearchReport =>
  searchHard(kit, context(s, createRandom(seed)), { nodes })

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

describe('Hard search, Cross Check', () => {
  it('answers every decision kind of the rules scenarios legally, leaving the state as found', () => {
    const kinds = new Set<string>()
    const problems: string[] = []
    const rng = createRandom(9)
    const scenarios = scenarioFiles('puck', 'passing', 'checking', 'hold-skills', 'fights')
    const ask = (s: CrossCheckState): void => {
      if (crossCheckRuleset.decision(s).side === null) return
      const ctx = context(s, rng)
      const before = JSON.stringify(crossCheckRuleset.serialize(s))
      const { action } = searchHard(kit, ctx, { nodes: 6 })
      kinds.add(ctx.decision.kind)
      if (!ctx.legal.includes(action)) problems.push(`${ctx.decision.kind}: ${JSON.stringify(action)}`)
      if (JSON.stringify(crossCheckRuleset.serialize(s)) !== before)
        problems.push(`${ctx.decision.kind}: state`)
    }
    for (const sc of scenarios) {
      const { s, actions } = positionOf(sc.json)
      ask(s)
      for (const act of actions) {
        if (!crossCheckRuleset.apply(s, act).ok) break
        ask(s)
      }
    }
    expect(problems).toEqual([])
    for (const k of [
      'turn',
      'move',
      'hold',
      'challenge',
      'fight',
      'goalie-move',
      'block-puck',
      'follow',
      'push',
      'reroll',
      'block-die',
      'follow-up',
    ])
      expect(kinds.has(k), k).toBe(true)
  })

  it('searches a carrier in front of the net, shot against skating on, and shoots', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 21, y: 7 },
          { id: a(0), x: 12, y: 3 },
        ],
        puck: { x: 22, y: 7, carrier: h(0) },
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    const report = search(s)
    expect(report.stopped).toBe('budget')
    expect(report.candidates).toBeGreaterThan(1)
    expect(report.action).toMatchObject({ type: 'shoot', x: 25 })
  })

  it('leaves a plain step, with nothing to shoot, take or check, to the policy', () => {
    const s = arrange(rink({ players: [{ id: h(0), x: 5, y: 7 }], puck: { x: 20, y: 3 } }))
    apply(s, { type: 'skate', player: h(0) })
    expect(search(s).stopped).toBe('policy')
  })

  it('makes the same choice, with the same figures, for the same AI seed and node budget', () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 4,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
      options: { periodTurns: 4, periods: 1 },
    })
    const rng = createRandom(3)
    let searched = 0
    // The coach plays the game on; every searched decision (up to a few) is searched twice from the same seed.
    for (let n = 0; n < 600 && searched < 3 && crossCheckRuleset.decision(s).side !== null; n++) {
      const ctx = context(s, rng)
      const seed = rng.int(1000)
      const first = ctx.legal.length > 1 ? search(s, seed, 24) : null
      if (first?.stopped === 'budget') {
        searched++
        expect(search(s, seed, 24)).toEqual(first)
      }
      apply(s, kit.coach!(ctx))
    }
    expect(searched).toBe(3)
  })
})
