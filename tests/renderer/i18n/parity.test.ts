// Dutch throughout (issue 19 point 6): every English text has a Dutch one and no Dutch text is without its English
// one — module by module (i18n/en/<area>.ts against i18n/nl/<area>.ts), key by key — and each pair takes the same
// placeholders ({n}, {team}...), links (@:key) and number of plural forms ("a | b"), so a translation can never drop
// a value the code passes or a form vue-i18n picks. Then the names the engine hands over in English (positions) and
// the rule options of every game have texts in both languages.
import { describe, expect, it } from 'vitest'
import { BLITZ_OPTIONS } from '@shared/rules/blitz/options'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { CLASSIC_OPTIONS } from '@shared/rules/classic/options'
import { ROSTERS } from '@shared/rules/classic/data/rosters'
import { WEATHER_TABLE } from '@shared/rules/classic/data/weatherTable'
import { CROSSCHECK_OPTIONS } from '@shared/rules/crosscheck/options'
import { GOALIE_ID } from '@shared/rules/crosscheck/data/teams'
import { messages, type Messages } from '../../../src-renderer/src/i18n'

type Module = { default: Messages }
const EN = import.meta.glob<Module>('../../../src-renderer/src/i18n/en/*.ts', { eager: true })
const NL = import.meta.glob<Module>('../../../src-renderer/src/i18n/nl/*.ts', { eager: true })
const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1)
const byFile = (mods: Record<string, Module>): Map<string, Messages> =>
  new Map(Object.entries(mods).map(([path, mod]) => [fileName(path), mod.default]))

/** Every text of a tree with its dotted key. */
function leaves(tree: Messages, at = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[at + k, v] as [string, string]] : leaves(v, `${at}${k}.`),
  )
}

/** What a translation must keep: its placeholders and links (sorted, each once) and its number of plural forms. */
export function shape(text: string): { readonly slots: string[]; readonly forms: number } {
  const slots = new Set<string>()
  for (const m of text.matchAll(/\{\s*([\w.]+)\s*\}/g)) slots.add(`{${m[1]}}`)
  for (const m of text.matchAll(/@(?:\.\w+)?:([\w.-]+)/g)) slots.add(`@:${m[1]}`)
  // vue-i18n's plural separator: a pipe outside the literal form {'|'}.
  const forms = text.replace(/\{'[^']*'\}/g, '').split('|').length
  return { slots: [...slots].sort(), forms }
}

const en = byFile(EN)
const nl = byFile(NL)

describe('English and Dutch texts', () => {
  it('come in the same modules', () => {
    expect(en.size).toBeGreaterThan(10)
    expect([...nl.keys()].sort()).toEqual([...en.keys()].sort())
  })

  for (const [file, english] of en)
    it(`${file}: every English key has a Dutch one and no Dutch key stands alone, with the same placeholders and plural forms`, () => {
      const dutch = nl.get(file)
      expect(dutch, `i18n/nl/${file}`).toBeDefined()
      const e = new Map(leaves(english))
      const d = new Map(leaves(dutch!))
      expect(
        [...d.keys()].filter((k) => !e.has(k)),
        'Dutch keys without English',
      ).toEqual([])
      expect(
        [...e.keys()].filter((k) => !d.has(k)),
        'English keys without Dutch',
      ).toEqual([])
      const differ = [...e].filter(
        ([k, text]) => JSON.stringify(shape(text)) !== JSON.stringify(shape(d.get(k)!)),
      )
      expect(
        differ.map(
          ([k, text]) => `${k}: ${JSON.stringify(shape(text))} ≠ ${JSON.stringify(shape(d.get(k)!))}`,
        ),
      ).toEqual([])
      expect(
        [...d].filter(([, text]) => text.trim() === '').map(([k]) => k),
        'empty Dutch texts',
      ).toEqual([])
    })

  it('shape() sees placeholders, links and plural forms', () => {
    expect(shape('{n} player | {n} players')).toEqual({ slots: ['{n}'], forms: 2 })
    expect(shape('@:play.ui.done {team}')).toEqual({ slots: ['@:play.ui.done', '{team}'], forms: 1 })
    expect(shape("a {'|'} b")).toEqual({ slots: [], forms: 1 })
  })
})

describe('names the engine gives in English', () => {
  const positions = new Set<string>([GOALIE_ID])
  for (const roster of Object.values(ROSTERS)) for (const p of roster.positions) positions.add(p.id)
  for (const card of TEAM_CARDS) for (const p of card.positions) positions.add(p.id)

  for (const locale of ['en', 'nl'] as const)
    it(`every position of every roster of the three games has a name in ${locale}`, () => {
      const names = (messages[locale].names as Messages).positions as Messages
      expect(positions.size).toBeGreaterThan(80)
      expect([...positions].filter((id) => typeof names[id] !== 'string')).toEqual([])
    })

  for (const locale of ['en', 'nl'] as const)
    it(`every weather of Classic's table has a name in ${locale}`, () => {
      const names = (messages[locale].names as Messages).weather as Messages
      expect(WEATHER_TABLE.filter((w) => typeof names[w.id] !== 'string').map((w) => w.id)).toEqual([])
    })

  it('the English position names are the rosters’ own', () => {
    const names = (messages.en.names as Messages).positions as Messages
    for (const roster of Object.values(ROSTERS))
      for (const p of roster.positions) expect(names[p.id], `${roster.id}/${p.id}`).toBe(p.name)
  })
})

describe('rule options of every game', () => {
  const games = { classic: CLASSIC_OPTIONS, blitz: BLITZ_OPTIONS, crosscheck: CROSSCHECK_OPTIONS } as const
  for (const locale of ['en', 'nl'] as const)
    it(`have a name, a note and a label for each listed value in ${locale}`, () => {
      const ng = messages[locale].newGame as Messages
      const names = ng.optionNames as Messages
      const notes = ng.optionNotes as Messages
      const values = ng.optionValues as Messages
      const lacking: string[] = []
      for (const [game, options] of Object.entries(games))
        for (const o of options) {
          const own = (tree: Messages): unknown => (tree[game] as Messages | undefined)?.[o.id] ?? tree[o.id]
          if (typeof own(names) !== 'string') lacking.push(`name ${game}.${o.id}`)
          if (typeof own(notes) !== 'string') lacking.push(`note ${game}.${o.id}`)
          // Listed string values read as words; Blitz Bowl's arenas are named from the arena data.
          if (o.id !== 'arena' && typeof o.default === 'string')
            for (const v of o.values ?? [])
              if (typeof (values[o.id] as Messages | undefined)?.[String(v)] !== 'string')
                lacking.push(`value ${game}.${o.id}=${String(v)}`)
        }
      expect(lacking).toEqual([])
    })
})
