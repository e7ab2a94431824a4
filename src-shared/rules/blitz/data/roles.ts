// The figure role of every Blitz Bowl position (001: Team Cards): a silhouette hint for the renderer, never a rule,
// named as Classic's rosters name theirs (lineman, blitzer, thrower, catcher, runner, bigguy, special), so one
// position reads the same in both games. Keyed by position id: the same id is the same kind of player on every
// card. A position missing here is a lineman, and a test checks that every card's positions are listed.

export const BLITZ_ROLES: Readonly<Record<string, string>> = {
  lineman: 'lineman',
  linewoman: 'lineman',
  thrower: 'thrower',
  catcher: 'catcher',
  blitzer: 'blitzer',
  runner: 'runner',
  // Dwarf, Orc, Skaven and the Elves.
  'troll-slayer': 'blitzer',
  'big-un-blocker': 'lineman',
  'gutter-runner': 'runner',
  wardancer: 'blitzer',
  'witch-elf': 'blitzer',
  // Amazon, Black Orc, Chaos, Khorne, Nurgle, Imperial Nobility.
  blocker: 'lineman',
  goblin: 'lineman',
  'black-orc': 'lineman',
  beastman: 'lineman',
  'chosen-blocker': 'lineman',
  marauder: 'lineman',
  khorngor: 'blitzer',
  bloodseeker: 'lineman',
  rotter: 'lineman',
  pestigor: 'blitzer',
  bloater: 'lineman',
  bodyguard: 'lineman',
  // Lizardmen, Goblin, Halfling, Norse.
  skink: 'runner',
  'chameleon-skink': 'catcher',
  saurus: 'lineman',
  troll: 'bigguy',
  hefty: 'lineman',
  treeman: 'bigguy',
  'beer-boar': 'special',
  berserker: 'blitzer',
  valkyrie: 'thrower',
  ulfwerener: 'blitzer',
  // Necromantic, Shambling Undead, Vampire.
  zombie: 'lineman',
  ghoul: 'runner',
  wraith: 'special',
  werewolf: 'blitzer',
  'flesh-golem': 'special',
  skeleton: 'lineman',
  wight: 'blitzer',
  mummy: 'bigguy',
  thrall: 'lineman',
  // Gnome, Ogre, Snotling.
  illusionist: 'thrower',
  beastmaster: 'special',
  'woodland-fox': 'special',
  gnoblar: 'lineman',
  ogre: 'bigguy',
  snotling: 'lineman',
  'fungus-flinga': 'special',
  'fun-hoppa': 'special',
  'stilty-runna': 'runner',
  'pump-wagon': 'special',
}

/** The figure role of a Blitz Bowl position id (a lineman when the card's position is not listed). */
export function blitzRole(positionId: string): string {
  return Object.hasOwn(BLITZ_ROLES, positionId) ? BLITZ_ROLES[positionId] : 'lineman'
}
