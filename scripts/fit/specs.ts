// What the fit needs of each game (issue 20, point 3): its feature names and vector, the hand-set weights, and the
// path of the weights module the fit writes. One entry a game.
import type { RulesetId } from '@shared/engine/api'
import { BLITZ_FEATURES, BLITZ_HAND_WEIGHTS, blitzFeatures } from '@shared/ai/blitz/features'
import { CLASSIC_FEATURES, CLASSIC_HAND_WEIGHTS, classicFeatures } from '@shared/ai/classic/features'
import {
  CROSSCHECK_FEATURES,
  CROSSCHECK_HAND_WEIGHTS,
  crossCheckFeatures,
} from '@shared/ai/crosscheck/features'
import type { BlitzState } from '@shared/rules/blitz/state'
import type { ClassicState } from '@shared/rules/classic/state'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'

export interface FitSpec {
  readonly id: RulesetId
  /** The feature names in vector order; index 0 is the score difference (weight 1 by contract, never fitted). */
  readonly names: readonly string[]
  readonly hand: Readonly<Record<string, number>>
  features(state: unknown, side: number): Float64Array
  /** The weights module the fit writes, from the repository's root. */
  readonly weightsFile: string
  /** The type the weights module's record is declared with (features.ts's union of names). */
  readonly featureType: string
  /** What one unit of the evaluation is, for the weights file's header. */
  readonly unit: string
}

export const FIT_SPECS: Readonly<Record<'classic' | 'blitz' | 'crosscheck', FitSpec>> = {
  classic: {
    id: 'classic',
    names: CLASSIC_FEATURES,
    hand: CLASSIC_HAND_WEIGHTS,
    features: (s, side) => classicFeatures(s as ClassicState, side),
    weightsFile: 'src-shared/ai/classic/weights.ts',
    featureType: 'ClassicFeature',
    unit: 'touchdown',
  },
  blitz: {
    id: 'blitz',
    names: BLITZ_FEATURES,
    hand: BLITZ_HAND_WEIGHTS,
    features: (s, side) => blitzFeatures(s as BlitzState, side),
    weightsFile: 'src-shared/ai/blitz/weights.ts',
    featureType: 'BlitzFeature',
    unit: 'point (a touchdown is 4)',
  },
  crosscheck: {
    id: 'crosscheck',
    names: CROSSCHECK_FEATURES,
    hand: CROSSCHECK_HAND_WEIGHTS,
    features: (s, side) => crossCheckFeatures(s as CrossCheckState, side),
    weightsFile: 'src-shared/ai/crosscheck/weights.ts',
    featureType: 'CrossCheckFeature',
    unit: 'goal',
  },
}
