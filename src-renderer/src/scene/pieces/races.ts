// Race looks, as data: skin, build and head features. The race comes from the team's roster id (GameView.teams),
// so humans, orcs, dwarves, elves, skaven and undead read apart from across the table.
import { hexToLinear, type RGB } from './paint'

export type Race = 'human' | 'orc' | 'dwarf' | 'elf' | 'skaven' | 'undead'

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
  human: { skin: hexToLinear(0xf0b48c), height: 1, width: 1, head: 1, features: ['plume'] },
  orc: {
    skin: hexToLinear(0x6f9a3a),
    height: 1,
    width: 1.12,
    head: 1.05,
    features: ['jaw', 'tusks', 'helmetHorns'],
  },
  dwarf: { skin: hexToLinear(0xe6a47c), height: 0.8, width: 1.22, head: 1.1, features: ['beard'] },
  elf: { skin: hexToLinear(0xf4cfae), height: 1.1, width: 0.86, head: 0.95, features: ['ears', 'plume'] },
  skaven: {
    skin: hexToLinear(0x8a7560),
    height: 0.98,
    width: 0.92,
    head: 0.95,
    features: ['snout', 'ears', 'tail'],
  },
  undead: { skin: hexToLinear(0xd8d2bd), height: 1, width: 0.9, head: 0.95, features: ['hood'] },
}

// Keywords in a roster id, first match wins. Unknown rosters are drawn as humans.
const RACE_KEYWORDS: readonly (readonly [string, Race])[] = [
  ['orc', 'orc'],
  ['goblin', 'orc'],
  ['dwarf', 'dwarf'],
  ['halfling', 'dwarf'],
  ['elf', 'elf'],
  ['elven', 'elf'],
  ['skaven', 'skaven'],
  ['rat', 'skaven'],
  ['undead', 'undead'],
  ['necromantic', 'undead'],
  ['khemri', 'undead'],
  ['vampire', 'undead'],
  ['human', 'human'],
]

export function raceForRoster(rosterId: string | undefined): Race {
  const id = (rosterId ?? '').toLowerCase()
  for (const [word, race] of RACE_KEYWORDS) if (id.includes(word)) return race
  return 'human'
}
