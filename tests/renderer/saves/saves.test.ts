// @vitest-environment happy-dom
// The Load and Replays screens over a fake main: rows with teams, score, ruleset, date and a drawn thumbnail;
// rename, tags, duplicate, open live, watch, export; delete only after the coach confirmed; an import's refusal
// shown with main's reason; the Classic games opening as a replay; Continue with nothing to continue.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, type ClassicGameInfo, type SavedGameSummary } from '@shared/ipc'
import SavesScreen from '../../../src-renderer/src/components/saves/SavesScreen.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSavesStore } from '../../../src-renderer/src/stores/saves'
import { useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { view } from '../fixtures'
import { callsOf, GAME, useFakeMain } from '../timeline/fakeReplay'

function summary(overrides: Partial<SavedGameSummary> = {}): SavedGameSummary {
  return {
    gameId: 'g-one',
    title: 'Friday league',
    tags: ['league'],
    ruleset: 'classic',
    teams: [
      { rosterId: 'human', name: 'Reikland Reavers' },
      { rosterId: 'orc', name: 'Orcland Raiders' },
    ],
    score: [2, 1],
    status: 'playing',
    practice: false,
    actions: 140,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T11:30:00.000Z',
    source: null,
    thumbnail: {
      width: 26,
      height: 15,
      pieces: [
        [0, 3, 4],
        [0, 5, 6],
        [1, 20, 7],
      ],
      ball: [5, 6],
    },
    ...overrides,
  }
}

const FINISHED = summary({ gameId: GAME, title: '', status: 'finished', tags: [], thumbnail: null })
const CLASSIC: ClassicGameInfo = {
  id: 'first-final',
  title: 'The first final',
  notes: 'Orcs win 2-1 with a late touchdown.',
  ruleset: 'classic',
  teams: ['Human', 'Orc'],
  actions: 600,
}

function main(extra: Parameters<typeof useFakeMain>[0] = {}) {
  let list = [summary(), FINISHED]
  return useFakeMain({
    'saves.list': () => ({ ok: true, value: list }),
    'classics.list': () => ({ ok: true, value: [CLASSIC] }),
    'saves.rename': (args) => {
      const { gameId, title } = args as { gameId: string; title: string }
      list = list.map((g) => (g.gameId === gameId ? { ...g, title } : g))
      return { ok: true, value: list.find((g) => g.gameId === gameId)! }
    },
    'saves.tag': (args) => {
      const { gameId, tags } = args as { gameId: string; tags: string[] }
      return { ok: true, value: { ...list.find((g) => g.gameId === gameId)!, tags } }
    },
    'saves.delete': (args) => {
      list = list.filter((g) => g.gameId !== (args as { gameId: string }).gameId)
      return { ok: true, value: { deleted: true } }
    },
    'saves.duplicate': () => ({
      ok: true,
      value: summary({ gameId: 'g-copy', title: 'Friday league (copy)' }),
    }),
    'game.open': (args) => ({
      ok: true,
      value: {
        gameId: (args as { gameId: string }).gameId,
        view: view({ score: [2, 1] }),
        controllers: ['human', { ai: 'beginner' }],
        history: { cursor: 140, length: 140, canUndo: true, canRedo: false, practice: false },
      },
    }),
    'game.legal': () => fail('game/not-found', 'not in this test'),
    'replay.export': () => ({ ok: true, value: { fileName: 'friday.pitchside.json', text: '{"format":1}' } }),
    'replay.import': () => fail('replay/tampered', 'Action 12 does not replay: the dice differ.'),
    'classics.open': () => ({ ok: true, value: summary({ gameId: GAME, source: 'classic:first-final' }) }),
    'saves.continue': () => ({ ok: true, value: { game: null } }),
    ...extra,
  })
}

async function screen(tab: 'load' | 'replays' = 'load') {
  const transport = main()
  const wrapper = mount(SavesScreen, {
    props: { tab },
    global: { plugins: [createAppI18n()] },
    attachTo: document.body,
  })
  await flushPromises()
  return { transport, wrapper, saves: useSavesStore() }
}

const row = (wrapper: ReturnType<typeof mount>, gameId: string) => wrapper.get(`[data-game-id="${gameId}"]`)

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('Load screen', () => {
  it('lists each game with teams, score, ruleset, status, tags and its positions drawn', async () => {
    const { wrapper } = await screen()
    expect(wrapper.findAll('[data-testid="save-row"]')).toHaveLength(2)
    const first = row(wrapper, 'g-one')
    expect(first.get('[data-testid="save-title"]').text()).toBe('Friday league')
    expect(first.text()).toContain('Reikland Reavers vs Orcland Raiders')
    expect(first.get('[data-testid="save-score"]').text()).toBe('2 – 1')
    expect(first.text()).toContain('classic')
    expect(first.text()).toContain('In play')
    expect(first.text()).toContain('140 actions')
    expect(first.get('[data-testid="save-tag"]').text()).toBe('league')
    expect(first.findAll('circle')).toHaveLength(4) // three pieces and the ball
    // A finished game has no Open, an untitled one is named by its teams.
    const finished = row(wrapper, GAME)
    expect(finished.find('[data-testid="save-open"]').exists()).toBe(false)
    expect(finished.get('[data-testid="save-title"]').text()).toBe('Reikland Reavers vs Orcland Raiders')
  })

  it('asks before deleting: Cancel keeps the game, the confirmation deletes it', async () => {
    const { wrapper, transport } = await screen()
    await row(wrapper, 'g-one').get('[data-testid="save-delete"]').trigger('click')
    const dialog = wrapper.get('[data-testid="confirm-dialog"]')
    expect(dialog.text()).toContain('“Friday league” and its replay will be gone for good.')
    expect(callsOf(transport, 'saves.delete')).toEqual([])
    await wrapper.get('[data-testid="confirm-cancel"]').trigger('click')
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(false)
    expect(callsOf(transport, 'saves.delete')).toEqual([])
    await row(wrapper, 'g-one').get('[data-testid="save-delete"]').trigger('click')
    await wrapper.get('[data-testid="confirm-ok"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'saves.delete')).toEqual([{ gameId: 'g-one', confirm: true }])
    expect(wrapper.find('[data-game-id="g-one"]').exists()).toBe(false)
  })

  it('renames and tags in place, and duplicates', async () => {
    const { wrapper, transport } = await screen()
    await row(wrapper, 'g-one').get('[data-testid="save-rename"]').trigger('click')
    await wrapper.get('[data-testid="rename-input"]').setValue('  Cup final ')
    await wrapper.get('.save-row__edit').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'saves.rename')).toEqual([{ gameId: 'g-one', title: 'Cup final' }])
    expect(row(wrapper, 'g-one').get('[data-testid="save-title"]').text()).toBe('Cup final')
    await row(wrapper, 'g-one').get('[data-testid="save-tags"]').trigger('click')
    await wrapper.get('[data-testid="tags-input"]').setValue('cup, , final ')
    await wrapper.get('.save-row__edit').trigger('submit')
    await flushPromises()
    expect(callsOf(transport, 'saves.tag')).toEqual([{ gameId: 'g-one', tags: ['cup', 'final'] }])
    expect(
      row(wrapper, 'g-one')
        .findAll('[data-testid="save-tag"]')
        .map((t) => t.text()),
    ).toEqual(['cup', 'final'])
    await row(wrapper, 'g-one').get('[data-testid="save-duplicate"]').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('[data-testid="save-row"]')).toHaveLength(3)
  })

  it('opens a game for live play on the table and closes', async () => {
    const { wrapper } = await screen()
    await row(wrapper, 'g-one').get('[data-testid="save-open"]').trigger('click')
    await flushPromises()
    const game = useGameStore()
    expect(game.gameId).toBe('g-one')
    expect(game.view?.score).toEqual([2, 1])
    expect(game.controllers).toEqual(['human', { ai: 'beginner' }])
    expect(game.history?.cursor).toBe(140)
    expect(useTimelineStore().mode).toBe('live')
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('watches a game as a replay from its start', async () => {
    const { wrapper } = await screen()
    await row(wrapper, GAME).get('[data-testid="save-watch"]').trigger('click')
    await flushPromises()
    const timeline = useTimelineStore()
    expect(timeline.mode).toBe('replay')
    expect(timeline.gameId).toBe(GAME)
    expect(timeline.position).toBe(0)
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('exports a replay file as a download', async () => {
    const { wrapper } = await screen()
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:replay')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    await row(wrapper, 'g-one').get('[data-testid="save-export"]').trigger('click')
    await flushPromises()
    expect(clicked).toEqual(['friday.pitchside.json'])
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe('{"format":1}')
    expect(wrapper.text()).toContain('Saved friday.pitchside.json')
  })

  it('says so when Continue finds no unfinished game', async () => {
    main()
    const saves = useSavesStore()
    expect(await saves.continueLast()).toBe(false)
    expect(saves.nothingToContinue).toBe(true)
    const wrapper = mount(SavesScreen, { props: { tab: 'load' }, global: { plugins: [createAppI18n()] } })
    await flushPromises()
    expect(wrapper.get('[data-testid="nothing-to-continue"]').text()).toContain('no unfinished game')
  })
})

describe('Replays screen', () => {
  it('shows finished games and the classics; a classic opens as a replay at once', async () => {
    const { wrapper, transport } = await screen('replays')
    expect(wrapper.findAll('[data-testid="save-row"]').map((r) => r.attributes('data-game-id'))).toEqual([
      GAME,
    ])
    const classic = wrapper.get('[data-testid="classic"]')
    expect(classic.text()).toContain('The first final')
    expect(classic.text()).toContain('Orcs win 2-1 with a late touchdown.')
    await classic.get('[data-testid="classic-watch"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'classics.open')).toEqual([{ id: 'first-final' }])
    const timeline = useTimelineStore()
    expect(timeline.mode).toBe('replay')
    expect(timeline.title).toBe('The first final')
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('shows main’s reason when an imported file is refused', async () => {
    const { wrapper, transport } = await screen('replays')
    const input = wrapper.get<HTMLInputElement>('[data-testid="import-file"]')
    Object.defineProperty(input.element, 'files', {
      value: [new File(['{"format":1,"actions":[]}'], 'bad.pitchside.json', { type: 'application/json' })],
    })
    await input.trigger('change')
    await flushPromises()
    expect(callsOf(transport, 'replay.import')).toEqual([{ text: '{"format":1,"actions":[]}' }])
    expect(wrapper.get('[data-testid="import-error"]').text()).toBe(
      // Main's English message (which action) is for the log: the coach reads the code's sentence.
      'This file was not imported. This replay does not play back as it was recorded.',
    )
  })

  it('names an imported game', async () => {
    const { wrapper } = await screen('replays')
    const saves = useSavesStore() // main's answer is stubbed at the store: a summary this time
    const imported = summary({
      gameId: 'g-imported',
      title: 'Imported final',
      status: 'finished',
      source: 'import',
    })
    vi.spyOn(saves, 'importReplay').mockImplementation(async () => imported)
    const input = wrapper.get<HTMLInputElement>('[data-testid="import-file"]')
    Object.defineProperty(input.element, 'files', { value: [new File(['{}'], 'ok.pitchside.json')] })
    await input.trigger('change')
    await flushPromises()
    expect(wrapper.get('[data-testid="import-ok"]').text()).toBe('Imported “Imported final”')
  })
})
