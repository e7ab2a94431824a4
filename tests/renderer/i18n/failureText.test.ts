// Main's refusals in the coach's language (issue 23, the i18n standard): every failure code main can send — read
// from the source (the ErrorCode union in src-shared/ipc/result.ts, and every code main's code throws), so a new
// code without texts fails here — has a plain sentence in English and Dutch with no code in it; failureText words
// main's values (a field, a league, a team too dear) in the coach's language and never shows main's English message;
// a code this app does not know gets a generic sentence in the coach's language with the code.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createPinia, setActivePinia } from 'pinia'
import ts from 'typescript'
import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@shared/ipc'
import { LOCALES, messages, type Messages } from '../../../src-renderer/src/i18n'
import {
  detailSentence,
  failureSentence,
  failureText,
  hasDetail,
  placeholders,
} from '../../../src-renderer/src/i18n/failureText'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { sourceFiles } from '../sourceFiles'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** The string literal members of `export type ErrorCode = …` in result.ts, read with the TypeScript parser. */
function errorCodeUnion(): string[] {
  const file = join(ROOT, 'src-shared', 'ipc', 'result.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const codes: string[] = []
  source.forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node) || node.name.text !== 'ErrorCode') return
    const visit = (n: ts.Node): void => {
      if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal)) codes.push(n.literal.text)
      n.forEachChild(visit)
    }
    visit(node.type)
  })
  return codes
}

/** Every code main's code throws or answers with a literal: `new ContractError('…'`, `fail('…'`, `{ code: '…'`. */
function thrownCodes(): Map<string, string> {
  const found = new Map<string, string>()
  // `code:` as an object's key (the engine's refusals), not a class's typed field; only codes that look like ours.
  const pattern = /(?:new ContractError\(|\bfail\(|(?:^|[{,])[ \t]*code: )\s*'([a-z]+\/[a-z-]+|internal)'/gm
  for (const dir of ['src-main', 'src-shared'])
    for (const file of sourceFiles(join(ROOT, dir), /\.ts$/)) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern))
        if (!found.has(m[1])) found.set(m[1], relative(ROOT, file))
    }
  return found
}

const UNION = errorCodeUnion()
/** Every code main can send: the union, and whatever a throw names (the engine's refusals, the transports'). */
const CODES = [...new Set([...UNION, ...thrownCodes().keys()])]

