// Blitz Bowl's evaluation as a feature vector (issue 20, point 3): what the hand-set evaluation used to add up, one
// number per term, each read from `side`'s view and antisymmetric (the other side's vector is its negation), so the
// evaluation of a game in play is their dot product with the weights (weights.ts) and stays zero-sum. Feature 0 is
// the score difference in points (a touchdown is 4), its weight fixed at 1 by the contract (types.ts); the others
// are fitted from self-play (scripts/fitEvaluation.ts). HAND_WEIGHTS are the numbers before the fit, kept as the
// fit's prior and its yardstick on held-out games.

import type { Side } from '../../engine/api'
import {
  G_FINAL,
  G_SCORE0,
  HAND0,
  HAND_MAX,
  MAX_PLAYERS,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
  ST_STANDING,
} from '../../rules/blitz/layout'
import { markersAt } from '../../rules/blitz/geometry'
import type { BlitzState } from '../../rules/blitz/state'
import { balls, cheb, progress, xOfSq, yOfSq } from './board'

export const BLITZ_FEATURES = [
  'score', // our points − theirs
  'held', // balls we hold free of Markers − theirs
  'heldNear', // Σ ±near over those (near: progress towards the End Zone, 0..1)
  'heldMarked', // balls held by a Marked player
  'heldMarkedNear', // Σ ±near over those
  'heldFinal', // balls held once the last card is out (the game ends within a few turns; not in the hand-set sum)
  // Players on the pitch, and those of them standing, rather than standing and prone apart: with both weights kept
  // positive (the fit keeps each weight's hand-set sign), a standing player is never worth less than a prone one.
  'onPitch', // our players standing or prone − theirs
  'standing', // our players standing − theirs (on top of onPitch)
  'hand', // Bonus Plays in hand
  'loose', // Σ over loose balls of the nearer side's lead in squares (their nearest − ours, within ±4)
] as const

export type BlitzFeature = (typeof BLITZ_FEATURES)[number]
export const BLITZ_FEATURE_COUNT = BLITZ_FEATURES.length

/** The evaluation's numbers before the fit (commit c778413's evaluate.ts): a held ball 1.2 + 1.6·near, ×0.6 Marked. */
export const BLITZ_HAND_WEIGHTS: Readonly<Record<BlitzFeature, number>> = {
  score: 1,
  held: 1.2,
  heldNear: 1.6,
  heldMarked: 0.72,
  heldMarkedNear: 0.96,
  heldFinal: 0,
  onPitch: 0.05,
  standing: 0.1,
  hand: 0.15,
  loose: 0.12,
}

/** `side`'s feature vector of `s`, written into `out` (fresh when omitted). Reads only. */
export function blitzFeatures(
  s: BlitzState,
  side: Side | number,
  out: Float64Array = new Float64Array(BLITZ_FEATURE_COUNT),
): Float64Array {
  out.fill(0)
  const w = s.m.w
  out[0] = w[G_SCORE0 + side] - w[G_SCORE0 + 1 - side]
  const info = balls(s)
  const final = w[G_FINAL] >= 0 ? 1 : 0
  for (const owner of [0, 1]) {
    const sign = owner === side ? 1 : -1
    for (const c of info.carriers[owner]) {
      const near = progress(owner, w[P_X + c]) / 14
      const marked = markersAt(s, owner, w[P_X + c], w[P_Y + c]) > 0
      out[marked ? 3 : 1] += sign
      out[marked ? 4 : 2] += sign * near
      out[5] += sign * final
    }
  }
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== 0 && w[P_SIDE + p] !== 1) continue
    const sign = w[P_SIDE + p] === side ? 1 : -1
    if (w[P_ST + p] === ST_STANDING || w[P_ST + p] === ST_PRONE) out[6] += sign
    if (w[P_ST + p] === ST_STANDING) out[7] += sign
  }
  for (let i = 0; i < HAND_MAX; i++) {
    if (w[HAND0 + side * HAND_MAX + i] >= 0) out[8]++
    if (w[HAND0 + (1 - side) * HAND_MAX + i] >= 0) out[8]--
  }
  // Who is nearer each loose ball: the nearer side gets a share of a held ball's worth.
  for (const b of info.loose) {
    const near = [99, 99]
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (w[P_ST + p] === ST_STANDING)
        near[w[P_SIDE + p]] = Math.min(near[w[P_SIDE + p]], cheb(w[P_X + p], w[P_Y + p], xOfSq(b), yOfSq(b)))
    out[9] += Math.max(-4, Math.min(4, near[1 - side] - near[side]))
  }
  return out
}
