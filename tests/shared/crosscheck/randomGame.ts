// One seeded random Cross Check game, played to the end with the invariants checked after every action: the unit
// property test plays a thousand of them, the soak (`soak/games.ts`) twenty thousand. The seed picks the rosters (and
// now and then big guys) and drives the game's own generator, which also makes the random choices, so any game
// replays from its seed.
import { CROSSCHECK_ROSTERS, defaultPlayers } from '@shared/rules/crosscheck/data/teams'
import { G_PERIOD, G_PTURN } from '@shared/rules/crosscheck/layout'
import { randomStep } from '@shared/rules/crosscheck/randomPlay'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { boxWatcher, checkInvariants } from './invariants'

/** A default bench with its first skaters swapped for big guys (cc-interp: big-guys). */
export function withBigGuys(rosterId: string, big: readonly string[]) {
  const players = defaultPlayers(CROSSCHECK_ROSTERS[rosterId])
  big.forEach((positionId, i) => (players[i] = { positionId }))
  return { rosterId, players }
}

const ROSTER_IDS = Object.keys(CROSSCHECK_ROSTERS).sort()
type Teams = [{ rosterId: string }, { rosterId: string }]
const BIG_GUYS: (() => Teams)[] = [
  () => [withBigGuys('halfling', ['treeman', 'treeman']), withBigGuys('ogre', ['ogre', 'ogre', 'ogre'])],
  () => [withBigGuys('orc', ['troll']), withBigGuys('chaos', ['minotaur'])],
]

/** The game of a seed: every fifth one with big guys, the others two rosters chosen by the seed. */
export function crossCheckRandomGame(seed: number): CrossCheckState {
  const n = ROSTER_IDS.length
  const teams: Teams =
    seed % 5 === 0
      ? BIG_GUYS[(seed / 5) % BIG_GUYS.length]()
      : [{ rosterId: ROSTER_IDS[seed % n] }, { rosterId: ROSTER_IDS[Math.floor(seed / n) % n] }]
  return crossCheckRuleset.create({ ruleset: 'crosscheck', seed, teams })
}

/** Plays the seed's game; stops at the first broken invariant (`problem`, with the action it followed). */
export function playCrossCheckChecked(
  seed: number,
  maxActions = 100_000,
): { actions: number; problem: string | null } {
  const s = crossCheckRandomGame(seed)
  const box = boxWatcher()
  let n = 0
  try {
    checkInvariants(s)
    while (randomStep(s)) {
      n++
      checkInvariants(s)
      box(s)
      if (n >= maxActions) return { actions: n, problem: `not over after ${n} actions` }
    }
  } catch (error) {
    return { actions: n, problem: `action ${n}: ${error instanceof Error ? error.message : String(error)}` }
  }
  const over =
    crossCheckRuleset.decision(s).kind === 'game-over' && s.m.w[G_PERIOD] === 3 && s.m.w[G_PTURN] === 20
  return { actions: n, problem: over ? null : `ended at period ${s.m.w[G_PERIOD]}, turn ${s.m.w[G_PTURN]}` }
}
