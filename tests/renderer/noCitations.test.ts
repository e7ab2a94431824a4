// No seed citation or file name reaches a player: every UI text in English and Dutch is scanned for the seeds'
// numbers ("(004: Blitz)", "003 Pro") and the docs' file names. The citations belong in the code's comments.
import { describe, expect, it } from 'vitest'
import { LOCALES, messages, type Messages } from '../../src-renderer/src/i18n'

const CITATION = /\b00[0-4]\b|\.md\b|rulings|cc-interp/

function leaves(tree: Messages, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : leaves(value, `${path}${key}.`),
  )
}

describe('UI texts', () => {
  for (const locale of LOCALES)
    it(`cite no seed and name no file (${locale})`, () => {
      const all = leaves(messages[locale])
      expect(all.length).toBeGreaterThan(500)
      expect(all.filter(([, text]) => CITATION.test(text))).toEqual([])
    })
})
