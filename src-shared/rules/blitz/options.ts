// Options of a Blitz Bowl game (001: Setting Up the Game, Advanced Rules, Optional Rules; rulings.md).

import type { OptionInfo, OptionValue } from '../../engine/api'
import { resolveOptionList } from '../../engine/optionCheck'
import { turnClockOptions } from '../../engine/turnClock'
import { ARENAS } from './data/arenas'

export const BLITZ_OPTIONS: readonly OptionInfo[] = [
  {
    id: 'pitch',
    name: "Pitch side: 'toss' (the coin toss's winner chooses, the loser is Coach A) or fixed (home is Coach A)",
    default: 'toss',
    source:
      '001: Setting Up the Game, steps 1 and 5; a fixed side skips the toss (games saved before rules 2)',
    // 'toss' is 001's own set-up. A fixed side is the quick start rules version 1 always used (no toss, the home
    // coach sets up first): kept for coaches who want it, and so that those saved games replay as they were.
    values: ['toss', 'one-trapdoor', 'two-trapdoors'],
  },
  {
    id: 'noClaimsFirstTurns',
    name: "No claims in either coach's first turn",
    default: false,
    source: "rulings.md (001's reference box)",
  },
  {
    id: 'rookies',
    name: "Rookies to Watch card ('none', 'home' or 'away')",
    default: 'none',
    source: '001: Rookies to Watch (advanced)',
    values: ['none', 'home', 'away'],
  },
  {
    id: 'randomEvents',
    name: 'Random Event cards (6 of 12 in the deck)',
    default: false,
    source: '001: Random Event Cards (advanced)',
  },
  {
    id: 'specialBalls',
    name: 'Blitz Bowl Balls (Dwarf Rune, Extra Spikey, Squig)',
    default: false,
    source: '001: Blitz Bowl Balls (optional)',
  },
  {
    id: 'throwTeamMate',
    name: 'Throw Team-mate action',
    default: false,
    source: '001: Throw Team-mate Action (advanced)',
  },
  { id: 'fouls', name: 'Foul action', default: false, source: '001: Foul Action (advanced)' },
  {
    id: 'arena',
    name: "Arena ('none' or an arena id from data/arenas.ts)",
    default: 'none',
    source: '001: Blitz Bowl Arenas (optional)',
    // 'random': the D8 on the arenas table at set-up (001: Blitz Bowl Arenas).
    values: ['none', 'random', ...ARENAS.map((a) => a.id)],
  },
  {
    id: 'suddenDeathLead',
    name: 'Lead for a Sudden Death Victory',
    default: 10,
    source: '001: Sudden Death Victory',
    // At least 1: a lead of 0 is no lead, and would end a 0–0 game at once. At most 39: 001's Score Track shows a
    // score up to 39 (the Team Coin on +30, the marker on 9), so no game needs a larger lead.
    min: 1,
    max: 39,
    integer: true,
  },
  // 001 prints no time limit: the project's reading (docs/rules/turn-clocks.md) — 2 minutes for a turn of three
  // Player Actions and the cards, about the seeds' time per player (004: 4 min for 11; 000: 2.5 min for 6).
  ...turnClockOptions(120, 'not in 001 (docs/rules/turn-clocks.md): the turn ends as End Turn does'),
]

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

export function resolveOptions(
  given: Readonly<Record<string, OptionValue>> | undefined,
): Record<string, OptionValue> {
  const out = resolveOptionList(BLITZ_OPTIONS, given, 'Blitz Bowl', (message) => new OptionError(message))
  if (out.arena === 'mountain-summit') out.suddenDeathLead = 8 // 001: Mountain Summit Stadium
  return out
}
