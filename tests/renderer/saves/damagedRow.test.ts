// @vitest-environment happy-dom
// A damaged game in the Load list: marked with what is wrong (English and Dutch), Open disabled saying why, no
// Watch or Duplicate, Export (of what is sound) and Delete offered. A game whose list entry alone was unreadable
// is marked but still opens and plays back.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { SaveDamage, SavedGameSummary } from '@shared/ipc'
import SaveRow from '../../../src-renderer/src/components/saves/SaveRow.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'

function game(damage?: SaveDamage): SavedGameSummary {
  return {
    gameId: 'g-hurt',
    title: 'Cup final',
    tags: [],
    ruleset: 'classic',
    teams: [
      { rosterId: 'human', name: 'Reikland Reavers' },
      { rosterId: 'orc', name: 'Orcland Raiders' },
    ],
    score: [1, 0],
    status: 'playing',
    practice: false,
    actions: 80,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T11:30:00.000Z',
    source: null,
    thumbnail: null,
    ...(damage ? { damage } : {}),
  }
}

function row(summary: SavedGameSummary, locale: 'en' | 'nl' = 'en') {
  return mount(SaveRow, {
    props: { game: summary, rulesetName: 'Classic' },
    global: { plugins: [createAppI18n(locale)] },
  })
}

const ACTION_37: SaveDamage = { part: 'action', action: 37, message: 'action 37 is not readable' }

describe('a damaged game in the Load list', () => {
  it('is marked with what is wrong; Open is disabled and says why; Export and Delete are offered', async () => {
    const wrapper = row(game(ACTION_37))
    expect(wrapper.get('[data-testid="save-row"]').attributes('data-damage')).toBe('action')
    const mark = wrapper.get('[data-testid="save-damage"]')
    expect(mark.text()).toContain('Damaged')
    expect(mark.text()).toContain('Action 37 is missing or cannot be read.')
    expect(mark.attributes('title')).toBe('Action 37 is missing or cannot be read.')
    const open = wrapper.get('[data-testid="save-open"]')
    expect(open.attributes('disabled')).toBeDefined()
    expect(open.attributes('title')).toBe(
      'A damaged game cannot be opened. Action 37 is missing or cannot be read.',
    )
    expect(wrapper.find('[data-testid="save-watch"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="save-duplicate"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="save-export"]').text()).toBe('Export what is sound')
    await wrapper.get('[data-testid="save-export"]').trigger('click')
    await wrapper.get('[data-testid="save-delete"]').trigger('click')
    await open.trigger('click')
    expect(wrapper.emitted('export')).toHaveLength(1)
    expect(wrapper.emitted('delete')).toHaveLength(1)
    expect(wrapper.emitted('open')).toBeUndefined()
  })

  it.each([
    ['setup', 'Its setup cannot be read.', 'De opzet van de wedstrijd is onleesbaar.'],
    ['teams', 'Its teams are missing.', 'De teams ontbreken.'],
    ['controllers', 'Who plays each side cannot be read.', 'Wie elke kant speelt, is onleesbaar.'],
    ['cursor', 'Its position is past the end of its actions.', 'De stand ligt voorbij de laatste actie.'],
  ] as const)('says what is wrong with its %s in English and Dutch', (part, en, nl) => {
    const damage: SaveDamage = { part, message: 'x' }
    expect(row(game(damage)).get('[data-testid="save-damage"]').text()).toContain(en)
    const dutch = row(game(damage), 'nl')
    expect(dutch.get('[data-testid="save-damage"]').text()).toContain('Beschadigd')
    expect(dutch.get('[data-testid="save-damage"]').text()).toContain(nl)
    expect(dutch.get('[data-testid="save-export"]').text()).toBe('Exporteer wat in orde is')
  })

  it('whose list entry alone was unreadable is marked but still opens and plays back', async () => {
    const wrapper = row(game({ part: 'listing', message: 'x' }))
    expect(wrapper.get('[data-testid="save-damage"]').text()).toContain('opening the game writes it again')
    const open = wrapper.get('[data-testid="save-open"]')
    expect(open.attributes('disabled')).toBeUndefined()
    await open.trigger('click')
    expect(wrapper.emitted('open')).toHaveLength(1)
    expect(wrapper.find('[data-testid="save-watch"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="save-row"]').classes()).not.toContain('save-row--damaged')
  })

  it('is not marked at all when sound', () => {
    const wrapper = row(game())
    expect(wrapper.find('[data-testid="save-damage"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="save-export"]').text()).toBe('Export replay')
  })
})
