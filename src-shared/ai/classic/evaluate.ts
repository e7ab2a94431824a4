// Classic's positional evaluation for the Hard search's leaves, in touchdowns: the dot product of the position's
// feature vector (features.ts: the score difference, the ball — who holds it, how far from the end zone, how safe
// the carrier is —, the players standing and those out of the match, weighed down as the half runs out) with the
// weights in use (weights.ts: fitted from self-play by scripts/fitEvaluation.ts where they predicted held-out games
// at least as well as the hand-set ones). A leaf at the end of a team turn also prices the carrier's exposure to the
// other side's coming turn (cage.ts), which a search that stops at the handover would otherwise never see.
// The win chance is a logistic curve over the same evaluation, fitted on the same games. The fitted weights also
// lost in play: Hard 15,000 nodes v Beginner with them, seeds 5000-5019 both ways (40 games, 2026-11-30), 23-7-10
// and 1.32-0.63 touchdowns a game against 24-13-3 and 1.45-0.47 with the hand-set ones. Valuing the leaves for
// winning rather than for the margin lost too: the chance of winning less that of losing, the final difference
// taken as Normal(this evaluation, 0.06 a team turn left + 0.1 — the spread measured about it in coach v Beginner
// games, seeds 7000-7099 both ways), went 126-45-29, 1.36-0.49 touchdowns and 18.6% of turns ending in a turnover
// (Hard 15,000 nodes v Beginner, seeds 5000-5099 both ways, 2026-12-01) against 131-42-27, 1.45-0.51 and 16.9%.
// A ball's worth fading with the pace its carrier still needs (full up to 3 squares a turn to go, none at 9, on top of
// the half's clock) lost as well: 40-11-12, 1.27 touchdowns a game, against 40-16-7, 1.43 on the same 63 games (seeds
// 5000-5049 both ways, 2026-12-03).

import { G_SCORE0 } from '../../rules/classic/layout'
import { classicDecision } from '../../rules/classic/ruleset'
import type { ClassicState } from '../../rules/classic/state'
import { dot, weightsInOrder, winChance } from '../linear'
import { CLASSIC_FEATURE_COUNT, CLASSIC_FEATURES, CLASSIC_HAND_WEIGHTS, classicFeatures } from './features'
import { FITTED_WEIGHTS, WEIGHT_SOURCE, WIN_SCALE } from './weights'

/** The weights in use, in the features' order. */
export const CLASSIC_WEIGHTS = weightsInOrder(
  CLASSIC_FEATURES,
  WEIGHT_SOURCE === 'fitted' ? FITTED_WEIGHTS : CLASSIC_HAND_WEIGHTS,
)

// One scratch vector: the search evaluates a leaf at a time, and a fresh array per leaf is garbage it need not make.
const scratch = new Float64Array(CLASSIC_FEATURE_COUNT)

/** How good the position is for `side`, one touchdown = 1.0. Reads only. */
export function evaluateClassic(s: ClassicState, side: number): number {
  return dot(classicFeatures(s, side, scratch), CLASSIC_WEIGHTS)
}

/**
 * The chance `side` wins from here (a draw counts half in the fit), from the evaluation through the logistic slope
 * fitted on the same self-play games; a finished game is its result.
 */
export function classicWinProbability(s: ClassicState, side: number): number {
  if (classicDecision(s).side === null) {
    const d = s.m.w[G_SCORE0 + side] - s.m.w[G_SCORE0 + 1 - side]
    return d > 0 ? 1 : d < 0 ? 0 : 0.5
  }
  return winChance(evaluateClassic(s, side), WIN_SCALE)
}
