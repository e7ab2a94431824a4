// @vitest-environment happy-dom
// The prompt is said once: in a team turn with a player picked, the decision ("Pick a player") stands
// in the status line at the top, and the action menu is headed by the picked player, not by the prompt again.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { fakeMain } from './fakeMain'

describe('the prompt', () => {
  it('over a decision dialog is the dialog’s title alone', async () => {
    fakeMain('classic')
    const game = useGameStore()
    await game.newGame('human', 'orc')
    const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    const title = wrapper.get('.play-dialog__title').text()
    expect(title).toContain('Call the coin toss')
    expect(wrapper.find('[data-testid="play-status"]').exists()).toBe(false)
    expect(wrapper.text().split('Call the coin toss')).toHaveLength(2)
  })

  it('shows once; the action menu names its player', async () => {
    const main = fakeMain('classic')
    const game = useGameStore()
    await game.newGame('human', 'orc')
    const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n('en')] } })
    await game.act({ type: 'call', call: 'heads' })
    await game.act({ type: 'kick-or-receive', choice: 'receive' })
    for (let i = 0; i < 30 && game.legal?.decision.kind !== 'turn'; i++) {
      const legal = game.legal!.actions
      const next =
        legal.find((a) => a.type === 'setup-done' && main.acts.at(-1)?.type === 'formation') ??
        legal.find((a) => a.type === 'formation') ??
        legal.find((a) => a.type === 'kick' && a.x === 6 && a.y === 7) ??
        legal[Math.floor(legal.length / 2)]
      await game.act(next)
    }
    const play = usePlayStore()
    play.selected = play.model.selectable[0]
    await flushPromises()
    const status = wrapper.get('[data-testid="play-status"]').text()
    expect(status).toMatch(/Pick a player/)
    const prompt = status.slice(status.indexOf(':') + 1).trim() // "Pick a player"
    expect(wrapper.text().split(prompt)).toHaveLength(2) // said exactly once
    const piece = game.view!.pieces.find((p) => p.id === play.selected)!
    expect(wrapper.get('.play-menu__title').text()).toBe(`#${piece.number} ${piece.name}`)
  })
})
