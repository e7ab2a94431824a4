// Main's AI player on request (ai.act): picks among legal actions only, reproducibly from its seed, and announces
// that it is thinking. Random level here (a human-controlled side's default); in-process chooser, fake ruleset.
import { describe, expect, it } from 'vitest'
import { inProcessChooser } from '../../../src-main/ai/inProcess'
import type { AiJob } from '../../../src-main/ai/protocol'
import { appBudget } from '@shared/ai/registry'
import { AiHost } from '../../../src-main/services/AiHost'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'
import { createRandom } from '../../../src-main/services/random'
import { raceRulesets, raceTeams } from '../fakeRuleset'

function setup(seed: number) {
  const bus = new EventBus()
  const seen: { name: string; payload: unknown }[] = []
  bus.subscribe((name, payload) => seen.push({ name, payload }))
  let n = 0
  const games = new GameHost({
    rulesets: raceRulesets,
    teams: raceTeams,
    bus,
    newSeed: () => 1,
    newId: () => `g-${++n}`,
  })
  const ai = new AiHost(games, bus, { seed, chooser: inProcessChooser(raceRulesets) })
  const { gameId } = games.create({
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
  })
  return { ai, games, gameId, seen }
}

describe('AiHost', () => {
  it("gives Hard the app's second, capped at the game's measured nodes unless its controller names a time", async () => {
    const budgets: unknown[] = []
    const inner = inProcessChooser(raceRulesets)
    const chooser = { ...inner, choose: (job: AiJob) => (budgets.push(job.budget), inner.choose(job)) }
    const games = new GameHost({
      rulesets: raceRulesets,
      teams: raceTeams,
      bus: new EventBus(),
      newSeed: () => 1,
      newId: () => 'g-1',
    })
    const ai = new AiHost(games, new EventBus(), { seed: 1, chooser })
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      controllers: [{ ai: 'hard' }, { ai: 'hard', budgetMs: 2500 }],
    })
    await ai.act(gameId, 0)
    expect(budgets).toEqual([{ timeMs: 1000, nodes: 15000 }])
    expect(appBudget('classic')).toEqual({ timeMs: 1000, nodes: 15000 })
    expect(appBudget('crosscheck')).toEqual({ timeMs: 1000, nodes: 1500 })
    expect(appBudget('blitz')).toEqual({ timeMs: 1000 }) // its second alone
    expect(appBudget('classic', 2500, false)).toEqual({ timeMs: 2500 })
    if (games.legal(gameId).decision.side === 0) games.act(gameId, { type: 'end-turn' })
    await ai.act(gameId, 1)
    expect(budgets[1]).toEqual({ timeMs: 2500 })
  })

  it('makes the pending decision with a legal action and says it is thinking', async () => {
    const { ai, games, gameId, seen } = setup(5)
    seen.length = 0
    const legal = games.legal(gameId).actions
    const { action, events } = await ai.act(gameId, 0)
    expect(legal).toContainEqual(action)
    expect(events.length).toBe(1)
    expect(seen.map((e) => e.name)).toEqual(['ai.thinking', 'state.changed', 'ai.thinking'])
    expect(seen[0].payload).toEqual({ gameId, side: 0, thinking: true })
    expect(seen[2].payload).toEqual({ gameId, side: 0, thinking: false })
  })

  it('repeats its choices for the same seed', async () => {
    const play = async (seed: number): Promise<string[]> => {
      const { ai, games, gameId } = setup(seed)
      const picks: string[] = []
      while (games.legal(gameId).decision.side !== null) {
        const side = games.legal(gameId).decision.side!
        picks.push(JSON.stringify((await ai.act(gameId, side)).action))
      }
      return picks
    }
    expect(await play(42)).toEqual(await play(42))
    expect(await play(42)).not.toEqual(await play(43))
  })

  it('refuses to act for the side that is not deciding, or in a finished game', async () => {
    const { ai, games, gameId } = setup(1)
    await expect(ai.act(gameId, 1)).rejects.toThrow(
      expect.objectContaining({ code: 'action/not-your-decision' }) as Error,
    )
    games.act(gameId, { type: 'step', n: 2 })
    games.act(gameId, { type: 'step', n: 2 })
    games.act(gameId, { type: 'step', n: 2 })
    await expect(ai.act(gameId, 0)).rejects.toThrow(expect.objectContaining({ code: 'game/over' }) as Error)
  })

  it('picks each of three legal actions with probability 1/3 (chi-square over 30 000 seeded draws)', () => {
    const random = createRandom(2024)
    const counts = [0, 0, 0]
    const trials = 30_000
    for (let i = 0; i < trials; i++) counts[random.int(3)]++
    const expected = trials / 3
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    // 2 degrees of freedom: P(chi2 > 13.82) = 0.001. Seeded, so this either always passes or always fails.
    expect(chi2).toBeLessThan(13.82)
  })

  it('draws floats in [0, 1) and rejects a bad range', () => {
    const random = createRandom(0)
    for (let i = 0; i < 1000; i++) {
      const x = random.next()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
    }
    expect(() => random.int(0)).toThrow(RangeError)
  })
})
