// Race looks, as data: skin, build and head features. The race comes from the team's roster id (GameView.teams),
// so humans, orcs, dwarves, elves, skaven and undead read apart from across the table.
// The race keywords and skin tones are the showcase's data (src-shared/showcase/looks.ts), so a paint-scheme
// preset and the procedural piece always agree.
import { RACE_SKIN, raceForRoster as rosterRace, type Race } from '@shared/showcase/looks'
import { hexToLinear, type RGB } from './paint'

export type { Race }

const skin = (race: Race): RGB => hexToLinear(parseInt(RACE_SKIN[race].slice(1), 16))

export type HeadFeature =
  'tusks' | 'jaw' | 'beard' | 'ears' | 'snout' | 'tail' | 'helmetHorns' | 'hood' | 'plume'

export interface RaceLook {
  readonly skin: RGB
  /** Height and girth multipliers for the body. */
  readonly height: number
  readonly width: number
  readonly head: number
  readonly features: readonly HeadFeature[]
}

export const RACE_LOOKS: Readonly<Record<Race, RaceLook>> = {
  human: { skin: skin('human'), height: 1, width: 1, head: 1, features: ['plume'] },
  orc: {
    skin: skin('orc'),
    height: 1,
    width: 1.12,
    head: 1.05,
    features: ['jaw', 'tusks', 'helmetHorns'],
  },
  dwarf: { skin: skin('dwarf'), height: 0.8, width: 1.22, head: 1.1, features: ['beard'] },
  elf: { skin: skin('elf'), height: 1.1, width: 0.86, head: 0.95, features: ['ears', 'plume'] },
  skaven: {
    skin: skin('skaven'),
    height: 0.98,
    width: 0.92,
    head: 0.95,
    features: ['snout', 'ears', 'tail'],
  },
  undead: { skin: skin('undead'), height: 1, width: 0.9, head: 0.95, features: ['hood'] },
}

/** The race drawn for a roster (first keyword match; unknown rosters are drawn as humans). */
export function raceForRoster(rosterId: string | undefined): Race {
  return rosterRace(rosterId ?? '')
}
