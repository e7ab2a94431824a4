// A drill text in the UI language (English when the language has none).
import type { DrillText } from '@shared/drills/schema'

export function inLocale(text: DrillText, locale: string): string {
  return locale === 'nl' ? text.nl : text.en
}

/**
 * A step's text split into its rule citation and the rest: every drill text begins with the rule it teaches in
 * its own language ("004: Dodging. …", "004: Ontwijken. …"), so the card's rule line reads in the UI's language
 * rather than as the seed names it (004 is Dutch). A text without a citation keeps `rule` as its rule line.
 */
export function splitCitation(text: string, rule: string): { rule: string; body: string } {
  const head = /^(\d{3}: [^.]+)\.\s+/.exec(text)
  return head ? { rule: head[1], body: text.slice(head[0].length) } : { rule, body: text }
}
