// The team turn: which player declares what next. Safe things first, risky things last, so a turnover costs as
// little as possible: a sure touchdown, blocks on three dice, the blitz on their carrier, freeing and moving our
// carrier, the cage, support and chasing moves (no rolls), the pick-up, blocks on two dice, a blitz for damage,
// standing players up, a long-shot touchdown, then the end of the turn.

import {
  A_DECLARE,
  A_END_TURN,
  K_BLITZ,
  K_BLOCK,
  K_FOUL,
  K_HAND_OFF,
  K_MOVE,
  K_PASS,
  code,
} from '../../rules/classic/actions'
import { P_STATE, P_X, P_Y, S_PRONE, S_STANDING, S_STUNNED } from '../../rules/classic/layout'
import { armourValue } from '../../rules/classic/procs/injury'
import { foulModifier } from '../../rules/classic/procs/foul'
import { armourBreakChance } from '../../rules/classic/probability'
import { blitzPlan, bestBlock, pickUpOdds, scoreBar, type Goal } from './goals'
import { holdsCorner, playerGoal } from './cage'
import { relayPlan, type Relay } from './relay'
import { dist, freePlayers, type LegalSet, type Look } from './look'
import { reachFor, type Reach } from './paths'

function declare(legal: LegalSet, p: number, kind: number): number | null {
  const c = code(A_DECLARE, p, kind)
  return legal.has(c) ? c : null
}

