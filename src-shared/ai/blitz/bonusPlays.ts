// The Blitz Bowl coach's use of the Bonus Plays whose gain the Beginner's plans cannot see (001: Bonus Plays;
// game-facts B7). Each is played only when it does what no plain action does this turn, and is kept otherwise — a
// card in hand is worth CARD_COST (turn.ts) for the plays it may still make:
// - Dodge (a Run that may pass next to opponents, ending Open): a carrier's touchdown a plain Run cannot reach;
// - Defensive Play (Runs may move next to opponents, which ends them): a Run that ties up an opposing carrier a
//   two-square Mark cannot reach;
// - Blitz! (a free Block after a Mark by a player who already Ran): counted in that Mark's value;
// - Bladed Knuckle Dusters (the target's Armour becomes 6+): only when it changes the Armour Check's odds enough.
// The steps of a Run declared with Dodge or Defensive Play follow the same plans (dodgeStep, defensiveStep).

import { BONUS_INDEX } from '../../rules/blitz/data/bonusPlays'
import { DX, DY, markersAt, scoreEndX, sq } from '../../rules/blitz/geometry'
import {
  HEIGHT,
  K_RUN,
  P_ARMOUR,
  P_DONE,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_STANDING,
} from '../../rules/blitz/layout'
import { playable } from '../../rules/blitz/procs/bonus'
import { checkPasses } from '../../rules/blitz/procs/injury'
import type { BlitzState } from '../../rules/blitz/state'
import {
  bestNextTo,
  firstStep,
  hasBall,
  maxMove,
  reachChance,
  runDistances,
  UNREACHED,
  xOfSq,
  yOfSq,
} from './board'
import { cardPoints } from './challenges'
import { bestMarkEnd, markPlan, markSpot, TD } from './plan'

/** What a card in hand is worth kept (turn.ts uses the same figure for every card declared with an action). */
export const CARD_COST = 0.35

export const DODGE = BONUS_INDEX['dodge']
export const DEFENSIVE_PLAY = BONUS_INDEX['defensive-play']

const dist = new Int8Array(SQUARES)
const from = new Int16Array(SQUARES)
const mdist = new Int8Array(SQUARES)
const mfrom = new Int16Array(SQUARES)

/** Chance p reaches `d` squares: certain within `left` mid-run, else by his Move (a D6 for some: board.ts). */
const chanceFor = (s: BlitzState, p: number, d: number, left: number): number =>
  left >= 0 ? (d <= left ? 1 : 0) : reachChance(s, p, d)

/**
 * Carrier p's best chance to score with one Run: `dodge` lets the path pass next to opponents (001 card Dodge), the
 * End Zone square must then be Open. Returns the chance and the End Zone square (-1 for none).
 */
function scoreChance(
  s: BlitzState,
  p: number,
  left: number,
  dodge: boolean,
): { chance: number; goal: number } {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const max = left >= 0 ? left : maxMove(s, p)
  runDistances(s, side, w[P_X + p], w[P_Y + p], max, true, dodge, dist, from)
  const ez = scoreEndX(side)
  let best = { chance: 0, goal: -1 }
  for (let y = 0; y < HEIGHT; y++) {
    const k = sq(ez, y)
    const d = dist[k]
    if (d === UNREACHED || d === 0) continue
    if (dodge && markersAt(s, side, ez, y) > 0) continue // 001 card Dodge: the Run must end Open
    const c = chanceFor(s, p, d, left)
    if (c > best.chance + 1e-9 || (Math.abs(c - best.chance) < 1e-9 && best.goal >= 0 && d < dist[best.goal]))
      best = { chance: c, goal: k }
  }
  return best
}

/**
 * The value of a Run declared with Dodge over the plain Run's: the touchdown chance it adds (a carrier only), less
 * the card; -1 when it adds nothing.
 */
export function dodgeGain(s: BlitzState, p: number): number {
  if (!hasBall(s, p)) return -1
  const plain = scoreChance(s, p, -1, false).chance
  const dodge = scoreChance(s, p, -1, true).chance
  if (dodge <= plain + 0.05) return -1
  return (dodge - plain) * (TD + cardPoints(s, 'showboat')) - CARD_COST
}

/** Mid-run with Dodge: the first step of the path to an Open End Zone square within `left`, or -1. */
export function dodgeStep(s: BlitzState, p: number, left: number): number {
  if (!hasBall(s, p)) return -1
  const { goal } = scoreChance(s, p, left, true)
  return goal < 0 ? -1 : firstStep(from, goal)
}

