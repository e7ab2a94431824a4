// leagues.* through the dispatcher over the real services (saves in a temp folder): create, get, list, archive,
// delete, export and import (a fast-check round trip), every hostile league file refused with a typed error naming
// the field and nothing written, a team in a league refused deletion, and a LAN viewer refused everything.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LeagueInfo, LeagueSummary, TeamInfo } from '@shared/ipc'
import { roundRobin } from '@shared/leagues/fixtures'
import {
  exportLeague,
  MAX_LEAGUE_FILE_CHARS,
  parseLeagueFile,
  type LeagueFile,
} from '@shared/leagues/leagueFile'
import { teamCost } from '@shared/leagues/treasury'
import { DEFAULT_TREASURY, TREASURY_STEP } from '@shared/rules/classic/data/teamSchema'
import type { SavedTeam } from '@shared/teams/savedTeam'
import { norse, orcs, savedTeams } from '../teams/teams'
import { owner, useLeagueHost, viewer } from './leagueHost'
import { raceHost } from '../testHost'

const leagueHost = useLeagueHost('pitchside-leagues-')
const { call, value, stored } = leagueHost
const host = () => leagueHost.host

async function expectRefused(
  name: string,
  args: unknown,
  code: string,
  message?: RegExp,
  context: object = owner,
) {
  const before = stored()
  const result = await call(name, args, context)
  expect(result).toMatchObject({ ok: false, code })
  if (message) expect((result as { message: string }).message).toMatch(message)
  expect(stored()).toEqual(before)
}

async function blitzLeague(name = 'Winter Cup'): Promise<LeagueInfo> {
  const teams: TeamInfo[] = []
  for (const team of ['North', 'East', 'South'])
    teams.push(await value<TeamInfo>('teams.create', { team: norse(team) }))
  return value<LeagueInfo>('leagues.create', {
    name,
    ruleset: 'blitz',
    teams: teams.map((t, i) => ({ teamId: t.id, coach: i === 0 ? 'human' : 'hard' })),
    points: { win: 2, draw: 1, loss: 0 },
  })
}

