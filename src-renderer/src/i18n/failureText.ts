// Main's refusal as the coach reads it: the sentence for its code in the chosen language (i18n/<locale>/errors.ts),
// never the code itself and never main's message, which is English and written for logs. Where main names what is
// wrong as values (Failure.params: the bad field's path, the league that keeps a team), the code's sentence with
// those values is used (errorDetails; errorReasons for a reason main gives, `why`), so the coach is not left guessing. A code this app has no words for (a newer
// main's) gets a generic sentence with the code. Code that is not a component (stores, loaders) calls this, so the
// language comes from the settings store, the same source vue-i18n's locale follows.
import { getActivePinia } from 'pinia'
import { useSettingsStore } from '../stores/settings'
import { messages, type Locale, type Messages } from '.'

type Params = Readonly<Record<string, string | number>>

/** The text at a code's path under one tree ('team/in-league' → tree.team['in-league']), or null. */
function textAt(tree: Messages | string | undefined, code: string): string | null {
  let at = tree
  for (const part of code.split('/')) {
    if (!at || typeof at === 'string') return null
    at = at[part]
  }
  return typeof at === 'string' && at !== '' ? at : null
}

/** The sentence for a code ('team/in-league' → errors.team['in-league']), or null when this app has none. */
export function failureSentence(code: string, locale: Locale): string | null {
  return textAt(messages[locale]?.errors, code)
}

/** The sentence naming main's values for a code (errorDetails), or null when this app has none. */
export function detailSentence(code: string, locale: Locale): string | null {
  return textAt(messages[locale]?.errorDetails, code)
}

/** The sentence for a reason main gives a code (errorReasons: `league/invalid` why `over-treasury`), or null. */
export function reasonSentence(code: string, why: string, locale: Locale): string | null {
  return textAt(messages[locale]?.errorReasons, `${code}/${why}`)
}

/** True when a code has a sentence that names main's values (a field, a league). */
export function hasDetail(code: string): boolean {
  return detailSentence(code, 'en') !== null
}

/** The names a sentence's `{placeholders}` ask for. */
export function placeholders(sentence: string): string[] {
  return [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
}

/** Fills a sentence's placeholders (numbers as the language writes them: 980,000 or 980.000); null when a value is
 * missing (a plainer sentence is used instead). */
function fill(sentence: string, params: Params | undefined, locale: Locale): string | null {
  if (!params || !placeholders(sentence).every((name) => name in params)) return null
  const number = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB')
  return sentence.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    return typeof value === 'number' ? number.format(value) : value
  })
}

/** The coach's language: the settings store's when the app (or a test) runs Pinia, else English. */
function currentLocale(): Locale {
  const pinia = getActivePinia()
  return pinia ? useSettingsStore(pinia).locale : 'en'
}

/**
 * The text to show for a refusal (any ErrorCode; typed as a string because a newer main may send a code this app
 * does not know): its sentence with main's values where it has them, else its plain sentence, else the generic one
 * with the code. Never main's English message.
 */
export function failureText(
  failure: { readonly code: string; readonly message: string; readonly params?: Params },
  locale: Locale = currentLocale(),
): string {
  const why = failure.params?.why
  const candidates = [
    typeof why === 'string' ? reasonSentence(failure.code, why, locale) : null,
    detailSentence(failure.code, locale),
  ]
  for (const sentence of candidates) {
    const filled = sentence === null ? null : fill(sentence, failure.params, locale)
    if (filled !== null) return filled
  }
  const sentence = failureSentence(failure.code, locale)
  if (sentence !== null) return sentence
  return fill(textAt(messages[locale]?.failure, 'unknown') ?? '{code}', { code: failure.code }, locale)!
}
