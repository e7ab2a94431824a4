// Main's refusal as the coach reads it: the sentence for its code in the chosen language (i18n/<locale>/errors.ts),
// never the code itself. Main's message is English and written for logs, so it is added — "Sentence (detail)" —
// only for the codes whose message names what is wrong in the file or field (a bad colour, the league that plays
// the team), where the sentence alone would leave the coach guessing. Code that is not a component (stores, loaders)
// calls this, so the language comes from the settings store, the same source vue-i18n's locale follows.
import { getActivePinia } from 'pinia'
import { useSettingsStore } from '../stores/settings'
import { messages, type Locale, type Messages } from '.'

/** Codes whose message names the bad file, field or league: the sentence is followed by it. */
const WITH_DETAIL: readonly RegExp[] = [
  /\/invalid$/,
  /\/malformed$/,
  /^replay\/tampered$/,
  /^replay\/unsupported$/,
  /^team\/in-league$/,
  /^share\/failed$/,
  /^internal$/,
]

export function hasDetail(code: string): boolean {
  return WITH_DETAIL.some((pattern) => pattern.test(code))
}

/** The sentence for a code ('team/in-league' → errors.team['in-league']), or null when this app has none. */
export function failureSentence(code: string, locale: Locale): string | null {
  let at: Messages | string | undefined = messages[locale]?.errors
  for (const part of code.split('/')) {
    if (!at || typeof at === 'string') return null
    at = at[part]
  }
  return typeof at === 'string' && at !== '' ? at : null
}

/** The coach's language: the settings store's when the app (or a test) runs Pinia, else English. */
function currentLocale(): Locale {
  const pinia = getActivePinia()
  return pinia ? useSettingsStore(pinia).locale : 'en'
}

/**
 * The text to show for a refusal (any ErrorCode; typed as a string because a newer main may send a code this app
 * does not know). Such a code shows main's message, which says more than nothing and still carries no code.
 */
export function failureText(
  failure: { readonly code: string; readonly message: string },
  locale: Locale = currentLocale(),
): string {
  const sentence = failureSentence(failure.code, locale) ?? failureSentence(failure.code, 'en')
  if (!sentence) return failure.message
  const detail = failure.message.trim()
  return hasDetail(failure.code) && detail !== '' ? `${sentence} (${detail})` : sentence
}
