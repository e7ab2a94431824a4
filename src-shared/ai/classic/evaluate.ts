// Classic's positional evaluation for the Hard search's leaves, in touchdowns: the score difference, plus the
// ball (who holds it, how far from the end zone, how safe the carrier is), the players still standing and those
// out of the match, weighed down as the half runs out (a ball nobody can score with is worth little then). A leaf
// at the end of a team turn also prices the carrier's exposure to the other side's coming turn (cage.ts), which a
// search that stops at the handover would otherwise never see.

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

const STANDING = 0.04
const DOWN = 0.015
const KO = 0.05
const CASUALTY = 0.08
const POSSESSION = 0.25
const ADVANCE = 0.45
const MARKED = 0.05
/** What a ball they take from us is worth to them, besides what it was worth to us. */
const SWING = 0.15

/** How good the position is for `side`, one touchdown = 1.0. Reads only. */
export function evaluateClassic(s: ClassicState, side: number): number {
  const w = s.m.w
  let v = w[G_SCORE0 + side] - w[G_SCORE0 + 1 - side]
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const st = w[P_STATE + p]
    const sign = w[P_SIDE + p] === side ? 1 : -1
    if (st === S_STANDING) v += sign * STANDING
    else if (st === S_PRONE || st === S_STUNNED) v += sign * DOWN
    else if (st === S_KO) v -= sign * KO
    else if (st === S_BADLY_HURT || st === S_SERIOUS || st === S_DEAD || st === S_SENT_OFF)
      v -= sign * CASUALTY
  }
  const state = w[G_BALL_STATE]
  if (state === BALL_CARRIED) {
    const c = w[G_CARRIER]
    const owner = w[P_SIDE + c]
    const sign = owner === side ? 1 : -1
    // Turns the owner has left in this half to score with it (his own turn counter).
    const left = Math.max(0, TURNS_PER_HALF - w[G_TURN0 + owner]) + 1
    const time = Math.min(1, left / 3)
    const progress = 1 - toGo(owner, w[P_X + c]) / 25
    const marked = tackleZones(s, owner, w[P_X + c], w[P_Y + c], c)
    const held = time * (POSSESSION + ADVANCE * progress * progress - MARKED * marked)
    v += sign * held
    // Their turn next: the ball is worth what they are unlikely to take from it (the cage, who can reach him).
    const next = classicDecision(s).side
    if (next !== null && next !== owner) v -= sign * carrierExposure(s, owner) * (held + SWING)
  } else if (state === BALL_GROUND) {
    // A loose ball: slightly better for the side with more standing players near it.
    const bx = w[G_BALL_X]
    const by = w[G_BALL_Y]
    for (let p = 0; p < MAX_PLAYERS; p++) {
      if (w[P_STATE + p] !== S_STANDING || w[P_X + p] < 0) continue
      const d = Math.max(Math.abs(w[P_X + p] - bx), Math.abs(w[P_Y + p] - by))
      if (d <= 3) v += (w[P_SIDE + p] === side ? 1 : -1) * 0.02 * (4 - d)
    }
  }
  return v
}
