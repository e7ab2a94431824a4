// @vitest-environment happy-dom
// The New league form's starting treasury (Classic): 1,000,000 to begin with and then not sent (main's default);
// another amount sent as main takes it; a value off the bounds or the 10,000 steps keeps Create off with the reason;
// main's refusal of a dearer team shown; Dutch texts. The form's check alone: other games have no treasury.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { TeamInfo } from '@shared/ipc'
import LeaguesScreen from '../../../src-renderer/src/components/leagues/LeaguesScreen.vue'
import { leagueProblems } from '../../../src-renderer/src/components/leagues/leagueForm'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { callsOf, useFakeMain } from '../timeline/fakeReplay'
import { orcs } from '../../main/teams/teams'

const teamId = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`
const NAMES = ['Da Boyz', 'Gutrippaz', 'Skull Splitterz']
const team = (n: number): TeamInfo => ({
  id: teamId(n),
  ruleset: 'classic',
  name: NAMES[n],
  team: orcs(NAMES[n]),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  archived: false,
})

const REFUSAL = 'teams[0].teamId: "Da Boyz" costs 980,000 gold, more than the league\'s treasury of 900,000'

async function form(locale: 'en' | 'nl' = 'en') {
  const transport = useFakeMain({
    'leagues.list': () => ({ ok: true, value: [] }),
    'teams.list': () => ({ ok: true, value: [0, 1, 2].map(team) }),
    'leagues.create': () => ({
      ok: false,
      code: 'league/invalid',
      message: REFUSAL,
      params: {
        field: 'teams[0].teamId',
        why: 'over-treasury',
        team: 'Da Boyz',
        cost: 980_000,
        treasury: 900_000,
      },
    }),
  })
  const wrapper = mount(LeaguesScreen, {
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  await flushPromises()
  await wrapper.get('[data-testid="league-new"]').trigger('click')
  await flushPromises()
  await wrapper.get('[data-testid="league-form-name"]').setValue('Waaagh Cup')
  for (const pick of wrapper.findAll('[data-testid="league-form-pick"]')) await pick.setValue(true)
  return { transport, wrapper }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("the New league form's treasury", () => {
  it('starts at 1,000,000 and sends only another amount', async () => {
    const { wrapper, transport } = await form()
    const field = wrapper.get<HTMLInputElement>('[data-testid="league-form-treasury"]')
    expect(field.element.value).toBe('1000000')
    await wrapper.get('[data-testid="league-form"]').trigger('submit')
    await flushPromises()
    await field.setValue(900_000)
    await wrapper.get('[data-testid="league-form"]').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'leagues.create').map((a) => (a as { options: unknown }).options)).toEqual([
      { twice: false },
      { twice: false, treasury: 900_000 },
    ])
    expect(wrapper.get('[data-testid="leagues-error"]').text()).toBe(
      '“Da Boyz” costs 980,000 gold, more than the league’s treasury of 900,000.',
    )
  })

  it('keeps Create off for an amount off the bounds or the steps, saying why', async () => {
    const { wrapper } = await form()
    const create = () => wrapper.get('[data-testid="league-form-create"]')
    for (const bad of [1_005_000, 5_010_000, -10_000]) {
      await wrapper.get('[data-testid="league-form-treasury"]').setValue(bad)
      expect(create().attributes('disabled')).toBeDefined()
      expect(wrapper.get('[data-testid="league-form-problems"]').text()).toBe(
        'The treasury is a whole number of gold from 0 to 5,000,000, in steps of 10,000.',
      )
    }
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(0)
    expect(create().attributes('disabled')).toBeUndefined()
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await form('nl')
    const label = wrapper.get('[data-testid="league-form-treasury"]').element.closest('label')!
    expect(label.textContent?.trim()).toBe('Startkapitaal (goud)')
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(1_001_000)
    expect(wrapper.get('[data-testid="league-form-problems"]').text()).toBe(
      'Het startkapitaal is een heel aantal goudstukken van 0 tot 5.000.000, in stappen van 10.000.',
    )
  })

  it('checks no treasury for the other games', () => {
    const base = { name: 'Cup', teams: 3, points: [3, 1, 0] }
    expect(leagueProblems({ ...base, treasury: null })).toEqual([])
    expect(leagueProblems({ ...base, treasury: 1_000_000 })).toEqual([])
    expect(leagueProblems({ ...base, treasury: 1_000_001 })).toEqual(['treasury'])
  })
})
