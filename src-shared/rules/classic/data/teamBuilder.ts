// Teams as the engine receives them (a roster id, a name, team re-rolls and 11-16 players), a deterministic
// default team for every roster, and a validator listing everything wrong with a team (the team schema,
// teamSchema.ts, which replay import uses too).
//
// Where the rules come from:
// - Team re-rolls belong to the team: 004 (Reroll's) counts them as "de re-rolls zoals die aangegeven zijn op de
//   dug out", counters on the team's dug-out sheet, at most one used per team turn. 004 prints no price list, so
//   a team buys them with gold at its roster's rerollCost (game-facts A9), and the engine starts each half with
//   this count (game-facts A1).
// - 11 to 16 players, at most 11 on the pitch: game-facts A1 (004's setup places at most 11).
// - Position limits, prices and stats: the roster (game-facts A9).
// - The 1,000,000 gold default treasury is the project's choice for one-off games (no seed prices a team).

import { rosterById } from './rosters'
import type { Position, Roster } from './rosterSchema'
import { classicTeamSchemaFor, DEFAULT_TREASURY, MAX_PLAYERS, MIN_PLAYERS, teamCostIn } from './teamSchema'
import { issueTexts, parseReadable } from '../../teamCheck'

export { DEFAULT_TREASURY, MAX_PLAYERS, MIN_PLAYERS }

export interface PlayerSpec {
  positionId: string
  name: string
  /** Shirt number, unique in the team. */
  number: number
  ma: number
  st: number
  ag: number
  av: number
  skills: string[]
  /** Skills learned by advancement in a league (advanceSkills.ts); a new player has none. */
  advances?: string[]
}

export interface TeamSpec {
  rosterId: string
  name: string
  /** Team re-rolls bought for this team (004: the counters on the dug-out sheet). */
  rerolls: number
  players: PlayerSpec[]
}

export interface BuildOptions {
  /** Gold to spend; default DEFAULT_TREASURY. */
  treasury?: number
  name?: string
}

/** The default builder stops buying re-rolls here; gold left over stays unspent. Not a rule. */
const DEFAULT_MAX_REROLLS = 4

export class TeamError extends Error {
  override readonly name = 'TeamError'
  readonly code: 'team/unaffordable'

  constructor(code: 'team/unaffordable', message: string) {
    super(message)
    this.code = code
  }
}

/** Gold a team costs: its players at their positions' prices plus its re-rolls; unknown positions cost 0. */
export function teamCost(spec: TeamSpec): number {
  return teamCostIn(rosterById(spec.rosterId), spec)
}

// --- buildDefaultTeam -------------------------------------------------------------------------------------------

/** The position the team fills up with: the largest limit (the 0-16 one), then the cheapest, then file order. */
function fillerOf(roster: Roster): Position {
  return [...roster.positions].sort((a, b) => b.max - a.max || a.cost - b.cost)[0]
}

/** How many players of each role (all positions together) a first team buys before its linemen; extras come later. */
const FIRST_QUOTA: Readonly<Record<Position['role'], number>> = {
  bigguy: 1,
  thrower: 1,
  blitzer: 2,
  catcher: 2,
  runner: 2,
  lineman: 2,
  special: 0, // secret weapons, assassins, renegades: left to the coach
}
const ROLE_ORDER: readonly Position['role'][] = [
  'bigguy',
  'thrower',
  'blitzer',
  'catcher',
  'runner',
  'lineman',
]

/**
 * A legal team for the roster that can field 11, built the same way every time: a big guy if affordable, then
 * specialists (throwers, blitzers, catchers, runners, other line positions, a few of each), linemen up to 11,
 * team re-rolls (up to 3; the specialists leave gold for 2, or 1, whenever 11 players and that many re-rolls fit),
 * then with what is left more specialists, spare linemen (up to 14 players) and a 4th re-roll. Throws TeamError('team/unaffordable') if 11 players cost too much, and
 * RosterError('roster/unknown') for an unknown roster.
 */
