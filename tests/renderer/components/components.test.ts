// @vitest-environment happy-dom
// The shell's components: the menu (later features disabled with a tooltip), the status line from app.info,
// the new-game dialog (Human vs Orc preselected), and the whole App with the 3D scene stubbed out.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail } from '@shared/ipc'
import App from '../../../src-renderer/src/App.vue'
import MainMenu from '../../../src-renderer/src/components/MainMenu.vue'
import NewGameDialog from '../../../src-renderer/src/components/NewGameDialog.vue'
import StatusLine from '../../../src-renderer/src/components/StatusLine.vue'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { MENU } from '../../../src-renderer/src/menu'
import { sceneProbe } from '../../../src-renderer/src/sceneProbe'
import { INFO_RETRY_MS, useAppStore } from '../../../src-renderer/src/stores/app'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { INFO, ROSTERS, view } from '../fixtures'

const scenes = vi.hoisted(() => [] as { calls: [string, unknown[]][] }[])

// WebGL does not exist in happy-dom; the scene has its own tests. This stand-in records what the shell asks.
vi.mock('../../../src-renderer/src/scene/TableScene', () => ({
  TableScene: class {
    calls: [string, unknown[]][] = []
    constructor() {
      scenes.push(this)
    }
    setBoard(...args: unknown[]) {
      this.calls.push(['setBoard', args])
    }
    setView(...args: unknown[]) {
      this.calls.push(['setView', args])
    }
    setAnimation(...args: unknown[]) {
      this.calls.push(['setAnimation', args])
    }
    setInsets(...args: unknown[]) {
      this.calls.push(['setInsets', args])
    }
    setWholeBoard(...args: unknown[]) {
      this.calls.push(['setWholeBoard', args])
    }
    setPieceLooks(...args: unknown[]) {
      this.calls.push(['setPieceLooks', args])
    }
    // Photo mode and the Showcase's stage (TableScene.stages).
    stages = {
      setStage: (...args: unknown[]) => this.calls.push(['stages.setStage', args]),
      lineupCounts: () => null,
    }
    setMarks(...args: unknown[]) {
      this.calls.push(['setMarks', args])
    }
    setSelected(...args: unknown[]) {
      this.calls.push(['setSelected', args])
    }
    setCameraMode(...args: unknown[]) {
      this.calls.push(['setCameraMode', args])
    }
    resize(...args: unknown[]) {
      this.calls.push(['resize', args])
    }
    start() {
      this.calls.push(['start', []])
    }
    stop() {
      this.calls.push(['stop', []])
    }
    stats() {
      return { drawCalls: 7, triangles: 700 }
    }
    dispose() {
      this.calls.push(['dispose', []])
    }
  },
}))

globalThis.ResizeObserver ??= class {
  observe(): void {}
  disconnect(): void {}
  unobserve(): void {}
} as unknown as typeof ResizeObserver

function use(handlers: Record<string, FakeHandler>): FakeTransport {
  const transport = new FakeTransport(handlers)
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return transport
}

const full = {
  'app.info': () => ({ ok: true, value: INFO }),
  'rosters.list': () => ({ ok: true, value: ROSTERS }),
  'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: view() } }),
} satisfies Record<string, FakeHandler>

beforeEach(() => {
  scenes.length = 0
  localStorage.clear() // New game remembers its last choices with the settings
})

