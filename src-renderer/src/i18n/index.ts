// UI text in English and Dutch (vue-i18n). Each screen keeps its own message module per language
// (`en/<area>.ts`, `nl/<area>.ts`, each `export default { <area>: { ... } }`); they are gathered here, so
// adding a screen never edits a shared file. The chosen language is a setting (stores/settings).
import { createI18n } from 'vue-i18n'

export type Locale = 'en' | 'nl'
export const LOCALES: readonly Locale[] = ['en', 'nl']

/** Nested message texts; a leaf is a string (vue-i18n message syntax). */
export interface Messages {
  [key: string]: Messages | string
}

function gather(modules: Record<string, { default: Messages }>): Messages {
  const out: Messages = {}
  for (const path of Object.keys(modules).sort()) Object.assign(out, modules[path].default)
  return out
}

export const messages: Record<Locale, Messages> = {
  en: gather(import.meta.glob<{ default: Messages }>('./en/*.ts', { eager: true })),
  nl: gather(import.meta.glob<{ default: Messages }>('./nl/*.ts', { eager: true })),
}

export function createAppI18n(locale: Locale = 'en') {
  return createI18n({ legacy: false, locale, fallbackLocale: 'en', messages })
}
