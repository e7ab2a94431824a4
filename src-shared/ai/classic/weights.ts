// classic evaluation weights (one touchdown = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets classic --games 100 --held 30
// Sample: 100 training games, seeds 5000–5099 (coach v coach and Beginner v coach
// by turns), 8202 rows (each team turn's end, both sides); held out: 30 games, seeds
// 9000–9029, 2476 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 1.5183 | 1.4653; win log-loss 0.5382 | 0.5289; winner named 0.7408 | 0.7418.
// In use: hand-set (the fitted weights predicted the held-out margins worse).
import type { ClassicFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<ClassicFeature, number>> = {
  score: 1,
  onPitch: 0,
  standing: 0.00992413,
  ko: 0.0144849,
  casualty: 0.019852,
  possession: 0.0165081,
  advance: 0.937225,
  advanceLinear: 0.352301,
  marked: -0.0855648,
  exposedHold: -0.290511,
  exposedAdvance: -0.568085,
  exposedMarked: 0.088264,
  exposed: -0.135992,
  loose: 0.00775458,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'hand'

/** The win chance's logistic slope per touchdown of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 1.64221
