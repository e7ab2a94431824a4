// The active player's next step: he works out again, from where he stands, why he was declared (the same goals the
// team-turn planner used), then takes the first square of the likeliest path there, blocks, or ends his action.

import {
  A_BLOCK,
  A_END_ACTIVATION,
  A_FOUL,
  A_HAND_OFF,
  A_STEP,
  A_THROW,
  K_BLITZ,
  K_BLOCK,
  K_FOUL,
  K_HAND_OFF,
  K_MOVE,
  K_PASS,
  code,
  playerOf,
  typeOf,
} from '../../rules/classic/actions'
import { P_X, P_Y, WIDTH } from '../../rules/classic/layout'
import { AF_BLOCKED } from '../../rules/classic/procs/turnLegal'
import { armourValue } from '../../rules/classic/procs/injury'
import { bestBlock, declaredBlitz } from './goals'
import { playerGoal } from './cage'
import { dist, type LegalSet, type Look } from './look'
import { firstStep, gfiReserve, reachFor } from './paths'
import { relayPlan } from './relay'

function stepTo(legal: LegalSet, to: number): number | null {
  if (to < 0) return null
  const x = to % WIDTH
  const c = code(A_STEP, 0, x, (to - x) / WIDTH)
  return legal.has(c) ? c : null
}

function endActivation(legal: LegalSet): number {
  const c = code(A_END_ACTIVATION)
  return legal.has(c) ? c : legal.codes[legal.codes.length - 1]
}

/** The active player `p`'s next action, for the action `kind` he declared (`flags`: the activation's flags). */
export function actActivation(lk: Look, legal: LegalSet, p: number, kind: number, flags: number): number {
  const w = lk.w
  if (kind === K_BLOCK) {
    if ((flags & AF_BLOCKED) !== 0) return endActivation(legal)
    const o = bestBlock(lk, p)
    const c = o ? code(A_BLOCK, o.target) : -1
    return legal.has(c) ? c : endActivation(legal)
  }
  if (kind === K_BLITZ) {
    if ((flags & AF_BLOCKED) !== 0) return endActivation(legal)
    const plan = declaredBlitz(lk, p)
    if (!plan) return endActivation(legal)
    const tx = w[P_X + plan.target]
    const ty = w[P_Y + plan.target]
    if (dist(w[P_X + p], w[P_Y + p], tx, ty) === 1) {
      const c = code(A_BLOCK, plan.target)
      if (legal.has(c)) return c
    }
    return stepTo(legal, firstStep(reachFor(lk, p, 1), plan.from)) ?? endActivation(legal)
  }
  if (kind === K_FOUL) {
    // A foul on the adjacent opponent whose armour is easiest to break.
    let best = -1
    let bestAv = 99
    for (const c of legal.codes)
      if (typeOf(c) === A_FOUL && armourValue(lk.s, playerOf(c)) < bestAv) {
        bestAv = armourValue(lk.s, playerOf(c))
        best = c
      }
    return best >= 0 ? best : endActivation(legal)
  }
  if (kind === K_HAND_OFF || kind === K_PASS) {
    // The carrier: the relay planned at the declaration, worked out again from where he stands now. Anyone else
    // (a look-ahead may declare it: hard/search.ts) moves as on a Move, picking a loose ball up on the way.
    if (p !== lk.carrier)
      return moveOn(lk, legal, p, kind === K_HAND_OFF ? gfiReserve(lk.s, p, K_HAND_OFF) : 0)
    const relay = relayPlan(lk, p, kind === K_HAND_OFF, kind === K_PASS)
    // No receiver any more (the one planned for was knocked down, say): the carrier still moves where his own
    // goal takes him (a Pass or Hand-off action includes a move), rather than standing still for nothing.
    if (!relay) return moveOn(lk, legal, p, kind === K_HAND_OFF ? gfiReserve(lk.s, p, K_HAND_OFF) : 0)
    const q = relay.receiver
    if (relay.kind === 'pass') {
      const c = code(A_THROW, 0, w[P_X + q], w[P_Y + q])
      return legal.has(c) ? c : endActivation(legal)
    }
    if (dist(w[P_X + p], w[P_Y + p], w[P_X + q], w[P_Y + q]) === 1) {
      const c = code(A_HAND_OFF, q)
      if (legal.has(c)) return c
    }
    const reserve = kind === K_HAND_OFF ? gfiReserve(lk.s, p, K_HAND_OFF) : 0 // 004: no Going For It here
    return stepTo(legal, firstStep(reachFor(lk, p, reserve), relay.from)) ?? endActivation(legal)
  }
  if (kind === K_MOVE) return moveOn(lk, legal, p, 0)
  return endActivation(legal)
}

/** The next step of `p` towards his goal (`reserve`: squares kept back), or the end of his action. */
function moveOn(lk: Look, legal: LegalSet, p: number, reserve: number): number {
  const r = reachFor(lk, p, reserve)
  const goal = playerGoal(lk, p, r)
  if (goal.to === r.start) return endActivation(legal)
  return stepTo(legal, firstStep(r, goal.to)) ?? endActivation(legal)
}
