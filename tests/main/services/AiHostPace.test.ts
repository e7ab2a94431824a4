// Main's AI player answers at once where there is nothing to think about, and with a pace plays its actions out
// one by one: a decision with one legal action never goes to the chooser (the worker in the app); with `paceMs`
// the AI's next action waits out the pace since its last one (fake timers: nothing here is timed).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Action, Ruleset } from '@shared/engine/api'
import { inProcessChooser } from '../../../src-main/ai/inProcess'
import type { AiChooser, AiJob } from '../../../src-main/ai/protocol'
import { AiHost } from '../../../src-main/services/AiHost'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'
import type { RulesetSource } from '../../../src-main/services/sources'
import { raceRuleset, raceRulesets, raceTeams, type RaceState } from '../fakeRuleset'

/** The race where a coach who has stepped 4 may only end his turn (one legal action). */
const narrowRace = {
  ...raceRuleset,
  legalActions(state: RaceState): Action[] {
    const all = raceRuleset.legalActions(state)
    return state.counts[state.side] === 4 ? all.filter((a) => a.type === 'end-turn') : all
  },
} as unknown as Ruleset
const narrowRulesets: RulesetSource = { ...raceRulesets, get: () => narrowRace }

function setup(options: { paceMs?: number } = {}) {
  const bus = new EventBus()
  let n = 0
  const games = new GameHost({
    rulesets: narrowRulesets,
    teams: raceTeams,
    bus,
    newSeed: () => 1,
    newId: () => `g-${++n}`,
  })
  const jobs: AiJob[] = []
  const inner = inProcessChooser(narrowRulesets)
  const chooser: AiChooser = {
    choose: (job) => (jobs.push(job), inner.choose(job)),
    close: () => undefined,
  }
  const ai = new AiHost(games, bus, { seed: 3, chooser, ...options })
  return { ai, games, jobs }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('AiHost: quick answers and pace', () => {
  it('answers a one-action decision itself, without asking the chooser', async () => {
    const { ai, games, jobs } = setup()
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
    })
    games.act(gameId, { type: 'step', n: 2 })
    games.act(gameId, { type: 'step', n: 2 })
    expect(games.legal(gameId).actions).toEqual([{ type: 'end-turn' }])
    const { action } = await ai.act(gameId, 0, 'hard')
    expect(action).toEqual({ type: 'end-turn' })
    expect(jobs).toHaveLength(0)
    // A real choice still goes to the chooser.
    await ai.act(gameId, 1, 'random')
    expect(jobs).toHaveLength(1)
  })

  it("plays an AI side's actions at least the pace apart", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] })
    const { ai, games } = setup({ paceMs: 200 })
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      controllers: [{ ai: 'random' }, 'human'],
    })
    const moves = (): number => games.history(gameId).cursor
    ai.kick(gameId)
    await vi.advanceTimersByTimeAsync(0)
    expect(moves()).toBe(1) // the first action at once
    await vi.advanceTimersByTimeAsync(199)
    expect(moves()).toBe(1) // the next one waits out the pace...
    await vi.advanceTimersByTimeAsync(1)
    expect(moves()).toBe(2) // ...and comes when it is over
    await vi.runAllTimersAsync() // the rest of its turn, up to the human's decision
    await ai.idle()
    expect(games.legal(gameId).decision.side).not.toBe(0)
  })
})
