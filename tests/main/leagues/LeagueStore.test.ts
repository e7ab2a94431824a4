// Leagues in the store: migration 9 on a fresh database and on one from before it, LeagueStore's create, list,
// get, archive and delete, refusals that write nothing, a team a league plays refused deletion, a deleted game
// freeing its fixture, and a league row this app cannot read passed over.
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LeagueError, type LeagueSettings } from '@shared/leagues/league'
import { TeamError } from '@shared/teams/savedTeam'
import { LeagueStore } from '../../../src-main/services/LeagueStore'
import { MIGRATIONS } from '../../../src-main/services/migrations'
import { openDatabase } from '../../../src-main/services/saveDatabase'
import { TeamStore } from '../../../src-main/services/TeamStore'
import { tempDb, type TempDb } from '../showcase/db'
import { dwarfSkaters, norse, orcs } from '../teams/teams'
import { leagueSummary } from '../../shared/leagues/leagueSummary'

/** What earned them, for Cross Check's points (their results do not say). */
const NONE = { td: 0, cas: 0, comp: 0, int: 0, mvp: 0 }

let t: TempDb
beforeEach(() => {
  t = tempDb()
})
afterEach(() => t.dispose())

let clock = 0
const tick = () => new Date(Date.UTC(2026, 10, 29, 23, 0, clock++))
let serial = 0
const teamIds = () => `t-00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`
const leagueIds = () => `l-00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`

const stores = (db = t.db) => {
  const teams = new TeamStore(db, tick, teamIds)
  return { teams, leagues: new LeagueStore(db, teams, tick, leagueIds) }
}

const settings = (over: Partial<LeagueSettings> = {}): LeagueSettings => ({
  name: 'Winter Cup',
  ruleset: 'blitz',
  points: { win: 3, draw: 1, loss: 0 },
  options: { twice: false },
  ...over,
})

const counts = (db = t.db) =>
  ['leagues', 'league_teams', 'league_fixtures', 'teams'].map(
    (table) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number,
  )

function fourTeams(teams: TeamStore) {
  return ['North', 'East', 'South', 'West'].map((name, i) => ({
    teamId: teams.create(norse(name)).id,
    coach: i === 0 ? ('human' as const) : ('beginner' as const),
  }))
}

const insertGame = (db = t.db, id = 'g-1') =>
  db
    .prepare(
      `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
       VALUES (?, 'blitz', '1', '1', 1, '{}', 'now')`,
    )
    .run(id)

describe('migration 9', () => {
  it('creates the league tables, STRICT, with their checks and foreign keys', () => {
    for (const table of ['leagues', 'league_teams', 'league_fixtures']) {
      const sql = t.db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string
      expect(sql).toMatch(/\) STRICT$/)
    }
    const insert = t.db.prepare(
      `INSERT INTO leagues (id, name, ruleset, points_win, points_draw, points_loss, options_json, created_at,
         updated_at) VALUES (?, 'x', ?, ?, 1, 0, '{}', 'a', 'a')`,
    )
    expect(() => insert.run('l-x', 'chess', 3)).toThrow(/CHECK/)
    expect(() => insert.run('l-x', 'blitz', 11)).toThrow(/CHECK/)
    insert.run('l-1', 'blitz', 3)
    // A league team must be a saved team; a coach must be known.
    const team = t.db.prepare('INSERT INTO league_teams (league_id, idx, team_id, coach) VALUES (?, ?, ?, ?)')
    expect(() => team.run('l-1', 0, 't-none', 'human')).toThrow(/FOREIGN KEY/)
    const { teams } = stores()
    const id = teams.create(norse()).id
    expect(() => team.run('l-1', 0, id, 'expert')).toThrow(/CHECK/)
    team.run('l-1', 0, id, 'hard')
    // A fixture's teams are the league's places.
    const fixture = t.db.prepare(
      'INSERT INTO league_fixtures (league_id, idx, round, home, away) VALUES (?, ?, ?, ?, ?)',
    )
    expect(() => fixture.run('l-1', 0, 1, 0, 5)).toThrow(/FOREIGN KEY/)
    expect(() => fixture.run('l-1', 0, 1, 0, 0)).toThrow(/CHECK/)
  })

  it('adds the tables to a database from before it, keeping its games and teams', () => {
    const file = join(t.dir, 'older.sqlite')
    const old = openDatabase(
      file,
      MIGRATIONS.filter((m) => m.version < 9),
    )
    insertGame(old)
    const kept = new TeamStore(old, tick, teamIds).create(orcs())
    expect(old.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'leagues'").pluck().get()).toBe(0)
    old.close()

    const db = openDatabase(file, MIGRATIONS)
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(9)
    expect(db.prepare('SELECT id FROM games').pluck().all()).toEqual(['g-1'])
    const { teams, leagues } = stores(db)
    expect(teams.get(kept.id)?.team).toEqual(orcs())
    const made = leagues.create({
      settings: settings({ ruleset: 'classic' }),
      teams: ['A', 'B', 'C'].map((n) => ({ teamId: teams.create(orcs(n)).id, coach: 'random' as const })),
    })
    expect(made.fixtureCount).toBe(3)
    db.close()
  })
})

