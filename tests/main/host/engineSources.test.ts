// The services with the real engine behind them: a Classic game between the default Human and Orc teams
// is created, viewed, and played a few decisions into through the dispatcher; Blitz Bowl and Cross Check games
// are played to the end through the contract.
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import type { LegalActions, NewGameResult } from '@shared/ipc'
import { createHost } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { pickRandomAction } from '@shared/ai/random'
import { createRandom } from '@shared/ai/rng'

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
  it('offers Classic, Blitz Bowl and Cross Check with their teams, Human and Orc among them', async () => {
    const { dispatcher } = host()
    const info = await dispatcher.dispatch('app.info', {}, web)
    expect(info).toMatchObject({
      ok: true,
      value: { rulesets: [{ id: 'classic' }, { id: 'blitz' }, { id: 'crosscheck' }] },
    })
    const rosters = await dispatcher.dispatch('rosters.list', {}, web)
    expect(rosters.ok).toBe(true)
    const ids = (rosters as { value: { id: string }[] }).value.map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining(['human', 'orc']))
    const blitz = await dispatcher.dispatch('rosters.list', { ruleset: 'blitz' }, web)
    expect(blitz.ok).toBe(true)
    const cards = (blitz as { value: { id: string; ruleset: string }[] }).value
    expect(cards.length).toBe(23)
    expect(cards.every((c) => c.ruleset === 'blitz')).toBe(true)
    const ice = await dispatcher.dispatch('rosters.list', { ruleset: 'crosscheck' }, web)
    expect(ice.ok).toBe(true)
    const teams = (ice as { value: { id: string; ruleset: string }[] }).value
    // cc-interp: roster-derivation — one Cross Check team per Classic roster.
    expect(teams.map((c) => c.id).sort()).toEqual((ids as string[]).slice().sort())
    expect(teams.every((c) => c.ruleset === 'crosscheck')).toBe(true)
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

  it('starts a Cross Check game between two Classic rosters and plays it to the end through the contract', async () => {
    const { dispatcher } = host()
    const created = await dispatcher.dispatch(
      'game.new',
      { ruleset: 'crosscheck', home: { rosterId: 'skaven' }, away: { rosterId: 'dwarf' }, seed: 11 },
      web,
    )
    expect(created.ok).toBe(true)
    const { gameId, view } = (created as { value: NewGameResult }).value
    expect(view.ruleset).toBe('crosscheck')
    expect(view.teams.map((t) => t.rosterId)).toEqual(['skaven', 'dwarf'])
    expect(view.crosscheck?.bench[0].length).toBeGreaterThanOrEqual(14)
    // The host's random play (pickRandomAction) chooses among the legal actions the contract offers.
    const rng = createRandom(11)
    let decision = view.decision
    let last = view
    let n = 0
    for (; n < 20_000 && decision.side !== null; n++) {
      const legal = await dispatcher.dispatch('game.legal', { gameId }, web)
      const { actions } = (legal as { value: LegalActions }).value
      const action = pickRandomAction(actions, rng)
      const acted = await dispatcher.dispatch('game.act', { gameId, action }, web)
      expect(acted, JSON.stringify(action)).toMatchObject({ ok: true })
      last = (acted as { value: { view: GameView } }).value.view
      decision = last.decision
    }
    expect(decision.kind).toBe('game-over')
    // Three periods of 20 team turns (rulings.md), in a reasonable number of random actions.
    expect(last.period).toBe(3)
    expect(n).toBeLessThan(20_000)
  })

  it('random play (pickRandomAction) finishes Cross Check games between any rosters in a few thousand actions', () => {
    const ruleset = engineRulesets.get('crosscheck')
    const ids = engineTeams.list('crosscheck').map((r) => r.id)
    for (let seed = 1; seed <= 8; seed++) {
      const rng = createRandom(seed)
      const teams = [0, 1].map(() => engineTeams.build('crosscheck', ids[rng.int(ids.length)]))
      const state = ruleset.create({ ruleset: 'crosscheck', seed, teams: teams as [unknown, unknown] })
      let n = 0
      while (ruleset.decision(state).side !== null && n < 20_000) {
        expect(ruleset.apply(state, pickRandomAction(ruleset.legalActions(state), rng)).ok).toBe(true)
        n++
      }
      expect(ruleset.decision(state).kind).toBe('game-over')
      expect(n).toBeLessThan(5_000)
    }
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
