// @vitest-environment happy-dom
// The open league's new skills to choose (AdvancesDue.vue over main's `pendingAdvances`): only a human coach's stars
// are listed, each with his level and which of his new skills this is, a list of the skills he may learn grouped by
// category, Take off until one is chosen, the pick sent as main takes it and the row gone once main answered, a
// refusal shown with the row kept, the skills learned shown in the Star players table, Dutch texts.
import { flushPromises, type mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { LeagueInfo, PendingAdvance, StarPlayerRow } from '@shared/ipc'
import { advanceChoices } from '@shared/rules/classic/data/advanceSkills'
import { callsOf } from '../timeline/fakeReplay'
import { openLeagueScreen } from './openLeagueScreen'

const LEAGUE = 'l-00000000-0000-4000-8000-000000000001'
const teamId = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`
const NAMES = ['Da Boyz', 'Gutrippaz', 'Skull Splitterz']

const gorbag: PendingAdvance = {
  team: 0,
  teamId: teamId(0),
  teamName: 'Da Boyz',
  number: 7,
  name: 'Gorbag',
  level: 'veteran',
  due: 2,
  taken: ['dodge'],
  choices: advanceChoices(['block', 'dodge']),
}
/** A star of the AI-coached Gutrippaz: main picks for him, so the screen does not list him. */
const ugluk: PendingAdvance = {
  ...gorbag,
  team: 1,
  teamId: teamId(1),
  teamName: 'Gutrippaz',
  number: 4,
  name: 'Ugluk',
}

const starRow = (taken: string[]): StarPlayerRow => ({
  team: 0,
  number: 7,
  name: 'Gorbag',
  spp: 22,
  matches: 2,
  td: 4,
  cas: 0,
  comp: 0,
  int: 0,
  mvp: 2,
  level: 'veteran',
  advances: 2,
  taken,
})

function league(pendingAdvances: PendingAdvance[], taken: string[] = ['dodge']): LeagueInfo {
  return {
    id: LEAGUE,
    name: 'Waaagh Cup',
    ruleset: 'classic',
    points: { win: 3, draw: 1, loss: 0 },
    options: { twice: false, advancement: true },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    archived: false,
    teamCount: 3,
    fixtureCount: 3,
    played: 3,
    teams: [0, 1, 2].map((i) => ({
      index: i,
      teamId: teamId(i),
      name: NAMES[i],
      coach: i === 1 ? ('beginner' as const) : ('human' as const),
    })),
    fixtures: [],
    standings: [],
    starPlayers: [starRow(taken)],
    pendingRemovals: [],
    pendingAdvances,
    uncountedStars: [],
  }
}

async function screen(locale: 'en' | 'nl', takeAdvance: (args: unknown) => unknown) {
  return openLeagueScreen(league([gorbag, ugluk]), locale, {
    'leagues.takeAdvance': (args) => takeAdvance(args) as never,
  })
}

const rows = (wrapper: ReturnType<typeof mount>) => wrapper.findAll('[data-testid="league-advance"]')
const skillsCell = (wrapper: ReturnType<typeof mount>) =>
  wrapper.get('[data-testid="league-star"] td[data-col="skills"]')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('new skills to choose in an open league', () => {
  it('lists a human coach’s star with the skills he may learn by category; Take sends the pick', async () => {
    const { wrapper, transport } = await screen('en', () => ({
      ok: true,
      value: league([], ['dodge', 'tackle']),
    }))
    expect(wrapper.get('[data-testid="league-advances"] h3').text()).toBe('New skills to choose')
    expect(rows(wrapper).map((r) => r.get('.league-ask__who').text())).toEqual([
      '#7 Gorbag · Da Boyz — Veteran: new skill 2 of 2',
    ])
    const row = rows(wrapper)[0]
    expect(row.get('label').text()).toMatch(/^Choose a skill/)
    expect(row.findAll('optgroup').map((g) => g.attributes('label'))).toEqual([
      'General',
      'Agility',
      'Strength',
      'Passing',
    ])
    expect(
      row
        .findAll('optgroup')[1]
        .findAll('option')
        .map((o) => o.text()),
    ).not.toContain('Dodge')
    expect(row.findAll('option:not([disabled])')).toHaveLength(34)
    expect(row.get('[data-testid="league-advance-taken"]').text()).toBe('Has learned: Dodge')
    expect(skillsCell(wrapper).text()).toBe('Dodge')
    const take = row.get('[data-testid="league-advance-take"]')
    expect(take.attributes('disabled')).toBeDefined()
    await row.get('select').setValue('tackle')
    expect(take.attributes('disabled')).toBeUndefined()
    await take.trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.takeAdvance')).toEqual([
      { id: LEAGUE, teamId: teamId(0), number: 7, skill: 'tackle' },
    ])
    expect(wrapper.find('[data-testid="league-advances"]').exists()).toBe(false)
    expect(skillsCell(wrapper).text()).toBe('Dodge, Tackle')
  })

  it("shows main's refusal and keeps the row", async () => {
    const { wrapper } = await screen('en', () => ({
      ok: false,
      code: 'league/no-advance-due',
      message: '#7 of "Da Boyz" has no advance due in "Waaagh Cup".',
    }))
    await rows(wrapper)[0].get('select').setValue('tackle')
    await rows(wrapper)[0].get('[data-testid="league-advance-take"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="leagues-error"]').text()).toBe(
      'That player has no new skill to choose now.',
    )
    expect(rows(wrapper)).toHaveLength(1)
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await screen('nl', () => ({ ok: true, value: league([]) }))
    expect(wrapper.get('[data-testid="league-advances"] h3').text()).toBe('Nieuwe vaardigheden kiezen')
    expect(rows(wrapper)[0].get('.league-ask__who').text()).toBe(
      '#7 Gorbag · Da Boyz — Veteraan: nieuwe vaardigheid 2 van 2',
    )
    expect(rows(wrapper)[0].get('[data-testid="league-advance-take"]').text()).toBe('Vaardigheid nemen')
    expect(
      rows(wrapper)[0]
        .findAll('optgroup')
        .map((g) => g.attributes('label')),
    ).toEqual(['Algemeen', 'Behendigheid', 'Kracht', 'Passen'])
  })
})
