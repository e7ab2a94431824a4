// Race looks, as data: build, head features and headgear, so the races read apart from across the table — orc jaws
// and tusks, goblin ears and noses, dwarf and norse beards, elf slimness, skaven snouts and tails, undead sockets
// and ribs, lizard snouts and crests, beastmen horns. Which race a position is comes from the shared looks
// (src-shared/showcase/figureLook.ts); skins too, so a paint-scheme preset and the procedural piece always agree.
import { type Race, RACE_SKIN } from '@shared/showcase/looks'
import { hexToLinear, type RGB } from './paint'

export type { Race }

export type HeadFeature =
  | 'tusks'
  | 'jaw'
  | 'beard'
  | 'ears'
  | 'bigEars'
  | 'nose'
  | 'snout'
  | 'tail'
  | 'helmetHorns'
  | 'helmetSpike'
  | 'bigHorns'
  | 'goatHorns'
  | 'sockets'
  | 'ribs'
  | 'plume'
  | 'hair'
  | 'lizardSnout'
  | 'crest'
  | 'lizardTail'
  | 'frog'
  | 'wolfMuzzle'

export interface RaceLook {
  /** Height and girth multipliers for the body; head size. */
  readonly height: number
  readonly width: number
  readonly head: number
  readonly features: readonly HeadFeature[]
  /** No helmet whatever the role (beastmen, lizards, werewolves, halflings' curls). */
  readonly bareHead: boolean
}

const look = (
  height: number,
  width: number,
  head: number,
  features: readonly HeadFeature[],
  bareHead = false,
): RaceLook => ({ height, width, head, features, bareHead })

export const RACE_LOOKS: Readonly<Record<Race, RaceLook>> = {
  human: look(1, 1, 1, ['plume']),
  orc: look(1, 1.12, 1.05, ['jaw', 'tusks', 'helmetSpike']),
  goblin: look(0.68, 0.8, 1.18, ['bigEars', 'nose']),
  dwarf: look(0.8, 1.22, 1.1, ['beard', 'nose']),
  halfling: look(0.68, 1.08, 1.3, ['hair', 'ears'], true),
  elf: look(1.1, 0.84, 0.95, ['ears', 'plume']),
  skaven: look(0.98, 0.9, 0.95, ['snout', 'ears', 'tail']),
  undead: look(1, 0.8, 0.95, ['sockets', 'ribs']),
  lizard: look(1, 1, 1, ['lizardSnout', 'crest', 'lizardTail'], true),
  slann: look(1.04, 0.95, 1.2, ['frog'], true),
  beastman: look(1.02, 1.06, 1, ['goatHorns', 'snout'], true),
  wolf: look(1.05, 1.08, 1.05, ['wolfMuzzle', 'ears', 'tail'], true),
  chaos: look(1.04, 1.12, 1, ['bigHorns']),
  norse: look(1, 1.06, 1, ['beard', 'helmetHorns']),
}

/** A race's own skin as the table paints it (a scheme's skin paints over it). */
export function raceSkin(race: Race): RGB {
  return hexToLinear(parseInt(RACE_SKIN[race].slice(1), 16))
}
