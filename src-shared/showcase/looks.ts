// The colour data behind the paint-scheme presets: race skins (the same values as the table's procedural pieces,
// src-renderer/src/scene/pieces/races.ts), a team palette per kind of roster, and skins for positions that are
// another creature than their team (a troll in an orc team). Data only, first keyword match wins, so a roster
// added later still gets a sensible preset without code.

/** A painter's colour: '#rrggbb', sRGB, lower-case. */
export type Hex = `#${string}`

export type Race =
  | 'human'
  | 'orc'
  | 'goblin'
  | 'dwarf'
  | 'halfling'
  | 'elf'
  | 'skaven'
  | 'undead'
  | 'lizard'
  | 'slann'
  | 'beastman'
  | 'wolf'
  | 'chaos'
  | 'norse'

/** The races' skin tones, as on the table's procedural pieces. */
export const RACE_SKIN: Readonly<Record<Race, Hex>> = {
  human: '#f0b48c',
  orc: '#6f9a3a',
  // Goblins share the orcs' green: an orc team's goblins need no skin of their own (their shape tells them).
  goblin: '#6f9a3a',
  dwarf: '#e6a47c',
  halfling: '#e6a47c',
  elf: '#f4cfae',
  skaven: '#8a7560',
  undead: '#d8d2bd',
  lizard: '#3f7a4a',
  slann: '#4f9a5a',
  beastman: '#8c6a4a',
  wolf: '#7a6a5a',
  chaos: '#f0b48c',
  norse: '#f0b48c',
}

/**
 * Keywords in a roster id → the team's race, as the table reads them (unknown rosters are drawn as humans). More
 * specific words come first ('chaos-dwarf' before 'chaos', 'dark-elf' before 'elf'). A position can be another
 * creature than its team (figureLook.ts: an orc team's goblins, a chaos team's beastmen).
 */
export const RACE_KEYWORDS: readonly (readonly [string, Race])[] = [
  ['chaos-dwarf', 'dwarf'],
  ['chaos-pact', 'human'],
  ['chaos', 'chaos'],
  ['orc', 'orc'],
  ['goblin', 'goblin'],
  ['snotling', 'goblin'],
  ['underworld', 'goblin'],
  ['dwarf', 'dwarf'],
  ['halfling', 'halfling'],
  ['gnome', 'halfling'],
  ['elf', 'elf'],
  ['elven', 'elf'],
  ['skaven', 'skaven'],
  ['lizardmen', 'lizard'],
  ['slann', 'slann'],
  ['norse', 'norse'],
  ['undead', 'undead'],
  ['necromantic', 'undead'],
  ['khemri', 'undead'],
  ['human', 'human'],
]

export function raceForRoster(rosterId: string): Race {
  const id = rosterId.toLowerCase()
  for (const [word, race] of RACE_KEYWORDS) if (id.includes(word)) return race
  return 'human'
}

/** A team's painted colours apart from skin. */
export interface TeamColours {
  readonly armour: Hex
  readonly cloth: Hex
  readonly trim: Hex
  readonly rim: Hex
}

/**
 * The colour-blind-safe pair (blue v orange differ in hue and in lightness, so they stay apart for red-green colour
 * blindness and in greyscale): the table's opt-in palette and a clashing team's stand-in (renderer teamClash.ts).
 */
export const SAFE_TEAM_COLOURS: readonly [TeamColours, TeamColours] = [
  { armour: '#2a63c7', cloth: '#e8e2d2', trim: '#f4f1e8', rim: '#3b82f6' },
  { armour: '#f07d19', cloth: '#3b302b', trim: '#fff0d4', rim: '#ff8c1a' },
]

/** The safe blue: the preset for a roster not listed. */
export const DEFAULT_TEAM_COLOURS: TeamColours = SAFE_TEAM_COLOURS[0]

