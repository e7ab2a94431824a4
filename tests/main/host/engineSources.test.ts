// The services with the real engine behind them: a Classic game between the default Human and Orc teams
// is created, viewed, and played a few decisions into through the dispatcher.
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import type { LegalActions, NewGameResult } from '@shared/ipc'
import { createHost } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'

const web = { transport: 'web' } as const

function host() {
  return createHost({
    appVersion: '0.0.0-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: null,
    aiSeed: 3,
    log: () => undefined,
  })
}

describe('engine sources', () => {
  it('offers Classic and Blitz Bowl with their teams, Human and Orc among them', async () => {
    const { dispatcher } = host()
    const info = await dispatcher.dispatch('app.info', {}, web)
    expect(info).toMatchObject({ ok: true, value: { rulesets: [{ id: 'classic' }, { id: 'blitz' }] } })
    const rosters = await dispatcher.dispatch('rosters.list', {}, web)
    expect(rosters.ok).toBe(true)
    const ids = (rosters as { value: { id: string }[] }).value.map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining(['human', 'orc']))
    const blitz = await dispatcher.dispatch('rosters.list', { ruleset: 'blitz' }, web)
    expect(blitz.ok).toBe(true)
    const cards = (blitz as { value: { id: string; ruleset: string }[] }).value
    expect(cards.length).toBe(23)
    expect(cards.every((c) => c.ruleset === 'blitz')).toBe(true)
    expect(await dispatcher.dispatch('rosters.list', { ruleset: 'crosscheck' }, web)).toEqual({
      ok: true,
      value: [],
    })
  })

  it('starts Human vs Orc, shows both teams, and plays legal actions', async () => {
    const { dispatcher } = host()
    const created = await dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 2026 },
      web,
    )
    expect(created.ok).toBe(true)
    const { gameId, view } = (created as { value: NewGameResult }).value
    expect(view.ruleset).toBe('classic')
    expect(view.teams.map((t) => t.rosterId)).toEqual(['human', 'orc'])
    expect(view.pieces.filter((p) => p.side === 0).length).toBeGreaterThanOrEqual(11)
    for (let i = 0; i < 5; i++) {
      const legal = await dispatcher.dispatch('game.legal', { gameId }, web)
      const { decision, actions } = (legal as { value: LegalActions }).value
      if (decision.side === null) break
      expect(actions.length).toBeGreaterThan(0)
      const acted = await dispatcher.dispatch('ai.act', { gameId, side: decision.side }, web)
      expect(acted, JSON.stringify(decision)).toMatchObject({ ok: true })
    }
    const after = await dispatcher.dispatch('game.view', { gameId }, web)
    expect((after as { value: GameView }).value.teams[1].name).toBeTruthy()
  })

  it('starts a Blitz Bowl game between two team cards and plays it to the end through the contract', async () => {
    const { dispatcher } = host()
    const created = await dispatcher.dispatch(
      'game.new',
      { ruleset: 'blitz', home: { rosterId: 'dwarf' }, away: { rosterId: 'orc' }, seed: 7 },
      web,
    )
    expect(created.ok).toBe(true)
    const { gameId, view } = (created as { value: NewGameResult }).value
    expect(view.ruleset).toBe('blitz')
    expect(view.teams.map((t) => t.rosterId)).toEqual(['dwarf', 'orc'])
    let decision = view.decision
    for (let i = 0; i < 5000 && decision.side !== null; i++) {
      const acted = await dispatcher.dispatch('ai.act', { gameId, side: decision.side }, web)
      expect(acted, JSON.stringify(decision)).toMatchObject({ ok: true })
      decision = (acted as { value: { view: GameView } }).value.view.decision
    }
    expect(decision.kind).toBe('game-over')
  })

  it('refuses an unknown roster', async () => {
    const { dispatcher } = host()
    const result = await dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'not-a-team' } },
      web,
    )
    expect(result).toMatchObject({ ok: false, code: 'roster/not-found' })
  })
})
