// @vitest-environment happy-dom
// The decisions issue 21 adds, as the play screen offers them over a fake main with the real rules: Blitz Bowl's
// coin toss winner choosing the side of the board, and Cross Check's choice of goalie — each a dialog whose
// choices are named in English and in Dutch, a click sending the action.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { RulesetId } from '@shared/engine/api'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { fakeMain, settle } from './fakeMain'

async function started(id: RulesetId, home: string, away: string, locale: 'en' | 'nl') {
  const main = fakeMain(id)
  await useGameStore().newGame(home, away)
  const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n(locale)] } })
  await flushPromises()
  return { main, wrapper }
}

const choices = (wrapper: ReturnType<typeof mount>): string[] =>
  wrapper
    .get('[data-testid="decision-dialog"]')
    .findAll('.choice')
    .map((b) => b.text())

describe('the coin toss winner chooses the pitch (Blitz Bowl, 001 Setting Up)', () => {
  it('asks in a dialog with both sides named, and a click plays the choice', async () => {
    const { main, wrapper } = await started('blitz', 'dwarf', 'orc', 'en')
    const dialog = wrapper.get('[data-testid="decision-dialog"]')
    expect(dialog.text()).toContain('You won the toss: choose the pitch')
    const named = choices(wrapper)
    expect(named.some((t) => t.includes('Single trapdoor side'))).toBe(true)
    expect(named.some((t) => t.includes('Two trapdoors side'))).toBe(true)
    await dialog
      .findAll('.choice')
      .find((b) => b.text().includes('Two trapdoors side'))!
      .trigger('click')
    await settle()
    await flushPromises()
    expect(main.acts).toEqual([{ type: 'pitch', choice: 'two-trapdoors' }])
  })

  it('in Dutch', async () => {
    const { wrapper } = await started('blitz', 'dwarf', 'orc', 'nl')
    expect(wrapper.get('[data-testid="decision-dialog"]').text()).toContain(
      'Toss gewonnen: kies het speelveld',
    )
    const named = choices(wrapper)
    expect(named.some((t) => t.includes('Kant met één valluik'))).toBe(true)
    expect(named.some((t) => t.includes('Kant met twee valluiken'))).toBe(true)
  })
})

describe('the coach chooses which goalie plays (Cross Check)', () => {
  it('asks in a dialog naming each fit goalie, in English and Dutch', async () => {
    const en = await started('crosscheck', 'human', 'orc', 'en')
    expect(en.wrapper.get('[data-testid="decision-dialog"]').text()).toContain('Which goalie plays?')
    const goalies = choices(en.wrapper).filter((t) => t.includes('in goal'))
    expect(goalies).toHaveLength(2)
    expect(goalies[0]).toMatch(/Put #13 .*Goalie.* in goal/)
    const nl = await started('crosscheck', 'human', 'orc', 'nl')
    expect(nl.wrapper.get('[data-testid="decision-dialog"]').text()).toContain('Welke keeper speelt?')
    expect(choices(nl.wrapper).filter((t) => t.includes('in het doel'))).toHaveLength(2)
  })
})
