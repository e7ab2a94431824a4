// The win chance of a position for any game (issue 20, points 3 and 6): each game's fitted evaluation turned into
// a probability through the logistic slope fitted on the same self-play games (<game>/evaluate.ts, weights.ts).
// For the win-chance line and the hint: a cheap prior per position, before (or instead of) a Monte Carlo estimate.
import type { RulesetId, Side } from '../engine/api'
import type { BlitzState } from '../rules/blitz/state'
import type { ClassicState } from '../rules/classic/state'
import type { CrossCheckState } from '../rules/crosscheck/state'
import { blitzWinProbability } from './blitz/evaluate'
import { classicWinProbability } from './classic/evaluate'
import { crossCheckWinProbability } from './crosscheck/evaluate'

/**
 * The chance that `side` wins the game from `state` (a draw counted as half a win when fitted), in (0, 1) for a
 * game in play and 1, ½ or 0 for a finished one; the two sides' chances add up to 1. Null for a ruleset without a
 * fitted evaluation. Reads only.
 */
export function winProbability(ruleset: RulesetId, state: unknown, side: Side): number | null {
  switch (ruleset) {
    case 'classic':
      return classicWinProbability(state as ClassicState, side)
    case 'blitz':
      return blitzWinProbability(state as BlitzState, side)
    case 'crosscheck':
      return crossCheckWinProbability(state as CrossCheckState, side)
    default:
      return null
  }
}
