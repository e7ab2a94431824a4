// What miniature stands for a position: the creature (race), its stance (role), its body (a big guy's own shape,
// a heavy or slim build, a beast or a machine), what it carries, and its own skin. The one source of looks: the
// table (play, replays, display, photos) and the Showcase's turntable both ask figureLook, and the paint-scheme
// presets take their skins from it. Data only (keywords in the roster and position ids, first match wins), so a
// roster added later still gets a sensible figure without code.
import { positionSkin, RACE_SKIN, raceForRoster, type Hex, type Race } from './looks'

/** The stance and arms of a figure: a roster position's role (PieceView.role), or a Cross Check goalie. */
export type FigureRole =
  'lineman' | 'blitzer' | 'thrower' | 'catcher' | 'runner' | 'bigguy' | 'special' | 'goalie' | 'skater'

/**
 * The body: a person of the race's build, heavier or slimmer or smaller; a big guy's own shape (an Ogre is not a
 * Troll is not a Treeman); a four-legged creature; a machine.
 */
export type Body =
  | 'standard'
  | 'heavy'
  | 'slim'
  | 'small'
  | 'ogre'
  | 'troll'
  | 'minotaur'
  | 'treeman'
  | 'ratogre'
  | 'kroxigor'
  | 'mummy'
  | 'beast'
  | 'golem'
  | 'centaur'
  | 'boar'
  | 'fox'
  | 'roller'

/** What the hands hold (or, for stilts, the legs stand on). A thrower holds up a ball. */
export type Gear = 'none' | 'ball' | 'bomb' | 'pogo' | 'chainsaw' | 'ballchain' | 'daggers' | 'stilts' | 'axe'

export interface FigureLook {
  readonly race: Race
  readonly role: FigureRole
  readonly body: Body
  readonly gear: Gear
  /** The creature's own skin (a scheme's skin paints over it). */
  readonly skin: Hex
}

/** Keywords in a position id → the creature, when it is not its team's race. */
export const POSITION_RACE_KEYWORDS: readonly (readonly [string, Race])[] = [
  ['hobgoblin', 'orc'],
  ['goblin', 'goblin'],
  ['gnoblar', 'goblin'],
  ['snotling', 'goblin'],
  ['skaven', 'skaven'],
  ['dark-elf', 'elf'],
  ['halfling', 'halfling'],
  ['skink', 'lizard'],
  ['saurus', 'lizard'],
  ['beastman', 'beastman'],
  ['pestigor', 'beastman'],
  ['khorngor', 'beastman'],
  ['werewolf', 'wolf'],
  ['ulfwerener', 'wolf'],
  ['skeleton', 'undead'],
  ['zombie', 'undead'],
  ['ghoul', 'undead'],
  ['wight', 'undead'],
  ['wraith', 'undead'],
  ['thro-ra', 'undead'],
  ['blitz-ra', 'undead'],
  ['thrall', 'human'],
  ['vampire', 'human'],
  ['marauder', 'human'],
  ['rotter', 'human'],
  ['chaos-warrior', 'chaos'],
  ['chosen', 'chaos'],
  ['nurgle-warrior', 'chaos'],
  ['bloodseeker', 'chaos'],
  ['bloater', 'chaos'],
  ['troll-slayer', 'dwarf'],
]

