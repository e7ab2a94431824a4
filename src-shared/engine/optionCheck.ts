// Rule options checked against their ruleset's list (OptionInfo): a known id, the default's type, a number within
// its min..max (whole where `integer`), a text among its `values`. Every ruleset's `resolveOptions` goes through
// here, so `game.new` and a replay import refuse the same values with the same words, and the New game dialog
// gets the same ranges from `rulesets.options`. Plain loops, no zod: Cross Check reads its options during play.
import type { OptionInfo, OptionValue } from './api'

/** What is wrong with one option's value, or null when the ruleset takes it. */
export function optionProblem(info: OptionInfo, value: unknown): string | null {
  if (typeof info.default === 'boolean')
    return typeof value === 'boolean' ? null : `option "${info.id}" must be true or false`
  if (typeof info.default === 'number') {
    const lo = info.min ?? -Infinity
    const hi = info.max ?? Infinity
    const whole = info.integer === true
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!whole || Number.isInteger(value)) &&
      value >= lo &&
      value <= hi
    return ok ? null : `option "${info.id}" must be a ${whole ? 'whole ' : ''}number from ${lo} to ${hi}`
  }
  if (typeof value !== 'string') return `option "${info.id}" must be a text`
  if (info.values && !info.values.includes(value))
    return `option "${info.id}" must be one of ${info.values.map((v) => `"${v}"`).join(', ')}, not "${clip(value)}"`
  return null
}

/**
 * The options of a new game: every default, overridden by the given ones. Throws the ruleset's error (code
 * 'options/invalid') for an unknown id or a value out of range, naming the first one.
 */
export function resolveOptionList(
  infos: readonly OptionInfo[],
  given: Readonly<Record<string, OptionValue>> | undefined,
  label: string,
  fail: (message: string) => Error,
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {}
  for (const o of infos) out[o.id] = o.default
  for (const [id, value] of Object.entries(given ?? {})) {
    const info = infos.find((o) => o.id === id)
    if (!info) throw fail(`unknown ${label} option "${clip(id)}"`)
    const problem = optionProblem(info, value)
    if (problem !== null) throw fail(problem)
    out[id] = value
  }
  return out
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}
