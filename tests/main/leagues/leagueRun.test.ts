// A four-team Blitz Bowl league whose six AI-v-AI fixtures all run to the end in the background (the Beginner, tiny
// node budgets, the AI in-process): progress events fixture n of m then done, every fixture played with a saved
// game that opens, and standings whose totals add up.
import { describe, expect, it, vi } from 'vitest'
import type { GameView } from '@shared/engine/api'
import type { EventName, EventPayload, LeagueInfo, LeagueProgress, ReplayEvents, TeamInfo } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import { absentees } from '@shared/leagues/absences'
import { blitzInjuriesCaused } from '@shared/leagues/blitzInjuries'
import { classicStarPlayers } from '@shared/leagues/classicStars'
import { gameTeamOf } from '@shared/leagues/gameTeam'
import { leagueGameOptions } from '../../../src-main/services/LeagueGames'
import { summarize } from '../../../src-renderer/src/components/play/gameSummary'
import { LeagueStore } from '../../../src-main/services/LeagueStore'
import { callOk, engineHostPerTest, startEngineHost } from '../engineHost'
import { dwarfSkaters, norse, orcs } from '../teams/teams'

const current = engineHostPerTest('league-run', { aiThread: 'in-process', aiSeed: 7, aiBudget: { nodes: 1 } })

