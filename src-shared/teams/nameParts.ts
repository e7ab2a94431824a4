// First and last name parts per race for the team builder's default player names (issue 23 point 1). Made up for
// Pitchside, flavour only: no seed names players, so nothing here is a rule. Each table has at least 10 parts of
// each kind, which keeps 16 players' names distinct (defaultNames.ts); every name fits a saved player's 30 characters.
// The tables themselves are data (nameParts.json); this file types them and says which race a team draws from.
import tables from './nameParts.json'

export interface NameParts {
  readonly first: readonly string[]
  readonly last: readonly string[]
}

export const NAME_PARTS = tables satisfies Record<string, NameParts>

export type Race = keyof typeof NAME_PARTS

/** Which table a Classic or Cross Check roster or a Blitz Bowl team card draws from (others: `fallback`). */
export const RACE_OF: Readonly<Record<string, Race>> = {
  human: 'human',
  'imperial-nobility': 'human',
  orc: 'orc',
  'black-orc': 'orc',
  dwarf: 'dwarf',
  'chaos-dwarf': 'chaosDwarf',
  elf: 'elf',
  'elven-union': 'elf',
  'high-elf': 'elf',
  'wood-elf': 'woodElf',
  'dark-elf': 'darkElf',
  skaven: 'skaven',
  underworld: 'goblin',
  undead: 'undead',
  'shambling-undead': 'undead',
  necromantic: 'undead',
  khemri: 'khemri',
  vampire: 'vampire',
  chaos: 'chaos',
  'chaos-chosen': 'chaos',
  'chaos-pact': 'chaos',
  khorne: 'chaos',
  nurgle: 'nurgle',
  lizardmen: 'lizardmen',
  slann: 'lizardmen',
  halfling: 'halfling',
  goblin: 'goblin',
  snotling: 'goblin',
  ogre: 'ogre',
  norse: 'norse',
  amazon: 'amazon',
  gnome: 'gnome',
}
