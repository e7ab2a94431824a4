// 000: Penalties — the ref die, the time track, the penalty box and release, and the box cleared after a goal.
// rulings.md: called on the listed number or more; a called penalty is a turnover; penalty turns count the
// penalised team's own turns.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { PENALTIES, penaltyCalled, type PenaltyId } from '../data/penalties'
import { creaseOf, RINK, zoneFor } from '../data/rink'
import { SPP_QUARTERS } from '../data/spp'
import { occupant } from '../geometry'
import {
  G_ACTIVE,
  G_TTOTAL,
  G_TURNOVER,
  MAX_PLAYERS,
  P_RELEASE,
  P_SIDE,
  P_SPP4,
  P_STATE,
  P_X,
  P_Y,
  PS_BENCH,
  PS_BOX,
  PS_STANDING,
  TEAM_MAX,
} from '../layout'
import { emit, type CrossCheckState } from '../state'
import { place, takeOff } from './pieces'

/** The ref die for `p`'s penalty; true when called (he goes to the time track). */
export function refDie(s: CrossCheckState, p: number, id: PenaltyId): boolean {
  const die = roll(s.m, 6)
  const called = penaltyCalled(id, die)
  emit(s, {
    type: 'roll',
    purpose: 'ref',
    player: p,
    dice: [die],
    target: PENALTIES[id].call,
    success: called,
  })
  if (!called) return false // rulings.md: a penalty not called is not committed
  const side = s.m.w[P_SIDE + p]
  const turns = PENALTIES[id].turns
  takeOff(s, p, PS_BOX)
  set(s.m, P_RELEASE + p, s.m.w[G_TTOTAL + side] + turns)
  // 000: Penalty Time — a quarter point per penalty turn charged, served or not.
  set(s.m, P_SPP4 + p, s.m.w[P_SPP4 + p] + turns * SPP_QUARTERS.penaltyTurn)
  emit(s, { type: 'penalty', player: p, penalty: id, turns })
  if (side === s.m.w[G_ACTIVE]) set(s.m, G_TURNOVER, 1) // 000: "commits a penalty" is a turnover
  return true
}

export function inBox(s: CrossCheckState, side: number): number {
  let n = 0
  for (let i = 0; i < TEAM_MAX; i++) if (s.m.w[P_STATE + side * TEAM_MAX + i] === PS_BOX) n++
  return n
}

/**
 * Whether `p` has served his time and sits in the penalty box free to skate out: 000 "At the start of that turn he
 * is placed IN the penalty box and may then move normally".
 */
export function outOfTime(s: CrossCheckState, p: number): boolean {
  return s.m.w[P_STATE + p] === PS_BOX && s.m.w[P_RELEASE + p] <= s.m.w[G_TTOTAL + s.m.w[P_SIDE + p]]
}

/** 000: the start of the turn his penalty expires: he is in the box, and may skate out this turn or a later one. */
export function releaseFromBox(s: CrossCheckState, side: number): void {
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (s.m.w[P_STATE + p] === PS_BOX && s.m.w[P_RELEASE + p] === s.m.w[G_TTOTAL + side])
      emit(s, { type: 'released', player: p })
  }
}

/** cc-interp: penalty-box — the ice squares a player skating out of his box steps onto first (free ones). */
export function boxDoors(s: CrossCheckState, side: number, out: number[]): number[] {
  out.length = 0
  for (const x of RINK.boxDoorX[side]) if (occupant(s, x, 0) < 0) out.push(x)
  return out
}

/** He skates out of the box onto a door square (the first step of his move). */
export function leaveBox(s: CrossCheckState, p: number, x: number): void {
  place(s, p, x, 0, PS_STANDING)
  emit(s, { type: 'leaves-box', player: p, x, y: 0 })
}

/** rulings.md: after a goal the team scored upon moves its own penalised players to the reserve box. */
export function clearBoxAfterGoal(s: CrossCheckState, scoredUpon: number): void {
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = scoredUpon * TEAM_MAX + i
    if (s.m.w[P_STATE + p] === PS_BOX) set(s.m, P_STATE + p, PS_BENCH)
  }
}

/** 000: Interference — a player in the opposing crease at the end of his team's turn (4+). */
export function interference(s: CrossCheckState, side: number): void {
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (s.m.w[P_X + p] >= 0 && creaseOf(s.m.w[P_X + p], s.m.w[P_Y + p]) === 1 - side)
      refDie(s, p, 'interference')
  }
}

/**
 * 000: Offsides — when the puck enters the moving team's offensive zone and a team-mate (not the carrier) is
 * already there, the first such player is subject to the penalty (cc-interp: offsides).
 */
export function offsides(
  s: CrossCheckState,
  side: number,
  fromX: number,
  toX: number,
  carrierId: number,
): void {
  if (zoneFor(side, fromX) === 'offensive' || zoneFor(side, toX) !== 'offensive') return
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (
      q !== carrierId &&
      s.m.w[P_SIDE + q] === side &&
      s.m.w[P_X + q] >= 0 &&
      zoneFor(side, s.m.w[P_X + q]) === 'offensive'
    ) {
      refDie(s, q, 'offsides')
      return
    }
}
