// Cross Check's evaluation as a feature vector (issue 20, point 3): what the hand-set evaluation used to add up, one
// number per term, each read from `side`'s view and antisymmetric (the other side's vector is its negation), so the
// evaluation of a game in play is their dot product with the weights (weights.ts) and stays zero-sum. Feature 0 is
// the goal difference, its weight fixed at 1 by the contract (types.ts); the others are fitted from self-play
// (scripts/fitEvaluation.ts). HAND_WEIGHTS are the numbers before the fit, kept as the fit's prior and its
// yardstick on held-out games.

import type { Side } from '../../engine/api'
import {
  G_CARRIER,
  G_SCORE,
  MAX_PLAYERS,
  P_GOALIE,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_BOX,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
} from '../../rules/crosscheck/layout'
import { puckX, puckY } from '../../rules/crosscheck/geometry'
import { LENGTH } from '../../rules/crosscheck/data/rink'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { cheb, progress } from './board'
import { puckSafety } from './safety'

export const CROSSCHECK_FEATURES = [
  'score', // our goals − theirs
  'control', // ±safety: the puck controlled (+ ours), times how safe it is from steals (safety.ts, 0.3..1)
  'controlAdvance', // ±safety·progress²: the carrier's way towards the goal he attacks (progress 0..1)
  'controlLinear', // ±safety·progress: the same, straight (not in the hand-set sum; the fit may use it)
  // Players on the ice, and those of them standing, rather than standing and down apart: with the weights kept
  // positive (the fit keeps each weight's hand-set sign), a standing player is never worth less than a fallen one.
  'onIce', // our players standing, prone or stunned − theirs
  'skaters', // our skaters standing − theirs (on top of onIce)
  'goalie', // our goalie standing − theirs (on top of onIce)
  'box', // in the box
  'loose', // a loose puck: their nearest standing player's distance − ours (within ±5)
  // A loose puck's place and who gets to it first: a shot that misses lands loose by their goal, where our skaters
  // wait for the rebound (coachMove.ts), and a position worth that much to the games must not read as nothing.
  'looseAdvance', // a loose puck: 2u − 1, u its way from our goal's end to theirs (0..1)
  'looseChase', // a loose puck: who is nearer (±3 squares, /3) times the nearer side's u² (its way to the goal it attacks)
] as const

export type CrossCheckFeature = (typeof CROSSCHECK_FEATURES)[number]
export const CROSSCHECK_FEATURE_COUNT = CROSSCHECK_FEATURES.length

/** The evaluation's numbers before the fit (commit c778413's evaluate.ts). */
export const CROSSCHECK_HAND_WEIGHTS: Readonly<Record<CrossCheckFeature, number>> = {
  score: 1,
  control: 0.15,
  controlAdvance: 0.25,
  controlLinear: 0,
  onIce: 0.005,
  skaters: 0.015,
  goalie: 0.095,
  box: -0.05,
  loose: 0.02,
  looseAdvance: 0.05,
  looseChase: 0.1,
}

/** `side`'s feature vector of `s`, written into `out` (fresh when omitted). Reads only. */
export function crossCheckFeatures(
  s: CrossCheckState,
  side: Side | number,
  out: Float64Array = new Float64Array(CROSSCHECK_FEATURE_COUNT),
): Float64Array {
  out.fill(0)
  const w = s.m.w
  out[0] = w[G_SCORE + side] - w[G_SCORE + 1 - side]
  const c = w[G_CARRIER]
  if (c >= 0) {
    const owner = w[P_SIDE + c]
    const sign = owner === side ? 1 : -1
    const safety = puckSafety(s, owner)
    const prog = progress(owner, w[P_X + c]) / 25
    out[1] = sign * safety
    out[2] = sign * safety * prog * prog
    out[3] = sign * safety * prog
  }
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== 0 && w[P_SIDE + p] !== 1) continue
    const sign = w[P_SIDE + p] === side ? 1 : -1
    const st = w[P_STATE + p]
    if (st === PS_STANDING || st === PS_PRONE || st === PS_STUNNED) out[4] += sign
    if (st === PS_STANDING) out[w[P_GOALIE + p] === 1 ? 6 : 5] += sign
    else if (st === PS_BOX) out[7] += sign
  }
  if (c < 0) {
    const near = [99, 99]
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (w[P_STATE + p] === PS_STANDING && w[P_X + p] >= 0)
        near[w[P_SIDE + p]] = Math.min(near[w[P_SIDE + p]], cheb(w[P_X + p], w[P_Y + p], puckX(s), puckY(s)))
    out[8] = Math.max(-5, Math.min(5, near[1 - side] - near[side]))
    const u = progress(side, puckX(s)) / (LENGTH - 1)
    out[9] = 2 * u - 1
    // Antisymmetric: from the other side's view the nearer side and its way to goal swap.
    const d = Math.max(-3, Math.min(3, near[1 - side] - near[side])) / 3
    out[10] = d > 0 ? d * u * u : d * (1 - u) * (1 - u)
  }
  return out
}
