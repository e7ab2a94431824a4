// crosscheck evaluation weights (one goal = 1.0), fitted from self-play by
// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:
//   npm run fit:eval -- --rulesets crosscheck --games 60 --held 20
// Sample: 60 training games, seeds 5000–5059 (coach v coach and Beginner v coach
// by turns), 7942 rows (each team turn's end, both sides); held out: 20 games, seeds
// 9000–9019, 2630 rows; 0 games cut at 20000 actions.
// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = 25,
// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:
//   margin MSE 2.1295 | 2.2635; win log-loss 0.5463 | 0.5553; winner named 0.8568 | 0.8455.
// In use: fitted (its held-out margin error is no worse than the hand-set weights’).
import type { CrossCheckFeature } from './features'

/** The weights the fit found, in the features' order. */
export const FITTED_WEIGHTS: Readonly<Record<CrossCheckFeature, number>> = {
  score: 1,
  control: 0,
  controlAdvance: 0.426449,
  controlLinear: 0.0225658,
  onIce: 0.0605694,
  skaters: 0.036589,
  goalie: 0.407422,
  box: 0,
  loose: 0.0478838,
  looseAdvance: 0.674741,
  looseChase: 0,
}

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'fitted'

/** The win chance's logistic slope per goal of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 1.52227
