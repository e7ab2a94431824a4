// @vitest-environment happy-dom
// The Teams screen over a fake main: each saved team with its game, roster or team card by name, players and
// archived mark; rename in place, duplicate, archive and bring back, export as a download; delete only after the
// coach confirmed; an import's refusal shown with main's reason, a good file added to the list; New team and Edit
// open the team builder; Dutch texts.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, type TeamInfo } from '@shared/ipc'
import TeamsScreen from '../../../src-renderer/src/components/teams/TeamsScreen.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { callsOf, useFakeMain } from '../timeline/fakeReplay'
import { norse, orcs } from '../../main/teams/teams'

const ORCS = 't-00000000-0000-4000-8000-000000000001'
const NORSE = 't-00000000-0000-4000-8000-000000000002'

function info(id: string, team: TeamInfo['team'], archived = false): TeamInfo {
  return {
    id,
    ruleset: team.ruleset,
    name: team.name,
    team,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T11:30:00.000Z',
    archived,
  }
}

function main(extra: Parameters<typeof useFakeMain>[0] = {}) {
  let list = [info(ORCS, orcs()), info(NORSE, norse(), true)]
  const byId = (args: unknown) => list.find((t) => t.id === (args as { id: string }).id)!
  return useFakeMain({
    'teams.list': () => ({ ok: true, value: list }),
    'rosters.list': (args) => {
      const ruleset = (args as { ruleset: string }).ruleset
      const value =
        ruleset === 'classic'
          ? [{ id: 'orc', name: 'Orc' }]
          : ruleset === 'blitz'
            ? [{ id: 'norse', name: 'Norse' }]
            : []
      return { ok: true, value }
    },
    'teams.rename': (args) => {
      const { id, name } = args as { id: string; name: string }
      list = list.map((t) => (t.id === id ? { ...t, name } : t))
      return { ok: true, value: byId(args) }
    },
    'teams.duplicate': (args) => {
      const copy = { ...byId(args), id: 't-00000000-0000-4000-8000-000000000003', name: 'Da Boyz (copy)' }
      list = [...list, copy]
      return { ok: true, value: copy }
    },
    'teams.archive': (args) => {
      const { id, archived } = args as { id: string; archived: boolean }
      list = list.map((t) => (t.id === id ? { ...t, archived } : t))
      return { ok: true, value: byId(args) }
    },
    'teams.delete': (args) => {
      list = list.filter((t) => t.id !== (args as { id: string }).id)
      return { ok: true, value: { deleted: true } }
    },
    'teams.export': () => ({ ok: true, value: { fileName: 'da-boyz.pitchside-team.json', text: '{"x":1}' } }),
    'teams.import': (args) => {
      const text = (args as { text: string }).text
      if (text.includes('"version":2'))
        return fail('team/newer-version', 'This team file was made by a newer Pitchside (version 2).')
      const added = info('t-00000000-0000-4000-8000-000000000004', orcs('Imported Boyz'))
      list = [...list, added]
      return { ok: true, value: added }
    },
    ...extra,
  })
}

