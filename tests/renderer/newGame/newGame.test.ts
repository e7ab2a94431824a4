// @vitest-environment happy-dom
// The New game dialog: the rulesets from app.info named as players know them, each ruleset's teams and (real)
// options from main as proper controls, the solo coach against the Beginner AI by default, the last choices
// remembered, a roster preview of each side's team, no seed citations or file names in any text it shows, a typed
// seed (a bad one blocks Start), and Esc closing it.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OptionInfo } from '@shared/engine/api'
import { fail, type RosterSummary } from '@shared/ipc'
import { BLITZ_OPTIONS } from '@shared/rules/blitz/options'
import { CLASSIC_OPTIONS } from '@shared/rules/classic/options'
import { CROSSCHECK_OPTIONS } from '@shared/rules/crosscheck/options'
import { ARENAS } from '@shared/rules/blitz/data/arenas'
import { lineupFor } from '@shared/showcase/lineup'
import type { TeamKey } from '@shared/showcase/scheme'
import NewGameDialog from '../../../src-renderer/src/components/NewGameDialog.vue'
import {
  changedOptions,
  parseSeed,
  preselect,
  restoreOptions,
  restoreTeams,
  validOptionValue,
} from '../../../src-renderer/src/components/newGameChoice'
import { plainName } from '../../../src-renderer/src/components/newGame/optionTexts'
import { createAppI18n, messages, type Locale, type Messages } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { FakeTransport } from '../fakeTransport'
import { INFO, ROSTERS } from '../fixtures'

const TEAMS: Record<string, RosterSummary[]> = {
  classic: ROSTERS,
  blitz: [
    { id: 'dwarf', name: 'Dwarf', ruleset: 'blitz' },
    { id: 'elven-union', name: 'Elven Union', ruleset: 'blitz' },
  ],
  crosscheck: [
    { id: 'human', name: 'Human', ruleset: 'crosscheck' },
    { id: 'orc', name: 'Orc', ruleset: 'crosscheck' },
  ],
}
const OPTIONS: Record<string, readonly OptionInfo[]> = {
  classic: CLASSIC_OPTIONS,
  blitz: BLITZ_OPTIONS,
  crosscheck: CROSSCHECK_OPTIONS,
}
// Seed numbers, file names and the readings' shorthand: none of it may reach a player.
const CITATION = /\b00[0-4]\b|\.md\b|\.ts\b|cc-interp|rulings|data\//

let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount() // its Esc listener on window goes with it
  mounted = null
})
beforeEach(() => localStorage.clear())

function serve(): FakeTransport {
  return new FakeTransport({
    'app.info': () => ({
      ok: true,
      value: {
        ...INFO,
        rulesets: [
          { id: 'classic', name: 'Classic Blood Bowl', version: '3' },
          { id: 'blitz', name: 'Blitz Bowl', version: '2' },
          { id: 'crosscheck', name: 'Cross Check', version: '1' },
        ],
      },
    }),
    'rosters.list': (args) => ({ ok: true, value: TEAMS[(args as { ruleset: string }).ruleset] }),
    'rulesets.options': (args) => ({ ok: true, value: OPTIONS[(args as { ruleset: string }).ruleset] }),
    'rosters.lineup': (args) => {
      const lineup = lineupFor((args as { teamKey: TeamKey }).teamKey)
      return lineup ? { ok: true, value: lineup } : fail('roster/not-found', 'no such team')
    },
  })
}

/** The dialog over a fresh store (what localStorage holds is kept: the remembered choices). */
async function dialog(locale: Locale = 'en') {
  const transport = serve()
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  await useAppStore().loadInfo()
  const wrapper = mount(NewGameDialog, {
    props: { starting: false, error: null },
    attachTo: document.body,
    global: { plugins: [createAppI18n(locale)] },
  })
  mounted = wrapper
  await flushPromises()
  return { transport, wrapper }
}

const value = (w: VueWrapper, id: string) => w.get<HTMLSelectElement>(`[data-testid="${id}"]`).element.value
const texts = (w: VueWrapper, id: string) => w.findAll(`[data-testid="${id}"] option`).map((o) => o.text())

