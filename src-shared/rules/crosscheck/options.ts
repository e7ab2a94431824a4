// Cross Check rule options (engine/api OptionInfo): defaults are the readings of rulings.md and
// docs/rules/cross-check-interpretations.md.

import type { OptionInfo, OptionValue } from '../../engine/api'
import { resolveOptionList } from '../../engine/optionCheck'
import { turnClockOptions } from '../../engine/turnClock'

export const CROSSCHECK_OPTIONS: readonly OptionInfo[] = Object.freeze([
  {
    id: 'periodTurns',
    name: 'Team turns per period (both teams together)',
    default: 20,
    source: '000: "three periods of 20 turns"; rulings.md: 20 team turns in all',
    // The project's bounds around 000's 20: at least one turn, at most three times the seed's period.
    min: 1,
    max: 60,
    integer: true,
  },
  {
    id: 'periods',
    name: 'Periods',
    default: 3,
    source: '000: "three periods"',
    // The project's bounds around 000's three: at least one period, at most 60.
    min: 1,
    max: 60,
    integer: true,
  },
  {
    id: 'overtime',
    name: 'Sudden-death overtime period when tied (0: a tie stands)',
    default: 0,
    source: 'cc-interp: overtime — 000 is silent; a tie stands unless this is 1',
    // A switch kept as a number (0 or 1) so stored games keep their value.
    min: 0,
    max: 1,
    integer: true,
  },
  {
    id: 'holdEndsMove',
    name: 'A failed hold with 1 MV left ends his move (0: he stays, at 0 MV, and may still pass, shoot or take)',
    default: 0,
    source:
      'cc-interp: hold — 000: "(Note that this may mean the player can\'t make the move, if they only had 1 MV left.)"',
    // 0 reads "the move" as the step he cannot pay for; 1 as his whole move (a switch, as overtime).
    min: 0,
    max: 1,
    integer: true,
  },
  // 000: "turns are limited to 2.5 minutes instead of 4" — off unless chosen.
  ...turnClockOptions(150, '000: "turns are limited to 2.5 minutes"; a turnover when they have expired'),
])

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

export function resolveOptions(given: Readonly<Record<string, OptionValue>> | undefined) {
  const out = resolveOptionList(CROSSCHECK_OPTIONS, given, 'Cross Check', (m) => new OptionError(m))
  return out as {
    periodTurns: number
    periods: number
    overtime: number
    holdEndsMove: number
    turnClock: boolean
    turnSeconds: number
  }
}
