// Cross Check rule options (engine/api OptionInfo): defaults are the readings of rulings.md and
// docs/rules/cross-check-interpretations.md.

import type { OptionInfo, OptionValue } from '../../engine/api'

export const CROSSCHECK_OPTIONS: readonly OptionInfo[] = Object.freeze([
  {
    id: 'periodTurns',
    name: 'Team turns per period (both teams together)',
    default: 20,
    source: '000: "three periods of 20 turns"; rulings.md: 20 team turns in all',
  },
  { id: 'periods', name: 'Periods', default: 3, source: '000: "three periods"' },
])

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

export function resolveOptions(given: Readonly<Record<string, OptionValue>> | undefined) {
  const out: Record<string, OptionValue> = {}
  for (const o of CROSSCHECK_OPTIONS) out[o.id] = o.default
  for (const [k, v] of Object.entries(given ?? {})) {
    if (!CROSSCHECK_OPTIONS.some((o) => o.id === k))
      throw new OptionError(`unknown Cross Check option "${k}"`)
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 60)
      throw new OptionError(`option "${k}" must be a whole number from 1 to 60`)
    out[k] = v
  }
  return out as { periodTurns: number; periods: number }
}