/**
 * The squares a Run with Defensive Play may end on next to opponents: breadth-first over the squares a Run may
 * cross (next to no standing opponent), the squares next to opponents as ends — a Mark's search with a Run's reach.
 * Returns the best end by markSpot (plan.ts) times the chance to reach it.
 */
function defensivePlan(s: BlitzState, p: number, left: number): { value: number; goal: number } {
  const max = left >= 0 ? left : maxMove(s, p)
  return bestMarkEnd(
    s,
    p,
    max,
    mdist,
    mfrom,
    (n, steps) => chanceFor(s, p, steps, left) * markSpot(s, p, n) - 0.01 * steps,
  )
}

/** Does an opposing carrier stand next to square k? */
function besideCarrier(s: BlitzState, side: number, k: number): boolean {
  const w = s.m.w
  for (let d = 0; d < 8; d++) {
    const x = xOfSq(k) + DX[d]
    const y = yOfSq(k) + DY[d]
    if (x < 0 || y < 0 || x >= 15 || y >= HEIGHT) continue
    const o = w[SQ + sq(x, y)] - 1
    if (o >= 0 && w[P_SIDE + o] !== side && w[P_ST + o] === ST_STANDING && hasBall(s, o)) return true
  }
  return false
}

/**
 * The value of a Run declared with Defensive Play: tying up an opposing carrier that a two-square Mark cannot
 * reach (001: a Marked player can neither Run nor score), less the card; -1 otherwise.
 */
export function defensiveGain(s: BlitzState, p: number): number {
  const side = s.m.w[P_SIDE + p]
  if (hasBall(s, p)) return -1
  const plan = defensivePlan(s, p, -1)
  if (plan.goal < 0 || !besideCarrier(s, side, plan.goal)) return -1
  const mark = markPlan(s, p, 2)
  if (mark.goal >= 0 && besideCarrier(s, side, mark.goal)) return -1 // a plain Mark gets there
  return plan.value - CARD_COST
}

/** Mid-run with Defensive Play: the first step towards the square next to the opposing carrier, or -1. */
export function defensiveStep(s: BlitzState, p: number, left: number): number {
  const side = s.m.w[P_SIDE + p]
  const plan = defensivePlan(s, p, left)
  if (plan.goal < 0 || !besideCarrier(s, side, plan.goal)) return -1
  let k = plan.goal
  const here = sq(s.m.w[P_X + p], s.m.w[P_Y + p])
  while (mfrom[k] !== here && mfrom[k] !== -1) k = mfrom[k]
  return k
}

/** Did p Run this turn (Blitz! needs it before the Mark)? */
const ranAlready = (s: BlitzState, p: number): boolean => (s.m.w[P_DONE + p] & (1 << K_RUN)) !== 0

/**
 * What Blitz! adds to a Mark of p ending on `goal` (001 card Blitz!: after a Mark by a player who already Ran, a
 * free Block): the best free Block from there — the carrier's knock-down above all — less the card. `knock` gives
 * a Block's knock-down chance (turn.ts knockChance, read from where p stands now: close enough for a choice).
 */
export function blitzGain(
  s: BlitzState,
  p: number,
  goal: number,
  knock: (a: number, t: number) => number,
): number {
  const side = s.m.w[P_SIDE + p]
  if (goal < 0 || !ranAlready(s, p) || playable(s, side, 'blitz') < 0) return 0
  return bestNextTo(s, side, goal, (o) => knock(p, o) * (hasBall(s, o) ? 3 : 0.6) - CARD_COST)
}

/** Chance an Armour Check against `value` (n+) fails. */
function failChance(value: number): number {
  let fail = 0
  for (let d = 1; d <= 6; d++) if (!checkPasses(d, 0, value)) fail++
  return fail / 6
}

/**
 * Bladed Knuckle Dusters on a knocked-down target t (001 card: his Armour becomes 6+ for the check): played when
 * the injury chance it adds, at what an injury is worth (a player out; Break Some Bones! if active), beats keeping
 * the card.
 */
export function knuckleGain(s: BlitzState, t: number): number {
  const before = failChance(s.m.w[P_ARMOUR + t])
  const after = failChance(6)
  return (after - before) * (INJURY + cardPoints(s, 'break-some-bones')) - CARD_COST
}

/** What an opponent injured is worth in points: a player out until a Reserves action brings one back. */
export const INJURY = 1.2