describe('LeagueStore', () => {
  it('creates a league with its fixtures and empty table, and reads it back after a reopen', () => {
    const { teams, leagues } = stores()
    const entries = fourTeams(teams)
    const league = leagues.create({ settings: settings(), teams: entries })
    expect(league).toMatchObject({
      name: 'Winter Cup',
      ruleset: 'blitz',
      points: { win: 3, draw: 1, loss: 0 },
      options: { twice: false },
      archived: false,
      teamCount: 4,
      fixtureCount: 6,
      played: 0,
    })
    expect(league.teams.map((x) => [x.index, x.name, x.coach])).toEqual([
      [0, 'North', 'human'],
      [1, 'East', 'beginner'],
      [2, 'South', 'beginner'],
      [3, 'West', 'beginner'],
    ])
    expect(league.fixtures[0]).toEqual({
      index: 0,
      round: 1,
      home: 0,
      away: 3,
      status: 'scheduled',
      gameId: null,
      result: null,
    })
    expect(league.standings.map((r) => [r.name, r.played, r.points])).toEqual([
      ['East', 0, 0],
      ['North', 0, 0],
      ['South', 0, 0],
      ['West', 0, 0],
    ])
    const again = stores(t.reopen()).leagues
    expect(again.get(league.id)).toEqual(league)
    expect(again.list()).toEqual([leagueSummary(league)])
  })

  it('plays twice home and away when asked', () => {
    const { teams, leagues } = stores()
    const league = leagues.create({
      settings: settings({ options: { twice: true } }),
      teams: fourTeams(teams),
    })
    expect(league.fixtureCount).toBe(12)
    expect(league.fixtures[6]).toMatchObject({ round: 4, home: 3, away: 0 })
  })

  it('links a fixture to its game, records the result once, and updates the table', () => {
    const { teams, leagues } = stores()
    const league = leagues.create({ settings: settings(), teams: fourTeams(teams) })
    insertGame()
    expect(leagues.link(league.id, 0, 'g-1')).toBe(true)
    expect(leagues.link(league.id, 0, 'g-1')).toBe(false)
    expect(leagues.plays('g-1')).toBe(true)
    expect(leagues.record('g-1', { score: [2, 1], casualties: [1, 0] })).toBe(league.id)
    expect(leagues.record('g-1', { score: [0, 5], casualties: [0, 0] })).toBeNull()
    const after = leagues.get(league.id)!
    expect(after.fixtures[0]).toMatchObject({ status: 'played', gameId: 'g-1', result: { score: [2, 1] } })
    expect(after.played).toBe(1)
    expect(after.standings[0]).toMatchObject({ name: 'North', won: 1, points: 3, casualties: 1 })
    expect(after.standings.find((r) => r.name === 'West')).toMatchObject({ lost: 1, conceded: 2 })
  })

  it("keeps each player's star player points with the result and sums them per team; an old result reads as none", () => {
    const { teams, leagues } = stores()
    const league = leagues.create({ settings: settings(), teams: fourTeams(teams) })
    expect(league.starPlayers).toEqual([])
    insertGame(t.db, 'g-1')
    insertGame(t.db, 'g-2')
    insertGame(t.db, 'g-3')
    const [f0, f1] = league.fixtures
    const other = league.fixtures.find((f) => f.round > 1 && (f.home === f0.home || f.away === f0.home))!
    leagues.link(league.id, f0.index, 'g-1')
    leagues.link(league.id, f1.index, 'g-2')
    leagues.link(league.id, other.index, 'g-3')
    leagues.record('g-1', {
      score: [1, 0],
      casualties: [0, 0],
      starPlayers: [
        { side: 0, number: 4, name: 'Ulf', spp: 3 },
        { side: 1, number: 9, name: 'Sven', spp: 2 },
      ],
    })
    // A result as kept before star player points were: no list, counted as none.
    leagues.record('g-2', { score: [0, 0], casualties: [0, 0] })
    const sideOfHome = other.home === f0.home ? 0 : 1
    leagues.record('g-3', {
      score: [2, 0],
      casualties: [1, 0],
      starPlayers: [{ side: sideOfHome, number: 4, name: 'Ulf', spp: 4 }],
    })
    const after = leagues.get(league.id)!
    expect(after.fixtures[f1.index].result).toEqual({ score: [0, 0], casualties: [0, 0] })
    expect(after.starPlayers).toEqual([
      { team: f0.home, number: 4, name: 'Ulf', spp: 7, matches: 2, ...NONE },
      { team: f0.away, number: 9, name: 'Sven', spp: 2, matches: 1, ...NONE },
    ])
    expect(leagues.list()[0]).not.toHaveProperty('starPlayers')
    expect(after.uncountedStars).toEqual([]) // Blitz Bowl: no points to count
  })

  it('names a Classic fixture kept without star player points as uncounted, and keeps points counted later once', () => {
    const { teams, leagues } = stores()
    const league = leagues.create({
      settings: settings({ ruleset: 'classic' }),
      teams: ['Da Boyz', 'Da Ladz', 'Da Gitz'].map((name) => ({
        teamId: teams.create(orcs(name)).id,
        coach: 'beginner' as const,
      })),
    })
    insertGame(t.db, 'g-1')
    leagues.link(league.id, 0, 'g-1')
    leagues.record('g-1', { score: [1, 0], casualties: [0, 0] })
    const before = leagues.get(league.id)!
    expect(before.uncountedStars).toEqual([0])
    const stars = [
      { side: 0 as const, number: 4, name: 'Ugluk', spp: 8, td: 1, cas: 0, comp: 0, int: 0, mvp: 1 },
    ]
    expect(leagues.keepStars(league.id, 1, stars)).toBe(false) // not played
    expect(leagues.keepStars(league.id, 0, [])).toBe(false)
    expect(leagues.keepStars(league.id, 0, stars)).toBe(true)
    expect(leagues.keepStars(league.id, 0, [{ ...stars[0], spp: 99 }])).toBe(false) // kept already
    const after = leagues.get(league.id)!
    expect(after.uncountedStars).toEqual([])
    expect(after.fixtures[0].result).toEqual({ score: [1, 0], casualties: [0, 0], starPlayers: stars })
    expect(after.starPlayers).toEqual([
      { team: after.fixtures[0].home, number: 4, name: 'Ugluk', spp: 8, matches: 1, ...NONE, td: 1, mvp: 1 },
    ])
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(leagues.list()[0]).not.toHaveProperty('uncountedStars')
  })

  it("shows each star player's level and advances due only with the league's advancement option", () => {
    const { teams, leagues } = stores()
    const run = (advancement: boolean | undefined, gameId: string) => {
      const options = advancement === undefined ? { twice: false } : { twice: false, advancement }
      const league = leagues.create({
        settings: settings({ ruleset: 'crosscheck', options }),
        teams: ['A', 'B', 'C'].map((name) => ({
          teamId: teams.create(dwarfSkaters(name)).id,
          coach: 'human' as const,
        })),
      })
      insertGame(t.db, gameId)
      leagues.link(league.id, 0, gameId)
      leagues.record(gameId, {
        score: [0, 0],
        casualties: [0, 0],
        starPlayers: [
          { side: 0, number: 4, name: 'Ulf', spp: 16 },
          { side: 1, number: 9, name: 'Sven', spp: 5 },
        ],
      })
      return leagues.get(league.id)!
    }
    const on = run(true, 'g-on')
    expect(on.options).toEqual({ twice: false, advancement: true })
    // advancement.ts: 16 points is a Veteran (two advances: Experienced at 6, Veteran at 16); 5 is still a Rookie.
    expect(on.starPlayers.map((r) => [r.name, r.level, r.advances])).toEqual([
      ['Ulf', 'veteran', 2],
      ['Sven', 'rookie', 0],
    ])
    // Off, or a league made before the option (no key): no levels at all.
    for (const off of [run(false, 'g-off'), run(undefined, 'g-old')]) {
      expect(off.starPlayers.map((r) => r.spp)).toEqual([16, 5])
      for (const row of off.starPlayers) {
        expect(row).not.toHaveProperty('level')
        expect(row).not.toHaveProperty('advances')
      }
    }
  })

  it('frees a fixture under way whose game is deleted, and keeps a played one its result', () => {
    const { teams, leagues } = stores()
    const league = leagues.create({ settings: settings(), teams: fourTeams(teams) })
    insertGame(t.db, 'g-1')
    insertGame(t.db, 'g-2')
    leagues.link(league.id, 0, 'g-1')
    leagues.link(league.id, 1, 'g-2')
    leagues.record('g-2', { score: [1, 0], casualties: [0, 0] })
    t.db.prepare('DELETE FROM games').run()
    const after = leagues.get(league.id)!
    expect(after.fixtures[0]).toMatchObject({ status: 'scheduled', gameId: null, result: null })
    expect(after.fixtures[1]).toMatchObject({ status: 'played', gameId: null, result: { score: [1, 0] } })
  })

  it('refuses a bad league naming the field, writing nothing', () => {
    const { teams, leagues } = stores()
    const entries = fourTeams(teams)
    const orc = teams.create(orcs()).id
    const before = counts()
    const refused = (input: Parameters<LeagueStore['create']>[0], field: string, message: RegExp) => {
      let error: unknown
      try {
        leagues.create(input)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(LeagueError)
      expect(error).toMatchObject({ reason: 'invalid', field })
      expect((error as Error).message).toMatch(message)
      expect(counts()).toEqual(before)
    }
    refused({ settings: settings({ name: ' ' }), teams: entries }, 'name', /must not be empty/)
    refused(
      { settings: settings({ points: { win: 11, draw: 1, loss: 0 } }), teams: entries },
      'points.win',
      /at most 10/,
    )
    refused(
      { settings: settings(), teams: [...entries, { teamId: orc, coach: 'human' }] },
      'teams[4].teamId',
      /"Da Boyz" is a classic team; this league plays blitz/,
    )
    refused(
      { settings: settings(), teams: [...entries, entries[1]] },
      'teams[4].teamId',
      /in the league already/,
    )
    refused(
      { settings: settings(), teams: [...entries, { teamId: 't-gone', coach: 'human' }] },
      'teams[4].teamId',
      /no saved team t-gone/,
    )
  })

  it('refuses to delete a team a league plays, naming the league; archiving it is allowed', () => {
    const { teams, leagues } = stores()
    const entries = fourTeams(teams)
    const league = leagues.create({ settings: settings(), teams: entries })
    let error: unknown
    try {
      teams.delete(entries[2].teamId)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(TeamError)
    expect(error).toMatchObject({ reason: 'in-league' })
    expect((error as Error).message).toMatch(/"Winter Cup"/)
    expect(teams.get(entries[2].teamId)).not.toBeNull()
    expect(teams.archive(entries[2].teamId, true)?.archived).toBe(true)
    expect(leagues.get(league.id)?.teams[2].name).toBe('South')
    // Once the league is gone the team can go.
    expect(leagues.delete(league.id)).toBe(true)
    expect(counts()).toEqual([0, 0, 0, 4])
    expect(teams.delete(entries[2].teamId)).toBe(true)
  })

  it('archives and brings back, listing archived leagues last; delete answers false for none', () => {
    const { teams, leagues } = stores()
    const entries = fourTeams(teams)
    const a = leagues.create({ settings: settings({ name: 'Autumn' }), teams: entries })
    const b = leagues.create({ settings: settings({ name: 'Spring' }), teams: entries })
    expect(leagues.archive(a.id, true)?.archived).toBe(true)
    expect(leagues.list().map((l) => [l.name, l.archived])).toEqual([
      ['Spring', false],
      ['Autumn', true],
    ])
    expect(leagues.archive(a.id, false)?.archived).toBe(false)
    expect(leagues.archive('l-none', true)).toBeNull()
    expect(leagues.delete('l-none')).toBe(false)
    expect(leagues.delete(b.id)).toBe(true)
    expect(leagues.get(b.id)).toBeNull()
  })

  it('passes over a league whose row it cannot read, leaving it as it is', () => {
    const { teams, leagues } = stores()
    const entries = fourTeams(teams)
    const good = leagues.create({ settings: settings({ name: 'Good' }), teams: entries })
    const bad = leagues.create({ settings: settings({ name: 'Bad' }), teams: entries })
    t.db.prepare('UPDATE leagues SET options_json = \'{"twice": 2}\' WHERE id = ?').run(bad.id)
    expect(leagues.list().map((l) => l.name)).toEqual(['Good'])
    expect(leagues.get(bad.id)).toBeNull()
    expect(leagues.get(good.id)?.name).toBe('Good')
    // A result it cannot read leaves the fixture played, out of the table.
    insertGame()
    leagues.link(good.id, 0, 'g-1')
    leagues.record('g-1', { score: [1, 0], casualties: [0, 0] })
    t.db.prepare("UPDATE league_fixtures SET result_json = '[1, 0]' WHERE game_id = 'g-1'").run()
    const after = leagues.get(good.id)!
    expect(after.fixtures[0]).toMatchObject({ status: 'played', result: null })
    expect(after.standings.every((r) => r.played === 0)).toBe(true)
  })
})
