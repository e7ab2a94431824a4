// The Blitz Bowl position as the Hard search sees it, in points (a touchdown is 4): the dot product of the
// position's feature vector (features.ts: the score difference plus what the board promises — balls held and how
// far they have to go, loose balls and who is nearest, players on their feet, Bonus Plays in hand) with the weights
// in use (weights.ts: fitted from self-play by scripts/fitEvaluation.ts where they predicted held-out games at
// least as well as the hand-set ones). A finished game is its result, scaled far beyond any position.
// The win chance is a logistic curve over the same evaluation, fitted on the same games.

import type { Side } from '../../engine/api'
import { G_OVER, G_SCORE0, G_WINNER } from '../../rules/blitz/layout'
import type { BlitzState } from '../../rules/blitz/state'
import { dot, weightsInOrder, winChance } from '../linear'
import { BLITZ_FEATURE_COUNT, BLITZ_FEATURES, BLITZ_HAND_WEIGHTS, blitzFeatures } from './features'
import { FITTED_WEIGHTS, WEIGHT_SOURCE, WIN_SCALE } from './weights'

export const WIN_VALUE = 100

/** The weights in use, in the features' order. */
export const BLITZ_WEIGHTS = weightsInOrder(
  BLITZ_FEATURES,
  WEIGHT_SOURCE === 'fitted' ? FITTED_WEIGHTS : BLITZ_HAND_WEIGHTS,
)

// One scratch vector: the search evaluates a leaf at a time, and a fresh array per leaf is garbage it need not make.
const scratch = new Float64Array(BLITZ_FEATURE_COUNT)

export function evaluateBlitz(s: BlitzState, side: Side): number {
  const w = s.m.w
  if (w[G_OVER] === 1) {
    const diff = w[G_SCORE0 + side] - w[G_SCORE0 + 1 - side]
    const winner = w[G_WINNER]
    return winner === 2 ? diff : (winner === side ? WIN_VALUE : -WIN_VALUE) + diff
  }
  return dot(blitzFeatures(s, side, scratch), BLITZ_WEIGHTS)
}

/**
 * The chance `side` wins from here (a draw counts half in the fit), from the evaluation of a game in play through
 * the logistic slope fitted on the same self-play games; a finished game is its result.
 */
export function blitzWinProbability(s: BlitzState, side: Side): number {
  const w = s.m.w
  if (w[G_OVER] === 1) return w[G_WINNER] === 2 ? 0.5 : w[G_WINNER] === side ? 1 : 0
  return winChance(evaluateBlitz(s, side), WIN_SCALE)
}
