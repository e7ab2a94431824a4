// A Cross Check skater's whole move as one plan — "player → square → then shoot / pass / check / take / stop" —
// for the Hard search's root candidates (GameAi.activations, activations.ts): the search skates the player, and
// the coach walks him to the plan's squares and does its last act instead of choosing each step itself. A plan
// holds only while what it was made for still holds, read off the state at every step (same side's team turn, the
// carrier still ours or still theirs, the check's target still carrying); otherwise the coach's own choice runs.
// Plans never read a die.

import {
  A_CHECK,
  A_PASS,
  A_SHOOT,
  A_STEP,
  A_STOP,
  A_TAKE,
  kindOf,
  playerOf,
  xOf,
  yOf,
} from '../../rules/crosscheck/actions'
import { DIRS, puckDir, puckX, sq } from '../../rules/crosscheck/geometry'
import { G_MOVE_LEFT, G_TTOTAL, P_SIDE, P_STATE, P_X, P_Y, PS_STANDING } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { carrierOf, FAR, field, inOffence, matesInOffence, SQUARES } from './board'
import { goalChance } from './shots'

export type PlanEnd = 'shoot' | 'pass' | 'check' | 'take' | 'stop'

export interface SkatePlan {
  readonly player: number
  readonly side: number
  /** The side's team-turn count (G_TTOTAL + side) it was made in: a plan lapses with its turn. */
  readonly turn: number
  /** Squares (sq) to skate to, any one of them; the plan's end is done there (or where no step gets nearer). */
  readonly to: readonly number[]
  readonly end: PlanEnd
  /** The pass's landing square (sq), the check's target player; else -1. */
  readonly target: number
  /** Was the planner the carrier (a shot or pass plan): the plan lapses when he no longer is. */
  readonly carrying: boolean
  /** A check made on a skater beside a loose puck (activations.ts): it lapses once anyone controls the puck. */
  readonly loose?: boolean
}

/** Skating cost per opposing stick zone (board.ts field): the coach's carrier's and a free skater's. */
const ZONE_COST_CARRIER = 8
const ZONE_COST = 3

/** The plan of the one look-ahead simulation under way (the search sets and clears it), and the one in play. */
let lookPlan: SkatePlan | null = null
let playPlan: SkatePlan | null = null

/** Makes the coach follow `plan`: `look` for the simulation under way (null forgets it), `play` for the game. */
export function followSkatePlan(plan: SkatePlan | null, scope: 'look' | 'play'): void {
  if (scope === 'look') lookPlan = plan
  else playPlan = plan
}

/** Does `plan` still hold for p's move in this position? */
function holds(s: CrossCheckState, plan: SkatePlan | null, p: number): plan is SkatePlan {
  if (plan === null || plan.player !== p) return false
  const w = s.m.w
  if (w[P_SIDE + p] !== plan.side || w[G_TTOTAL + plan.side] !== plan.turn) return false
  const c = carrierOf(s)
  if ((c === p) !== plan.carrying) return false
  if (plan.end === 'check')
    return (plan.loose ? c < 0 : c === plan.target) && w[P_STATE + plan.target] === PS_STANDING
  if (plan.end === 'take') return c < 0 || w[P_SIDE + c] !== plan.side
  return true
}

const dist = new Float64Array(SQUARES)
const find = (codes: readonly number[], k: number): number => codes.findIndex((c) => kindOf(c) === k)

/** The plan's last act among `codes`, or -1 when it is not legal here. */
function endOf(s: CrossCheckState, plan: SkatePlan, codes: readonly number[], p: number): number {
  switch (plan.end) {
    case 'stop':
      return find(codes, A_STOP)
    case 'take':
      return find(codes, A_TAKE)
    case 'check':
      return codes.findIndex((c) => kindOf(c) === A_CHECK && playerOf(c) === plan.target)
    case 'pass':
      return codes.findIndex((c) => kindOf(c) === A_PASS && sq(xOf(c), yOf(c)) === plan.target)
    case 'shoot': {
      let best = -1
      let bestQ = -1
      for (let i = 0; i < codes.length; i++) {
        if (kindOf(codes[i]) !== A_SHOOT) continue
        const q = goalChance(s, p, xOf(codes[i]), yOf(codes[i]))
        if (q > bestQ) [best, bestQ] = [i, q]
      }
      return best
    }
  }
}

/**
 * The index among `codes` of p's next action by the plan the search gave him (the look-ahead's, else the one in
 * play), or -1 when no plan holds or its next act is not legal (the coach chooses).
 */
export function plannedMove(s: CrossCheckState, codes: readonly number[], p: number): number {
  const plan = holds(s, lookPlan, p) ? lookPlan : holds(s, playPlan, p) ? playPlan : null
  if (plan === null) return -1
  const w = s.m.w
  const here = sq(w[P_X + p], w[P_Y + p])
  const step = plan.to.includes(here) ? -1 : stepTowards(s, plan, codes, p)
  return step >= 0 ? step : endOf(s, plan, codes, p)
}

/** The legal step nearer the plan's squares (stick zones priced as the coach prices them), or -1. */
function stepTowards(s: CrossCheckState, plan: SkatePlan, codes: readonly number[], p: number): number {
  const w = s.m.w
  if (w[G_MOVE_LEFT] < 1) return -1
  field(s, p, plan.to, dist, plan.carrying ? ZONE_COST_CARRIER : ZONE_COST)
  const side = plan.side
  // Onside (000: Offsides): a carrier's puck, a square ahead of him, does not cross into the offensive zone with a
  // team-mate already in it; a team-mate of our carrier does not go in before the puck.
  const ahead = plan.carrying ? DIRS[puckDir(s)][0] : 0
  const c = carrierOf(s)
  const noOffence = plan.carrying
    ? matesInOffence(s, side, p) > 0
    : c >= 0 && w[P_SIDE + c] === side && !inOffence(side, puckX(s))
  // A carrier is judged by his puck's column (`ahead`), a team-mate by his own.
  const offside = (x: number): boolean => inOffence(side, x + ahead)
  let best = -1
  let bestD = dist[sq(w[P_X + p], w[P_Y + p])]
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_STEP) continue
    const x = xOf(codes[i])
    const y = yOf(codes[i])
    if (noOffence && offside(x) && !offside(w[P_X + p])) continue
    const d = dist[sq(x, y)]
    if (d < bestD - 1e-9) [best, bestD] = [i, d]
  }
  return bestD >= FAR ? -1 : best
}
