// blitz evaluation weights (one point (a touchdown is 4) = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets blitz --games 120 --held 40
// Sample: 120 training games, seeds 5000–5119 (coach v coach and Beginner v coach
// by turns), 5772 rows (each team turn's end, both sides); held out: 40 games, seeds
// 9000–9039, 1848 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 31.4213 | 33.1853; win log-loss 0.5172 | 0.5377; winner named 0.7276 | 0.7184.
// In use: fitted (its held-out margin error is no worse than the hand-set weights’).
import type { BlitzFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<BlitzFeature, number>> = {
  score: 1,
  held: 0,
  heldNear: 1.21208,
  heldMarked: 1.09212,
  heldMarkedNear: 0,
  heldFinal: -0.635813,
  onPitch: 0,
  standing: 0,
  hand: 0,
  loose: 0,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'fitted'

/** The win chance's logistic slope per point (a touchdown is 4) of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 0.287521
