// @vitest-environment happy-dom
// The Leagues screen over a fake main: the list; a new league from saved teams (Create kept off until it can
// succeed, the request as main takes it); an open league's table with exact figures, fixtures by round, a human
// fixture played as a saved game and a played one's replay; the AI fixtures' background run followed by its
// progress events; delete only after the coach confirmed; Dutch texts.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { FixtureInfo, LeagueInfo, StandingRow, TeamInfo } from '@shared/ipc'
import LeaguesScreen from '../../../src-renderer/src/components/leagues/LeaguesScreen.vue'
import StandingsTable from '../../../src-renderer/src/components/leagues/StandingsTable.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { callsOf, useFakeMain } from '../timeline/fakeReplay'
import { leagueSummary } from '../../shared/leagues/leagueSummary'
import { orcs } from '../../main/teams/teams'

const LEAGUE = 'l-00000000-0000-4000-8000-000000000001'
const teamId = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`
const NAMES = ['Da Boyz', 'Gutrippaz', 'Skull Splitterz', 'Mad Gitz']

const team = (n: number): TeamInfo => ({
  id: teamId(n),
  ruleset: 'classic',
  name: NAMES[n],
  team: orcs(NAMES[n]),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  archived: false,
})

const row = (team: number, name: string, figures: Partial<StandingRow>): StandingRow => ({
  team,
  name,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  scored: 0,
  conceded: 0,
  difference: 0,
  casualties: 0,
  points: 0,
  ...figures,
})

const fixture = (index: number, round: number, home: number, away: number, more: Partial<FixtureInfo> = {}) =>
  ({ index, round, home, away, status: 'scheduled', gameId: null, result: null, ...more }) as FixtureInfo

function league(over: Partial<LeagueInfo> = {}): LeagueInfo {
  return {
    id: LEAGUE,
    name: 'Orc Cup',
    ruleset: 'classic',
    points: { win: 3, draw: 1, loss: 0 },
    options: { twice: false },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    archived: false,
    teamCount: 4,
    fixtureCount: 6,
    played: 1,
    teams: [0, 1, 2, 3].map((i) => ({
      index: i,
      teamId: teamId(i),
      name: NAMES[i],
      coach: i === 0 ? 'human' : 'beginner',
    })),
    fixtures: [
      fixture(0, 1, 0, 3),
      fixture(1, 1, 1, 2, {
        status: 'played',
        gameId: 'g-played',
        result: { score: [2, 1], casualties: [1, 0] },
      }),
      fixture(2, 2, 0, 2),
      fixture(3, 2, 3, 1),
      fixture(4, 3, 0, 1),
      fixture(5, 3, 2, 3),
    ],
    standings: [
      row(1, 'Gutrippaz', {
        played: 1,
        won: 1,
        scored: 2,
        conceded: 1,
        difference: 1,
        casualties: 1,
        points: 3,
      }),
      row(0, 'Da Boyz', {}),
      row(3, 'Mad Gitz', {}),
      row(2, 'Skull Splitterz', { played: 1, lost: 1, scored: 1, conceded: 2, difference: -1 }),
    ],
    starPlayers: [],
    pendingRemovals: [],
    uncountedStars: [],
    pendingAdvances: [],
    ...over,
  }
}

const summary = leagueSummary

function main(extra: Parameters<typeof useFakeMain>[0] = {}) {
  let leagues: LeagueInfo[] = [league()]
  return useFakeMain({
    'leagues.list': () => ({ ok: true, value: leagues.map(summary) }),
    'leagues.get': () => ({ ok: true, value: leagues[0] }),
    'teams.list': () => ({ ok: true, value: [0, 1, 2, 3].map(team) }),
    'leagues.create': (args) => {
      const made = league({ name: (args as { name: string }).name, played: 0 })
      leagues = [...leagues, made]
      return { ok: true, value: made }
    },
    'leagues.delete': () => {
      leagues = []
      return { ok: true, value: { deleted: true } }
    },
    'leagues.playFixture': () => ({ ok: true, value: { gameId: 'g-fixture' } }),
    'leagues.runAiFixtures': () => ({ ok: true, value: { leagueId: LEAGUE, total: 2 } }),
    ...extra,
  })
}

async function screen(locale: 'en' | 'nl' = 'en', extra: Parameters<typeof useFakeMain>[0] = {}) {
  const transport = main(extra)
  const wrapper = mount(LeaguesScreen, {
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  await flushPromises()
  return { transport, wrapper }
}

async function openLeague(wrapper: ReturnType<typeof mount>): Promise<void> {
  await wrapper.get('[data-testid="league-open"]').trigger('click')
  await flushPromises()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Leagues screen', () => {
  it('lists each league with its game, teams and matches played', async () => {
    const { wrapper } = await screen()
    const rows = wrapper.findAll('[data-testid="league-row"]')
    expect(rows).toHaveLength(1)
    expect(rows[0].get('[data-testid="league-name"]').text()).toBe('Orc Cup')
    expect(rows[0].text()).toContain('Classic Blood Bowl')
    expect(rows[0].text()).toContain('4 teams')
    expect(rows[0].text()).toContain('1 of 6 matches played')
  })

  it('makes a league: Create stays off until it has a name and three teams, then sends what main takes', async () => {
    const { wrapper, transport } = await screen()
    await wrapper.get('[data-testid="league-new"]').trigger('click')
    await flushPromises()
    const create = () => wrapper.get('[data-testid="league-form-create"]')
    expect(create().attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="league-form-problems"]').text()).toContain('Give the league a name.')
    await wrapper.get('[data-testid="league-form-name"]').setValue('  Waaagh Cup ')
    const picks = wrapper.findAll('[data-testid="league-form-pick"]')
    expect(picks).toHaveLength(4)
    for (const i of [2, 0]) await picks[i].setValue(true)
    expect(create().attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="league-form-problems"]').text()).toBe('Pick 3 to 16 teams.')
    await picks[3].setValue(true)
    expect(create().attributes('disabled')).toBeUndefined()
    const coaches = wrapper.findAll('[data-testid="league-form-coach"]')
    expect(coaches).toHaveLength(3)
    await coaches[0].setValue('human') // Da Boyz: the list keeps the saved teams' order, the request the picking order
    await wrapper.get('[data-testid="league-form-win"]').setValue(2)
    await wrapper.get('[data-testid="league-form-twice"]').setValue(true)
    // Advancement by star player points: off until the coach ticks it.
    const advancement = wrapper.get<HTMLInputElement>('[data-testid="league-form-advancement"]')
    expect(advancement.element.checked).toBe(false)
    expect(advancement.element.parentElement!.textContent!.trim()).toBe(
      'Star players reach levels by their points (advancement)',
    )
    await advancement.setValue(true)
    await wrapper.get('[data-testid="league-form"]').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'leagues.create')).toEqual([
      {
        name: 'Waaagh Cup',
        ruleset: 'classic',
        teams: [
          { teamId: teamId(2), coach: 'beginner' },
          { teamId: teamId(0), coach: 'human' },
          { teamId: teamId(3), coach: 'beginner' },
        ],
        points: { win: 2, draw: 1, loss: 0 },
        options: { twice: true, advancement: true },
      },
    ])
    expect(wrapper.get('[data-testid="leagues-screen"]').attributes('data-face')).toBe('league')
    expect(wrapper.get('#leagues-title').text()).toBe('Waaagh Cup')
  })

  it('shows the table with exact figures and the fixtures by round', async () => {
    const { wrapper } = await screen()
    await openLeague(wrapper)
    const standings = wrapper.findAll('[data-testid="league-standing"]')
    expect(standings.map((r) => r.get('th').text())).toEqual([
      'Gutrippaz',
      'Da Boyz',
      'Mad Gitz',
      'Skull Splitterz',
    ])
    const cells = (r: (typeof standings)[number]) => r.findAll('td').map((c) => c.text())
    expect(cells(standings[0])).toEqual(['1', '1', '1', '0', '0', '2', '1', '+1', '1', '3'])
    expect(cells(standings[3])).toEqual(['4', '1', '0', '0', '1', '1', '2', '-1', '0', '0'])
    expect(wrapper.findAll('.league-fixtures__round h4').map((h) => h.text())).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
    ])
    const fixtures = wrapper.findAll('[data-testid="league-fixture"]')
    expect(fixtures).toHaveLength(6)
    expect(fixtures[1].get('[data-testid="league-fixture-score"]').text()).toBe('2 – 1')
    expect(fixtures[1].find('[data-testid="league-fixture-watch"]').exists()).toBe(true)
    // Da Boyz have a coach at the table: their fixtures are played here; the AIs' wait for the run.
    expect(fixtures[0].find('[data-testid="league-fixture-play"]').exists()).toBe(true)
    expect(fixtures[3].find('[data-testid="league-fixture-play"]').exists()).toBe(false)
    expect(fixtures[3].text()).toContain('AI against AI')
    expect(wrapper.get('[data-testid="league-run-ai"]').text()).toBe('Play the 2 AI matches')
  })

  it("shows a Cross Check league's ten best star players with their team, matches and points", async () => {
    // Twelve players, most points first as main sorts them: the table shows the first ten.
    const starPlayers = Array.from({ length: 12 }, (_, i) => ({
      team: i % 4,
      number: i + 1,
      name: `Skater ${i + 1}`,
      spp: 20 - i,
      matches: 1 + (i % 3),
      ...{ td: 0, cas: 0, comp: 0, int: 0, mvp: 0 },
    }))
    const { wrapper } = await screen('en', {
      'leagues.get': () => ({ ok: true, value: league({ ruleset: 'crosscheck', starPlayers }) }),
    })
    await openLeague(wrapper)
    expect(wrapper.get('[data-testid="league-stars"] h3').text()).toBe('Star players')
    const rows = wrapper.findAll('[data-testid="league-star"]')
    expect(rows).toHaveLength(10)
    const cells = (r: (typeof rows)[number]) => [r.get('th').text(), ...r.findAll('td').map((c) => c.text())]
    expect(cells(rows[0])).toEqual(['#1 Skater 1', '1', 'Da Boyz', '1', '20'])
    expect(cells(rows[9])).toEqual(['#10 Skater 10', '10', 'Gutrippaz', '1', '11'])
    expect(wrapper.find('[data-testid="league-stars-none"]').exists()).toBe(false)
  })

  it('says why a league shows no star players: none yet (Classic, Cross Check), none in Blitz Bowl', async () => {
    const note = async (over: Partial<LeagueInfo>, locale: 'en' | 'nl' = 'en') => {
      const { wrapper } = await screen(locale, { 'leagues.get': () => ({ ok: true, value: league(over) }) })
      await openLeague(wrapper)
      expect(wrapper.findAll('[data-testid="league-star"]')).toHaveLength(0)
      const text = wrapper.get('[data-testid="league-stars-none"]').text()
      wrapper.unmount()
      return text
    }
    expect(await note({ ruleset: 'crosscheck' })).toBe('No star player points earned yet.')
    expect(await note({ ruleset: 'classic' })).toBe('No star player points earned yet.')
    expect(await note({ ruleset: 'blitz' })).toBe('Blitz Bowl has no star player points.')
    expect(await note({ ruleset: 'crosscheck' }, 'nl')).toBe('Nog geen sterspelerpunten verdiend.')
  })

  it('shows a Blitz Bowl table’s casualties (the opponents its blocks and fouls injured), its hint in each language', () => {
    const rows = [
      row(0, 'Karak Rollers', {
        played: 1,
        won: 1,
        scored: 12,
        conceded: 8,
        difference: 4,
        casualties: 2,
        points: 3,
      }),
    ]
    const table = (ruleset: 'blitz' | 'crosscheck', locale: 'en' | 'nl' = 'en') =>
      mount(StandingsTable, { props: { rows, ruleset }, global: { plugins: [createAppI18n(locale)] } })
    const blitz = table('blitz')
    expect(blitz.findAll('thead th')).toHaveLength(11)
    expect(blitz.findAll('tbody td').map((c) => c.text())).toEqual([
      '1',
      '1',
      '1',
      '0',
      '0',
      '12',
      '8',
      '+4',
      '2',
      '3',
    ])
    const head = (w: ReturnType<typeof table>) => w.findAll('thead th')[9]
    expect(head(blitz).text()).toBe('Cas')
    expect(head(blitz).attributes('title')).toBe('Opponents injured by a block or foul')
    expect(head(table('blitz', 'nl')).attributes('title')).toBe(
      'Tegenstanders geblesseerd door een blok of overtreding',
    )
    const crosscheck = table('crosscheck')
    expect(crosscheck.get('[data-col="casualties"]').text()).toBe('2')
    expect(head(crosscheck).attributes('title')).toBe('Casualties caused')
  })

  it('plays a human fixture as a saved game and closes to the table', async () => {
    const { wrapper, transport } = await screen('en', {
      'game.open': () => ({ ok: false, code: 'game/not-found', message: 'No saved game g-fixture.' }),
    })
    await openLeague(wrapper)
    await wrapper.findAll('[data-testid="league-fixture-play"]')[0].trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.playFixture')).toEqual([{ id: LEAGUE, fixture: 0 }])
    expect(callsOf(transport, 'game.open')).toEqual([{ gameId: 'g-fixture' }])
  })

  it('runs the AI fixtures in the background and follows main’s progress', async () => {
    const { wrapper, transport } = await screen()
    await openLeague(wrapper)
    await wrapper.get('[data-testid="league-run-ai"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.runAiFixtures')).toEqual([{ id: LEAGUE }])
    const progress = () => wrapper.get('[data-testid="league-run-progress"]')
    expect(progress().text()).toBe('Playing match 1 of 2…')
    expect(wrapper.find('[data-testid="league-run-cancel"]').exists()).toBe(true)
    const reads = callsOf(transport, 'leagues.get').length
    transport.emit('league.progress', { leagueId: LEAGUE, state: 'playing', done: 1, total: 2, fixture: 5 })
    await flushPromises()
    expect(progress().text()).toBe('Playing match 2 of 2…')
    expect(progress().get('progress').attributes('value')).toBe('1')
    expect(callsOf(transport, 'leagues.get').length).toBe(reads + 1) // the table read again
    transport.emit('league.progress', {
      leagueId: 'l-00000000-0000-4000-8000-000000000009',
      state: 'done',
      done: 9,
      total: 9,
    })
    await flushPromises()
    expect(progress().text()).toBe('Playing match 2 of 2…') // another league's run is not this one's
    transport.emit('league.progress', { leagueId: LEAGUE, state: 'done', done: 2, total: 2 })
    await flushPromises()
    expect(progress().attributes('data-state')).toBe('done')
    expect(progress().text()).toBe('2 AI matches played.')
    // A run that failed says why in the coach's words, never main's English message.
    transport.emit('league.progress', {
      leagueId: LEAGUE,
      state: 'failed',
      done: 2,
      total: 2,
      code: 'save/failed',
      message: 'SQLITE_FULL: database or disk is full',
    })
    await flushPromises()
    expect(progress().text()).toBe('The AI matches stopped: Saving failed, so nothing was changed.')
  })

  it('asks before deleting: Cancel keeps the league, the confirmation deletes it', async () => {
    const { wrapper, transport } = await screen()
    await openLeague(wrapper)
    await wrapper.get('[data-testid="league-delete"]').trigger('click')
    expect(wrapper.get('[data-testid="confirm-dialog"]').text()).toContain(
      '“Orc Cup” will be deleted for good.',
    )
    await wrapper.get('[data-testid="confirm-cancel"]').trigger('click')
    expect(callsOf(transport, 'leagues.delete')).toEqual([])
    await wrapper.get('[data-testid="league-delete"]').trigger('click')
    await wrapper.get('[data-testid="confirm-ok"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.delete')).toEqual([{ id: LEAGUE, confirm: true }])
    expect(wrapper.get('[data-testid="leagues-screen"]').attributes('data-face')).toBe('list')
    expect(wrapper.get('[data-testid="leagues-empty"]').text()).toContain('No leagues yet')
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await screen('nl')
    expect(wrapper.get('#leagues-title').text()).toBe('Competities')
    expect(wrapper.get('[data-testid="league-row"]').text()).toContain('1 van 6 wedstrijden gespeeld')
    await openLeague(wrapper)
    expect(wrapper.get('[data-testid="league-run-ai"]').text()).toBe('De 2 AI-wedstrijden spelen')
    expect(wrapper.findAll('.league-fixtures__round h4')[0].text()).toBe('Ronde 1')
    expect(wrapper.get('[data-testid="league-stars"] h3').text()).toBe('Sterspelers')
    await wrapper.get('[data-testid="leagues-back"]').trigger('click')
    await flushPromises()
    await wrapper.get('[data-testid="league-new"]').trigger('click')
    await flushPromises()
    expect(
      wrapper.get('[data-testid="league-form-advancement"]').element.parentElement!.textContent!.trim(),
    ).toBe('Sterspelers stijgen in niveau door hun punten (ontwikkeling)')
    // The points row: one heading over three short labels.
    const points = wrapper.get('[data-testid="league-form-points"]')
    expect(points.get('legend').text()).toBe('Punten')
    expect(points.findAll('label > span').map((s) => s.text())).toEqual(['Winst', 'Gelijk', 'Verlies'])
  })
})
