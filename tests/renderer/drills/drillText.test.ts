// What a player reads of every shipped drill — the list's title and summary, each step's rule line and text as the
// card shows them, the verdicts — names no seed and no file: the drill files cite their rules for the maintainers
// ("004: Ontwijken"), the card shows only the rule's name.
import { describe, expect, it } from 'vitest'
import { DRILLS } from '@shared/drills/index'
import { splitCitation, uncited } from '../../../src-renderer/src/components/drills/text'

const CITATION = /\b00[0-4]\b|\.md\b|rulings|cc-interp/

describe('drill texts in the UI', () => {
  it('strips citations from a rule line, however many it has', () => {
    expect(uncited('004: Ontwijken; 002: Dodging modifiers')).toBe('Ontwijken; Dodging modifiers')
    expect(splitCitation('001: Sidestep. Your Lineman is Marked.', '001: Sidestep')).toEqual({
      rule: 'Sidestep',
      body: 'Your Lineman is Marked.',
    })
    expect(splitCitation('No citation here.', '000: Holding')).toEqual({
      rule: 'Holding',
      body: 'No citation here.',
    })
  })

  for (const locale of ['en', 'nl'] as const)
    it(`cite no seed and name no file (${locale})`, () => {
      const shown: [string, string][] = []
      for (const d of DRILLS) {
        shown.push([`${d.id} title`, d.title[locale]], [`${d.id} summary`, d.summary[locale]])
        shown.push([`${d.id} success`, d.success[locale]], [`${d.id} failure`, d.failure[locale]])
        d.steps.forEach((step, i) => {
          const { rule, body } = splitCitation(step.text[locale], step.rule)
          shown.push([`${d.id} step ${i + 1} rule`, rule], [`${d.id} step ${i + 1} text`, body])
        })
      }
      expect(shown.length).toBeGreaterThan(50)
      expect(shown.filter(([, text]) => CITATION.test(text))).toEqual([])
    })
})
