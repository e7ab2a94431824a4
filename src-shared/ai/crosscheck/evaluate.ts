// The Cross Check position as the Hard search sees it, in goals: the dot product of the position's feature vector
// (features.ts: the score difference plus puck control — more the nearer the attacked goal, less the more opponents
// stand near enough to steal it before it moves again —, who is nearer a loose puck and where it lies, skaters on
// their feet, and players in the box) with the weights in use (weights.ts: fitted from self-play by scripts/fitEvaluation.ts where
// they predicted held-out games at least as well as the hand-set ones). A finished game is its result, scaled far
// beyond any position. The win chance is a logistic curve over the same evaluation, fitted on the same games.
// Valuing the search's leaves for winning rather than for the margin (as tried in Classic's evaluate.ts; the final
// difference taken as Normal(this evaluation, 0.003·T² + 0.2) over the T team turns left, the spread measured in
// coach v Beginner games) bought nothing: Hard 1,500 nodes v Beginner, seeds 5000-5019 both ways (2026-12-01),
// 32-4-4 against 33-5-2.

import type { Side } from '../../engine/api'
import { G_OVER, G_SCORE } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { dot, weightsInOrder, winChance } from '../linear'
import {
  CROSSCHECK_FEATURE_COUNT,
  CROSSCHECK_FEATURES,
  CROSSCHECK_HAND_WEIGHTS,
  crossCheckFeatures,
} from './features'
import { FITTED_WEIGHTS, WEIGHT_SOURCE, WIN_SCALE } from './weights'

export { puckSafety, SAFETY } from './safety'

export const WIN_VALUE = 25

/** The weights in use, in the features' order. */
export const CROSSCHECK_WEIGHTS = weightsInOrder(
  CROSSCHECK_FEATURES,
  WEIGHT_SOURCE === 'fitted' ? FITTED_WEIGHTS : CROSSCHECK_HAND_WEIGHTS,
)

// One scratch vector: the search evaluates a leaf at a time, and a fresh array per leaf is garbage it need not make.
const scratch = new Float64Array(CROSSCHECK_FEATURE_COUNT)

export function evaluateCrossCheck(s: CrossCheckState, side: Side): number {
  const w = s.m.w
  const diff = w[G_SCORE + side] - w[G_SCORE + 1 - side]
  if (w[G_OVER] === 1) return diff === 0 ? 0 : (diff > 0 ? WIN_VALUE : -WIN_VALUE) + diff
  return dot(crossCheckFeatures(s, side, scratch), CROSSCHECK_WEIGHTS)
}

/**
 * The chance `side` wins from here (a draw counts half in the fit), from the evaluation of a game in play through
 * the logistic slope fitted on the same self-play games; a finished game is its result.
 */
export function crossCheckWinProbability(s: CrossCheckState, side: Side): number {
  const w = s.m.w
  if (w[G_OVER] === 1) {
    const diff = w[G_SCORE + side] - w[G_SCORE + 1 - side]
    return diff > 0 ? 1 : diff < 0 ? 0 : 0.5
  }
  return winChance(evaluateCrossCheck(s, side), WIN_SCALE)
}
