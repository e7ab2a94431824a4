// classic evaluation weights (one touchdown = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets classic --games 40 --held 20
// Sample: 40 training games, seeds 5000–5039 (coach v coach and Beginner v coach
// by turns), 3276 rows (each team turn's end, both sides); held out: 20 games, seeds
// 9000–9019, 1652 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 1.6846 | 1.5983; win log-loss 0.5128 | 0.4959; winner named 0.7583 | 0.7688.
// In use: hand-set (the fitted weights predicted the held-out margins worse).
import type { ClassicFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<ClassicFeature, number>> = {
  score: 1,
  onPitch: 0,
  standing: 0.0044126,
  ko: 0.0229432,
  casualty: 0.0394031,
  possession: 0,
  advance: 1.00082,
  advanceLinear: 0.337176,
  marked: -0.121139,
  exposedHold: -0.310448,
  exposedAdvance: -0.43274,
  exposedMarked: 0.013323,
  exposed: -0.110708,
  loose: 0.010501,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'hand'

/** The win chance's logistic slope per touchdown of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 1.57063
