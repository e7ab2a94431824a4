// 004 marks several rules as optional or as additions (the "Bijzondere situaties" and the optional rules at the
// end). Each is a named option stored with the game; the defaults play the full game. All are on/off switches.

import type { OptionInfo, OptionValue } from '../../engine/api'
import { resolveOptionList } from '../../engine/optionCheck'

export const CLASSIC_OPTIONS: readonly OptionInfo[] = [
  { id: 'interceptions', name: 'Interceptions', default: true, source: '004: Intercepting (optional rule)' },
  { id: 'fouls', name: 'Fouls', default: true, source: '004: Fouls (Bijzondere situaties)' },
  { id: 'handOffs', name: 'Hand-offs', default: true, source: '004: Handing off the ball' },
  { id: 'goingForIt', name: 'Going For It', default: true, source: '004: Going for it!' },
  { id: 'kickoffTable', name: 'Kick-off table', default: true, source: '004: Kicking off' },
  { id: 'weather', name: 'Weather', default: true, source: '004: weather' },
  { id: 'ownGoals', name: 'Own goals', default: true, source: '004: Het winnen van het spel; rulings.md' },
  { id: 'throwTeamMate', name: 'Throw Team-Mate', default: true, source: '004: Throwing teammates' },
]

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

/** The options of a new game: defaults, overridden by known options of the right type only. */
export function resolveOptions(
  given: Readonly<Record<string, OptionValue>> | undefined,
): Record<string, OptionValue> {
  return resolveOptionList(CLASSIC_OPTIONS, given, 'Classic', (message) => new OptionError(message))
}