describe('leagues.runAiFixtures', () => {
  it('plays a four-team league of AI fixtures to its standings', { timeout: 120_000 }, async () => {
    const { host } = current()
    const events: LeagueProgress[] = []
    const announced = new Map<string, EventPayload<'state.changed'>[]>()
    host.bus.subscribe(<E extends EventName>(name: E, payload: EventPayload<E>) => {
      if (name === 'league.progress') events.push(payload as LeagueProgress)
      if (name === 'state.changed') {
        const changed = payload as EventPayload<'state.changed'>
        announced.set(changed.gameId, [...(announced.get(changed.gameId) ?? []), changed])
      }
    })
    const teams: TeamInfo[] = []
    for (const name of ['North', 'East', 'South', 'West'])
      teams.push(await callOk<TeamInfo>(host, 'teams.create', { team: norse(name) }))
    const league = await callOk<LeagueInfo>(host, 'leagues.create', {
      name: 'Winter Cup',
      ruleset: 'blitz',
      teams: teams.map((t, i) => ({ teamId: t.id, coach: i % 2 ? 'random' : 'beginner' })),
    })
    expect(await callOk(host, 'leagues.runAiFixtures', { id: league.id })).toEqual({
      leagueId: league.id,
      total: 6,
    })
    await host.leagues.idle()

    expect(events.map((e) => [e.state, e.done, e.fixture ?? null])).toEqual([
      ['playing', 0, 0],
      ['playing', 1, 1],
      ['playing', 2, 2],
      ['playing', 3, 3],
      ['playing', 4, 4],
      ['playing', 5, 5],
      ['done', 6, null],
    ])
    const after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.played).toBe(6)
    expect(after.fixtures.every((f) => f.status === 'played' && f.gameId !== null && f.result !== null)).toBe(
      true,
    )
    // Each fixture's result is its game's final score, and the game opens as a finished saved game.
    for (const f of after.fixtures) {
      const opened = await callOk<{ view: GameView }>(host, 'game.open', {
        gameId: f.gameId,
      })
      expect(opened.view.decision.side).toBeNull()
      expect(opened.view.score).toEqual(f.result!.score)
      // Announced thinly while it played in the background (GameHost.thin): the creation, the first action, and the
      // final whistle at least, far fewer than its actions.
      const said = announced.get(f.gameId!)!
      expect(said.at(-1)!.view.decision.side).toBeNull()
      expect(said.length).toBeGreaterThanOrEqual(3)
      expect(said.length).toBeLessThan(said.at(-1)!.history!.length / 4)
      // Its replay opens like any saved game's, from the start to the final whistle.
      const timeline = await callOk<{ length: number; cursor: number }>(host, 'replay.timeline', {
        gameId: f.gameId,
      })
      expect(timeline.length).toBe(said.at(-1)!.history!.length)
      expect(timeline.cursor).toBe(timeline.length)
      const start = await callOk<{ view: GameView }>(host, 'replay.seek', { gameId: f.gameId, position: 0 })
      expect(start.view.score).toEqual([0, 0])
      // The saved line-up's names are the players' names in play.
      expect(opened.view.pieces.filter((p) => p.name === 'Ulf')).toHaveLength(2)
      // 001's injured went back to the reserves: the casualties are the game's blocks and fouls that injured,
      // counted from its log when the result was recorded.
      const log = await callOk<ReplayEvents>(host, 'replay.events', { gameId: f.gameId })
      expect(f.result!.casualties).toEqual(blitzInjuriesCaused(log.positions, opened.view.pieces))
    }
    const injuries = after.fixtures.reduce((n, f) => n + f.result!.casualties[0] + f.result!.casualties[1], 0)
    expect(injuries).toBeGreaterThan(0)
    expect(after.standings.reduce((n, r) => n + r.casualties, 0)).toBe(injuries)
    const rows = after.standings
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0)
    expect(rows.every((r) => r.played === 3)).toBe(true)
    expect(sum((r) => r.won)).toBe(sum((r) => r.lost))
    expect(sum((r) => r.won) + sum((r) => r.drawn) / 2).toBe(6)
    expect(sum((r) => r.scored)).toBe(sum((r) => r.conceded))
    expect(sum((r) => r.scored)).toBe(
      after.fixtures.reduce((n, f) => n + f.result!.score[0] + f.result!.score[1], 0),
    )
    for (const r of rows) expect(r.points).toBe(3 * r.won + r.drawn)
    // A second run finds nothing left to play.
    expect(await callOk(host, 'leagues.runAiFixtures', { id: league.id })).toEqual({
      leagueId: league.id,
      total: 0,
    })
  })
  it('records a Classic fixture with its casualties and its points', { timeout: 120_000 }, async () => {
    const { host } = current()
    const teams: TeamInfo[] = []
    for (const name of ['Da Boyz', 'Da Ladz', 'Da Gitz'])
      teams.push(await callOk<TeamInfo>(host, 'teams.create', { team: orcs(name) }))
    const league = await callOk<LeagueInfo>(host, 'leagues.create', {
      name: 'Orc Cup',
      ruleset: 'classic',
      teams: teams.map((t) => ({ teamId: t.id, coach: 'beginner' })),
      options: { advancement: true },
    })
    const picks = vi.spyOn(LeagueStore.prototype, 'takeAiAdvances')
    await callOk(host, 'leagues.runAiFixtures', { id: league.id })
    await host.leagues.idle()
    const after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.fixtures.map((f) => f.status)).toEqual(['played', 'played', 'played'])
    // Advancement: after each result the Beginner took the advances his stars earned (advances.ts; which skills:
    // advances.test.ts), so none is left waiting.
    expect(picks.mock.calls).toEqual([[league.id], [league.id], [league.id]])
    picks.mockRestore()
    expect(after.pendingAdvances).toEqual([])
    for (const star of after.starPlayers) expect(star.taken?.length, star.name).toBe(star.advances)
    for (const f of after.fixtures) {
      const { view } = await callOk<{ view: GameView }>(host, 'game.open', { gameId: f.gameId })
      const hurt = (side: 0 | 1) =>
        view.pieces.filter((p) => p.side === side && p.state === 'casualty').length
      const lasting = view.pieces
        .filter((p) => p.casualty === 'serious-injury' || p.casualty === 'dead')
        .map((p) => ({ side: p.side, number: p.number, name: p.name, kind: p.casualty }))
      // Star player points (league-carry-over.md point 5): the game's log replayed (replay.events, as the
      // game-over screen reads it) and its seed; every match has its two most valuable players at least.
      const log = await callOk<ReplayEvents>(host, 'replay.events', { gameId: f.gameId })
      const seed = host.store!.connection.prepare('SELECT seed FROM games WHERE id = ?').pluck().get(f.gameId)
      const starPlayers = classicStarPlayers({
        seed: seed as number,
        steps: log.positions,
        players: view.pieces.map(({ id, side, number, name }) => ({ id, side, number, name })),
      })
      expect(starPlayers.filter((p) => p.mvp === 1).map((p) => p.side)).toEqual([0, 1])
      expect(f.result).toEqual({
        score: [view.score[0], view.score[1]],
        casualties: [hurt(1), hurt(0)],
        ...(lasting.length > 0 ? { injuries: lasting } : {}),
        starPlayers,
      })
      // The touchdowns the points count are the score less its own goals (a touchdown scored for the other side
      // earns its scorer nothing).
      const touchdowns = (side: 0 | 1) =>
        starPlayers.filter((p) => p.side === side).reduce((n, p) => n + p.td!, 0)
      const ownGoals = (side: 0 | 1) =>
        log.positions
          .flatMap((p) => p.events)
          .filter((e) => e.type === 'touchdown' && e.side === side && e.ownGoal === true).length
      expect([touchdowns(0) + ownGoals(0), touchdowns(1) + ownGoals(1)]).toEqual(f.result!.score)
      // 002 injuries 11 and 12: whoever an earlier fixture kept out is not on the team sheet (while 11 remain).
      for (const side of [0, 1] as const) {
        const out = absentees(after.fixtures, f.index, side === 0 ? f.home : f.away)
        const fielded = view.pieces.filter((p) => p.side === side).map((p) => p.number)
        expect(fielded).toHaveLength(12 - out.size >= 11 ? 12 - out.size : 12)
        if (12 - out.size >= 11) expect(fielded.filter((n) => out.has(n))).toEqual([])
      }
      // 003 Regeneration NOTE: a league game regenerates on 4+ (the Classic option, on by default in a league).
      const setup = host
        .store!.connection.prepare('SELECT setup_json FROM games WHERE id = ?')
        .pluck()
        .get(f.gameId) as string
      expect(JSON.parse(setup).options).toEqual({ leagueRegeneration: true })
      // The league's own teams took the field, under their saved names.
      expect(view.teams.map((t) => t.name)).toEqual([after.teams[f.home].name, after.teams[f.away].name])
      // The game-over screen names the league's MVPs: main draws them into replay.events at the final whistle,
      // and the summary gives each the points the league recorded, the award's 5 included.
      const numberOf = new Map(view.pieces.map((p) => [p.id, p.number]))
      expect(log.mvps!.map((id) => (id === null ? null : numberOf.get(id)))).toEqual(
        [0, 1].map((side) => starPlayers.find((p) => p.side === side && p.mvp === 1)!.number),
      )
      const screen = summarize(view, log.positions, log.pieces, log.mvps).mvps
      expect(
        screen.map((m) => ({ side: m.player.side, number: numberOf.get(m.player.id), spp: m.spp })),
      ).toEqual(
        f
          .result!.starPlayers!.filter((p) => p.mvp === 1)
          .map(({ side, number, spp }) => ({ side, number, spp })),
      )
      // Before the final whistle nothing is drawn: the draw is not known while the game is under way.
      const before = await callOk<ReplayEvents>(host, 'replay.events', {
        gameId: f.gameId,
        to: log.length - 1,
      })
      expect(before.mvps).toBeUndefined()
    }
    const casualties = after.fixtures.reduce(
      (n, f) => n + f.result!.casualties[0] + f.result!.casualties[1],
      0,
    )
    expect(after.standings.reduce((n, r) => n + r.casualties, 0)).toBe(casualties)
    expect(after.uncountedStars).toEqual([])

    // Results kept before star player points were counted (no starPlayers): the one whose game is still saved is
    // counted from its log as the league is read, as it was at the final whistle; the one whose game is gone is
    // named as uncounted, never shown as a player without points.
    const db = host.store!.connection
    const strip = db.prepare('UPDATE league_fixtures SET result_json = ? WHERE league_id = ? AND idx = ?')
    for (const f of after.fixtures.slice(0, 2)) {
      const { starPlayers: _kept, ...older } = f.result!
      strip.run(JSON.stringify(older), league.id, f.index)
    }
    await callOk(host, 'saves.delete', { gameId: after.fixtures[1].gameId, confirm: true })
    const recounted = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(recounted.fixtures[0].result).toEqual(after.fixtures[0].result)
    expect(recounted.fixtures[1].result!.starPlayers).toBeUndefined()
    expect(recounted.uncountedStars).toEqual([1])
    expect(recounted.updatedAt).toBe(after.updatedAt)
    const stored = db
      .prepare('SELECT result_json FROM league_fixtures WHERE league_id = ? AND idx = 0')
      .pluck()
      .get(league.id) as string
    expect(JSON.parse(stored)).toEqual(after.fixtures[0].result)
  })

  it('starts a fixture as a saved game with the coaches as controllers; a deleted game frees it', async () => {
    const { host } = current()
    const league = await blitzLeague(host, ['human', 'beginner', 'beginner', 'beginner'])
    // Fixture 0 is North (human) at home to West.
    const { gameId } = await callOk<{ gameId: string }>(host, 'leagues.playFixture', {
      id: league.id,
      fixture: 0,
    })
    const opened = await callOk<{ controllers: unknown; view: GameView }>(host, 'game.open', { gameId })
    expect(opened.controllers).toEqual(['human', { ai: 'beginner' }])
    expect(opened.view.teams.map((t) => t.name)).toEqual(['North', 'West'])
    const saved = await callOk<{ gameId: string }[]>(host, 'saves.list', {})
    expect(saved.map((g) => g.gameId)).toContain(gameId)
    let after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.fixtures[0]).toMatchObject({ status: 'playing', gameId, result: null })
    const again = await host.dispatcher.dispatch(
      'leagues.playFixture',
      { id: league.id, fixture: 0 },
      { transport: 'web' },
    )
    expect(again).toMatchObject({ ok: false, code: 'league/fixture-unavailable' })
    const missing = await host.dispatcher.dispatch(
      'leagues.playFixture',
      { id: league.id, fixture: 6 },
      { transport: 'web' },
    )
    expect(missing).toMatchObject({ ok: false, code: 'league/fixture-unavailable' })
    await host.ai.idle()
    await callOk(host, 'saves.delete', { gameId, confirm: true })
    after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.fixtures[0]).toMatchObject({ status: 'scheduled', gameId: null })
  })

  it('starts a Cross Check fixture with the saved teams, their names on the players', async () => {
    const { host } = current()
    const teams: TeamInfo[] = []
    for (const name of ['Rink Rats', 'Ice Picks', 'Cold Steel']) {
      const base = dwarfSkaters(name)
      const bench = gameTeamOf(base).team as { players: unknown[] }
      const players = bench.players.map((_, i) => ({ number: i + 1, name: `${name.split(' ')[0]} ${i + 1}` }))
      teams.push(await callOk<TeamInfo>(host, 'teams.create', { team: { ...base, players } }))
    }
    const league = await callOk<LeagueInfo>(host, 'leagues.create', {
      name: 'Ice Cup',
      ruleset: 'crosscheck',
      teams: teams.map((t) => ({ teamId: t.id, coach: 'human' })),
    })
    const f = league.fixtures[0]
    const { gameId } = await callOk<{ gameId: string }>(host, 'leagues.playFixture', {
      id: league.id,
      fixture: 0,
    })
    const { view } = await callOk<{ view: GameView }>(host, 'game.open', { gameId })
    expect(view.teams.map((t) => t.name)).toEqual([league.teams[f.home].name, league.teams[f.away].name])
    const first = (side: 0 | 1) => league.teams[side === 0 ? f.home : f.away].name.split(' ')[0]
    for (const side of [0, 1] as const)
      expect(
        view.pieces.filter((p) => p.side === side).every((p) => p.name.startsWith(`${first(side)} `)),
      ).toBe(true)
  })

  it('records an AI-v-AI fixture that main plays after playFixture', async () => {
    const { host } = current()
    const league = await blitzLeague(host, ['random', 'random', 'random', 'random'])
    const { gameId } = await callOk<{ gameId: string }>(host, 'leagues.playFixture', {
      id: league.id,
      fixture: 3,
    })
    await host.ai.idle()
    const after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    const { view } = await callOk<{ view: GameView }>(host, 'game.open', { gameId })
    expect(after.fixtures[3]).toMatchObject({ status: 'played', gameId, result: { score: [...view.score] } })
    expect(after.played).toBe(1)
  })

  it('cancels a run between two actions; the next run goes on with the game under way', async () => {
    const { host } = current()
    const events: LeagueProgress[] = []
    host.bus.subscribe(<E extends EventName>(name: E, payload: EventPayload<E>) => {
      if (name === 'league.progress') events.push(payload as LeagueProgress)
    })
    const league = await blitzLeague(host, ['human', 'beginner', 'beginner', 'beginner'])
    // North is human: its three fixtures are left for the table.
    expect(await callOk(host, 'leagues.runAiFixtures', { id: league.id })).toEqual({
      leagueId: league.id,
      total: 3,
    })
    const busy = await host.dispatcher.dispatch(
      'leagues.runAiFixtures',
      { id: league.id },
      { transport: 'web' },
    )
    expect(busy).toMatchObject({ ok: false, code: 'league/busy' })
    expect(await callOk(host, 'leagues.cancelAiFixtures', { id: league.id })).toEqual({ cancelled: true })
    await host.leagues.idle()
    expect(events.map((e) => [e.state, e.done])).toEqual([
      ['playing', 0],
      ['cancelled', 0],
    ])
    const first = events[0]
    let after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.fixtures[first.fixture!]).toMatchObject({ status: 'playing', gameId: first.gameId })
    expect(await callOk(host, 'leagues.cancelAiFixtures', { id: league.id })).toEqual({ cancelled: false })

    expect(await callOk(host, 'leagues.runAiFixtures', { id: league.id })).toEqual({
      leagueId: league.id,
      total: 3,
    })
    await host.leagues.idle()
    after = await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })
    expect(after.fixtures[first.fixture!]).toMatchObject({ status: 'played', gameId: first.gameId })
    const human = (f: (typeof after.fixtures)[number]) => f.home === 0 || f.away === 0
    expect(after.fixtures.filter((f) => !human(f)).map((f) => f.status)).toEqual([
      'played',
      'played',
      'played',
    ])
    expect(after.fixtures.filter(human).map((f) => f.status)).toEqual(['scheduled', 'scheduled', 'scheduled'])
    expect(events.at(-1)).toMatchObject({ state: 'done', done: 3, total: 3 })
  })

  it('goes on after a restart with the game a cancelled run left under way', async () => {
    const { host, dir } = current()
    const league = await blitzLeague(host, ['beginner', 'beginner', 'beginner', 'beginner'])
    await callOk(host, 'leagues.runAiFixtures', { id: league.id })
    await callOk(host, 'leagues.cancelAiFixtures', { id: league.id })
    await host.leagues.idle()
    const left = (await callOk<LeagueInfo>(host, 'leagues.get', { id: league.id })).fixtures[0]
    expect(left.status).toBe('playing')
    host.close()

    const again = startEngineHost(dir, { aiThread: 'in-process', aiSeed: 7, aiBudget: { nodes: 1 } })
    try {
      expect(again.games.has(left.gameId!)).toBe(false)
      expect(await callOk(again, 'leagues.runAiFixtures', { id: league.id })).toEqual({
        leagueId: league.id,
        total: 6,
      })
      await again.leagues.idle()
      const after = await callOk<LeagueInfo>(again, 'leagues.get', { id: league.id })
      expect(after.fixtures[0]).toMatchObject({ status: 'played', gameId: left.gameId })
      expect(after.played).toBe(6)
    } finally {
      again.close()
    }
  })
})

