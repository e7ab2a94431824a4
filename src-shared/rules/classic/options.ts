// 004 marks several rules as optional or as additions (the "Bijzondere situaties" and the optional rules at the
// end), and a few readings where a player may want the later editions' rule instead (rulings.md). Each is a named
// option stored with the game; the defaults play the seeds. All are on/off switches but the turn clock's seconds.

import type { OptionInfo, OptionValue } from '../../engine/api'
import { resolveOptionList } from '../../engine/optionCheck'
import { turnClockOptions } from '../../engine/turnClock'

export const CLASSIC_OPTIONS: readonly OptionInfo[] = [
  { id: 'interceptions', name: 'Interceptions', default: true, source: '004: Intercepting (optional rule)' },
  { id: 'fouls', name: 'Fouls', default: true, source: '004: Fouls (Bijzondere situaties)' },
  { id: 'handOffs', name: 'Hand-offs', default: true, source: '004: Handing off the ball' },
  { id: 'goingForIt', name: 'Going For It', default: true, source: '004: Going for it!' },
  { id: 'kickoffTable', name: 'Kick-off table', default: true, source: '004: Kicking off' },
  { id: 'weather', name: 'Weather', default: true, source: '004: weather' },
  { id: 'ownGoals', name: 'Own goals', default: true, source: '004: Het winnen van het spel; rulings.md' },
  { id: 'throwTeamMate', name: 'Throw Team-Mate', default: true, source: '004: Throwing teammates' },
  // rulings.md: Going For It on Move, Pass and Blitz only (004's list); on: also on a Foul and a Hand-off (LRB).
  {
    id: 'goingForItAllActions',
    name: 'Going For It on every action',
    default: false,
    source:
      '004: Going for it! names Move, Pass and Blitz; on: the later editions (LRB) allow it on every action',
  },
  // rulings.md: an inaccurate pass comes to rest where its third scatter ends; on: one more bounce (LRB).
  {
    id: 'inaccuratePassBounce',
    name: 'Inaccurate passes bounce once more',
    default: false,
    source:
      '004: Het gooien van de bal ("stuitert de bal 3x", a further bounce only on the kick-off); on: the later editions',
  },
  // 003 Regeneration NOTE: "During a League, the dice roll requirements can be increased to a 4+ to regenerate.
  // The rules should stand as they are for one off games." Off: one-off games (2+). Meant to be on in league games.
  {
    id: 'leagueRegeneration',
    name: 'League Regeneration (4+)',
    default: false,
    source: '003 Regeneration NOTE and [WD] [JJ]: 4+ to regenerate in a league; off: one-off games (2+)',
  },
  // 004 turn end 6: "de tijdlimiet van spelen ... (4 minuten per beurt is normaal)" — off unless chosen.
  ...turnClockOptions(240, '004: turn end 6 ("4 minuten per beurt is normaal")'),
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
