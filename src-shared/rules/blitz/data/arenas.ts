// 001: Blitz Bowl Arenas (optional) — the D8 table; the regional rule of each arena as data the procedures read.
// Applied where each rule bites (procs/*.ts look the arena id up in the game's options).

export interface ArenaInfo {
  readonly roll: number
  readonly id: string
  readonly name: string
  readonly emergencyReservesMod?: number
  readonly reservesOnTrapdoor?: boolean
  readonly runAfterReserves?: boolean
  readonly noLongThrowPenalty?: boolean
  readonly impossibleShoveFace?: 'kerrunch'
  readonly assistDice?: number
  readonly suddenDeathLead?: number
  readonly trapdoorAssist?: boolean
}

export const ARENAS: readonly ArenaInfo[] = [
  { roll: 1, id: 'great-moot', name: 'Great Moot Bake-off Tent', emergencyReservesMod: -1 },
  { roll: 2, id: 'sewer-pipe', name: 'Sewer Pipe Stadium', reservesOnTrapdoor: true },
  { roll: 3, id: 'bone-pit', name: 'The Bone Pit', runAfterReserves: true },
  { roll: 4, id: 'glittering-coliseum', name: 'Glittering Coliseum', noLongThrowPenalty: true },
  { roll: 5, id: 'coliseum-of-chaos', name: 'Coliseum of Chaos', impossibleShoveFace: 'kerrunch' },
  { roll: 6, id: 'badlands-pit', name: 'Badlands Fighting Pit', assistDice: 2 },
  { roll: 7, id: 'mountain-summit', name: 'Mountain Summit Stadium', suddenDeathLead: 8 },
  { roll: 8, id: 'overgrown-arena', name: 'Overgrown Arena', trapdoorAssist: true },
]