async function screen(locale: 'en' | 'nl' = 'en') {
  const transport = main()
  const wrapper = mount(TeamsScreen, {
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  await flushPromises()
  return { transport, wrapper }
}

const row = (wrapper: ReturnType<typeof mount>, id: string) => wrapper.get(`[data-team-id="${id}"]`)

/** Chooses a file with `text` in the import input. */
async function choose(wrapper: ReturnType<typeof mount>, text: string): Promise<void> {
  const input = wrapper.get('[data-testid="team-import-file"]')
  const file = new File([text], 'team.pitchside-team.json', { type: 'application/json' })
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
  await flushPromises()
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('Teams screen', () => {
  it('lists each team with its game, roster by name, players and the archived mark', async () => {
    const { wrapper } = await screen()
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(2)
    const first = row(wrapper, ORCS)
    expect(first.get('[data-testid="team-name"]').text()).toBe('Da Boyz')
    expect(first.get('[data-testid="team-roster"]').text()).toBe('Orc')
    expect(first.text()).toContain('Classic Blood Bowl')
    expect(first.text()).toContain(`${orcs().team.players.length} players`)
    expect(first.text()).not.toContain('archived')
    const second = row(wrapper, NORSE)
    expect(second.text()).toContain('Blitz Bowl')
    expect(second.get('[data-testid="team-roster"]').text()).toBe('Norse')
    expect(second.text()).toContain('7 players')
    expect(second.attributes('data-archived')).toBe('true')
    expect(second.get('[data-testid="team-archive"]').text()).toBe('Bring back')
  })

  it('renames in place, duplicates and archives through main, the list read again after each', async () => {
    const { wrapper, transport } = await screen()
    await row(wrapper, ORCS).get('[data-testid="team-rename"]').trigger('click')
    await row(wrapper, ORCS).get('[data-testid="team-rename-input"]').setValue('  Gork’s Own  ')
    await row(wrapper, ORCS).get('form').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'teams.rename')).toEqual([{ id: ORCS, name: 'Gork’s Own' }])
    expect(row(wrapper, ORCS).get('[data-testid="team-name"]').text()).toBe('Gork’s Own')

    await row(wrapper, ORCS).get('[data-testid="team-duplicate"]').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(3)

    await row(wrapper, NORSE).get('[data-testid="team-archive"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'teams.archive')).toEqual([{ id: NORSE, archived: false }])
    expect(row(wrapper, NORSE).attributes('data-archived')).toBe('false')
  })

  it('asks before deleting: Cancel keeps the team, the confirmation deletes it', async () => {
    const { wrapper, transport } = await screen()
    await row(wrapper, ORCS).get('[data-testid="team-delete"]').trigger('click')
    expect(wrapper.get('[data-testid="confirm-dialog"]').text()).toContain(
      '“Da Boyz” will be deleted for good.',
    )
    await wrapper.get('[data-testid="confirm-cancel"]').trigger('click')
    expect(callsOf(transport, 'teams.delete')).toEqual([])
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(2)
    await row(wrapper, ORCS).get('[data-testid="team-delete"]').trigger('click')
    await wrapper.get('[data-testid="confirm-ok"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'teams.delete')).toEqual([{ id: ORCS, confirm: true }])
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(1)
  })

  it('exports a team file as a download', async () => {
    const { wrapper } = await screen()
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:team')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    await row(wrapper, ORCS).get('[data-testid="team-export"]').trigger('click')
    await flushPromises()
    expect(clicked).toEqual(['da-boyz.pitchside-team.json'])
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe('{"x":1}')
    expect(wrapper.get('[data-testid="teams-notice"]').text()).toBe('Saved as da-boyz.pitchside-team.json.')
  })

  it('shows an import refused with main’s reason, and adds a good file', async () => {
    const { wrapper } = await screen()
    await choose(wrapper, '{"format":"pitchside-team","version":2}')
    expect(wrapper.get('[data-testid="team-import-error"]').text()).toBe(
      'This file was not imported. This team file was made by a newer Pitchside: update Pitchside to open it.',
    )
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(2)
    await choose(wrapper, '{"format":"pitchside-team","version":1}')
    expect(wrapper.find('[data-testid="team-import-error"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="teams-notice"]').text()).toBe(
      '“Imported Boyz” was added to your teams.',
    )
    expect(wrapper.findAll('[data-testid="team-row"]')).toHaveLength(3)
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await screen('nl')
    expect(wrapper.get('#teams-title').text()).toBe('Teams')
    expect(row(wrapper, NORSE).get('[data-testid="team-archive"]').text()).toBe('Terugzetten')
    expect(row(wrapper, ORCS).text()).toContain('Dupliceren')
    expect(row(wrapper, NORSE).text()).toContain('7 spelers')
  })

  it('opens the team builder from New team and from a row’s Edit, the list hidden meanwhile', async () => {
    const { wrapper } = await screen()
    await wrapper.get('[data-testid="team-new"]').trigger('click')
    await vi.dynamicImportSettled()
    await flushPromises()
    expect(wrapper.find('[data-testid="builder-pick"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="teams-screen"]').isVisible()).toBe(false)
    await wrapper.get('[data-testid="pick-cancel"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="team-builder"]').exists()).toBe(false)
    await row(wrapper, NORSE).get('[data-testid="team-edit"]').trigger('click')
    await vi.dynamicImportSettled()
    await flushPromises()
    expect(wrapper.get('#builder-title').text()).toBe('Edit team')
    const names = wrapper.findAll('[data-testid="player-name"]')
    expect(names.map((n) => (n.element as HTMLInputElement).value)).toEqual(
      norse().players!.map((p) => p.name),
    )
  })

  it('offers Paint for a team in use, which asks for the Showcase on it; an archived team has none', async () => {
    const { wrapper } = await screen()
    expect(row(wrapper, NORSE).find('[data-testid="team-paint"]').exists()).toBe(false)
    const paint = row(wrapper, ORCS).get('[data-testid="team-paint"]')
    expect(paint.text()).toBe('Paint')
    await paint.trigger('click')
    expect(wrapper.emitted('paint')).toEqual([[ORCS]])
  })

  it('says there are none yet', async () => {
    main({ 'teams.list': () => ({ ok: true, value: [] }) })
    const wrapper = mount(TeamsScreen, { global: { plugins: [createAppI18n()] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('[data-testid="teams-empty"]').text()).toContain('No saved teams yet')
  })
})
