// @vitest-environment happy-dom
// The team builder over a fake main: a new Classic team picked and built (positions added within their limits, a
// player renamed, a re-roll bought, the treasury in view and typed); a duplicate number shown next to its field with Save off
// until it is fixed; Save sends the saved team to main and the list is read again only after main answered; main's
// refusal shown; a saved Blitz Bowl team edited and saved over itself; Cross Check's bench; Dutch texts.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { fail, type TeamInfo } from '@shared/ipc'
import { parseSavedTeam } from '@shared/teams/savedTeam'
import { defaultPlayerName } from '@shared/teams/defaultNames'
import TeamBuilder from '../../../src-renderer/src/components/teams/builder/TeamBuilder.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { callsOf, useFakeMain } from '../timeline/fakeReplay'
import { norse, richOrcs } from '../../main/teams/teams'

const ID = 't-00000000-0000-4000-8000-000000000009'

function info(team: TeamInfo['team']): TeamInfo {
  return {
    id: ID,
    ruleset: team.ruleset,
    name: team.name,
    team,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T11:30:00.000Z',
    archived: false,
  }
}

function main(refuse = false) {
  let list: TeamInfo[] = []
  const saved = (args: unknown) => {
    if (refuse) return fail('team/invalid', 'team.name: must not be empty', { field: 'team.name' })
    const team = parseSavedTeam((args as { team: unknown }).team)
    list = [info(team)]
    return { ok: true as const, value: list[0] }
  }
  return useFakeMain({
    'teams.list': () => ({ ok: true, value: list }),
    'teams.create': saved,
    'teams.save': saved,
  })
}

