// Blitz Bowl evaluation weights. Written by scripts/fitEvaluation.ts; rerun it rather than editing by hand.
// Not fitted yet: the hand-set weights (features.ts) are in use.
import type { BlitzFeature } from './features'
import { BLITZ_HAND_WEIGHTS } from './features'

/** The weights the fit found (the hand-set ones until a fit is written). */
export const FITTED_WEIGHTS: Readonly<Record<BlitzFeature, number>> = BLITZ_HAND_WEIGHTS

/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */
export const WEIGHT_SOURCE: 'fitted' | 'hand' = 'hand'

/** The win chance's logistic slope per point of evaluation (fitted with the weights in use). */
export const WIN_SCALE = 0.25