describe('MainMenu', () => {
  it('lists every item; the ones for later are disabled', async () => {
    use({})
    const menu = mount(MainMenu, { global: { plugins: [createAppI18n()] } })
    const buttons = menu.findAll('button')
    expect(buttons.map((b) => b.text().replace('soon', '').trim())).toEqual([
      'New game',
      'Continue',
      'Load',
      'Replays',
      'Teams',
      'Leagues',
      'Drills',
      'Showcase',
      'Display',
      'Photo',
      'Settings',
    ])
    expect(buttons.map((b) => b.attributes('data-testid'))).toEqual(MENU.map((i) => `menu-${i.id}`))
    const open = MENU.filter((i) => i.available).map((i) => i.id)
    expect(open).toEqual(expect.arrayContaining(['new', 'continue', 'load', 'replays', 'settings']))
    for (const item of MENU.filter((i) => !i.available)) {
      const button = menu.get(`[data-testid="menu-${item.id}"]`)
      expect(button.attributes('aria-disabled')).toBe('true')
      expect(button.attributes('data-tooltip')).toMatch(/later version/)
      await button.trigger('click')
    }
    expect(menu.emitted('select')).toBeUndefined()
    await menu.get('[data-testid="menu-new"]').trigger('click')
    expect(menu.emitted('select')).toEqual([['new']])
  })
})