/** The declaration (or end of turn) the team turn should make now. */
export function planTurn(lk: Look, legal: LegalSet): number {
  const w = lk.w
  const free = freePlayers(lk)
  const reachOf = (p: number): Reach => reachFor(lk, p)
  const carrierFree = lk.ourBall && free.includes(lk.carrier) && w[P_STATE + lk.carrier] === S_STANDING
  let carrierPlan: Goal | null = null
  if (carrierFree) {
    carrierPlan = playerGoal(lk, lk.carrier, reachOf(lk.carrier))
    // A sure touchdown first: nothing can go wrong on the way.
    if (carrierPlan.why === 'score' && carrierPlan.p >= 0.999) {
      const c = declare(legal, lk.carrier, K_MOVE)
      if (c !== null) return c
    }
  }
  // Scoring through a team-mate when the carrier cannot score himself: the receiver keeps still until then.
  let relay: Relay | null = null
  if (carrierFree && carrierPlan && carrierPlan.why !== 'score') {
    const handOff = legal.has(code(A_DECLARE, lk.carrier, K_HAND_OFF))
    const pass = legal.has(code(A_DECLARE, lk.carrier, K_PASS))
    const r = handOff || pass ? relayPlan(lk, lk.carrier, handOff, pass, reachOf(lk.carrier)) : null
    if (r && r.p > scoreBar(lk)) relay = r
  }
  const receiver = relay ? relay.receiver : -1
  const blockers = free.filter((p) => p !== lk.carrier && p !== receiver && w[P_STATE + p] === S_STANDING)

  // Blocks on three dice: a turnover is all but impossible.
  const three = bestOf(blockers, lk, (o) => o.dice >= 3)
  if (three !== null) {
    const c = declare(legal, three, K_BLOCK)
    if (c !== null) return c
  }

  // Their carrier: blitz him (or block him where he stands).
  if (lk.theirBall) {
    const cx = w[P_X + lk.carrier]
    const cy = w[P_Y + lk.carrier]
    for (const p of blockers)
      if (dist(w[P_X + p], w[P_Y + p], cx, cy) === 1) {
        const o = bestBlock(lk, p)
        if (o && o.target === lk.carrier && o.dice !== -3) {
          const c = declare(legal, p, K_BLOCK)
          if (c !== null) return c
        }
      }
    let bestP = -1
    let bestV = 0.05
    for (const p of free) {
      if (!legal.has(code(A_DECLARE, p, K_BLITZ))) continue
      const plan = blitzPlan(lk, p, true)
      if (plan && plan.value > bestV) {
        bestV = plan.value
        bestP = p
      }
    }
    if (bestP >= 0) return code(A_DECLARE, bestP, K_BLITZ)
  }

  if (lk.ourBall) {
    // Free our carrier: block the players marking him (two or more dice, ours to pick).
    const cx = w[P_X + lk.carrier]
    const cy = w[P_Y + lk.carrier]
    for (const p of blockers) {
      const o = bestBlock(lk, p)
      if (!o || o.dice < 2) continue
      const tx = w[P_X + o.target]
      const ty = w[P_Y + o.target]
      if (dist(tx, ty, cx, cy) === 1) {
        const c = declare(legal, p, K_BLOCK)
        if (c !== null) return c
      }
    }
    if (carrierFree && carrierPlan && carrierPlan.why === 'advance' && !relay) {
      const c = declare(legal, lk.carrier, K_MOVE)
      if (c !== null) return c
    }
  }

  // The coach picks a likely ball up before the others move, so they can cage the new carrier where he ends: the
  // Beginner's way (the others first, a failed pick-up costing nothing more) left him alone at their turn.
  if (lk.coach && lk.looseBall) {
    const c = pickUp(lk, legal, free, reachOf, COACH_PICKUP_FIRST)
    if (c !== null) return c
  }

  // Moves with no roll: the cage around our carrier first, then the others.
  const goals = new Map<number, Goal>()
  for (const p of free) {
    if (p === lk.carrier || p === receiver || w[P_STATE + p] !== S_STANDING) continue
    goals.set(p, playerGoal(lk, p, reachOf(p)))
  }
  for (const why of ['cage', 'mark', 'support', 'chase'] as const)
    for (const [p, g] of goals)
      if (g.why === why && g.p >= 0.999) {
        const c = declare(legal, p, K_MOVE)
        if (c !== null) return c
      }

  // A loose ball: once the others have moved up, the player likeliest to pick it up goes for it.
  if (lk.looseBall) {
    const c = pickUp(lk, legal, free, reachOf, 0)
    if (c !== null) return c
  }

  // Blocks on two dice, ours to pick (the coach's cage corners keep their squares: a fall opens the cage).
  const two = bestOf(
    lk.coach && lk.ourBall ? blockers.filter((p) => !holdsCorner(lk, p)) : blockers,
    lk,
    (o) => o.dice >= 2,
  )
  if (two !== null) {
    const c = declare(legal, two, K_BLOCK)
    if (c !== null) return c
  }

  // A blitz for damage, when the knock-down is likely.
  let blitzer = -1
  let blitzV = 0.45
  for (const p of blockers) {
    if (!legal.has(code(A_DECLARE, p, K_BLITZ))) continue
    if (lk.ourBall && dist(w[P_X + p], w[P_Y + p], w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1) continue
    const plan = blitzPlan(lk, p, false)
    if (plan && plan.value > blitzV) {
      blitzV = plan.value
      blitzer = p
    }
  }
  if (blitzer >= 0) return code(A_DECLARE, blitzer, K_BLITZ)

  // A foul on a player already down, by someone with nothing better to do (never a cage corner).
  for (const p of blockers) {
    if (!legal.has(code(A_DECLARE, p, K_FOUL))) break
    if (lk.ourBall && dist(w[P_X + p], w[P_Y + p], w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1) continue
    for (const v of downNextTo(lk, p))
      if (armourBreakChance(armourValue(lk.s, v), foulModifier(lk.s, p, v)) >= 0.4)
        return code(A_DECLARE, p, K_FOUL)
  }

  // Players on the ground stand up (and move if there is somewhere to go).
  for (const p of free)
    if (w[P_STATE + p] === S_PRONE && p !== lk.carrier && p !== receiver) {
      const c = declare(legal, p, K_MOVE)
      if (c !== null) return c
    }

  if (relay) {
    const c = declare(legal, lk.carrier, relay.kind === 'pass' ? K_PASS : K_HAND_OFF)
    if (c !== null) return c
  }
  // The carrier's long shot: any chance on the last turn (carrierGoal lowers its bar then).
  if (carrierFree && carrierPlan && carrierPlan.why === 'score') {
    const c = declare(legal, lk.carrier, K_MOVE)
    if (c !== null) return c
  }
  return code(A_END_TURN)
}

/** The coach picks up first when the chance (a team re-roll counted) is at least this. */
const COACH_PICKUP_FIRST = 0.75

/** The Move of the player likeliest to pick the loose ball up, when his chance beats `min`; else null. */
function pickUp(
  lk: Look,
  legal: LegalSet,
  free: readonly number[],
  reachOf: (p: number) => Reach,
  min: number,
): number | null {
  let best = -1
  let bestP = 0
  for (const p of free) {
    const odds = pickUpOdds(lk, reachOf(p))
    if (odds > bestP + 1e-9) {
      bestP = odds
      best = p
    }
  }
  const withReroll = lk.reroll ? 1 - (1 - bestP) * (1 - bestP) : bestP
  if (best < 0 || withReroll < min) return null
  return declare(legal, best, K_MOVE)
}

/** Opponents lying down next to `p` (a foul's victims). */
function downNextTo(lk: Look, p: number): number[] {
  const w = lk.w
  const out: number[] = []
  for (let q = lk.opp * 16; q < lk.opp * 16 + 16; q++) {
    const st = w[P_STATE + q]
    if (
      (st === S_PRONE || st === S_STUNNED) &&
      w[P_X + q] >= 0 &&
      dist(w[P_X + q], w[P_Y + q], w[P_X + p], w[P_Y + p]) === 1
    )
      out.push(q)
  }
  return out
}

/** The blocker whose best block passes `ok` and is worth most, or null. */
function bestOf(
  blockers: readonly number[],
  lk: Look,
  ok: (o: { dice: number; value: number }) => boolean,
): number | null {
  let best: number | null = null
  let bestV = 0
  for (const p of blockers) {
    const o = bestBlock(lk, p)
    if (o && ok(o) && o.value > bestV) {
      bestV = o.value
      best = p
    }
  }
  return best
}
