// @vitest-environment happy-dom
// Dutch throughout (issue 19 point 6), screen by screen: the main menu, the status line and the score bar's weather
// read in Dutch, and the players the engine named after their position ("Lineman 3") are named in the coach's
// language by position id (play/names.ts) — while a name a team file gave stays a name.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import MainMenu from '../../../src-renderer/src/components/MainMenu.vue'
import StatusLine from '../../../src-renderer/src/components/StatusLine.vue'
import ScoreBar from '../../../src-renderer/src/components/panels/ScoreBar.vue'
import { cardWords } from '../../../src-renderer/src/components/panels/blitzCards'
import { pieceLabel } from '../../../src-renderer/src/components/play/actionCaption'
import { createAppI18n, messages, type Messages } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import {
  localName,
  pieceName,
  positionName,
  setNameTexts,
  weatherName,
} from '../../../src-renderer/src/play/names'
import { plateText } from '../../../src-renderer/src/scene/highlights'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { FakeTransport } from '../fakeTransport'
import { INFO, view } from '../fixtures'
import { ok } from '@shared/ipc'
import { BONUS_PLAYS } from '@shared/rules/blitz/data/bonusPlays'
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { RANDOM_EVENTS } from '@shared/rules/blitz/data/events'
import {
  BONUS_PLAY_TEXTS,
  CHALLENGE_TEXTS,
  RANDOM_EVENT_BACK,
  RANDOM_EVENT_TEXTS,
} from '@shared/rules/blitz/data/cardTexts'

const texts = (locale: 'en' | 'nl') => {
  const { t, te } = createAppI18n(locale).global
  return { t: (k: string) => t(k), te: (k: string) => te(k) }
}
const nl = texts('nl')
const en = texts('en')

beforeEach(() => {
  provideClient(new PitchsideClient(new FakeTransport({ 'app.info': () => ok(INFO) })))
  setActivePinia(createPinia())
})
afterEach(() => {
  provideClient(null)
  setNameTexts(null)
})

describe('the shell in Dutch', () => {
  it('the main menu: every item and its hint', () => {
    const menu = mount(MainMenu, { global: { plugins: [createAppI18n('nl')] } })
    expect(menu.findAll('button').map((b) => b.text())).toEqual([
      'Nieuw spel',
      'Verder spelen',
      'Laden',
      'Herhalingen',
      'Teams',
      'Competities',
      'Oefeningen',
      'Vitrine',
      'Weergave',
      'Foto',
      'Instellingen',
    ])
    expect(menu.get('[data-testid="menu-load"]').attributes('title')).toBe(
      'Een opgeslagen spel openen, bekijken of beheren',
    )
    expect(menu.get('nav').attributes('aria-label')).toBe('Hoofdmenu')
  })

  it('the status line', async () => {
    const line = mount(StatusLine, { global: { plugins: [createAppI18n('nl')] } })
    expect(line.text()).toBe('Verbinden met Pitchside…')
    await useAppStore().loadInfo()
    await flushPromises()
    expect(line.text()).toBe(
      'Pitchside 0.1.0 · spelmotor 0.1.0 · spelregels: Classic (regels v1) · browser (WebSocket) · opslaan aan',
    )
  })

  it('the weather on the score bar, by its id', () => {
    const bar = (locale: 'en' | 'nl') =>
      mount(ScoreBar, {
        props: { view: view({ weather: 'pouring-rain', decision: { side: 0, kind: 'turn' } }) },
        global: { plugins: [createAppI18n(locale)] },
      }).text()
    expect(bar('nl')).toContain('Weer: Stortregen')
    expect(bar('en')).toContain('Weather: Pouring Rain')
    expect(weatherName(nl, 'tornado')).toBe('tornado')
  })

  it('whose decision it is, for every decision the play screen knows, never the engine’s id', () => {
    const kinds = Object.keys((messages.en.play as Messages).decision as Messages)
    expect(kinds).toContain('line-up')
    for (const kind of kinds) {
      const text = mount(ScoreBar, {
        props: { view: view({ decision: { side: 0, kind } }) },
        global: { plugins: [createAppI18n('nl')] },
      })
        .get('[data-testid="score-decision"]')
        .text()
      // Only the words Dutch shares may read as the id does.
      if (!['touchback', 'reserves'].includes(kind))
        expect(text, kind).not.toBe(`Reikland Reavers: ${kind.replace(/-/g, ' ')}`)
    }
    const lineUp = mount(ScoreBar, {
      props: { view: view({ ruleset: 'crosscheck', decision: { side: 0, kind: 'line-up' } }) },
      global: { plugins: [createAppI18n('nl')] },
    })
    expect(lineUp.get('[data-testid="score-decision"]').text()).toBe(
      'Reikland Reavers: opstellen voor de face-off',
    )
  })
})

