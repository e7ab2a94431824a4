// The goal functions' answers remembered for one look (one position, one decision). The team-turn planner
// (turnPolicy.ts) asks the same players' goals, best blocks and blitzes several times in one call — for its blocks
// on three dice, then two, then the riskier ones —, and the look-ahead's turn plan (turnPlan.ts) calls it once per
// declaration of the turn on the one look. A look is of a position that does not change while it is used (the
// policy reads only, or looks ahead inside a mark/undo), so a remembered answer is exactly the one asked again.

import { playerGoal } from './cage'
import { bestBlock, blitzPlan, type BlitzPlan, type BlockOption, type Goal } from './goals'
import type { Look } from './look'
import { reachFor } from './paths'

interface Asked {
  readonly goals: Map<number, Goal>
  readonly blocks: Map<number, BlockOption | null>
  readonly blitzes: Map<number, BlitzPlan | null>
}

const asked = new WeakMap<Look, Asked>()

function of(lk: Look): Asked {
  let a = asked.get(lk)
  if (!a) asked.set(lk, (a = { goals: new Map(), blocks: new Map(), blitzes: new Map() }))
  return a
}

/** `playerGoal` of `p` over his whole reach, once per look. */
export function goalOf(lk: Look, p: number): Goal {
  const goals = of(lk).goals
  let g = goals.get(p)
  if (!g) goals.set(p, (g = playerGoal(lk, p, reachFor(lk, p))))
  return g
}

/** `bestBlock` of `p`, once per look. */
export function blockOf(lk: Look, p: number): BlockOption | null {
  const blocks = of(lk).blocks
  let o = blocks.get(p)
  if (o === undefined) blocks.set(p, (o = bestBlock(lk, p)))
  return o
}

/** `blitzPlan` of `p`, once per look and target choice. */
export function blitzOf(lk: Look, p: number, onlyCarrier: boolean): BlitzPlan | null {
  const blitzes = of(lk).blitzes
  const key = p * 2 + (onlyCarrier ? 1 : 0)
  let b = blitzes.get(key)
  if (b === undefined) blitzes.set(key, (b = blitzPlan(lk, p, onlyCarrier)))
  return b
}