/** Keywords in a position id → its body. More specific words first ('troll-slayer' is no troll). */
export const POSITION_BODY_KEYWORDS: readonly (readonly [string, Body])[] = [
  ['troll-slayer', 'slim'],
  ['rat-ogre', 'ratogre'],
  ['ogre', 'ogre'],
  ['troll', 'troll'],
  ['yhetee', 'troll'],
  ['minotaur', 'minotaur'],
  ['bull-centaur', 'centaur'],
  ['treeman', 'treeman'],
  ['kroxigor', 'kroxigor'],
  ['mummy', 'mummy'],
  ['tomb-guardian', 'mummy'],
  ['beast-of-nurgle', 'beast'],
  ['flesh-golem', 'golem'],
  ['deathroller', 'roller'],
  ['pump-wagon', 'roller'],
  ['beer-boar', 'boar'],
  ['woodland-fox', 'fox'],
  ['black-orc', 'heavy'],
  ['big-un', 'heavy'],
  ['chaos-warrior', 'heavy'],
  ['chosen', 'heavy'],
  ['nurgle-warrior', 'heavy'],
  ['bloodseeker', 'heavy'],
  ['bloater', 'heavy'],
  ['saurus', 'heavy'],
  ['hefty', 'heavy'],
  ['bodyguard', 'heavy'],
  ['blocker', 'heavy'],
  ['werewolf', 'heavy'],
  ['ulfwerener', 'heavy'],
  ['witch-elf', 'slim'],
  ['wardancer', 'slim'],
  ['gutter-runner', 'slim'],
  ['skink', 'slim'],
  ['assassin', 'slim'],
  ['wraith', 'slim'],
  ['stilty', 'slim'],
  ['snotling', 'small'],
  ['gnoblar', 'small'],
]

/** Keywords in a position id → what it carries: the goblins' secret weapons, the assassin's daggers... */
export const POSITION_GEAR_KEYWORDS: readonly (readonly [string, Gear])[] = [
  ['bombardier', 'bomb'],
  ['fungus-flinga', 'bomb'],
  ['pogoer', 'pogo'],
  ['fun-hoppa', 'pogo'],
  ['looney', 'chainsaw'],
  ['fanatic', 'ballchain'],
  ['assassin', 'daggers'],
  ['stilty', 'stilts'],
  ['troll-slayer', 'axe'],
  ['berserker', 'axe'],
  ['minotaur', 'axe'],
]

const ROLES: readonly FigureRole[] = [
  'lineman',
  'blitzer',
  'thrower',
  'catcher',
  'runner',
  'bigguy',
  'special',
  'goalie',
  'skater',
]

const BIG_BODIES: ReadonlySet<Body> = new Set([
  'ogre',
  'troll',
  'minotaur',
  'treeman',
  'ratogre',
  'kroxigor',
  'mummy',
  'beast',
  'golem',
])

function firstMatch<T>(id: string, table: readonly (readonly [string, T])[]): T | undefined {
  const lower = id.toLowerCase()
  for (const [word, value] of table) if (lower.includes(word)) return value
  return undefined
}

/** A role as the views name it ('Blitzer', 'big guy' and unknown ones read sensibly). */
export function figureRole(role: string | undefined): FigureRole {
  const r = (role ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
  return (ROLES as readonly string[]).includes(r) ? (r as FigureRole) : 'lineman'
}

/** Whether a body is a big guy's own shape (about 1.4× a lineman, on a larger base). */
export function isBigBody(body: Body): boolean {
  return BIG_BODIES.has(body)
}

/**
 * The figure for a position of a team: its race (the position's own creature, else the team's), its stance (the
 * view's role), its body (a big guy's kind; a role of 'bigguy' with no kind known is an Ogre, and a big guy's
 * body always stands as a big guy), what it carries and its skin. Works for any game: Classic and Cross Check name Classic positions, Blitz Bowl its cards'.
 */
export function figureLook(rosterId: string, positionId: string, role: string | undefined): FigureLook {
  let stance = figureRole(role)
  const race = firstMatch(positionId, POSITION_RACE_KEYWORDS) ?? raceForRoster(rosterId)
  let body = firstMatch(positionId, POSITION_BODY_KEYWORDS) ?? 'standard'
  // A big guy's body and the big guy's stance go together (a Flesh Golem is 'special' on its roster).
  if (stance === 'bigguy' && !isBigBody(body)) body = 'ogre'
  if (isBigBody(body)) stance = 'bigguy'
  const gear = firstMatch(positionId, POSITION_GEAR_KEYWORDS) ?? (stance === 'thrower' ? 'ball' : 'none')
  const skin = positionSkin(positionId) ?? RACE_SKIN[race]
  return { race, role: stance, body, gear, skin }
}
