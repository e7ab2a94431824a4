// Main's refusals in the coach's language (issue 23 point 6): every ErrorCode has a plain sentence in English and
// Dutch with no code in it, and failureText adds main's (English) message only where it names what is wrong.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@shared/ipc'
import { LOCALES } from '../../../src-renderer/src/i18n'
import { failureSentence, failureText, hasDetail } from '../../../src-renderer/src/i18n/failureText'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'

/** Codes whose message names the bad file, field or league (the brief's list, spelled out so a change shows). */
const DETAILED = [
  'action/malformed',
  'replay/malformed',
  'replay/tampered',
  'replay/unsupported',
  'drill/invalid',
  'scheme/malformed',
  'scheme/invalid',
  'model/malformed',
  'team/malformed',
  'team/invalid',
  'team/in-league',
  'league/malformed',
  'league/invalid',
  'share/failed',
  'internal',
]

afterEach(() => setActivePinia(undefined))

describe('a sentence for every refusal', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every ErrorCode has a sentence, with no code, path or file name in it`, () => {
      const missing = ERROR_CODES.filter((code) => !failureSentence(code, locale))
      expect(missing).toEqual([])
      for (const code of ERROR_CODES) {
        const sentence = failureSentence(code, locale)!
        expect(sentence, code).not.toMatch(/\//)
        expect(sentence, code).not.toMatch(/\.(ts|json|md)\b/)
        expect(sentence, code).toMatch(/^[A-Z].*[.]$/)
      }
    })
  }

  it('the two languages differ (Dutch is not English copied)', () => {
    const same = ERROR_CODES.filter((code) => failureSentence(code, 'en') === failureSentence(code, 'nl'))
    expect(same).toEqual([])
  })
})

describe('failureText', () => {
  it('adds main’s detail exactly for the codes whose message names what is wrong', () => {
    expect(ERROR_CODES.filter(hasDetail)).toEqual(DETAILED)
  })

  it('a team in a league: the sentence, then the league main names', () => {
    const failure = { code: 'team/in-league', message: 'The team is in league “Winter Cup”.' } as const
    expect(failureText(failure, 'en')).toBe(
      'This team plays in a league: archive the league first, or keep the team. (The team is in league “Winter Cup”.)',
    )
    expect(failureText(failure, 'nl')).toBe(
      'Dit team speelt in een competitie: archiveer eerst de competitie, of houd het team. ' +
        '(The team is in league “Winter Cup”.)',
    )
  })

  it('a bad field: the sentence and the field', () => {
    expect(failureText({ code: 'team/invalid', message: 'team.players[3].number: taken' }, 'en')).toBe(
      'This team has a mistake in it. (team.players[3].number: taken)',
    )
  })

  it('no detail where the sentence says it all, and none when main gave none', () => {
    expect(failureText({ code: 'team/not-found', message: 'No saved team "t9".' }, 'en')).toBe(
      'That team is not there any more.',
    )
    expect(failureText({ code: 'ipc/timeout', message: 'No answer in 30 s' }, 'nl')).toBe(
      'Pitchside gaf niet op tijd antwoord. Probeer het opnieuw.',
    )
    expect(failureText({ code: 'internal', message: '  ' }, 'en')).toBe(
      'Something went wrong inside Pitchside. Nothing was changed.',
    )
  })

  it('a code this app does not know (a newer main) shows main’s message', () => {
    expect(failureText({ code: 'league/on-fire', message: 'The league is on fire.' }, 'nl')).toBe(
      'The league is on fire.',
    )
    expect(failureText({ code: 'team', message: 'Odd.' }, 'en')).toBe('Odd.')
  })

  it('reads the coach’s language from the settings store, English without one', () => {
    const failure = { code: 'game/over', message: 'The game is over.' }
    expect(failureText(failure)).toBe('This game is over.')
    setActivePinia(createPinia())
    useSettingsStore().locale = 'nl'
    expect(failureText(failure)).toBe('Dit spel is afgelopen.')
  })
})
