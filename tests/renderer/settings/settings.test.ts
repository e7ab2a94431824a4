// @vitest-environment happy-dom
// Settings: defaults, every change written to localStorage and read back by a fresh store, junk in storage
// ignored field by field, the language switch changing the UI at once, and the shell's defaults for the play
// screen (camera, tackle zones) taken from the settings.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useI18n } from 'vue-i18n'
import SettingsScreen from '../../../src-renderer/src/components/settings/SettingsScreen.vue'
import { useApplySettings } from '../../../src-renderer/src/components/settings/useApplySettings'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import {
  DEFAULTS,
  parseSettings,
  STORAGE_KEY,
  useSettingsStore,
} from '../../../src-renderer/src/stores/settings'

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')

describe('settings store', () => {
  it('starts from the defaults: English, 1×, animations on, teams in their own colours', () => {
    const s = useSettingsStore()
    expect(s.snapshot()).toEqual(DEFAULTS)
    // The colour-blind palette is an opt-in.
    expect(s.colourBlindPalette).toBe(false)
    expect(s.animation()).toEqual({ speed: 1, skip: false })
  })

  it('writes each change at once and a new store reads it back', () => {
    const s = useSettingsStore()
    s.locale = 'nl'
    s.speed = 4
    s.skipAnimations = true
    s.camera = 'top'
    s.showZones = true
    expect(stored()).toMatchObject({
      locale: 'nl',
      speed: 4,
      skipAnimations: true,
      camera: 'top',
      showZones: true,
    })
    setActivePinia(createPinia())
    const again = useSettingsStore()
    expect(again.snapshot()).toEqual({
      ...DEFAULTS,
      locale: 'nl',
      speed: 4,
      skipAnimations: true,
      camera: 'top',
      showZones: true,
    })
    expect(again.animation()).toEqual({ speed: 4, skip: true })
    again.reset()
    expect(stored()).toEqual(DEFAULTS)
  })

  it("keeps New game's last choices and reads a damaged memory as none", () => {
    const s = useSettingsStore()
    s.newGame = {
      ruleset: 'blitz',
      players: ['human', 'hard'],
      games: { blitz: { home: 'dwarf', away: 'elf', options: { arena: 'sewer-pipe' } } },
    }
    setActivePinia(createPinia())
    expect(useSettingsStore().newGame).toEqual(s.newGame)
    // A wrong player, an unknown game or a junk shape: no memory, the other settings untouched.
    for (const newGame of [
      { ruleset: 'blitz', players: ['human', 'genius'], games: {} },
      { ruleset: 'chess', players: ['human', 'hard'], games: {} },
      'yes',
    ])
      expect(parseSettings(JSON.stringify({ locale: 'nl', newGame }))).toEqual({ ...DEFAULTS, locale: 'nl' })
    // Junk inside a game's memory is dropped, the rest kept.
    expect(
      parseSettings(
        JSON.stringify({
          newGame: {
            ruleset: 'classic',
            players: ['beginner', 'human'],
            games: {
              classic: {
                home: 'orc',
                away: 'human',
                options: { fouls: false, bad: { x: 1 }, 'no such id!': 1 },
              },
              blitz: { home: 3 },
            },
          },
        }),
      ).newGame,
    ).toEqual({
      ruleset: 'classic',
      players: ['beginner', 'human'],
      games: { classic: { home: 'orc', away: 'human', options: { fouls: false } } },
    })
  })

  it('keeps the valid fields of a damaged store and defaults the rest', () => {
    expect(parseSettings('{not json')).toEqual(DEFAULTS)
    expect(parseSettings(null)).toEqual(DEFAULTS)
    expect(parseSettings('[1,2]')).toEqual(DEFAULTS)
    expect(
      parseSettings(
        JSON.stringify({ locale: 'fr', speed: 3, skipAnimations: 'yes', camera: 'top', showZones: true }),
      ),
    ).toEqual({ ...DEFAULTS, camera: 'top', showZones: true })
    expect(parseSettings(JSON.stringify({ speed: 0.5, colourBlindPalette: true }))).toEqual({
      ...DEFAULTS,
      speed: 0.5,
      colourBlindPalette: true,
    })
  })

  it("keeps the dice log's compact mode (off by default; junk falls back)", () => {
    expect(DEFAULTS.diceLogCompact).toBe(false)
    expect(parseSettings(JSON.stringify({ diceLogCompact: true })).diceLogCompact).toBe(true)
    expect(parseSettings(JSON.stringify({ diceLogCompact: 'yes' })).diceLogCompact).toBe(false)
  })

  it('keeps the table quality (automatic by default; an unknown level falls back)', () => {
    expect(DEFAULTS.tableQuality).toBe('auto')
    expect(parseSettings(JSON.stringify({ tableQuality: 'fast' })).tableQuality).toBe('fast')
    expect(parseSettings(JSON.stringify({ tableQuality: 'best' })).tableQuality).toBe('best')
    expect(parseSettings(JSON.stringify({ tableQuality: 'ultra' })).tableQuality).toBe('auto')
    const s = useSettingsStore()
    s.tableQuality = 'fast'
    expect(stored()).toMatchObject({ tableQuality: 'fast' })
  })

  it('does not take the old always-on colour-blind setting for the opt-in', () => {
    // Every store written before the opt-in says colourBlindSafe: true (it was the default and was never read).
    expect(parseSettings(JSON.stringify({ locale: 'nl', colourBlindSafe: true }))).toEqual({
      ...DEFAULTS,
      locale: 'nl',
    })
  })
})

