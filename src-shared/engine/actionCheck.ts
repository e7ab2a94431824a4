// The strict shape of an action, checked at the host's boundary (`game.act`, replay import) from a data table
// per ruleset (each ruleset's `actionFields.ts`): the type must be known, the action may carry only that type's
// fields, each required one must be there, and every value must be of the field's kind and in its range. The
// rules' own `encode` stays lenient and fast (the AI and the benchmarks call `apply` millions of times); this
// runs once per action that comes from outside, so what is stored is exactly what the rules read.
import type { ActionProblem } from './api'

/** A field's kind: a whole number in a range, one of some names, or true/false. */
export type FieldKind =
  | { readonly int: readonly [min: number, max: number] }
  | { readonly values: readonly string[] }
  | { readonly bool: true }

export interface FieldSpec {
  readonly kind: FieldKind
  /** May be left out (Blitz Bowl's optional card or player fields). */
  readonly optional?: boolean
}

/** Action type → its fields (besides `type`) → what each holds. */
export type ActionFields = Readonly<Record<string, Readonly<Record<string, FieldSpec>>>>

export const int = (min: number, max: number, optional = false): FieldSpec => ({
  kind: { int: [min, max] },
  ...(optional ? { optional } : {}),
})
export const oneOf = (values: readonly string[], optional = false): FieldSpec => ({
  kind: { values },
  ...(optional ? { optional } : {}),
})
export const bool = (): FieldSpec => ({ kind: { bool: true } })

/** Null when the action is well-formed for the table, else the code and a reason naming the field. */
export function checkActionFields(table: ActionFields, action: unknown, label: string): ActionProblem | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return { code: 'action/malformed', reason: 'an action is an object with a "type"' }
  const a = action as Record<string, unknown>
  const type = a.type
  if (typeof type !== 'string' || !Object.hasOwn(table, type))
    return { code: 'action/unknown', reason: `unknown ${label} action ${shown(type)}` }
  const fields = table[type]
  for (const key of Object.keys(a)) {
    if (key !== 'type' && !Object.hasOwn(fields, key))
      return { code: 'action/malformed', reason: `"${type}" has no field ${shown(key)}` }
  }
  for (const [name, spec] of Object.entries(fields)) {
    const value = a[name]
    if (value === undefined) {
      if (spec.optional) continue
      return { code: 'action/malformed', reason: `"${type}" needs its field "${name}"` }
    }
    const problem = valueProblem(spec.kind, value)
    if (problem !== null)
      return { code: 'action/malformed', reason: `"${type}" field "${name}" ${problem}, not ${shown(value)}` }
  }
  return null
}

function valueProblem(kind: FieldKind, value: unknown): string | null {
  if ('bool' in kind) return typeof value === 'boolean' ? null : 'must be true or false'
  if ('values' in kind)
    return typeof value === 'string' && kind.values.includes(value)
      ? null
      : `must be one of ${kind.values.map((v) => `"${v}"`).join(', ')}`
  const [min, max] = kind.int
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? null
    : `must be a whole number from ${min} to ${max}`
}

/** A value as a short quote for a message (a 200,000-character string must not fill the answer). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}