describe('leagues requests', () => {
  it('create, get, list, archive and delete', async () => {
    expect(await value('leagues.list', {})).toEqual([])
    const league = await blitzLeague()
    expect(league).toMatchObject({
      name: 'Winter Cup',
      ruleset: 'blitz',
      points: { win: 2, draw: 1, loss: 0 },
      options: { twice: false },
      teamCount: 3,
      fixtureCount: 3,
      played: 0,
    })
    expect(league.id).toMatch(/^l-[0-9a-f-]{36}$/)
    expect(league.fixtures.map((f) => [f.round, f.home, f.away])).toEqual([
      [1, 1, 2],
      [2, 2, 0],
      [3, 0, 1],
    ])
    expect(await value('leagues.get', { id: league.id })).toEqual(league)
    expect((await value<LeagueSummary[]>('leagues.list', {})).map((l) => l.name)).toEqual(['Winter Cup'])
    expect((await value<LeagueInfo>('leagues.archive', { id: league.id })).archived).toBe(true)
    expect((await value<LeagueInfo>('leagues.archive', { id: league.id, archived: false })).archived).toBe(
      false,
    )
    await expectRefused('leagues.delete', { id: league.id }, 'ipc/invalid-payload')
    expect(await value('leagues.delete', { id: league.id, confirm: true })).toEqual({ deleted: true })
    await expectRefused('leagues.get', { id: league.id }, 'league/not-found')
    await expectRefused('leagues.delete', { id: league.id, confirm: true }, 'league/not-found')
  })

  it("keeps a Classic league's Regeneration option only when it is off", async () => {
    const ids: string[] = []
    for (const name of ['A', 'B', 'C'])
      ids.push((await value<TeamInfo>('teams.create', { team: orcs(name) })).id)
    const teams = ids.map((teamId) => ({ teamId, coach: 'human' }))
    const on = await value<LeagueInfo>('leagues.create', { name: 'On', ruleset: 'classic', teams })
    expect(on.options).toEqual({ twice: false })
    const off = await value<LeagueInfo>('leagues.create', {
      name: 'Off',
      ruleset: 'classic',
      teams,
      options: { twice: true, leagueRegeneration: false },
    })
    expect(off.options).toEqual({ twice: true, leagueRegeneration: false })
    const text = (await value<{ text: string }>('leagues.export', { id: off.id })).text
    expect((await value<LeagueInfo>('leagues.import', { text })).options).toEqual(off.options)
  })

  it('keeps the advancement option only when on, through a league file; an old file reads as off', async () => {
    const ids: string[] = []
    for (const name of ['A', 'B', 'C'])
      ids.push((await value<TeamInfo>('teams.create', { team: orcs(name) })).id)
    const teams = ids.map((teamId) => ({ teamId, coach: 'human' }))
    const on = await value<LeagueInfo>('leagues.create', {
      name: 'Levels',
      ruleset: 'classic',
      teams,
      options: { advancement: true },
    })
    expect(on.options).toEqual({ twice: false, advancement: true })
    const off = await value<LeagueInfo>('leagues.create', {
      name: 'No levels',
      ruleset: 'classic',
      teams,
      options: { advancement: false },
    })
    expect(off.options).toEqual({ twice: false })
    const text = (await value<{ text: string }>('leagues.export', { id: on.id })).text
    expect(JSON.parse(text).league.options).toEqual({ twice: false, advancement: true })
    expect((await value<LeagueInfo>('leagues.import', { text })).options).toEqual(on.options)
    // A file written before the option: its options have no key, and the league plays without levels.
    const old = JSON.parse(text)
    old.league.options = { twice: false }
    expect((await value<LeagueInfo>('leagues.import', { text: JSON.stringify(old) })).options).toEqual({
      twice: false,
    })
    // A bad value is refused naming the field, nothing written.
    old.league.options = { twice: false, advancement: 'yes' }
    await expectRefused(
      'leagues.import',
      { text: JSON.stringify(old) },
      'league/invalid',
      /^league\.options\.advancement: /,
    )
  })

  it('refuses a bad league naming the field, and a team a league plays cannot be deleted', async () => {
    const league = await blitzLeague()
    const orc = await value<TeamInfo>('teams.create', { team: orcs() })
    const teams = league.teams.map((t) => ({ teamId: t.teamId, coach: t.coach }))
    await expectRefused(
      'leagues.create',
      { name: 'Mixed', ruleset: 'blitz', teams: [...teams, { teamId: orc.id, coach: 'human' }] },
      'league/invalid',
      /^teams\[3\]\.teamId: "Da Boyz" is a classic team; this league plays blitz$/,
    )
    await expectRefused(
      'leagues.create',
      { name: 'Two', ruleset: 'blitz', teams: teams.slice(0, 2) },
      'ipc/invalid-payload',
      /at least 3 teams/,
    )
    await expectRefused(
      'teams.delete',
      { id: teams[1].teamId, confirm: true },
      'team/in-league',
      /plays in the league "Winter Cup".*archive it instead/,
    )
    // The league named as a value too, for the renderer to word in the coach's language.
    const refused = await call('teams.delete', { id: teams[1].teamId, confirm: true })
    expect(refused).toMatchObject({ ok: false, params: { league: 'Winter Cup' } })
    expect((await value<TeamInfo>('teams.archive', { id: teams[1].teamId })).archived).toBe(true)
    expect(await value('teams.delete', { id: orc.id, confirm: true })).toEqual({ deleted: true })
  })

  it('exports a league file and imports it again as a new league over new saved teams', async () => {
    const league = await blitzLeague()
    const file = await value<{ fileName: string; text: string }>('leagues.export', { id: league.id })
    expect(file.fileName).toBe('winter-cup.pitchside-league.json')
    const parsed = JSON.parse(file.text) as LeagueFile
    expect(parsed.teams.map((t) => [t.team.name, t.coach])).toEqual([
      ['North', 'human'],
      ['East', 'hard'],
      ['South', 'hard'],
    ])
    const imported = await value<LeagueInfo>('leagues.import', { text: file.text })
    expect(imported.id).not.toBe(league.id)
    expect(new Set([...imported.teams, ...league.teams].map((t) => t.teamId)).size).toBe(6)
    expect((await value<{ text: string }>('leagues.export', { id: imported.id })).text).toBe(file.text)
    expect(await value<TeamInfo[]>('teams.list', {})).toHaveLength(6)
  })

  it('refuses to export a league whose saved team cannot be read, naming it', async () => {
    const league = await blitzLeague()
    host()
      .store!.connection.prepare("UPDATE teams SET team_json = '{' WHERE id = ?")
      .run(league.teams[1].teamId)
    await expectRefused(
      'leagues.export',
      { id: league.id },
      'league/invalid',
      new RegExp(`^teams\\[1\\]: the saved team ${league.teams[1].teamId} cannot be read`),
    )
    // The league still lists, its team under a placeholder; its fixtures cannot start.
    expect((await value<LeagueInfo>('leagues.get', { id: league.id })).teams[1].name).toBe(
      `(${league.teams[1].teamId})`,
    )
  })

  it('refuses every hostile league file with the field named, writing nothing', async () => {
    const league = await blitzLeague()
    const good = (await value<{ text: string }>('leagues.export', { id: league.id })).text
    const file = JSON.parse(good) as LeagueFile
    const edit = (change: (f: Record<string, unknown> & LeagueFile) => void): string => {
      const copy = structuredClone(file) as Record<string, unknown> & LeagueFile
      change(copy)
      return JSON.stringify(copy)
    }
    const cases: [string, string, RegExp][] = [
      ['not json', 'league/malformed', /not a JSON file/],
      ['[1]', 'league/malformed', /one JSON object/],
      [JSON.stringify(norse()), 'league/malformed', /^format: not a Pitchside league/],
      [edit((f) => Object.assign(f, { version: 2 })), 'league/newer-version', /made by a newer Pitchside/],
      [edit((f) => Object.assign(f, { extra: 1 })), 'league/invalid', /^extra: /],
      [
        edit((f) => Object.assign(f.league, { name: '' })),
        'league/invalid',
        /^league\.name: must not be empty/,
      ],
      [
        edit((f) => Object.assign(f.league.points, { win: 1.5 })),
        'league/invalid',
        /^league\.points\.win: must be a whole number/,
      ],
      [edit((f) => (f.teams as unknown[]).pop()), 'league/invalid', /^teams: a league has at least 3 teams/],
      [
        edit((f) => Object.assign(f.teams[1], { coach: 'expert' })),
        'league/invalid',
        /^teams\[1\]\.coach: must be "human" or an AI level/,
      ],
      [
        edit((f) => Object.assign(f.teams[2], { team: orcs() })),
        'league/invalid',
        /^teams\[2\]\.team\.ruleset: is a classic team; this league plays blitz/,
      ],
      [
        edit((f) =>
          Object.assign((f.teams[1].team as { players: { name: string }[] }).players[3], { name: '' }),
        ),
        'league/invalid',
        /^teams\[1\]\.team: players\[3\]\.name: must not be empty/,
      ],
      [
        edit((f) => Object.assign(f.teams[0], { team: { ...norse(), version: 9 } })),
        'league/newer-version',
        /^teams\[0\]\.team: version: this team is format 9/,
      ],
      [
        edit((f) => Object.assign(f.fixtures[0], { home: 2, away: 1 })),
        'league/invalid',
        /^fixtures\[0\]: must be round 1, team 1 v team 2/,
      ],
      [
        edit((f) => Object.assign(f.fixtures[1], { home: 0, away: 0 })),
        'league/invalid',
        /^fixtures\[1\]: must be round 2/,
      ],
      [
        edit((f) => (f.fixtures as unknown[]).push(f.fixtures[0])),
        'league/invalid',
        /^fixtures: lists 4 fixtures; 3 teams play 3/,
      ],
      [
        edit((f) => Object.assign(f.fixtures[0], { status: 'played' })),
        'league/invalid',
        /^fixtures\[0\]\.result: a played fixture has a result/,
      ],
      [
        edit((f) =>
          Object.assign(f.fixtures[0], { status: 'played', result: { score: [-1, 0], casualties: [0, 0] } }),
        ),
        'league/invalid',
        /^fixtures\[0\]\.result\.score\[0\]: must be at least 0/,
      ],
      [
        edit((f) =>
          Object.assign(f.fixtures[0], {
            status: 'played',
            result: {
              score: [1, 0],
              casualties: [1, 0],
              injuries: [{ side: 2, number: 3, name: 'X', kind: 'dead' }],
            },
          }),
        ),
        'league/invalid',
        /^fixtures\[0\]\.result\.injuries\[0\]\.side: must be 0 \(home\) or 1 \(away\)/,
      ],
      [
        edit((f) => Object.assign(f.fixtures[0], { status: 'playing' })),
        'league/invalid',
        /^fixtures\[0\]\.status: must be "scheduled" or "played"/,
      ],
      [
        good.replace('"options": {', '"options": {"__proto__": {"twice": true}, '),
        'league/invalid',
        /^league\.options\.__proto__/,
      ],
      [
        good.replace('"teamId": "norse"', '"teamId": "norse", "__proto__": {}'),
        'league/invalid',
        /^teams\[0\]\.team\.team\.__proto__/,
      ],
    ]
    for (const [text, code, message] of cases) {
      await expectRefused('leagues.import', { text }, code, message)
    }
    await expectRefused(
      'leagues.import',
      { text: ' '.repeat(MAX_LEAGUE_FILE_CHARS + 1) },
      'ipc/invalid-payload',
    )
    expect(() => parseLeagueFile(' '.repeat(MAX_LEAGUE_FILE_CHARS + 1))).toThrow(
      expect.objectContaining({ reason: 'too-large' }),
    )
    expect(await value<LeagueSummary[]>('leagues.list', {})).toHaveLength(1)
  })

  it('answers save/unavailable for changes when saves are off, and an empty list', async () => {
    const noSaves = raceHost(null)
    try {
      expect(await noSaves.dispatcher.dispatch('leagues.list', {}, owner)).toEqual({ ok: true, value: [] })
      expect(
        await noSaves.dispatcher.dispatch(
          'leagues.import',
          { text: exportLeague(await fileOf()).text },
          owner,
        ),
      ).toMatchObject({ ok: false, code: 'save/unavailable' })
    } finally {
      noSaves.close()
    }
  })

  it('refuses every leagues request to a LAN viewer, writing nothing', async () => {
    const league = await blitzLeague()
    const { text } = await value<{ text: string }>('leagues.export', { id: league.id })
    const teams = league.teams.map((t) => ({ teamId: t.teamId, coach: t.coach }))
    for (const [name, args] of [
      ['leagues.list', {}],
      ['leagues.get', { id: league.id }],
      ['leagues.create', { name: 'Again', ruleset: 'blitz', teams }],
      ['leagues.archive', { id: league.id }],
      ['leagues.delete', { id: league.id, confirm: true }],
      ['leagues.export', { id: league.id }],
      ['leagues.import', { text }],
      ['leagues.playFixture', { id: league.id, fixture: 0 }],
      ['leagues.runAiFixtures', { id: league.id }],
      ['leagues.cancelAiFixtures', { id: league.id }],
    ] as const)
      await expectRefused(name, args, 'share/read-only', new RegExp(name.replace('.', '\\.')), viewer)
  })
})

