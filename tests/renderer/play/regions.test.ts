// @vitest-environment happy-dom
// Keyboard regions (F6): the focus walks from the board to each group of buttons on screen — the dialog, the
// setup panel or the action menu, the toolbar, the timeline, the dice log with its filters — skipping groups that
// are absent or have no enabled control, and back to the board; Shift+F6 walks the other way. Through the play
// layer too: F6 at the coin toss focuses the dialog's first answer, then the toolbar.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { cycleRegion, regionOf, REGIONS } from '../../../src-renderer/src/play/regions'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { fakeMain } from './fakeMain'

const focusedId = (): string | null => document.activeElement?.getAttribute('id') ?? null

afterEach(() => {
  document.body.innerHTML = ''
})

describe('cycleRegion', () => {
  function page(): void {
    document.body.innerHTML = `
      <nav data-testid="action-menu"><button id="move">Move</button><button id="block">Block</button></nav>
      <div class="play-toolbar"><button id="end" disabled>End</button><button id="zones">Zones</button></div>
      <div data-testid="timeline"></div>
      <div class="plog" data-testid="dice-log"><select id="team"></select><input id="fails" type="checkbox"></div>`
  }

  it('walks the regions on screen in order, then back to the board', () => {
    page()
    expect(cycleRegion(document, 1)).toBe(REGIONS.indexOf('[data-testid="action-menu"]'))
    expect(focusedId()).toBe('move')
    expect(cycleRegion(document, 1)).toBe(REGIONS.indexOf('.play-toolbar'))
    expect(focusedId()).toBe('zones') // the disabled End turn is skipped
    // The timeline here has no control: on to the dice log's first filter.
    expect(cycleRegion(document, 1)).toBe(REGIONS.indexOf('[data-testid="dice-log"]'))
    expect(focusedId()).toBe('team')
    expect(cycleRegion(document, 1)).toBe(-1)
    expect(regionOf(document, document.activeElement)).toBe(-1)
  })

  it('Shift+F6 walks backwards, from the board to the last region', () => {
    page()
    expect(cycleRegion(document, -1)).toBe(REGIONS.indexOf('[data-testid="dice-log"]'))
    expect(cycleRegion(document, -1)).toBe(REGIONS.indexOf('.play-toolbar'))
    expect(focusedId()).toBe('zones')
  })

  it('with no region on screen the focus stays on the board', () => {
    document.body.innerHTML = '<p>nothing</p>'
    expect(cycleRegion(document, 1)).toBe(-1)
  })
})

describe('F6 on the play layer', () => {
  it('focuses the coin toss answers, then the toolbar', async () => {
    fakeMain('classic')
    const game = useGameStore()
    await game.newGame('human', 'orc')
    const wrapper = mount(PlayLayer, {
      global: { plugins: [createAppI18n('en')] },
      attachTo: document.body,
    })
    await flushPromises()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6' }))
    expect(document.activeElement?.closest('[data-testid="decision-dialog"]')).not.toBeNull()
    expect(document.activeElement?.textContent).toMatch(/Heads/)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6' }))
    expect(document.activeElement?.closest('.play-toolbar')).not.toBeNull()
    wrapper.unmount()
  })
})