async function blitzLeague(host: Host, coaches: readonly string[]): Promise<LeagueInfo> {
  const teams: TeamInfo[] = []
  for (const name of ['North', 'East', 'South', 'West'])
    teams.push(await callOk<TeamInfo>(host, 'teams.create', { team: norse(name) }))
  return callOk<LeagueInfo>(host, 'leagues.create', {
    name: 'Winter Cup',
    ruleset: 'blitz',
    teams: teams.map((t, i) => ({ teamId: t.id, coach: coaches[i] })),
  })
}

describe('leagueGameOptions', () => {
  it('plays Classic league games with Regeneration on 4+ unless the league turned it off', () => {
    expect(leagueGameOptions({ ruleset: 'classic', options: {} })).toEqual({
      options: { leagueRegeneration: true },
    })
    expect(leagueGameOptions({ ruleset: 'classic', options: { leagueRegeneration: true } })).toEqual({
      options: { leagueRegeneration: true },
    })
    expect(leagueGameOptions({ ruleset: 'classic', options: { leagueRegeneration: false } })).toEqual({})
    expect(leagueGameOptions({ ruleset: 'blitz', options: {} })).toEqual({})
    expect(leagueGameOptions({ ruleset: 'crosscheck', options: {} })).toEqual({})
  })
})
