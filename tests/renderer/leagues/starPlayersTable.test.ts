// @vitest-environment happy-dom
// The open league's Star players table for a Classic league: what earned each player's points (touchdowns,
// casualties, completions, interceptions, MVP awards) in their own columns, the levels and advances due only when
// the league plays with advancement, a Cross Check league without the breakdown, the Dutch headings, and the
// matches kept before points were counted named under the table (never shown as players without points).
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { LeagueInfo, StarPlayerRow } from '@shared/ipc'
import StarPlayersTable from '../../../src-renderer/src/components/leagues/StarPlayersTable.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'

const star = (over: Partial<StarPlayerRow>): StarPlayerRow => ({
  team: 0,
  number: 1,
  name: 'Gorbag',
  spp: 0,
  matches: 1,
  td: 0,
  cas: 0,
  comp: 0,
  int: 0,
  mvp: 0,
  ...over,
})

const ROWS: StarPlayerRow[] = [
  star({ team: 1, number: 4, name: 'Ugluk', spp: 18, matches: 3, td: 2, cas: 1, comp: 0, int: 0, mvp: 2 }),
  star({ team: 0, number: 7, name: 'Gorbag', spp: 7, matches: 2, td: 0, cas: 0, comp: 3, int: 2, mvp: 0 }),
]

function league(over: Partial<LeagueInfo>): LeagueInfo {
  return {
    id: 'l-00000000-0000-4000-8000-000000000001',
    name: 'Orc Cup',
    ruleset: 'classic',
    points: { win: 3, draw: 1, loss: 0 },
    options: { twice: false },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    archived: false,
    teamCount: 2,
    fixtureCount: 1,
    played: 1,
    teams: [
      { index: 0, teamId: 't-00000000-0000-4000-8000-000000000000', name: 'Da Boyz', coach: 'human' },
      { index: 1, teamId: 't-00000000-0000-4000-8000-000000000001', name: 'Gutrippaz', coach: 'beginner' },
    ],
    fixtures: [],
    standings: [],
    starPlayers: ROWS,
    pendingRemovals: [],
    uncountedStars: [],
    pendingAdvances: [],
    ...over,
  }
}

function table(l: LeagueInfo, locale: 'en' | 'nl' = 'en') {
  const wrapper = mount(StarPlayersTable, {
    props: { league: l },
    global: { plugins: [createAppI18n(locale)] },
  })
  const heads = wrapper.findAll('thead th').map((h) => h.text())
  const rows = wrapper
    .findAll('[data-testid="league-star"]')
    .map((r) => [r.get('th').text(), ...r.findAll('td').map((c) => c.text())])
  return { wrapper, heads, rows }
}

describe('StarPlayersTable', () => {
  it('shows what earned a Classic player his points, column by column', () => {
    const { heads, rows } = table(league({}))
    expect(heads).toEqual(['#', 'Player', 'Team', 'M', 'TD', 'Cas', 'Comp', 'Int', 'MVP', 'SPP'])
    expect(rows).toEqual([
      ['#4 Ugluk', '1', 'Gutrippaz', '3', '2', '1', '0', '0', '2', '18'],
      ['#7 Gorbag', '2', 'Da Boyz', '2', '0', '0', '3', '2', '0', '7'],
    ])
  })

  it("adds each player's level and advances due when the league plays with advancement", () => {
    const levelled = ROWS.map((r, i) =>
      i === 0
        ? { ...r, level: 'veteran' as const, advances: 2, taken: ['dodge', 'sure-hands'] }
        : { ...r, level: 'experienced' as const, advances: 1 },
    )
    const { heads, rows } = table(
      league({ options: { twice: false, advancement: true }, starPlayers: levelled }),
    )
    expect(heads.slice(-4)).toEqual(['SPP', 'Level', 'Adv.', 'New skills'])
    // The skills each has learned (none listed: no longer on his saved team, or none taken).
    expect(rows.map((r) => r.slice(-4))).toEqual([
      ['18', 'Veteran', '2', 'Dodge, Sure Hands'],
      ['7', 'Experienced', '1', '–'],
    ])
  })

  it('shows Cross Check points without the Classic breakdown', () => {
    const { heads, rows } = table(league({ ruleset: 'crosscheck' }))
    expect(heads).toEqual(['#', 'Player', 'Team', 'M', 'SPP'])
    // With advancement, levels but no skills column: picking skills is Classic only.
    const levelled = table(league({ ruleset: 'crosscheck', options: { twice: false, advancement: true } }))
    expect(levelled.heads).toEqual(['#', 'Player', 'Team', 'M', 'SPP', 'Level', 'Adv.'])
    expect(rows[0]).toEqual(['#4 Ugluk', '1', 'Gutrippaz', '3', '18'])
  })

  it('speaks Dutch', () => {
    const levelled = ROWS.map((r) => ({ ...r, level: 'emerging-star' as const, advances: 3 }))
    const { heads, rows } = table(
      league({ options: { twice: false, advancement: true }, starPlayers: levelled }),
      'nl',
    )
    expect(heads).toEqual([
      '#',
      'Speler',
      'Team',
      'Wed.',
      'TD',
      'Bles.',
      'Pass',
      'Ond.',
      'MVP',
      'SPP',
      'Niveau',
      'Verb.',
      'Nieuwe vaardigheden',
    ])
    expect(rows[0].slice(-3)).toEqual(['Rijzende ster', '3', '–'])
  })

  it('names the matches whose points are not known, under the table or in its place, in English and Dutch', () => {
    const fixture = (index: number, home: number, away: number) => ({
      index,
      round: index + 1,
      home,
      away,
      status: 'played' as const,
      gameId: null,
      result: { score: [1, 0] as const, casualties: [0, 0] as const },
    })
    const fixtures = [fixture(0, 0, 1), fixture(1, 1, 0)]
    const one = table(league({ fixtures, uncountedStars: [1] }))
    expect(one.rows).toHaveLength(2)
    expect(one.wrapper.get('[data-testid="league-stars-uncounted"]').text()).toBe(
      'No star player points are known for Gutrippaz – Da Boyz: it was played before the app counted them, and its saved game cannot be read any more.',
    )
    const none = table(league({ fixtures, uncountedStars: [0, 1], starPlayers: [] }), 'nl')
    expect(none.rows).toEqual([])
    expect(none.wrapper.find('[data-testid="league-stars-none"]').exists()).toBe(false)
    expect(none.wrapper.get('[data-testid="league-stars-uncounted"]').text()).toBe(
      'Van 2 wedstrijden zijn geen sterspelerpunten bekend: Da Boyz – Gutrippaz, Gutrippaz – Da Boyz. Ze zijn gespeeld voordat de app ze telde, en hun opgeslagen spellen zijn niet meer te lezen.',
    )
    expect(table(league({})).wrapper.find('[data-testid="league-stars-uncounted"]').exists()).toBe(false)
  })
})