/** Keywords in a roster id → its classic colours. More specific words come first ('dark-elf' before 'elf'). */
export const TEAM_COLOUR_KEYWORDS: readonly (readonly [string, TeamColours])[] = [
  ['chaos-dwarf', { armour: '#2b2b2e', cloth: '#8c1c13', trim: '#c9a227', rim: '#8c1c13' }],
  ['dark-elf', { armour: '#3a1f4d', cloth: '#1b1b22', trim: '#c0c6cc', rim: '#6b2d8f' }],
  ['high-elf', { armour: '#f1efe6', cloth: '#1f4fa3', trim: '#d4af37', rim: '#1f4fa3' }],
  ['wood-elf', { armour: '#3f6b2a', cloth: '#7a5230', trim: '#d9c89a', rim: '#3f6b2a' }],
  ['elf', { armour: '#2e7d8c', cloth: '#f1efe6', trim: '#d4af37', rim: '#2e7d8c' }],
  ['black-orc', { armour: '#26262a', cloth: '#6b1a14', trim: '#b08d57', rim: '#6b1a14' }],
  ['orc', { armour: '#8a1f17', cloth: '#3b302b', trim: '#b08d57', rim: '#b3261e' }],
  ['goblin', { armour: '#5a4a8a', cloth: '#c98a2b', trim: '#e8d8a8', rim: '#5a4a8a' }],
  ['dwarf', { armour: '#1f3a73', cloth: '#7a1f1f', trim: '#d4af37', rim: '#1f3a73' }],
  ['halfling', { armour: '#4f7a2b', cloth: '#d9b26a', trim: '#f1efe6', rim: '#4f7a2b' }],
  ['skaven', { armour: '#5b7a1e', cloth: '#4a3a2a', trim: '#b8c94a', rim: '#5b7a1e' }],
  ['underworld', { armour: '#4f6b1e', cloth: '#3a2f26', trim: '#a6e22e', rim: '#4f6b1e' }],
  ['khemri', { armour: '#c9a227', cloth: '#1f5fa8', trim: '#efe4c2', rim: '#1f5fa8' }],
  ['undead', { armour: '#3d4a3f', cloth: '#6b2d2d', trim: '#cfd3d6', rim: '#3d4a3f' }],
  ['necromantic', { armour: '#2f3b4a', cloth: '#5a2a5a', trim: '#cfd3d6', rim: '#5a2a5a' }],
  ['vampire', { armour: '#1b1b22', cloth: '#8c1020', trim: '#c0c6cc', rim: '#8c1020' }],
  ['nurgle', { armour: '#7d8a3a', cloth: '#5a4a30', trim: '#c2b280', rim: '#7d8a3a' }],
  ['khorne', { armour: '#9c1b14', cloth: '#2b2b2e', trim: '#b08d57', rim: '#9c1b14' }],
  ['chaos', { armour: '#6b1a14', cloth: '#2b2b2e', trim: '#c9a227', rim: '#6b1a14' }],
  ['norse', { armour: '#5f7f9f', cloth: '#7a5230', trim: '#e8e2d2', rim: '#5f7f9f' }],
  ['amazon', { armour: '#c98a2b', cloth: '#2f6b3a', trim: '#f1efe6', rim: '#2f6b3a' }],
  ['lizardmen', { armour: '#2a7d8c', cloth: '#c9a227', trim: '#e8e2d2', rim: '#2a7d8c' }],
  ['slann', { armour: '#3f8c5a', cloth: '#e8d8a8', trim: '#c9a227', rim: '#3f8c5a' }],
  ['ogre', { armour: '#6b5a3a', cloth: '#8c3a1f', trim: '#cfd3d6', rim: '#8c3a1f' }],
  ['snotling', { armour: '#8c5a2a', cloth: '#6b8c2a', trim: '#e8d8a8', rim: '#6b8c2a' }],
  ['gnome', { armour: '#2f6b3a', cloth: '#8c1f1f', trim: '#e8e2d2', rim: '#8c1f1f' }],
  ['imperial', { armour: '#1f3a73', cloth: '#c9a227', trim: '#f1efe6', rim: '#1f3a73' }],
  ['human', { armour: '#2a63c7', cloth: '#e8e2d2', trim: '#f4f1e8', rim: '#3b82f6' }],
]

export function teamColoursForRoster(rosterId: string): TeamColours {
  const id = rosterId.toLowerCase()
  for (const [word, colours] of TEAM_COLOUR_KEYWORDS) if (id.includes(word)) return colours
  return DEFAULT_TEAM_COLOURS
}

/**
 * Keywords in a position id → the skin of that creature, when it differs from its team's race (big guys,
 * allies, renegades). Checked before the team's race.
 */
export const POSITION_SKIN_KEYWORDS: readonly (readonly [string, Hex])[] = [
  ['rat-ogre', '#8a6f5a'],
  ['troll-slayer', RACE_SKIN.dwarf],
  ['troll', '#7a8c6a'],
  ['ogre', '#d9a07a'],
  ['treeman', '#6b4f2e'],
  ['kroxigor', '#4f7a6a'],
  ['saurus', '#3f7a4a'],
  ['skink', '#4aa3b8'],
  ['minotaur', '#6b4a35'],
  ['bull-centaur', '#6b4a35'],
  ['beast-of-nurgle', '#a6b36b'],
  ['werewolf', '#7a6a5a'],
  ['ulfwerener', '#7a6a5a'],
  ['yhetee', '#e8eef2'],
  ['flesh-golem', '#b8a6a0'],
  ['zombie', '#9aa58a'],
  ['ghoul', '#b8b8a6'],
  ['skeleton', '#e8e2d2'],
  ['mummy', '#d9ccaa'],
  ['tomb-guardian', '#d9ccaa'],
  ['wight', '#c8cdd2'],
  ['vampire', '#e8e4ea'],
  ['snotling', '#7fae4a'],
  ['gnoblar', '#a3b36b'],
  ['hobgoblin', '#8c9a5a'],
  ['goblin', RACE_SKIN.orc],
  ['skaven', RACE_SKIN.skaven],
  ['dark-elf', RACE_SKIN.elf],
  ['halfling', RACE_SKIN.dwarf],
  ['beastman', '#8c6a4a'],
  ['pestigor', '#8c7a4a'],
  ['rotter', '#a6b080'],
  ['khorngor', '#7a4a35'],
]

export function positionSkin(positionId: string): Hex | undefined {
  const id = positionId.toLowerCase()
  for (const [word, skin] of POSITION_SKIN_KEYWORDS) if (id.includes(word)) return skin
  return undefined
}
