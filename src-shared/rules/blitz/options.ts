// Options of a Blitz Bowl game (001: Setting Up the Game, Advanced Rules, Optional Rules; rulings.md).

import type { OptionInfo, OptionValue } from '../../engine/api'
import { ARENAS } from './data/arenas'

export const BLITZ_OPTIONS: readonly OptionInfo[] = [
  {
    id: 'pitch',
    name: 'Pitch side (one-trapdoor or two-trapdoors)',
    default: 'one-trapdoor',
    source: '001: Setting Up the Game, step 1',
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
  },
  {
    id: 'suddenDeathLead',
    name: 'Lead for a Sudden Death Victory',
    default: 10,
    source: '001: Sudden Death Victory',
  },
]

export class OptionError extends Error {
  readonly code = 'options/invalid'
}

export function resolveOptions(
  given: Readonly<Record<string, OptionValue>> | undefined,
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {}
  for (const o of BLITZ_OPTIONS) out[o.id] = o.default
  for (const [k, v] of Object.entries(given ?? {})) {
    const info = BLITZ_OPTIONS.find((o) => o.id === k)
    if (!info) throw new OptionError(`unknown Blitz Bowl option "${k}"`)
    if (typeof v !== typeof info.default)
      throw new OptionError(`option "${k}" must be a ${typeof info.default}`)
    out[k] = v
  }
  if (out.pitch !== 'one-trapdoor' && out.pitch !== 'two-trapdoors')
    throw new OptionError('option "pitch" must be "one-trapdoor" or "two-trapdoors"')
  if (!['none', 'home', 'away'].includes(out.rookies as string))
    throw new OptionError('option "rookies" must be "none", "home" or "away"')
  if (out.arena !== 'none' && out.arena !== 'random' && !ARENAS.some((a) => a.id === out.arena))
    throw new OptionError(`unknown arena "${String(out.arena)}"`)
  if (out.arena === 'mountain-summit') out.suddenDeathLead = 8 // 001: Mountain Summit Stadium
  return out
}
