// @vitest-environment happy-dom
// The New league form's starting treasury (Classic): 1,000,000 to begin with and then not sent (main's default);
// another amount sent as main takes it; a value off the bounds or the 10,000 steps keeps Create off with the reason;
// each Classic team's price shown and a picked team dearer than the treasury named (Create off) before main is asked;
// main's refusal shown; Dutch texts. The form's check alone: other games have no treasury.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { TeamInfo } from '@shared/ipc'
import LeaguesScreen from '../../../src-renderer/src/components/leagues/LeaguesScreen.vue'
import { leagueProblems, overTreasury } from '../../../src-renderer/src/components/leagues/leagueForm'
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

const REFUSAL = 'teams[0].teamId: "Da Boyz" costs 980,000 gold, more than the league\'s treasury of 970,000'

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
    await field.setValue(1_500_000)
    await wrapper.get('[data-testid="league-form"]').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'leagues.create').map((a) => (a as { options: unknown }).options)).toEqual([
      { twice: false },
      { twice: false, treasury: 1_500_000 },
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
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(2_000_000)
    expect(create().attributes('disabled')).toBeUndefined()
  })

  it('shows each team’s price and names a picked team over the treasury, keeping Create off', async () => {
    const { wrapper, transport } = await form()
    const create = () => wrapper.get('[data-testid="league-form-create"]')
    expect(wrapper.findAll('[data-testid="league-form-cost"]').map((c) => c.text())).toEqual([
      '980,000 gold',
      '980,000 gold',
      '980,000 gold',
    ])
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(970_000)
    expect(create().attributes('disabled')).toBeDefined()
    expect(wrapper.findAll('[data-testid="league-form-over"]').map((o) => o.text())).toEqual(
      NAMES.map(
        (n) => `“${n}” costs 980,000 gold, more than the starting treasury of 970,000: it cannot enter.`,
      ),
    )
    expect(wrapper.findAll('.league-form__cost--over')).toHaveLength(3)
    // Unpicking a team takes its line away; the price alone decides, not the treasury the team was built within.
    await wrapper.findAll('[data-testid="league-form-pick"]')[1].setValue(false)
    expect(wrapper.findAll('[data-testid="league-form-over"]')).toHaveLength(2)
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(980_000)
    expect(wrapper.find('[data-testid="league-form-over"]').exists()).toBe(false)
    await wrapper.get('[data-testid="league-form"]').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'leagues.create')).toHaveLength(0)
    await wrapper.findAll('[data-testid="league-form-pick"]')[1].setValue(true)
    expect(create().attributes('disabled')).toBeUndefined()
  })

  it('names the teams over the treasury by their prices, dearest first', () => {
    const teams = [
      { id: 'a', cost: 900_000 },
      { id: 'b', cost: 1_200_000 },
      { id: 'c', cost: null },
      { id: 'd', cost: 1_100_000 },
    ]
    expect(overTreasury(teams, 1_000_000).map((t) => t.id)).toEqual(['b', 'd'])
    expect(overTreasury(teams, 1_200_000)).toEqual([])
    expect(overTreasury(teams, null)).toEqual([])
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await form('nl')
    const label = wrapper.get('[data-testid="league-form-treasury"]').element.closest('label')!
    expect(label.textContent?.trim()).toBe('Startkapitaal (goud)')
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(1_001_000)
    expect(wrapper.get('[data-testid="league-form-problems"]').text()).toBe(
      'Het startkapitaal is een heel aantal goudstukken van 0 tot 5.000.000, in stappen van 10.000.',
    )
    await wrapper.get('[data-testid="league-form-treasury"]').setValue(900_000)
    expect(wrapper.findAll('[data-testid="league-form-cost"]')[0].text()).toBe('980.000 goud')
    expect(wrapper.findAll('[data-testid="league-form-over"]')[0].text()).toBe(
      '“Da Boyz” kost 980.000 goud, meer dan het startkapitaal van 900.000: het kan niet meedoen.',
    )
  })

  it('checks no treasury for the other games', () => {
    const base = { name: 'Cup', teams: 3, points: [3, 1, 0] }
    expect(leagueProblems({ ...base, treasury: null })).toEqual([])
    expect(leagueProblems({ ...base, treasury: 1_000_000 })).toEqual([])
    expect(leagueProblems({ ...base, treasury: 1_000_001 })).toEqual(['treasury'])
  })
})
