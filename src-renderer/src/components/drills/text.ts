// A drill text in the UI language (English when the language has none).
import type { DrillText } from '@shared/drills/schema'

export function inLocale(text: DrillText, locale: string): string {
  return locale === 'nl' ? text.nl : text.en
}
