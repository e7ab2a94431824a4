// The puck: control, loose scatters and bounces off the boards, goals, and the rolls to take, steal and turn it.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { bounceStep, BOUNCE_DISTANCE_DIE } from '../data/boards'
import { SPP_QUARTERS } from '../data/spp'
import { goalOf, isIce, LENGTH, WIDTH } from '../data/rink'
import { DIRS, dirIndex, opposingZones } from '../geometry'
import {
  G_ACTIVE,
  G_CARRIER,
  G_GOAL,
  G_HAD,
  G_LAST_TOUCH,
  G_PUCK_DIR,
  G_PUCK_X,
  G_PUCK_Y,
  G_SCORE,
  G_TURNOVER,
  P_AG,
  P_SIDE,
  P_SPP4,
  P_X,
  P_Y,
} from '../layout'
import { emit, type CrossCheckState } from '../state'
import { clearBoxAfterGoal } from './penalties'

export function setPuck(s: CrossCheckState, x: number, y: number, carrierId: number): void {
  set(s.m, G_PUCK_X, x)
  set(s.m, G_PUCK_Y, y)
  set(s.m, G_CARRIER, carrierId)
  if (carrierId >= 0) {
    set(s.m, G_PUCK_DIR, dirIndex(x - s.m.w[P_X + carrierId], y - s.m.w[P_Y + carrierId]))
    set(s.m, G_LAST_TOUCH + s.m.w[P_SIDE + carrierId], carrierId)
    set(s.m, G_HAD, s.m.w[G_HAD] | (1 << carrierId))
  }
}

/** `p` controls the puck where it lies (it must be in his stick zone). */
export function control(s: CrossCheckState, p: number): void {
  setPuck(s, s.m.w[G_PUCK_X], s.m.w[G_PUCK_Y], p)
  emit(s, { type: 'control', player: p })
}

/** 000: Star Player Points — Goal to the scoring side's last player to touch the puck, Assist to the others who had it. */
function awardGoal(s: CrossCheckState, scorer: number): void {
  const last = s.m.w[G_LAST_TOUCH + scorer]
  if (last >= 0) set(s.m, P_SPP4 + last, s.m.w[P_SPP4 + last] + SPP_QUARTERS.goal)
  const had = s.m.w[G_HAD]
  for (let q = 0; q < 32; q++)
    if (q !== last && (had & (1 << q)) !== 0 && s.m.w[P_SIDE + q] === scorer)
      set(s.m, P_SPP4 + q, s.m.w[P_SPP4 + q] + SPP_QUARTERS.assist)
}

/** 000: "If the puck ends up in the goal, it's a score" — for the side attacking that goal. */
function score(s: CrossCheckState, goalSide: number): void {
  const scorer = 1 - goalSide
  set(s.m, G_SCORE + scorer, s.m.w[G_SCORE + scorer] + 1)
  set(s.m, G_GOAL, 1)
  set(s.m, G_TURNOVER, 1)
  set(s.m, G_CARRIER, -1)
  emit(s, { type: 'goal', side: scorer })
  awardGoal(s, scorer)
  clearBoxAfterGoal(s, goalSide)
}

/**
 * The loose puck travels `dist` squares in direction (dx, dy) from where it lies. Into a goal: a score. Against
 * the boards: it bounces (000: The Boards) from the last ice square; a bounce that hits the boards again stops
 * there (cc-interp: bounce-template).
 */
export function slide(s: CrossCheckState, dx: number, dy: number, dist: number, bounces = 1): void {
  set(s.m, G_CARRIER, -1)
  let x = s.m.w[G_PUCK_X]
  let y = s.m.w[G_PUCK_Y]
  for (let i = 0; i < dist; i++) {
    const nx = x + dx
    const ny = y + dy
    if (goalOf(nx, ny) >= 0) {
      setPuck(s, nx, ny, -1)
      score(s, goalOf(nx, ny))
      return
    }
    if (!isIce(nx, ny)) {
      setPuck(s, x, y, -1)
      if (bounces > 0) bounce(s, nx < 0 ? -1 : nx >= LENGTH ? 1 : 0, ny < 0 ? -1 : ny >= WIDTH ? 1 : 0)
      return
    }
    x = nx
    y = ny
  }
  setPuck(s, x, y, -1)
}

function bounce(s: CrossCheckState, outX: -1 | 0 | 1, outY: -1 | 0 | 1): void {
  if (outX === 0 && outY === 0) return // stopped by the back of a goal: stays (a goal mouth is a wall)
  const face = roll(s.m, 6)
  const step = bounceStep(outX, outY, face)
  emit(s, { type: 'roll', purpose: 'bounce', dice: [face] })
  if (!step) return // 000: "On a roll of a 2, the puck ... landed in the same spot"
  const dist = roll(s.m, BOUNCE_DISTANCE_DIE)
  emit(s, { type: 'roll', purpose: 'bounce-distance', dice: [dist] })
  slide(s, step.dx, step.dy, dist, 0)
}

/** One D8 scatter of a loose puck (a tie on a steal, a whiff). */
export function scatter(s: CrossCheckState): void {
  const d8 = roll(s.m, 8)
  emit(s, { type: 'roll', purpose: 'scatter', dice: [d8] })
  slide(s, DIRS[d8 - 1][0], DIRS[d8 - 1][1], 1)
}

/** Modifier for a take, steal or turn: -1 per opponent whose stick zone holds the player or the puck (000). */
export function zoneModifier(s: CrossCheckState, p: number): number {
  return -opposingZones(
    s,
    s.m.w[P_SIDE + p],
    s.m.w[P_X + p],
    s.m.w[P_Y + p],
    s.m.w[G_PUCK_X],
    s.m.w[G_PUCK_Y],
  )
}

/**
 * 000 contested roll for the puck (cc-interp: contested-roll): challenger first, each D6 + AG + modifiers, the
 * holder +1. Returns the winner, or -1 on a tie (the puck scatters, loose).
 */
export function contest(s: CrossCheckState, challenger: number, holder: number): number {
  const c = roll(s.m, 6) + s.m.w[P_AG + challenger] + zoneModifier(s, challenger)
  const h = roll(s.m, 6) + s.m.w[P_AG + holder] + 1 + zoneModifier(s, holder)
  emit(s, { type: 'contest', challenger, holder, totals: [c, h] })
  if (c === h) {
    scatter(s)
    return -1
  }
  const winner = c > h ? challenger : holder
  if (winner === challenger) {
    control(s, challenger)
    // 000: "An opponent gains control of the puck" — a turnover when the challenger is not on the moving team.
    if (s.m.w[P_SIDE + challenger] !== s.m.w[G_ACTIVE]) set(s.m, G_TURNOVER, 1)
  }
  return winner
}
