// One seeded random Blitz Bowl game, played to the end with the invariants checked after every action: the unit
// property test plays a thousand of them, the soak (`soak/games.ts`) twenty thousand. The seed alone picks the team
// cards, the options and the chooser, so any game replays from its seed.
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { G_OVER } from '@shared/rules/blitz/layout'
import { chooserRng, randomCode } from '@shared/rules/blitz/randomPlay'
import { applyCode, blitzRuleset, createBlitz } from '@shared/rules/blitz/ruleset'
import { topFrame } from '@shared/rules/blitz/stack'
import type { BlitzState } from '@shared/rules/blitz/state'
import { invariantProblems } from './invariants'

const PAIRS: [string, string][] = []
for (const a of TEAM_CARDS) for (const b of TEAM_CARDS) if (a.id <= b.id) PAIRS.push([a.id, b.id])
/** Every pair of team cards, mirror matches included: seeds 1..PAIRS.length play each once. */
export const BLITZ_PAIRS: readonly (readonly [string, string])[] = PAIRS

/** The game of a seed: a pair of team cards in turn, and options spread so that every combination comes up. */
export function blitzRandomGame(seed: number): BlitzState {
  const i = seed - 1
  const [a, b] = PAIRS[((i % PAIRS.length) + PAIRS.length) % PAIRS.length]
  const options = {
    // Half the games toss for the side (the winner picks at random), the rest fix one.
    pitch: ['toss', 'one-trapdoor', 'two-trapdoors', 'toss'][i % 4],
    fouls: i % 3 === 0,
    randomEvents: i % 4 !== 0,
    rookies: ['none', 'home', 'away'][i % 3],
    arena: i % 5 === 0 ? 'none' : 'random',
    specialBalls: i % 2 === 0,
    throwTeamMate: true,
  }
  return createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: a }, { teamId: b }], options })
}

export interface CheckedGame {
  /** Actions applied. */
  readonly actions: number
  /** The first broken invariant, with the action it followed; null when the game kept them all to its end. */
  readonly problem: string | null
}

/** Plays the seed's game with its own chooser (as `playRandom` does); stops at the first broken invariant. */
export function playBlitzChecked(seed: number, maxActions = 20_000): CheckedGame {
  const s = blitzRandomGame(seed)
  const rng = chooserRng(seed)
  const buf: number[] = []
  let n = 0
  while (n < maxActions && topFrame(s) >= 0) {
    applyCode(s, randomCode(s, rng, buf))
    n++
    const found = invariantProblems(s)
    if (found.length > 0) return { actions: n, problem: `action ${n}: ${found.join('; ')}` }
  }
  const over = s.m.w[G_OVER] === 1 && blitzRuleset.decision(s).kind === 'game-over'
  return { actions: n, problem: over ? null : `not over after ${n} actions` }
}
