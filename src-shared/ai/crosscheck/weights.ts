// crosscheck evaluation weights (one goal = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets crosscheck --games 60 --held 20
// Sample: 60 training games, seeds 5000–5059 (coach v coach and Beginner v coach
// by turns), 7784 rows (each team turn's end, both sides); held out: 20 games, seeds
// 9000–9019, 2608 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 2.3190 | 2.3611; win log-loss 0.5149 | 0.5192; winner named 0.8096 | 0.7982.
// In use: fitted (its held-out margin error is no worse than the hand-set weights’).
import type { CrossCheckFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<CrossCheckFeature, number>> = {
  score: 1,
  control: 0,
  controlAdvance: 0.814555,
  controlLinear: 0.240726,
  onIce: 0.040215,
  skaters: 0.0344449,
  goalie: 0.160357,
  box: 0,
  loose: 0,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'fitted'

/** The win chance's logistic slope per goal of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 1.57559