describe('StatusLine', () => {
  it('shows versions, rulesets, transport and saves from app.info', async () => {
    use(full)
    const line = mount(StatusLine, { global: { plugins: [createAppI18n()] } })
    expect(line.text()).toContain('Connecting')
    await useAppStore().loadInfo()
    await flushPromises()
    expect(line.text()).toBe(
      'Pitchside 0.1.0 · engine 0.1.0 · rulesets: Classic (rules v1) · browser (WebSocket) · saves on',
    )
  })

  it('offers a retry when main cannot be reached, after the store’s own tries', async () => {
    vi.useFakeTimers()
    try {
      const transport = use({ 'app.info': () => fail('ipc/timeout', 'No answer') })
      const line = mount(StatusLine, { global: { plugins: [createAppI18n()] } })
      const loading = useAppStore().loadInfo()
      await vi.runAllTimersAsync()
      await loading
      await flushPromises()
      expect(line.text()).toContain('Cannot reach Pitchside: ipc/timeout: No answer')
      const tries = INFO_RETRY_MS.length + 1
      expect(transport.calls.filter((c) => c.name === 'app.info')).toHaveLength(tries)
      await line.get('button').trigger('click')
      expect(transport.calls.filter((c) => c.name === 'app.info')).toHaveLength(tries + 1)
      await vi.runAllTimersAsync()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('NewGameDialog', () => {
  it('preselects Human vs Orc, the coach against the Beginner AI, and starts with the chosen rosters', async () => {
    use(full)
    const dialog = mount(NewGameDialog, {
      props: { starting: false, error: null },
      global: { plugins: [createAppI18n()] },
    })
    await flushPromises()
    const home = dialog.get<HTMLSelectElement>('[data-testid="home-roster"]')
    const away = dialog.get<HTMLSelectElement>('[data-testid="away-roster"]')
    expect(home.element.value).toBe('human')
    expect(away.element.value).toBe('orc')
    await away.setValue('amazon')
    await dialog.get('form').trigger('submit')
    expect(dialog.emitted('start')).toEqual([
      [
        {
          ruleset: 'classic',
          home: 'human',
          away: 'amazon',
          controllers: ['human', { ai: 'beginner' }],
          options: {},
        },
      ],
    ])
    dialog.unmount() // its Esc listener on window goes with it
  })

  it('shows the error it is given', async () => {
    use(full)
    const dialog = mount(NewGameDialog, {
      props: { starting: false, error: 'roster/not-found: nope' },
      global: { plugins: [createAppI18n()] },
    })
    await flushPromises()
    expect(dialog.get('[data-testid="new-game-error"]').text()).toBe('roster/not-found: nope')
    dialog.unmount()
  })
})

describe('App', () => {
  it('fills the status line, opens New game, and hands the new game to the scene', async () => {
    const transport = use(full)
    const app = mount(App, { attachTo: document.body, global: { plugins: [createAppI18n()] } })
    await flushPromises()
    expect(app.get('[data-testid="status-line"]').attributes('data-status')).toBe('ready')
    // The scene's code loads after the menu's first paint (TableCanvas.vue).
    await vi.waitFor(() => expect(scenes).toHaveLength(1))
    expect(scenes[0].calls.map((c) => c[0])).toEqual(expect.arrayContaining(['setBoard', 'setView', 'start']))
    // The settings' animation speed and skipping reach the scene (stores/settings defaults: 1×, not skipped).
    expect(scenes[0].calls).toContainEqual(['setAnimation', [{ speed: 1, skip: false }]])
    expect(sceneProbe.stats?.()).toEqual({ drawCalls: 7, triangles: 700 })

    await app.get('[data-testid="menu-new"]').trigger('click')
    await flushPromises()
    await app.get('[data-testid="new-game-dialog"]').trigger('submit')
    await flushPromises()
    // The dialog asks for the rosters, the options (unanswered: none), the saved teams (unanswered: only rosters)
    // and the home team's line-up for its preview (unanswered: no preview); the side panels' dice log asks for the
    // new game's history (empty: nothing to read back); the play screen asks for the legal actions (unanswered
    // here: it shows nothing to do); the timeline for the game's markers (unanswered: undo/redo only); the
    // showcase store for both teams' saved paint schemes and the own models (unanswered: default looks).
    expect(transport.calls.map((c) => c.name).sort()).toEqual(
      [
        'app.info',
        'rosters.list',
        'rulesets.options',
        'teams.list',
        'rosters.lineup',
        'game.new',
        'game.history',
        'game.legal',
        'replay.timeline',
        'schemes.get',
        'schemes.get',
        'models.list',
      ].sort(),
    )
    expect(app.find('[data-testid="new-game-dialog"]').exists()).toBe(false)
    expect(scenes[0].calls.filter((c) => c[0] === 'setView').at(-1)).toEqual(['setView', [view()]])
    // Both teams' paint goes to the scene (schemes unanswered here: the colour-blind-safe pair stands in).
    expect(scenes[0].calls.filter((c) => c[0] === 'setPieceLooks').at(-1)?.[1]).toEqual([
      [
        expect.objectContaining({ teamKey: 'classic/human', scheme: null, palette: 0 }),
        expect.objectContaining({ teamKey: 'classic/orc', scheme: null, palette: 1 }),
      ],
    ])
    expect(sceneProbe.lastView).toEqual(view())
    expect(app.get('[data-testid="scorebar"]').text()).toContain('Reikland Reavers')

    app.unmount()
    expect(scenes[0].calls.at(-1)).toEqual(['dispose', []])
    expect(sceneProbe.stats).toBeNull()
  })

  it('folds the main menu into a Menu button while a game is on the table; click, F10 and Esc', async () => {
    use(full)
    const app = mount(App, { attachTo: document.body, global: { plugins: [createAppI18n()] } })
    await flushPromises()
    const menu = () => app.get<HTMLElement>('[data-testid="main-menu"]')
    // No game: the menu is the left column, with no Menu button.
    expect(menu().element.style.display).toBe('')
    expect(menu().classes()).not.toContain('shell__side--over')
    expect(app.find('[data-testid="menu-toggle"]').exists()).toBe(false)

    await app.get('[data-testid="menu-new"]').trigger('click')
    await flushPromises()
    await app.get('[data-testid="new-game-dialog"]').trigger('submit')
    await flushPromises()
    // A game: the menu folds away behind the button.
    const toggle = app.get('[data-testid="menu-toggle"]')
    expect(menu().element.style.display).toBe('none')
    expect(toggle.attributes('aria-expanded')).toBe('false')

    // The button opens it over the table, focus on its first item; Esc closes it and focus returns.
    await toggle.trigger('click')
    await flushPromises()
    expect(menu().element.style.display).toBe('')
    expect(menu().classes()).toContain('shell__side--over')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('menu-new')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flushPromises()
    expect(menu().element.style.display).toBe('none')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('menu-toggle')

    // F10 opens it from the table; choosing an item closes it.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10' }))
    await flushPromises()
    expect(menu().element.style.display).toBe('')
    await app.get('[data-testid="menu-settings"]').trigger('click')
    await flushPromises()
    expect(menu().element.style.display).toBe('none')
    app.unmount()
  })
})
