// crosscheck evaluation weights (one goal = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets crosscheck --games 200 --held 40
// Sample: 200 training games, seeds 5000–5199 (coach v coach and Beginner v coach
// by turns), 26340 rows (each team turn's end, both sides); held out: 40 games, seeds
// 9000–9039, 5272 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 2.7640 | 2.9478; win log-loss 0.4593 | 0.4670; winner named 0.8459 | 0.8303.
// In use: fitted (its held-out margin error is no worse than the hand-set weights’).
import type { CrossCheckFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<CrossCheckFeature, number>> = {
  score: 1,
  control: 0,
  controlAdvance: 0,
  controlLinear: 0.320343,
  onIce: 0.0648695,
  skaters: 0.0291232,
  goalie: 0.300011,
  box: 0,
  loose: 0.0585053,
  looseAdvance: 0.811973,
  looseChase: 0,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'fitted'

/** The win chance's logistic slope per goal of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 1.32693
