// @vitest-environment happy-dom
// The busy indicator: a click that waits on main shows it in the same tick the request is sent (the game store's
// `waiting`, then the prompt's spinner on Vue's next render), and the answer hides it. A transport that holds
// game.act's answer until the test lets it go stands in for a slow main: no timing anywhere.
import { flushPromises, mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { describe, expect, it } from 'vitest'
import type { Result } from '@shared/ipc'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { fakeMain, settle } from './fakeMain'

/** Holds every game.act answer until release() (never, if the test does not call it). */
function holdActs(transport: ReturnType<typeof fakeMain>['transport']): {
  release: () => void
  held: () => number
} {
  const answer = transport.request.bind(transport)
  const held: (() => void)[] = []
  transport.request = (name: string, args: unknown): Promise<Result<unknown>> =>
    name === 'game.act'
      ? new Promise((resolve) => held.push(() => void answer(name, args).then(resolve)))
      : answer(name, args)
  return { release: () => held.splice(0).forEach((go) => go()), held: () => held.length }
}

async function started() {
  const main = fakeMain('classic')
  const game = useGameStore()
  await game.newGame('human', 'orc')
  const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n('en')] } })
  await flushPromises()
  return { main, game, wrapper }
}

describe('busy indicator', () => {
  it('shows in the same tick as a click that waits on main, and stays while main does not answer', async () => {
    const { main, game, wrapper } = await started()
    const acts = holdActs(main.transport)
    expect(game.waiting).toBe(false)
    expect(wrapper.find('[data-testid="busy"]').exists()).toBe(false)
    const heads = wrapper.findAll('.choice').find((b) => /Heads/.test(b.text()))!
    void heads.trigger('click')
    // The same tick: the request is out, the store says so before any answer could come.
    expect(acts.held()).toBe(1)
    expect(game.waiting).toBe(true)
    await nextTick()
    expect(wrapper.get('[data-testid="busy"]').text()).toBe('Working…')
    await flushPromises()
    expect(game.waiting).toBe(true)
    expect(wrapper.find('[data-testid="busy"]').exists()).toBe(true)
  })

  it('goes when the answer (and the legal actions after it) come', async () => {
    const { main, game, wrapper } = await started()
    const held = holdActs(main.transport)
    const heads = wrapper.findAll('.choice').find((b) => /Heads/.test(b.text()))!
    void heads.trigger('click')
    expect(game.waiting).toBe(true)
    held.release()
    await settle()
    await flushPromises()
    expect(main.acts).toEqual([{ type: 'call', call: 'heads' }])
    expect(game.waiting).toBe(false)
    expect(wrapper.find('[data-testid="busy"]').exists()).toBe(false)
  })

  it('counts undo and redo too', async () => {
    const { game } = await started()
    await game.act({ type: 'call', call: 'heads' })
    const undo = game.undo()
    expect(game.waiting).toBe(true)
    await undo
    expect(game.waiting).toBe(false)
  })
})