describe('NewGameDialog', () => {
  it('opens on Classic Blood Bowl, Human v Orc, the coach at home against the Beginner AI', async () => {
    const { wrapper } = await dialog()
    expect(texts(wrapper, 'ruleset')).toEqual(['Classic Blood Bowl', 'Blitz Bowl', 'Cross Check'])
    expect(value(wrapper, 'ruleset')).toBe('classic')
    expect([value(wrapper, 'home-roster'), value(wrapper, 'away-roster')]).toEqual(['human', 'orc'])
    expect([value(wrapper, 'home-player'), value(wrapper, 'away-player')]).toEqual(['human', 'beginner'])
    // Its first control has the focus, so the keyboard goes on inside it.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('ruleset')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('start')).toEqual([
      [
        {
          ruleset: 'classic',
          home: 'human',
          away: 'orc',
          controllers: ['human', { ai: 'beginner' }],
          options: {},
        },
      ],
    ])
  })

  it('starts a Blitz Bowl game with proper controls: arenas by name, labelled values, a number in range', async () => {
    const { wrapper } = await dialog()
    await wrapper.get('[data-testid="ruleset"]').setValue('blitz')
    await flushPromises()
    expect([value(wrapper, 'home-roster'), value(wrapper, 'away-roster')]).toEqual(['dwarf', 'elven-union'])
    await wrapper.get('[data-testid="away-player"]').setValue('hard')
    // No free text anywhere: every option is a checkbox, a select or a number field.
    // The turn clock's seconds show only while the clock is on.
    const controls = wrapper.findAll('[data-testid^="option-"]')
    expect(controls).toHaveLength(BLITZ_OPTIONS.filter((o) => o.id !== 'turnSeconds').length)
    for (const c of controls) {
      const el = c.element as HTMLInputElement
      expect(el.tagName === 'SELECT' || el.type === 'checkbox' || el.type === 'number').toBe(true)
    }
    expect(texts(wrapper, 'option-arena')).toEqual([
      'No arena',
      'Random arena (D8)',
      ...ARENAS.map((a) => a.name),
    ])
    expect(texts(wrapper, 'option-arena')).toContain('Sewer Pipe Stadium')
    expect(texts(wrapper, 'option-pitch')).toEqual([
      'The coin toss decides',
      'One trapdoor (home sets up first)',
      'Two trapdoors (home sets up first)',
    ])
    expect(texts(wrapper, 'option-rookies')).toEqual(['Neither team', 'Home team', 'Away team'])
    await wrapper.get('[data-testid="option-arena"]').setValue('sewer-pipe')
    await wrapper.get('[data-testid="option-fouls"]').setValue(true)
    await wrapper.get('[data-testid="option-pitch"]').setValue('two-trapdoors')
    const lead = wrapper.get<HTMLInputElement>('[data-testid="option-suddenDeathLead"]')
    expect([lead.element.min, lead.element.max, lead.element.step]).toEqual(['1', '39', '1'])
    // Out of range: marked, Start blocked; leaving the field brings it to the nearest end.
    // Typing (input events only) may pass through a value out of range.
    lead.element.value = '45'
    await lead.trigger('input')
    expect(lead.attributes('aria-invalid')).toBe('true')
    expect(wrapper.get<HTMLButtonElement>('[data-testid="start-game"]').element.disabled).toBe(true)
    await lead.trigger('change')
    await flushPromises()
    expect(lead.element.value).toBe('39')
    expect(lead.attributes('aria-invalid')).toBe('false')
    await lead.setValue('12')
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
          away: 'elven-union',
          controllers: ['human', { ai: 'hard' }],
          options: { fouls: true, suddenDeathLead: 12, pitch: 'two-trapdoors', arena: 'sewer-pipe' },
          seed: 4242,
        },
      ],
    ])
  })

  it('offers Cross Check overtime as a labelled choice, not a 0/1 number', async () => {
    const { wrapper } = await dialog()
    await wrapper.get('[data-testid="ruleset"]').setValue('crosscheck')
    await flushPromises()
    expect(texts(wrapper, 'option-overtime')).toEqual(['No: a tie stands', 'Yes: one sudden-death period'])
    const periods = wrapper.get<HTMLInputElement>('[data-testid="option-periods"]')
    await periods.setValue('0')
    await flushPromises()
    expect(periods.element.value).toBe('1')
    await periods.setValue('2.6')
    await flushPromises()
    expect(periods.element.value).toBe('3')
  })

  it('remembers the last choices for the next New game, per game', async () => {
    const first = await dialog()
    await first.wrapper.get('[data-testid="ruleset"]').setValue('blitz')
    await flushPromises()
    await first.wrapper.get('[data-testid="home-roster"]').setValue('elven-union')
    await first.wrapper.get('[data-testid="away-roster"]').setValue('dwarf')
    await first.wrapper.get('[data-testid="home-player"]').setValue('random')
    await first.wrapper.get('[data-testid="away-player"]').setValue('hard')
    await first.wrapper.get('[data-testid="option-arena"]').setValue('bone-pit')
    await first.wrapper.get('form').trigger('submit')
    first.wrapper.unmount()
    mounted = null

    const again = await dialog() // a fresh store: read back from localStorage
    const w = again.wrapper
    expect(value(w, 'ruleset')).toBe('blitz')
    expect([value(w, 'home-roster'), value(w, 'away-roster')]).toEqual(['elven-union', 'dwarf'])
    expect([value(w, 'home-player'), value(w, 'away-player')]).toEqual(['random', 'hard'])
    expect(value(w, 'option-arena')).toBe('bone-pit')
    // Classic was never started: its defaults.
    await w.get('[data-testid="ruleset"]').setValue('classic')
    await flushPromises()
    expect([value(w, 'home-roster'), value(w, 'away-roster')]).toEqual(['human', 'orc'])
  })

  it('does not take remembered teams or values main no longer offers', async () => {
    setActivePinia(createPinia())
    useSettingsStore().newGame = {
      ruleset: 'blitz',
      players: ['human', 'hard'],
      games: {
        blitz: {
          home: 'gone',
          away: 'dwarf',
          options: { arena: 'atlantis', suddenDeathLead: 400, fouls: true, pitch: 7 },
        },
      },
    }
    const { wrapper } = await dialog()
    expect([value(wrapper, 'home-roster'), value(wrapper, 'away-roster')]).toEqual(['dwarf', 'dwarf'])
    expect(value(wrapper, 'option-arena')).toBe('none')
    expect(wrapper.get<HTMLInputElement>('[data-testid="option-suddenDeathLead"]').element.value).toBe('10')
    expect(wrapper.get<HTMLInputElement>('[data-testid="option-fouls"]').element.checked).toBe(true)
    expect(value(wrapper, 'option-pitch')).toBe('toss')
  })

  it('previews the team each side fields: positions, stats, skills, re-rolls', async () => {
    const { wrapper } = await dialog()
    const preview = () => wrapper.get('[data-testid="roster-preview"]')
    expect(preview().find('caption').text()).toBe('Human')
    const lineman = preview()
      .get('[data-testid="preview-lineman"]')
      .findAll('td')
      .map((c) => c.text())
    expect(lineman).toEqual(['5', '6', '3', '3', '8', '—'])
    const thrower = preview()
      .get('[data-testid="preview-thrower"]')
      .findAll('td')
      .map((c) => c.text())
    expect(thrower).toEqual(['2', '6', '3', '3', '8', 'Pass, Sure Hands'])
    expect(
      preview()
        .findAll('thead th')
        .map((h) => h.text()),
    ).toEqual(['Position', 'Players', 'MA', 'ST', 'AG', 'AV', 'Skills'])
    expect(preview().get('[data-testid="preview-rerolls"]').text()).toBe('Team re-rolls: 3')
    // No prices anywhere in it.
    expect(preview().text()).not.toMatch(/\d{2},?000|gold|cost/i)

    await wrapper.get('[data-testid="preview-away"]').trigger('click')
    await flushPromises()
    expect(preview().find('caption').text()).toBe('Orc')
    expect(preview().get('[data-testid="preview-troll"]').text()).toContain('Mighty Blow')

    await wrapper.get('[data-testid="ruleset"]').setValue('blitz')
    await flushPromises()
    expect(preview().find('caption').text()).toBe('Elven Union') // the away side's team, still the one shown
    await wrapper.get('[data-testid="preview-home"]').trigger('click')
    await flushPromises()
    expect(
      preview()
        .findAll('thead th')
        .map((h) => h.text()),
    ).toEqual(['Position', 'Players', 'Move', 'Block', 'Throw', 'Armour', 'Skills'])
    expect(preview().get('[data-testid="preview-rerolls"]').text()).toBe(
      'No team re-rolls: abilities and cards give re-rolls in Blitz Bowl.',
    )
  })

  it('previews in Dutch', async () => {
    const { wrapper } = await dialog('nl')
    const preview = wrapper.get('[data-testid="roster-preview"]')
    expect(preview.findAll('thead th').map((h) => h.text())[0]).toBe('Positie')
    expect(preview.get('[data-testid="preview-rerolls"]').text()).toBe('Team-rerolls: 3')
    expect(wrapper.get('h2').text()).toBe('Nieuwe wedstrijd')
    expect(texts(wrapper, 'home-player')).toEqual(['Mens', 'AI · willekeurig', 'AI · beginner', 'AI · sterk'])
  })

  for (const locale of ['en', 'nl'] as const) {
    it(`shows no seed citation or file name in any text, every game (${locale})`, async () => {
      const { wrapper } = await dialog(locale)
      for (const ruleset of ['classic', 'blitz', 'crosscheck']) {
        await wrapper.get('[data-testid="ruleset"]').setValue(ruleset)
        await flushPromises()
        for (const d of wrapper.findAll('details')) (d.element as HTMLDetailsElement).open = true
        const notes = wrapper.get('[data-testid="rules-notes"]')
        expect(notes.findAll('dd')).toHaveLength(OPTIONS[ruleset].length) // a note for every option
        const shown = [
          wrapper.text(),
          ...wrapper
            .findAll('*')
            .flatMap((e) => ['title', 'aria-label', 'placeholder'].map((a) => e.attributes(a) ?? '')),
        ].join('\n')
        expect(shown).not.toMatch(CITATION)
        // The controls' labels are the app's own, never the ruleset's developer texts.
        for (const o of OPTIONS[ruleset]) if (CITATION.test(o.name)) expect(shown).not.toContain(o.name)
      }
    })
  }

  it('closes on Esc wherever the focus is', async () => {
    const { wrapper } = await dialog()
    ;(document.activeElement as HTMLElement).blur()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(wrapper.emitted('cancel')).toEqual([[]])
    // And from inside, on an option's control.
    await wrapper.get('[data-testid="options"]').find('summary').trigger('click')
    ;(wrapper.get('[data-testid="option-fouls"]').element as HTMLElement).focus()
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(wrapper.emitted('cancel')).toEqual([[], []])
  })
})