describe('SettingsScreen', () => {
  it('closes on Esc wherever the focus is, its first control focused when it opens', async () => {
    const wrapper = mount(SettingsScreen, { attachTo: document.body, global: { plugins: [createAppI18n()] } })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-testid')).toBe('settings-locale')
    ;(document.activeElement as HTMLElement).blur()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(wrapper.emitted('close')).toEqual([[]])
    wrapper.unmount()
  })

  it('switches the language at once and keeps the choice', async () => {
    const i18n = createAppI18n()
    const wrapper = mount(SettingsScreen, { global: { plugins: [i18n] } })
    await flushPromises()
    expect(wrapper.get('h2').text()).toBe('Settings')
    await wrapper.get('[data-testid="settings-locale"]').setValue('nl')
    await flushPromises()
    expect(wrapper.get('h2').text()).toBe('Instellingen')
    expect(i18n.global.locale.value).toBe('nl')
    expect(stored().locale).toBe('nl')
  })

  it('sets speed, skipping, camera and zones from its controls', async () => {
    const wrapper = mount(SettingsScreen, { global: { plugins: [createAppI18n()] } })
    await wrapper.get('[data-testid="settings-speed"]').setValue('2')
    await wrapper.get('[data-testid="settings-camera"]').setValue('follow-ball')
    await wrapper.get('[data-testid="settings-zones"]').setValue(true)
    await wrapper.get('[data-testid="settings-skip"]').setValue(true)
    const s = useSettingsStore()
    expect(s.snapshot()).toMatchObject({
      speed: 2,
      camera: 'follow-ball',
      showZones: true,
      skipAnimations: true,
    })
    expect(wrapper.get<HTMLSelectElement>('[data-testid="settings-speed"]').element.disabled).toBe(true)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('close')).toHaveLength(1)
  })
})

describe('useApplySettings', () => {
  it('starts in the stored language, camera and zones', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ locale: 'nl', camera: 'top', showZones: true }))
    const i18n = createAppI18n()
    const Shell = defineComponent({
      setup() {
        useApplySettings()
        const { t } = useI18n()
        return () => h('p', t('settings.title'))
      },
    })
    const wrapper = mount(Shell, { global: { plugins: [i18n] } })
    await flushPromises()
    expect(wrapper.text()).toBe('Instellingen')
    expect(usePlayStore().camera).toBe('top')
    expect(usePlayStore().zones).toBe(true)
    useSettingsStore().locale = 'en'
    await flushPromises()
    expect(wrapper.text()).toBe('Settings')
  })
})
