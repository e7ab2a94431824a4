// Every Classic roster (game-facts A9), validated when this module loads: a broken file fails at start-up,
// not in the middle of a game.

import { parseRoster, RosterError, type Roster } from '../rosterSchema'
import amazon from './amazon.json'
import chaos from './chaos.json'
import chaosDwarf from './chaos-dwarf.json'
import chaosPact from './chaos-pact.json'
import darkElf from './dark-elf.json'
import dwarf from './dwarf.json'
import elf from './elf.json'
import goblin from './goblin.json'
import halfling from './halfling.json'
import highElf from './high-elf.json'
import human from './human.json'
import khemri from './khemri.json'
import lizardmen from './lizardmen.json'
import necromantic from './necromantic.json'
import norse from './norse.json'
import nurgle from './nurgle.json'
import ogre from './ogre.json'
import orc from './orc.json'
import skaven from './skaven.json'
import slann from './slann.json'
import undead from './undead.json'
import underworld from './underworld.json'
import vampire from './vampire.json'
import woodElf from './wood-elf.json'

const FILES: readonly unknown[] = [
  amazon,
  chaos,
  chaosDwarf,
  chaosPact,
  darkElf,
  dwarf,
  elf,
  goblin,
  halfling,
  highElf,
  human,
  khemri,
  lizardmen,
  necromantic,
  norse,
  nurgle,
  ogre,
  orc,
  skaven,
  slann,
  undead,
  underworld,
  vampire,
  woodElf,
]

function load(files: readonly unknown[]): Readonly<Record<string, Roster>> {
  const byId: Record<string, Roster> = {}
  for (const file of files) {
    const roster = parseRoster(file)
    if (roster.id in byId) {
      throw new RosterError('roster/invalid', `Two roster files use the id "${roster.id}"`)
    }
    byId[roster.id] = roster
  }
  return Object.freeze(byId)
}

export const ROSTERS: Readonly<Record<string, Roster>> = load(FILES)

/** The roster with this id; throws RosterError('roster/unknown') for an id no file has. */
export function rosterById(id: string): Roster {
  if (!Object.hasOwn(ROSTERS, id)) {
    throw new RosterError(
      'roster/unknown',
      `No Classic roster "${id}" (known: ${Object.keys(ROSTERS).join(', ')})`,
    )
  }
  return ROSTERS[id]
}

/**
 * The figure role (a silhouette hint for the renderer, never a rule) of a roster's position, or undefined for a
 * roster or position no file has. Games read it from here, not from the team they were given, so a team saved
 * or exported before teams carried roles still shows its Ogre as an Ogre.
 */
export function positionRole(
  rosterId: string,
  positionId: string,
): Roster['positions'][number]['role'] | undefined {
  return rosterPosition(rosterId, positionId)?.role
}

// Each roster's positions by id, built once: a new game looks up all its players' positions, and random games and
// search playouts create games by the thousand (issue 20 point 7).
const POSITIONS = new Map<string, Map<string, Roster['positions'][number]>>(
  Object.values(ROSTERS).map((r) => [r.id, new Map(r.positions.map((p) => [p.id, p]))]),
)

/** A roster's position by id, or undefined for a roster or position no file has. */
export function rosterPosition(
  rosterId: string,
  positionId: string,
): Roster['positions'][number] | undefined {
  return POSITIONS.get(rosterId)?.get(positionId)
}
