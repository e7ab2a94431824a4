// A drill text in the UI language (English when the language has none).
import type { DrillText } from '@shared/drills/schema'

export function inLocale(text: DrillText, locale: string): string {
  return locale === 'nl' ? text.nl : text.en
}

/**
 * A rule line without its seed citations ("004: Ontwijken; 002: Dodging modifiers" → "Ontwijken; Dodging
 * modifiers"): the data cites the rule documents for the maintainers, a player reads only the rule's name.
 */
export function uncited(rule: string): string {
  return rule.replace(/(?:\b\d{3}|rulings\.md): /g, '').trim()
}

/**
 * A step's text split into its rule and the rest: every drill text begins with the rule it teaches in its own
 * language ("004: Dodging. …", "004: Ontwijken. …"), so the card's rule line reads in the UI's language rather
 * than as the seed names it (004 is Dutch), and without the citation. A text without one keeps `rule`.
 */
export function splitCitation(text: string, rule: string): { rule: string; body: string } {
  const head = /^(\d{3}: [^.]+)\.\s+/.exec(text)
  return head
    ? { rule: uncited(head[1]), body: text.slice(head[0].length) }
    : { rule: uncited(rule), body: text }
}
