// Classic's evaluation as a feature vector (issue 20, point 3): what the hand-set evaluation used to add up, one
// number per term, each read from `side`'s view and antisymmetric (the other side's vector is its negation), so the
// evaluation is their dot product with the weights (weights.ts) and stays zero-sum. Feature 0 is the score
// difference with its weight fixed at 1 by the contract (types.ts: a touchdown's lead is 1.0); the others are
// fitted from self-play (scripts/fitEvaluation.ts). HAND_WEIGHTS are the numbers the evaluation had before the fit,
// kept as the fit's prior and as its yardstick on held-out games.

import {
  BALL_CARRIED,
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_SCORE0,
  G_TURN0,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_BADLY_HURT,
  S_DEAD,
  S_KO,
  S_PRONE,
  S_SENT_OFF,
  S_SERIOUS,
  S_STANDING,
  S_STUNNED,
  MAX_PLAYERS,
} from '../../rules/classic/layout'
import { tackleZones } from '../../rules/classic/geometry'
import { classicDecision } from '../../rules/classic/ruleset'
import type { ClassicState } from '../../rules/classic/state'
import { carrierExposure } from './cage'
import { TURNS_PER_HALF, toGo } from './look'

export const CLASSIC_FEATURES = [
  'score', // our touchdowns − theirs
  // Players on the pitch, and those of them standing, rather than standing and down apart: with both weights kept
  // positive (the fit keeps each weight's hand-set sign), a standing player is never worth less than a fallen one,
  // so the search never sees a knock-down as a gift to the side knocked down.
  'onPitch', // our players on the pitch (standing, prone or stunned) − theirs
  'standing', // our players standing − theirs (on top of onPitch)
  'ko', // their KO'd − ours
  'casualty', // their casualties (badly hurt, serious, dead, sent off) − ours
  'possession', // ±time: the ball held (+ ours), weighed by the turns its owner has left (time, 0..1)
  'advance', // ±time·progress²: how far the carrier has come (progress 0..1 towards the end zone he attacks)
  'advanceLinear', // ±time·progress: the same, straight (not in the hand-set sum; the fit may use it)
  'marked', // ±time·tackle zones on the carrier
  'exposedHold', // ±exposure·time: the chance the side moving next takes the ball, times the ball's worth...
  'exposedAdvance', // ...±exposure·time·progress²
  'exposedMarked', // ...±exposure·time·zones
  'exposed', // ±exposure: what the ball taken is worth to the taker besides (the hand-set SWING)
  'loose', // a ball on the ground: Σ ±(4 − distance) over standing players within 3 squares of it
] as const

export type ClassicFeature = (typeof CLASSIC_FEATURES)[number]
export const CLASSIC_FEATURE_COUNT = CLASSIC_FEATURES.length

/** The evaluation's numbers before the fit (commit c778413's evaluate.ts), one per feature. */
export const CLASSIC_HAND_WEIGHTS: Readonly<Record<ClassicFeature, number>> = {
  score: 1,
  onPitch: 0.015,
  standing: 0.025,
  ko: 0.05,
  casualty: 0.08,
  possession: 0.25,
  advance: 0.45,
  advanceLinear: 0,
  marked: -0.05,
  // The carrier's exposure costs the ball's worth (held) and a swing of 0.15 besides.
  exposedHold: -0.25,
  exposedAdvance: -0.45,
  exposedMarked: 0.05,
  exposed: -0.15,
  loose: 0.02,
}

/** `side`'s feature vector of `s`, written into `out` (fresh when omitted). Reads only. */
export function classicFeatures(
  s: ClassicState,
  side: number,
  out: Float64Array = new Float64Array(CLASSIC_FEATURE_COUNT),
): Float64Array {
  out.fill(0)
  const w = s.m.w
  out[0] = w[G_SCORE0 + side] - w[G_SCORE0 + 1 - side]
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const st = w[P_STATE + p]
    const sign = w[P_SIDE + p] === side ? 1 : -1
    if (st === S_STANDING || st === S_PRONE || st === S_STUNNED) out[1] += sign
    if (st === S_STANDING) out[2] += sign
    else if (st === S_KO) out[3] -= sign
    else if (st === S_BADLY_HURT || st === S_SERIOUS || st === S_DEAD || st === S_SENT_OFF) out[4] -= sign
  }
  const ball = w[G_BALL_STATE]
  if (ball === BALL_CARRIED) {
    const c = w[G_CARRIER]
    const owner = w[P_SIDE + c]
    const sign = owner === side ? 1 : -1
    // Turns the owner has left in this half to score with it (his own turn counter): a ball nobody can score with
    // before half time is worth little.
    const left = Math.max(0, TURNS_PER_HALF - w[G_TURN0 + owner]) + 1
    const time = Math.min(1, left / 3)
    const progress = 1 - toGo(owner, w[P_X + c]) / 25
    const zones = tackleZones(s, owner, w[P_X + c], w[P_Y + c], c)
    out[5] = sign * time
    out[6] = sign * time * progress * progress
    out[7] = sign * time * progress
    out[8] = sign * time * zones
    // Their turn next: the ball is worth what they are unlikely to take from it (the cage, who can reach him).
    const next = classicDecision(s).side
    if (next !== null && next !== owner) {
      const e = carrierExposure(s, owner)
      out[9] = e * out[5]
      out[10] = e * out[6]
      out[11] = e * out[8]
      out[12] = sign * e
    }
  } else if (ball === BALL_GROUND) {
    // A loose ball: better for the side with more standing players near it.
    const bx = w[G_BALL_X]
    const by = w[G_BALL_Y]
    for (let p = 0; p < MAX_PLAYERS; p++) {
      if (w[P_STATE + p] !== S_STANDING || w[P_X + p] < 0) continue
      const d = Math.max(Math.abs(w[P_X + p] - bx), Math.abs(w[P_Y + p] - by))
      if (d <= 3) out[13] += (w[P_SIDE + p] === side ? 1 : -1) * (4 - d)
    }
  }
  return out
}