/** Every leaf path of a message tree, as a code ('team/in-league'). */
function leaves(tree: Messages | undefined, prefix = ''): string[] {
  if (!tree) return []
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}/`),
  )
}

afterEach(() => setActivePinia(undefined))

describe('a sentence for every code main can send', () => {
  it('the codes are read from the source: the union, every thrown code among them, ERROR_CODES the same list', () => {
    expect(UNION.length).toBeGreaterThan(50)
    expect(UNION).toContain('league/too-few-players')
    expect(thrownCodes().size).toBeGreaterThan(40)
    expect(thrownCodes().get('league/too-few-players')).toBe('src-main/services/LeagueStore.ts')
    const outside = [...thrownCodes()].filter(([code]) => !UNION.includes(code))
    expect(outside).toEqual([])
    expect([...ERROR_CODES].sort()).toEqual([...UNION].sort())
  })

  for (const locale of LOCALES) {
    it(`${locale}: every code has a sentence, with no code, path or file name in it`, () => {
      const missing = CODES.filter((code) => !failureSentence(code, locale))
      expect(missing).toEqual([])
      for (const code of CODES) {
        const sentence = failureSentence(code, locale)!
        expect(sentence, code).not.toMatch(/\//)
        expect(sentence, code).not.toMatch(/\.(ts|json|md)\b/)
        expect(sentence, code).toMatch(/^[A-Z].*[.]$/)
        expect(placeholders(sentence), code).toEqual([])
      }
    })
  }

  it('the two languages differ (Dutch is not English copied)', () => {
    const same = CODES.filter((code) => failureSentence(code, 'en') === failureSentence(code, 'nl'))
    expect(same).toEqual([])
  })

  it('every sentence with main’s values belongs to a real code and names the same values in both languages', () => {
    for (const tree of ['errorDetails', 'errorReasons'] as const) {
      const en = leaves(messages.en[tree] as Messages)
      expect(en.length, tree).toBeGreaterThan(0)
      expect(leaves(messages.nl[tree] as Messages), tree).toEqual(en)
      for (const path of en) {
        const code = tree === 'errorReasons' ? path.split('/').slice(0, -1).join('/') : path
        expect(CODES, path).toContain(code)
        const text = (locale: 'en' | 'nl') =>
          path
            .split('/')
            .reduce<Messages | string>((at, part) => (at as Messages)[part], messages[locale][tree])
        expect(placeholders(text('nl') as string).sort(), path).toEqual(
          placeholders(text('en') as string).sort(),
        )
      }
    }
    expect(CODES.filter(hasDetail)).toEqual([
      'scheme/invalid',
      'team/invalid',
      'team/in-league',
      'league/invalid',
    ])
  })
})

describe('failureText', () => {
  it('never shows main’s English message: in Dutch, every code reads as Dutch, with or without values', () => {
    const english = 'The league "Winter Cup" keeps this team: teams[2].team is bad.'
    for (const code of CODES)
      for (const params of [undefined, { field: 'teams[2].team', league: 'Winter Cup' }]) {
        const text = failureText({ code, message: english, params }, 'nl')
        expect(text, code).not.toContain('The league')
        expect(text, code).not.toContain(' is bad')
      }
  })

  it('a team in a league: the league main names, in each language', () => {
    const failure = {
      code: 'team/in-league',
      message: 'This team plays in the league "Winter Cup": it cannot be deleted.',
      params: { league: 'Winter Cup' },
    } as const
    expect(failureText(failure, 'en')).toBe(
      'This team plays in the league “Winter Cup”: archive the league first, or keep the team.',
    )
    expect(failureText(failure, 'nl')).toBe(
      'Dit team speelt in de competitie “Winter Cup”: archiveer eerst de competitie, of houd het team.',
    )
    // An older main that names no league: the plain sentence.
    expect(failureText({ code: failure.code, message: failure.message }, 'nl')).toBe(
      'Dit team speelt in een competitie: archiveer eerst de competitie, of houd het team.',
    )
  })

  it('a bad field: the sentence with the field main names', () => {
    const failure = {
      code: 'team/invalid',
      message: 'team.players[3].number: taken',
      params: { field: 'team.players[3].number' },
    }
    expect(failureText(failure, 'en')).toBe('This team has a mistake in it, at team.players[3].number.')
    expect(failureText(failure, 'nl')).toBe('Er zit een fout in dit team, bij team.players[3].number.')
    expect(failureText({ code: 'team/invalid', message: 'team: bad' }, 'en')).toBe(
      'This team has a mistake in it.',
    )
  })

  it('a team too dear for the league: its name, cost and the treasury, the numbers as each language writes them', () => {
    const failure = {
      code: 'league/invalid',
      message: 'teams[0].teamId: "Da Boyz" costs 980,000 gold, more than the league\'s treasury of 900,000',
      params: {
        field: 'teams[0].teamId',
        why: 'over-treasury',
        team: 'Da Boyz',
        cost: 980_000,
        treasury: 900_000,
      },
    }
    expect(failureText(failure, 'en')).toBe(
      '“Da Boyz” costs 980,000 gold, more than the league’s treasury of 900,000.',
    )
    expect(failureText(failure, 'nl')).toBe(
      '“Da Boyz” kost 980.000 goud, meer dan de schatkist van de competitie (900.000).',
    )
    // A reason this app has no words for: the field's sentence.
    expect(failureText({ ...failure, params: { field: 'name', why: 'on-fire' } }, 'en')).toBe(
      'This league has a mistake in it, at name.',
    )
  })

  it('no detail where the sentence says it all', () => {
    expect(failureText({ code: 'team/not-found', message: 'No saved team "t9".' }, 'en')).toBe(
      'That team is not there any more.',
    )
    expect(failureText({ code: 'ipc/timeout', message: 'No answer in 30 s' }, 'nl')).toBe(
      'Pitchside gaf niet op tijd antwoord. Probeer het opnieuw.',
    )
    expect(failureText({ code: 'internal', message: 'game.act failed inside Pitchside.' }, 'en')).toBe(
      'Something went wrong inside Pitchside. Nothing was changed.',
    )
    expect(detailSentence('internal', 'en')).toBeNull()
  })

  it('a code this app does not know (a newer main): a sentence in the coach’s language with the code', () => {
    expect(failureText({ code: 'league/on-fire', message: 'The league is on fire.' }, 'nl')).toBe(
      'Pitchside kon dat niet doen (geweigerd als league/on-fire).',
    )
    expect(failureText({ code: 'team', message: 'Odd.' }, 'en')).toBe(
      'Pitchside could not do that (refused as team).',
    )
  })

  it('reads the coach’s language from the settings store, English without one', () => {
    const failure = { code: 'game/over', message: 'The game is over.' }
    expect(failureText(failure)).toBe('This game is over.')
    setActivePinia(createPinia())
    useSettingsStore().locale = 'nl'
    expect(failureText(failure)).toBe('Dit spel is afgelopen.')
  })
})