async function open(props: { edit?: TeamInfo } = {}, locale: 'en' | 'nl' = 'en') {
  const wrapper = mount(TeamBuilder, {
    props,
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

async function pick(wrapper: VueWrapper, game: string, roster: string): Promise<void> {
  await wrapper.get(`[data-testid="pick-game-${game}"]`).setValue(true)
  await wrapper.get('[data-testid="pick-roster"]').setValue(roster)
  await wrapper.get('[data-testid="builder-pick"]').trigger('submit')
}

const position = (w: VueWrapper, id: string) => w.get(`[data-testid="position-${id}"]`)
async function addTimes(w: VueWrapper, id: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await position(w, id).get('[data-testid="position-add"]').trigger('click')
}
const save = (w: VueWrapper) => w.get('[data-testid="builder-save"]')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Team builder', () => {
  it('builds a Classic team within its limits and saves it through main', async () => {
    const transport = main()
    const wrapper = await open()
    await pick(wrapper, 'classic', 'dwarf')
    expect(wrapper.get('[data-testid="builder-name"]').element).toHaveProperty('value', 'My Dwarf')
    expect(wrapper.find('[data-testid="builder-no-players"]').exists()).toBe(true)
    expect(save(wrapper).attributes('disabled')).toBeDefined()
    await addTimes(wrapper, 'runner', 2)
    expect(position(wrapper, 'runner').get('[data-testid="position-count"]').text()).toBe('2 / 2')
    expect(
      position(wrapper, 'runner').get('[data-testid="position-add"]').attributes('disabled'),
    ).toBeDefined()
    await addTimes(wrapper, 'blocker', 8)
    // Ten players: the count error sits with the list, Save stays off.
    expect(wrapper.get('[data-field="players"]').text()).toBe('A team has 11 to 16 players; this one has 10.')
    await addTimes(wrapper, 'blocker', 1)
    expect(wrapper.find('[data-field="players"]').exists()).toBe(false)
    await wrapper.get('[data-testid="counter-rerolls"] [data-testid="counter-more"]').trigger('click')
    expect(wrapper.get('[data-testid="gold-spent"]').text()).toBe('840,000 gold')
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('160,000 gold')
    const names = wrapper.findAll('[data-testid="player-name"]')
    expect((names[0].element as HTMLInputElement).value).toBe(defaultPlayerName('dwarf', 0))
    await names[0].setValue('Grimbad the Bold')

    // A duplicate number: shown next to that player's number, Save off until it is fixed.
    const numbers = wrapper.findAll('[data-testid="player-number"]')
    await numbers[3].setValue('1')
    const players = wrapper.findAll('[data-testid="builder-player"]')
    expect(players[3].get('[data-testid="field-error"]').text()).toBe('Number 1 is already taken.')
    expect(numbers[3].attributes('aria-invalid')).toBe('true')
    expect(save(wrapper).attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="builder-blocked"]').text()).toBe(
      'Fix the marked fields to save this team.',
    )
    await numbers[3].setValue('12')
    expect(wrapper.findAll('[data-testid="field-error"]')).toHaveLength(0)

    await save(wrapper).trigger('click')
    await flushPromises()
    const [sent] = callsOf(transport, 'teams.create') as { team: { team: { players: { name: string }[] } } }[]
    expect(sent.team).toMatchObject({
      ruleset: 'classic',
      name: 'My Dwarf',
      team: { rosterId: 'dwarf', rerolls: 1 },
    })
    expect(sent.team.team.players.map((p) => p.name)[0]).toBe('Grimbad the Bold')
    // The list is read again after main answered, and the builder reports the saved team.
    expect(transport.calls.map((c) => c.name).slice(-2)).toEqual(['teams.create', 'teams.list'])
    expect(wrapper.emitted('saved')?.[0]?.[0]).toMatchObject({ id: ID, name: 'My Dwarf' })
  })

  it('shows the treasury overspent next to it, and saves the team within a bigger treasury typed there', async () => {
    const transport = main()
    const wrapper = await open()
    await pick(wrapper, 'classic', 'dwarf')
    await addTimes(wrapper, 'blocker', 13)
    await addTimes(wrapper, 'deathroller', 1)
    const field = wrapper.get<HTMLInputElement>('[data-testid="builder-treasury-input"]')
    expect(field.element.value).toBe('1000000')
    expect(wrapper.get('[data-field="treasury"]').text()).toBe(
      'The team costs 1,070,000 gold, more than the treasury of 1,000,000.',
    )
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('-70,000 gold')
    expect(field.attributes('aria-invalid')).toBe('true')
    expect(save(wrapper).attributes('disabled')).toBeDefined()
    // Off the steps, then emptied: said at the field, Save still off.
    await field.setValue('1075000')
    expect(wrapper.get('[data-field="treasury"]').text()).toBe('In steps of 10,000.')
    await field.setValue('')
    expect(wrapper.get('[data-field="treasury"]').text()).toBe('Must be a whole number.')
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('—')
    expect(save(wrapper).attributes('disabled')).toBeDefined()
    // A league's 1,500,000: the team fits, the gold left follows, and the team is saved with its treasury.
    await field.setValue('1500000')
    expect(wrapper.find('[data-field="treasury"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('430,000 gold')
    await save(wrapper).trigger('click')
    await flushPromises()
    const [sent] = callsOf(transport, 'teams.create') as { team: { team: object } }[]
    expect(sent.team.team).toMatchObject({ rosterId: 'dwarf', treasury: 1_500_000 })
  })

  it('edits a saved team within its own treasury', async () => {
    main()
    const wrapper = await open({ edit: info(richOrcs()) })
    expect(wrapper.get<HTMLInputElement>('[data-testid="builder-treasury-input"]').element.value).toBe(
      '1500000',
    )
    expect(wrapper.get('[data-testid="gold-spent"]').text()).toBe('1,280,000 gold')
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('220,000 gold')
    expect(save(wrapper).attributes('disabled')).toBeUndefined()
  })

  it('keeps the draft and says why when main refuses it', async () => {
    main(true)
    const wrapper = await open()
    await pick(wrapper, 'crosscheck', 'orc')
    expect(wrapper.findAll('[data-testid="builder-player"]')).toHaveLength(14)
    await save(wrapper).trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="builder-refused"]').text()).toBe(
      'Not saved. This team has a mistake in it, at team.name.',
    )
    expect(wrapper.emitted('saved')).toBeUndefined()
  })

  it('builds a Cross Check bench within its limits and names a short bench', async () => {
    const transport = main()
    const wrapper = await open()
    await pick(wrapper, 'crosscheck', 'dwarf')
    expect(
      position(wrapper, 'goalie').get('[data-testid="position-add"]').attributes('disabled'),
    ).toBeDefined()
    const goalie = wrapper
      .findAll('[data-testid="builder-player"]')
      .findIndex((p) => p.get('[data-testid="player-position"]').text() === 'Goalie')
    await wrapper.findAll('[data-testid="player-remove"]')[goalie].trigger('click')
    expect(wrapper.get('[data-field="players"]').text()).toBe(
      'A team needs at least 12 skaters and 2 goalies, and at most 16 players.',
    )
    await position(wrapper, 'goalie').get('[data-testid="position-add"]').trigger('click')
    await save(wrapper).trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'teams.create')).toHaveLength(1)
  })

  it('edits a saved Blitz Bowl team’s names and saves it over itself', async () => {
    const transport = main()
    const wrapper = await open({ edit: info(norse()) })
    expect(wrapper.find('[data-testid="builder-positions"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="player-remove"]').exists()).toBe(false)
    const names = wrapper.findAll('[data-testid="player-name"]')
    expect(names.map((n) => (n.element as HTMLInputElement).value)).toEqual([
      'Ulf',
      'Bjorn',
      'Sigrid',
      'Hakon',
      'Eirik',
      'Astrid',
      'Leif',
    ])
    await names[3].setValue('Sir Oinks')
    await save(wrapper).trigger('click')
    await flushPromises()
    const [sent] = callsOf(transport, 'teams.save') as { id: string; team: { players: unknown[] } }[]
    expect(sent.id).toBe(ID)
    expect(sent.team.players[3]).toEqual({ number: 4, name: 'Sir Oinks' })
  })

  it('speaks Dutch, errors included', async () => {
    main()
    const wrapper = await open({}, 'nl')
    await pick(wrapper, 'classic', 'human')
    expect(wrapper.get('#builder-title').text()).toBe('Nieuw team')
    expect(wrapper.get('[data-testid="builder-save"]').text()).toBe('Team opslaan')
    expect(wrapper.get('[data-testid="gold-left"]').text()).toBe('1.000.000 goud')
    const treasury = wrapper.get('[data-testid="builder-treasury-input"]').element.closest('label')!
    expect(treasury.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Schatkist 1.000.000 goud voor losse wedstrijden',
    )
    await wrapper.get('[data-testid="builder-treasury-input"]').setValue('5010000')
    expect(wrapper.get('[data-field="treasury"]').text()).toBe('Hoogstens 5.000.000.')
    await wrapper.get('[data-testid="builder-treasury-input"]').setValue('5')
    expect(wrapper.get('[data-field="treasury"]').text()).toBe('In stappen van 10.000.')
    await wrapper.get('[data-testid="builder-name"]').setValue('')
    expect(wrapper.get('[data-field="name"]').text()).toBe('Mag niet leeg zijn.')
    expect(wrapper.get('[data-field="players"]').text()).toBe(
      'Een team heeft 11 tot 16 spelers; dit team heeft er 0.',
    )
  })
})
