// @vitest-environment happy-dom
// The New game dialog: the rulesets from app.info, each ruleset's teams and options from main, who plays each
// side, changed options only, and a typed seed (a bad one blocks Start).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import type { OptionInfo } from '@shared/engine/api'
import NewGameDialog from '../../../src-renderer/src/components/NewGameDialog.vue'
import { changedOptions, parseSeed, preselect } from '../../../src-renderer/src/components/newGameChoice'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { FakeTransport } from '../fakeTransport'
import { INFO, ROSTERS } from '../fixtures'

const BLITZ_OPTIONS: OptionInfo[] = [
  { id: 'fouls', name: 'Foul action', default: false, source: '001: Foul Action (advanced)' },
  {
    id: 'suddenDeathLead',
    name: 'Lead for a Sudden Death Victory',
    default: 10,
    source: '001',
    min: 1,
    max: 39,
    integer: true,
  },
  {
    id: 'pitch',
    name: 'Pitch side',
    default: 'one-trapdoor',
    source: '001',
    values: ['one-trapdoor', 'two-trapdoors'],
  },
  { id: 'motto', name: 'Motto', default: 'none', source: 'test: a free text option' },
]

async function dialog() {
  const transport = new FakeTransport({
    'app.info': () => ({
      ok: true,
      value: { ...INFO, rulesets: [...INFO.rulesets, { id: 'blitz', name: 'Blitz Bowl', version: '1' }] },
    }),
    'rosters.list': (args) =>
      (args as { ruleset: string }).ruleset === 'blitz'
        ? {
            ok: true,
            value: [
              { id: 'dwarf', name: 'Dwarf', ruleset: 'blitz' },
              { id: 'elf', name: 'Elf', ruleset: 'blitz' },
            ],
          }
        : { ok: true, value: ROSTERS },
    'rulesets.options': (args) => ({
      ok: true,
      value: (args as { ruleset: string }).ruleset === 'blitz' ? BLITZ_OPTIONS : [],
    }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  await useAppStore().loadInfo()
  const wrapper = mount(NewGameDialog, {
    props: { starting: false, error: null },
    global: { plugins: [createAppI18n()] },
  })
  await flushPromises()
  return { transport, wrapper }
}

describe('NewGameDialog', () => {
  it('starts a Blitz Bowl game with an AI side, changed options and a seed', async () => {
    const { wrapper } = await dialog()
    expect(wrapper.findAll('[data-testid="ruleset"] option').map((o) => o.text())).toEqual([
      'Classic',
      'Blitz Bowl',
    ])
    await wrapper.get('[data-testid="ruleset"]').setValue('blitz')
    await flushPromises()
    expect(wrapper.get<HTMLSelectElement>('[data-testid="home-roster"]').element.value).toBe('dwarf')
    expect(wrapper.get<HTMLSelectElement>('[data-testid="away-roster"]').element.value).toBe('elf')
    await wrapper.get('[data-testid="away-player"]').setValue('hard')
    await wrapper.get('[data-testid="option-fouls"]').setValue(true)
    const lead = wrapper.get<HTMLInputElement>('[data-testid="option-suddenDeathLead"]').element
    expect([lead.min, lead.max, lead.step]).toEqual(['1', '39', '1'])
    await wrapper.get('[data-testid="option-suddenDeathLead"]').setValue('12')
    expect(wrapper.findAll('[data-testid="option-pitch"] option').map((o) => o.text())).toEqual([
      'one-trapdoor',
      'two-trapdoors',
    ])
    await wrapper.get('[data-testid="option-pitch"]').setValue('two-trapdoors')
    expect(wrapper.get('[data-testid="option-motto"]').element.tagName).toBe('INPUT')
    await wrapper.get('[data-testid="random-seed"]').setValue(false)
    await wrapper.get('[data-testid="seed"]').setValue('abc')
    expect(wrapper.get<HTMLButtonElement>('[data-testid="start-game"]').element.disabled).toBe(true)
    await wrapper.get('[data-testid="seed"]').setValue('4242')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('start')).toEqual([
      [
        {
          ruleset: 'blitz',
          home: 'dwarf',
          away: 'elf',
          controllers: ['human', { ai: 'hard' }],
          options: { fouls: true, suddenDeathLead: 12, pitch: 'two-trapdoors' },
          seed: 4242,
        },
      ],
    ])
  })

  it('shows a ruleset without options as such', async () => {
    const { wrapper } = await dialog()
    expect(wrapper.get('[data-testid="options"]').text()).toContain('This game has no options.')
  })
})

describe('new game choice helpers', () => {
  it('keeps only changed options, typed as their defaults', () => {
    expect(
      changedOptions(BLITZ_OPTIONS, { fouls: false, suddenDeathLead: 10, pitch: 'one-trapdoor' }),
    ).toEqual({})
    expect(changedOptions(BLITZ_OPTIONS, { suddenDeathLead: '7', pitch: ' two-trapdoors ' })).toEqual({
      suddenDeathLead: 7,
      pitch: 'two-trapdoors',
    })
  })

  it('reads seeds as 32-bit unsigned whole numbers', () => {
    expect(parseSeed(' 0 ')).toBe(0)
    expect(parseSeed('4294967295')).toBe(4294967295)
    expect(parseSeed('4294967296')).toBeNull()
    expect(parseSeed('-1')).toBeNull()
    expect(parseSeed('1.5')).toBeNull()
  })

  it('preselects Human vs Orc, else the first two teams', () => {
    expect(preselect(['amazon', 'human', 'orc'])).toEqual(['human', 'orc'])
    expect(preselect(['dwarf', 'elf'])).toEqual(['dwarf', 'elf'])
    expect(preselect(['orc'])).toEqual(['orc', 'orc'])
  })
})