export function buildDefaultTeam(rosterId: string, options: BuildOptions = {}): TeamSpec {
  const roster = rosterById(rosterId)
  const treasury = options.treasury ?? DEFAULT_TREASURY
  const filler = fillerOf(roster)
  const counts = new Map<string, number>(roster.positions.map((p) => [p.id, 0]))
  let money = treasury
  let players = 0
  let rerolls = 0

  const room = (p: Position) => p.max - (counts.get(p.id) ?? 0)
  const buy = (p: Position) => {
    counts.set(p.id, (counts.get(p.id) ?? 0) + 1)
    money -= p.cost
    players += 1
  }
  /** The cheapest way to add `n` more players with the room left (Infinity if there is no room). */
  const cheapestFill = (n: number, extra?: Position) => {
    const prices: number[] = []
    for (const p of roster.positions) {
      const left = room(p) - (p === extra ? 1 : 0)
      for (let i = 0; i < left; i++) prices.push(p.cost)
    }
    if (prices.length < n) return Infinity
    return prices
      .sort((a, b) => a - b)
      .slice(0, n)
      .reduce((a, b) => a + b, 0)
  }

  const minimum = cheapestFill(MIN_PLAYERS)
  if (minimum > treasury) {
    throw new TeamError(
      'team/unaffordable',
      `${roster.name}: 11 players cost at least ${minimum} gold, more than the treasury of ${treasury}`,
    )
  }
  // Keep gold for two re-rolls through the first round, or one, when 11 players and that many fit at all.
  const rerollReserve =
    [2, 1].map((n) => n * roster.rerollCost).find((gold) => minimum + gold <= treasury) ?? 0
  const affordable = (p: Position) =>
    room(p) > 0 &&
    players < MAX_PLAYERS &&
    money - p.cost >= cheapestFill(Math.max(0, MIN_PLAYERS - players - 1), p) + rerollReserve

  const wishes = ROLE_ORDER.flatMap((role) => roster.positions.filter((p) => p.role === role && p !== filler))
  // Round 1: a few of each role in all (one big guy, one thrower, two blitzers...), first positions first.
  const bought = new Map<Position['role'], number>()
  for (const p of wishes) {
    while ((bought.get(p.role) ?? 0) < FIRST_QUOTA[p.role] && affordable(p)) {
      buy(p)
      bought.set(p.role, (bought.get(p.role) ?? 0) + 1)
    }
  }
  // Linemen up to 11 (the cheapest other positions if the filler runs out).
  while (players < MIN_PLAYERS) {
    const cheapest = [filler, ...roster.positions]
      .filter((p) => room(p) > 0)
      .sort((a, b) => a.cost - b.cost)[0]
    buy(room(filler) > 0 ? filler : cheapest)
  }
  // Team re-rolls with what is left, up to 3.
  while (rerolls < 3 && money >= roster.rerollCost) {
    rerolls += 1
    money -= roster.rerollCost
  }
  // What is still left: more of the specialists up to their limits, then spare linemen up to 14, then a 4th
  // re-roll. Round 1's order again, so it stays deterministic.
  for (const p of wishes) {
    while (room(p) > 0 && players < MAX_PLAYERS && money >= p.cost) buy(p)
  }
  while (room(filler) > 0 && players < 14 && money >= filler.cost) buy(filler)
  while (rerolls < DEFAULT_MAX_REROLLS && money >= roster.rerollCost) {
    rerolls += 1
    money -= roster.rerollCost
  }

  return {
    rosterId: roster.id,
    name: options.name ?? `${roster.name} Team`,
    rerolls,
    players: playersFor(roster, counts),
  }
}

/** Players in roster order, numbered 1..n, named after their position ("Blitzer 2"; "Ogre" when only one). */
function playersFor(roster: Roster, counts: ReadonlyMap<string, number>): PlayerSpec[] {
  const out: PlayerSpec[] = []
  for (const p of roster.positions) {
    const n = counts.get(p.id) ?? 0
    for (let i = 1; i <= n; i++) {
      out.push({
        positionId: p.id,
        name: n === 1 ? p.name : `${p.name} ${i}`,
        number: out.length + 1,
        ma: p.ma,
        st: p.st,
        ag: p.ag,
        av: p.av,
        skills: [...p.skills],
      })
    }
  }
  return out
}

// --- validateTeam -----------------------------------------------------------------------------------------------

/**
 * Everything wrong with a team (the first few problems), as `field: problem` sentences; [] means legal. The team
 * schema's checks (teamSchema.ts): the roster, 11-16 players, position limits, each player's stats and skills his
 * position's, unique shirt numbers, names, the re-roll count and, when a treasury is given, the price.
 */
export function validateTeam(spec: TeamSpec, options: { treasury?: number } = {}): string[] {
  const parsed = parseReadable(classicTeamSchemaFor({ treasury: options.treasury ?? null }), spec)
  return parsed.success ? [] : issueTexts(parsed.error)
}