describe('New game texts', () => {
  it('has every English text in Dutch too', () => {
    const keys = (m: Messages, at = ''): string[] =>
      Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [at + k] : keys(v, `${at}${k}.`)))
    const en = keys(messages.en.newGame as Messages)
    expect(en.length).toBeGreaterThan(50)
    expect(keys(messages.nl.newGame as Messages).sort()).toEqual(en.sort())
  })
})

describe('new game choice helpers', () => {
  const lead = BLITZ_OPTIONS.find((o) => o.id === 'suddenDeathLead')!
  const arena = BLITZ_OPTIONS.find((o) => o.id === 'arena')!
  const motto: OptionInfo = { id: 'motto', name: 'Motto', default: 'none', source: 'test' }

  it('keeps only changed, valid options, typed as their defaults', () => {
    expect(changedOptions(BLITZ_OPTIONS, { fouls: false, suddenDeathLead: 10, pitch: 'toss' })).toEqual({})
    expect(changedOptions(BLITZ_OPTIONS, { suddenDeathLead: '7', pitch: ' two-trapdoors ' })).toEqual({
      suddenDeathLead: 7,
      pitch: 'two-trapdoors',
    })
    // An unknown arena, a lead out of range, a free text: never sent.
    expect(
      changedOptions([...BLITZ_OPTIONS, motto], { arena: 'atlantis', suddenDeathLead: 40, motto: 'x' }),
    ).toEqual({})
  })

  it('knows the values a ruleset takes', () => {
    expect([1, 39, 12].map((v) => validOptionValue(lead, v))).toEqual([true, true, true])
    expect([0, 40, 2.5, '5', Number.NaN].map((v) => validOptionValue(lead, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(['none', 'random', 'sewer-pipe', 'atlantis'].map((v) => validOptionValue(arena, v))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(['none', 'x'].map((v) => validOptionValue(motto, v))).toEqual([true, false])
  })

  it('restores what is still valid, else the defaults', () => {
    expect(restoreOptions([lead, arena], { suddenDeathLead: 5, arena: 'nowhere' })).toEqual({
      suddenDeathLead: 5,
      arena: 'none',
    })
    expect(restoreOptions([lead], undefined)).toEqual({ suddenDeathLead: 10 })
    expect(restoreTeams({ home: 'orc', away: 'elven-union', options: {} }, ['human', 'orc'])).toEqual([
      'orc',
      'orc',
    ])
    expect(restoreTeams(undefined, ['human', 'orc'])).toEqual(['human', 'orc'])
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
    expect(preselect(['dwarf', 'elven-union'])).toEqual(['dwarf', 'elven-union'])
    expect(preselect(['orc'])).toEqual(['orc', 'orc'])
  })

  it("falls back to a ruleset's option name without its bracketed remarks", () => {
    expect(plainName("Arena ('none' or an arena id from data/arenas.ts)")).toBe('Arena')
    expect(plainName('Periods')).toBe('Periods')
  })
})
