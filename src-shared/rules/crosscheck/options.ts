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
  {
    id: 'overtime',
    name: 'Sudden-death overtime period when tied (0: a tie stands)',
    default: 0,
    source: 'cc-interp: overtime — 000 is silent; a tie stands unless this is 1',
  },
])

/** The smallest and largest value of each option. */
const RANGE: Record<string, readonly [number, number]> = {
  periodTurns: [1, 60],
  periods: [1, 60],
  overtime: [0, 1],
}

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

export function resolveOptions(given: Readonly<Record<string, OptionValue>> | undefined) {
  const out: Record<string, OptionValue> = {}
  for (const o of CROSSCHECK_OPTIONS) out[o.id] = o.default
  for (const [k, v] of Object.entries(given ?? {})) {
    if (!CROSSCHECK_OPTIONS.some((o) => o.id === k))
      throw new OptionError(`unknown Cross Check option "${k}"`)
    const [lo, hi] = RANGE[k]
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
      throw new OptionError(`option "${k}" must be a whole number from ${lo} to ${hi}`)
    out[k] = v
  }
  return out as { periodTurns: number; periods: number; overtime: number }
}
