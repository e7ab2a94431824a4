// GameHost over the fake Race ruleset: creation, views, legal actions, illegal actions changing nothing,
// state.changed events, and the cap on hosted games.
import { describe, expect, it } from 'vitest'
import { ContractError, events as eventSchemas } from '@shared/ipc'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'
import { raceRulesets, raceTeams } from '../fakeRuleset'

function setup(maxGames?: number) {
  const bus = new EventBus()
  const seen: { name: string; payload: unknown }[] = []
  bus.subscribe((name, payload) => seen.push({ name, payload }))
  let n = 0
  const host = new GameHost({
    rulesets: raceRulesets,
    teams: raceTeams,
    bus,
    newSeed: () => 1234,
    newId: () => `g-${++n}`,
    maxGames,
  })
  return { host, seen }
}

const humanVsOrc = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } } as const

describe('GameHost', () => {
  it('creates a game, records its setup and announces it', () => {
    const { host, seen } = setup()
    const { gameId, view, created } = host.create({ ...humanVsOrc, seed: 99 })
    expect(gameId).toBe('g-1')
    expect(view.teams.map((t) => t.name)).toEqual(['Human', 'Orc'])
    expect(created).toMatchObject({ seed: 99, rosterIds: ['human', 'orc'], rulesetVersion: 'race-1' })
    expect(created.setup).toEqual({
      ruleset: 'classic',
      seed: 99,
      teams: [
        { rosterId: 'human', name: 'Human' },
        { rosterId: 'orc', name: 'Orc' },
      ],
    })
    expect(seen).toEqual([
      {
        name: 'state.changed',
        payload: {
          gameId,
          view,
          events: [],
          history: { cursor: 0, length: 0, canUndo: false, canRedo: false, practice: false },
          controllers: ['human', 'human'],
        },
      },
    ])
    expect(eventSchemas['state.changed'].safeParse(seen[0].payload).success).toBe(true)
  })

  it('draws a seed when the request has none', () => {
    const { host } = setup()
    expect(host.create(humanVsOrc).created.seed).toBe(1234)
  })

  it('lists legal actions and applies one', () => {
    const { host, seen } = setup()
    const { gameId } = host.create(humanVsOrc)
    expect(host.legal(gameId)).toEqual({
      decision: { side: 0, kind: 'turn' },
      actions: [{ type: 'step', n: 1 }, { type: 'step', n: 2 }, { type: 'end-turn' }],
      chances: [null, null, null],
    })
    const result = host.act(gameId, { type: 'step', n: 2 })
    expect(result.events).toEqual([{ type: 'stepped', side: 0, n: 2 }])
    expect(host.view(gameId).pieces[0].x).toBe(2)
    expect(seen.at(-1)).toMatchObject({ name: 'state.changed', payload: { gameId, events: result.events } })
  })

  it('refuses an illegal action with the engine code and changes nothing', () => {
    const { host, seen } = setup()
    const { gameId } = host.create(humanVsOrc)
    const before = host.view(gameId)
    const events = seen.length
    expect(() => host.act(gameId, { type: 'step', n: 5 })).toThrow(
      expect.objectContaining({ code: 'action/illegal' }) as Error,
    )
    expect(host.view(gameId)).toEqual(before)
    expect(seen.length).toBe(events)
  })

  it.each([
    [{ ...humanVsOrc, home: { rosterId: 'elf' } }, 'roster/not-found'],
    [{ ...humanVsOrc, ruleset: 'crosscheck' as const }, 'ruleset/unavailable'],
  ])('refuses to create %j with %s', (request, code) => {
    const { host } = setup()
    try {
      host.create(request)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError)
      expect((error as ContractError).code).toBe(code)
    }
    expect(host.size).toBe(0)
  })

  it('reports an unknown game', () => {
    const { host } = setup()
    expect(() => host.view('g-404')).toThrow(ContractError)
    expect(host.has('g-404')).toBe(false)
  })

  it('drops the oldest games beyond its cap', () => {
    const { host } = setup(2)
    const first = host.create(humanVsOrc).gameId
    const second = host.create(humanVsOrc).gameId
    const third = host.create(humanVsOrc).gameId
    expect([host.has(first), host.has(second), host.has(third)]).toEqual([false, true, true])
    expect(host.size).toBe(2)
  })
})
