// Moving pieces and balls on the pitch: every change of a square, a status or a ball goes through here so the
// pitch words, the player columns and the ball columns never disagree.

import { set } from '../../../engine/memory'
import { sq } from '../geometry'
import {
  A_TOOK,
  B_CARRIER,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_HELD,
  BALL_NONE,
  G_ACTIVE,
  G_HELD_START,
  MAX_BALLS,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  ST_RESERVE,
} from '../layout'
import { emit, type BlitzState } from '../state'

export function placePlayer(s: BlitzState, p: number, x: number, y: number): void {
  const m = s.m
  set(m, P_X + p, x)
  set(m, P_Y + p, y)
  set(m, SQ + sq(x, y), p + 1)
}

/** Moves a player on the pitch; a carried ball goes with them. */
export function movePlayer(s: BlitzState, p: number, x: number, y: number): void {
  const m = s.m
  set(m, SQ + sq(m.w[P_X + p], m.w[P_Y + p]), 0)
  placePlayer(s, p, x, y)
  for (let b = 0; b < MAX_BALLS; b++)
    if (m.w[B_ST + b] === BALL_HELD && m.w[B_CARRIER + b] === p) {
      set(m, B_X + b, x)
      set(m, B_Y + b, y)
    }
}

/** Takes a player off the pitch into the Dugout (001: Injured Players / Reserves). */
export function toDugout(s: BlitzState, p: number): void {
  const m = s.m
  if (m.w[P_X + p] >= 0) set(m, SQ + sq(m.w[P_X + p], m.w[P_Y + p]), 0)
  set(m, P_X + p, -1)
  set(m, P_Y + p, -1)
  set(m, P_ST + p, ST_RESERVE)
}

export function takeBall(s: BlitzState, b: number, p: number): void {
  const m = s.m
  set(m, B_ST + b, BALL_HELD)
  set(m, B_CARRIER + b, p)
  set(m, B_X + b, m.w[P_X + p])
  set(m, B_Y + b, m.w[P_Y + p])
  // 001: Get The Ball! — possession of a ball the team did not hold when the turn began.
  if (m.w[P_SIDE + p] === m.w[G_ACTIVE] && (m.w[G_HELD_START] & (1 << b)) === 0) set(m, A_TOOK, 1)
  emit(s, { type: 'possession', ball: b, player: p })
}

export function dropBall(s: BlitzState, b: number): void {
  set(s.m, B_ST + b, BALL_GROUND)
  set(s.m, B_CARRIER + b, -1)
}

export function setBallAt(s: BlitzState, b: number, x: number, y: number): void {
  set(s.m, B_ST + b, BALL_GROUND)
  set(s.m, B_CARRIER + b, -1)
  set(s.m, B_X + b, x)
  set(s.m, B_Y + b, y)
}

export function removeBall(s: BlitzState, b: number): void {
  set(s.m, B_ST + b, BALL_NONE)
  set(s.m, B_CARRIER + b, -1)
  set(s.m, B_X + b, -1)
  set(s.m, B_Y + b, -1)
  emit(s, { type: 'ball-removed', ball: b })
}

export function freeBallSlot(s: BlitzState): number {
  for (let b = 0; b < MAX_BALLS; b++) if (s.m.w[B_ST + b] === BALL_NONE) return b
  return -1
}

export function ballsInPlay(s: BlitzState): number {
  let n = 0
  for (let b = 0; b < MAX_BALLS; b++) if (s.m.w[B_ST + b] !== BALL_NONE) n++
  return n
}