describe('names the engine gives in English', () => {
  it('a position by its id, with the roster’s name or the id’s words when the app has no text', () => {
    expect(positionName(nl, 'lineman')).toBe('Lijnspeler')
    expect(positionName(nl, 'black-orc-blocker')).toBe('Zwarte-orkblokker')
    expect(positionName(en, 'black-orc-blocker')).toBe('Black Orc Blocker')
    expect(positionName(nl, 'goalie')).toBe('Keeper')
    expect(positionName(nl, 'star-of-the-show', 'Star of the Show')).toBe('Star of the Show')
    expect(positionName(nl, 'ko-recovery')).toBe('Ko recovery')
  })

  it('a player named after his position takes the position’s name with his count; a given name stays', () => {
    expect(pieceName(nl, { name: 'Lineman 3', positionId: 'lineman' })).toBe('Lijnspeler 3')
    expect(pieceName(nl, { name: 'Thrower', positionId: 'thrower' })).toBe('Werper')
    // Cross Check's goalie: "<the team's lineman> Goalie <n>".
    expect(pieceName(nl, { name: 'Lineman Goalie 13', positionId: 'goalie' })).toBe('Keeper 13')
    expect(pieceName(nl, { name: 'Skeleton Goalie 14', positionId: 'goalie' })).toBe('Keeper 14')
    // A name from the team file, or a position name that is not this player's own position, is a name.
    expect(pieceName(nl, { name: 'Grim Ironjaw', positionId: 'blitzer' })).toBe('Grim Ironjaw')
    expect(pieceName(nl, { name: 'Catcher 2', positionId: 'lineman' })).toBe('Catcher 2')
    expect(pieceName(en, { name: 'Lineman 3', positionId: 'lineman' })).toBe('Lineman 3')
  })

  it('code without a component (captions, the table’s name plate) names through the registered translator', () => {
    const piece = { number: 4, name: 'Blitzer 4', positionId: 'blitzer' }
    const catcher = { number: 8, name: 'Catcher 1', positionId: 'catcher' }
    expect(localName(catcher)).toBe('Catcher 1') // nothing registered: as the engine gave it
    setNameTexts(nl)
    expect(localName(catcher)).toBe('Vanger 1')
    expect(pieceLabel(catcher)).toBe('#8 Vanger 1')
    expect(pieceLabel(piece)).toBe('#4 Blitzer')
    expect(plateText(catcher)).toBe('#8 Vanger 1')
    expect(localName({ name: 'Catcher 1' })).toBe('Catcher 1') // no position id: nothing to go by
  })
})

describe('Blitz Bowl cards', () => {
  it('every Challenge, Bonus Play and Random Event reads in Dutch, found from the engine’s English name', () => {
    const cards = [
      ...CHALLENGE_CARDS.map((c) => ({ name: c.name, text: CHALLENGE_TEXTS[c.condition] })),
      ...Object.entries(BONUS_PLAYS).map(([id, b]) => ({
        id,
        name: b.name,
        text: BONUS_PLAY_TEXTS[id as keyof typeof BONUS_PLAY_TEXTS],
      })),
      ...RANDOM_EVENTS.map((e) => ({ name: e.name, text: RANDOM_EVENT_TEXTS[e.id] })),
      RANDOM_EVENT_BACK,
    ]
    expect(cards.length).toBeGreaterThan(40)
    // In English each reads exactly as the rules data words it; in Dutch none does.
    for (const card of cards) expect(cardWords(en, card)).toEqual({ name: card.name, text: card.text })
    const same = cards.filter((c) => cardWords(nl, c).text === c.text)
    expect(same).toEqual([])
    expect(cardWords(nl, { name: 'Take Them Down!', text: 'x' })).toEqual({
      name: 'Haal ze neer!',
      text: 'Je Block sloeg zijn doelwit neer.',
    })
    expect(cardWords(nl, { id: 'sprint', name: 'Sprint', text: 'x' }).text).toBe(
      '+2 Beweging voor een Ren-actie.',
    )
    // A card the app does not know: as the engine gave it.
    expect(cardWords(nl, { name: 'Mystery Card', text: 'Does a thing.' })).toEqual({
      name: 'Mystery Card',
      text: 'Does a thing.',
    })
  })
})
