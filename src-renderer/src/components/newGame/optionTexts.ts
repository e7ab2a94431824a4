// What a rules option reads as in New game, in the coach's language: its name, each value's label and a note for
// the Rules notes pane. The rulesets' own texts (rulesets.options) are for developers — they name seeds and
// source files — so they are never shown; an option the app has no text for yet falls back to its name with any
// bracketed remark cut off. Blitz Bowl arenas are named from the arena data.
import { useI18n } from 'vue-i18n'
import type { OptionInfo, OptionValue, RulesetId } from '@shared/engine/api'
import { ARENAS } from '@shared/rules/blitz/data/arenas'

const ARENA_NAMES: ReadonlyMap<string, string> = new Map(ARENAS.map((a) => [a.id, a.name]))

/** A ruleset's option name without its bracketed remarks ("Arena ('none' or an arena id …)" → "Arena"). */
export function plainName(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, '').trim() || name
}

export function useOptionTexts() {
  const { t, te } = useI18n()
  const text = (key: string): string | null => (te(key) ? t(key) : null)

  function name(ruleset: RulesetId, o: OptionInfo): string {
    return (
      text(`newGame.optionNames.${ruleset}.${o.id}`) ??
      text(`newGame.optionNames.${o.id}`) ??
      plainName(o.name)
    )
  }

  function value(o: OptionInfo, v: OptionValue): string {
    const key = String(v)
    if (o.id === 'arena' && ARENA_NAMES.has(key)) return ARENA_NAMES.get(key)!
    return text(`newGame.optionValues.${o.id}.${key}`) ?? key
  }

  function note(ruleset: RulesetId, o: OptionInfo): string | null {
    return text(`newGame.optionNotes.${ruleset}.${o.id}`) ?? text(`newGame.optionNotes.${o.id}`)
  }

  return { name, value, note }
}
