// @vitest-environment happy-dom
// The play screen's components over a fake main with the real Classic rules: the coin toss dialog, the setup
// screen with formations and a refusal explained, the action menu with chances and rule lines, End turn, the
// help overlay listing every shortcut, and Dutch text.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n, messages, type Messages } from '../../../src-renderer/src/i18n'
import { SHORTCUTS } from '../../../src-renderer/src/play/keymap'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { fakeMain, settle } from './fakeMain'

async function started(locale: 'en' | 'nl' = 'en') {
  const main = fakeMain('classic')
  const game = useGameStore()
  await game.newGame('human', 'orc')
  const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n(locale)] } })
  await flushPromises()
  return { main, game, play: usePlayStore(), wrapper }
}

async function click(wrapper: ReturnType<typeof mount>, selector: string, text?: RegExp): Promise<void> {
  const all = wrapper.findAll(selector).filter((b) => !text || text.test(b.text()))
  expect(all.length, `${selector} ${text}`).toBeGreaterThan(0)
  await all[0].trigger('click')
  await settle()
  await flushPromises()
}

describe('PlayLayer', () => {
  it('coin toss, kick or receive, then the setup screen with formations and Done', async () => {
    const { main, wrapper } = await started()
    expect(wrapper.get('[data-testid="decision-dialog"]').text()).toContain('Call the coin toss')
    await click(wrapper, '.choice', /Heads/)
    expect(main.acts[0]).toEqual({ type: 'call', call: 'heads' })
    await click(wrapper, '.choice', /Receive|Kick/)
    const setup = wrapper.get('[data-testid="setup-panel"]')
    expect(setup.text()).toContain('Kick-off defence')
    await click(wrapper, '[data-testid="setup-panel"] .choice', /Kick-off defence|Receiving offence/)
    expect(main.acts.at(-1)?.type).toBe('formation')
    await click(wrapper, '.choice', /Setup done/)
    expect(main.acts.at(-1)).toEqual({ type: 'setup-done' })
  })

  it('explains a refused placement in the coach’s words', async () => {
    const { main, play, wrapper } = await started()
    await click(wrapper, '.choice', /Heads/)
    await click(wrapper, '.choice', /Receive|Kick/)
    const piece = play.model.setup!.pieces[0]
    await play.drop(piece, { x: 25, y: 7 }) // the other half
    await settle()
    await flushPromises()
    // The refusal's code worded in the coach's language (failureText), never the engine's English reason.
    expect(wrapper.get('[data-testid="refusal"]').text()).toBe('Not allowed: That move is not allowed now.')
    expect(main.acts.some((a) => a.type === 'place')).toBe(false)
  })

  it('in a turn: the menu shows the picked player’s declarations with rule lines; End turn ends it', async () => {
    const { main, game, play, wrapper } = await started()
    for (const action of [
      { type: 'call', call: 'heads' },
      { type: 'kick-or-receive', choice: 'receive' },
    ]) {
      await game.act(action)
    }
    // Both coaches set up with a formation, then the kick: played through the store as a coach would.
    for (let i = 0; i < 30 && game.legal?.decision.kind !== 'turn'; i++) {
      const legal = game.legal!.actions
      const next =
        legal.find((a) => a.type === 'setup-done' && main.acts.at(-1)?.type === 'formation') ??
        legal.find((a) => a.type === 'formation') ??
        legal.find((a) => a.type === 'kick' && a.x === 6 && a.y === 7) ??
        legal[Math.floor(legal.length / 2)]
      await game.act(next)
    }
    await flushPromises()
    expect(game.legal?.decision.kind).toBe('turn')
    play.selected = play.model.selectable[0]
    await flushPromises()
    const menu = wrapper.get('[data-testid="action-menu"]')
    expect(menu.text()).toContain('Move')
    expect(menu.text()).toContain('Blitz')
    await menu
      .findAll('.choice')
      .find((b) => b.text().includes('Blitz'))!
      .trigger('mouseenter')
    expect(wrapper.get('[data-testid="rule-line"]').text()).toBe('Blitz: move and block once per turn')
    await click(wrapper, '[data-testid="end-turn"]')
    expect(main.acts.at(-1)).toEqual({ type: 'end-turn' })
  })

  it('reads out the square under the cursor; a bare square under the mouse says nothing', async () => {
    const { play, wrapper } = await started()
    play.hover = { x: 12, y: 3 } // empty before the setup: no piece, nothing to do there
    await flushPromises()
    expect(wrapper.find('[data-testid="cursor-info"]').exists()).toBe(false)
    play.cursor = { x: 12, y: 3 }
    await flushPromises()
    expect(wrapper.get('[data-testid="cursor-info"]').text()).toBe('(12, 3)')
  })

  it('offers undo and redo once: on the toolbar only where the timeline bar is not shown', async () => {
    const { wrapper } = await started()
    const timeline = useTimelineStore()
    expect(timeline.mode).toBe('off') // as in a drill: the toolbar has them
    expect(wrapper.find('[data-testid="undo"]').exists()).toBe(true)
    timeline.mode = 'live' // the live game's timeline bar has its own
    await flushPromises()
    expect(wrapper.find('[data-testid="undo"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="redo"]').exists()).toBe(false)
  })

  it('F1 opens the help overlay listing every shortcut', async () => {
    const { wrapper } = await started()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F1' }))
    await flushPromises()
    const rows = wrapper.findAll('[data-testid="help-overlay"] tr')
    expect(rows.map((r) => r.attributes('data-shortcut'))).toEqual(SHORTCUTS.map((s) => s.id))
    for (const r of rows) expect(r.text()).not.toMatch(/play\.keys/)
    wrapper.unmount()
  })

  it('speaks Dutch when asked', async () => {
    const { wrapper } = await started('nl')
    expect(wrapper.get('[data-testid="decision-dialog"]').text()).toContain('Kies kop of munt')
    expect(wrapper.text()).toContain('Kop')
  })
})

describe('play messages', () => {
  const keys = (m: Messages, prefix = ''): string[] =>
    Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
  it('English and Dutch have the same keys, and every shortcut has a line', () => {
    const en = keys(messages.en.play as Messages)
    const nl = keys(messages.nl.play as Messages)
    expect(nl.sort()).toEqual(en.sort())
    for (const s of SHORTCUTS) expect(en).toContain(`keys.${s.id}`)
  })
})