/** A league file of `teams` (one game) with some fixtures played. */
async function fileOf(
  teams: readonly SavedTeam[] = [norse('A'), norse('B'), norse('C')],
  twice = false,
  results: readonly ([number, number, number, number] | null)[] = [],
): Promise<LeagueFile> {
  // A Classic team may be built within more than 1,000,000 (its own treasury): the league's then covers the dearest.
  const dearest = Math.max(0, ...teams.map((t) => teamCost(t) ?? 0))
  const treasury = dearest > DEFAULT_TREASURY ? Math.ceil(dearest / TREASURY_STEP) * TREASURY_STEP : undefined
  return {
    format: 'pitchside-league',
    version: 1,
    league: {
      name: 'Cup',
      ruleset: teams[0].ruleset,
      points: { win: 3, draw: 1, loss: 0 },
      options: { twice, ...(treasury === undefined ? {} : { treasury }) },
    },
    teams: teams.map((team, i) => ({ team, coach: i % 2 ? 'beginner' : 'human' })),
    fixtures: roundRobin(teams.length, { twice }).map((p, i) => {
      const r = results[i]
      return r
        ? { ...p, status: 'played' as const, result: { score: [r[0], r[1]], casualties: [r[2], r[3]] } }
        : { ...p, status: 'scheduled' as const }
    }),
  }
}

describe('the league file', () => {
  it('property: any league survives export → import → export unchanged', async () => {
    const leagues = fc.constantFrom('classic', 'blitz', 'crosscheck').chain((ruleset) =>
      fc.record({
        teams: fc.array(
          savedTeams.filter((t) => t.ruleset === ruleset),
          { minLength: 3, maxLength: 5 },
        ),
        twice: fc.boolean(),
        results: fc.array(fc.option(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(4), fc.nat(4)), { nil: null }), {
          maxLength: 20,
        }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(leagues, async ({ teams, twice, results }) => {
        const text = exportLeague(await fileOf(teams, twice, results)).text
        const imported = await value<LeagueInfo>('leagues.import', { text })
        expect(imported.played).toBe(results.slice(0, imported.fixtureCount).filter((r) => r !== null).length)
        expect((await value<{ text: string }>('leagues.export', { id: imported.id })).text).toBe(text)
      }),
      { numRuns: 25 },
    )
  })
})
