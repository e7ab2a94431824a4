// The team turn: which player declares what next. Safe things first, risky things last, so a turnover costs as
// little as possible (issue 20's order): a sure touchdown (the coach ahead stalls it to the half's last turn),
// blocks on three dice, the blitz on their carrier, freeing our carrier, on the half's last turn the ball's run at
// once, stand-ups with no roll, freeing a loose ball, blocks on two dice ours to pick, our carrier's move, the cage,
// marking, support and chasing moves (no rolls), a pick-up above the floor, a blitz for damage, a foul, the other
// stand-ups, a pass or hand-off that scores, a pick-up below the floor, a long-shot touchdown, the end of the turn.
// The Hard level's coach is stricter (issue 20: its turns ended in a turnover more often than the Beginner's): a
// two-dice block without Block, a risky hit on their carrier and a pick-up under 8/9 wait for the moves with no
// roll, the likelier of the risky rolls first, and no desperate pick-up before the half's last turn (the ball
// screened instead: goals.ts moveGoal); a touchdown at 5/6 or better before anything else; two-dice blocks that
// gain nothing but the knock-down, then its foul, as the turn's last actions.

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
import {
  G_SCORE0,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
} from '../../rules/classic/layout'
import { armourValue } from '../../rules/classic/procs/injury'
import { foulModifier } from '../../rules/classic/procs/foul'
import { armourBreakChance } from '../../rules/classic/probability'
import {
  COACH_LAST_PICKUP,
  lastChance,
  pickUpOdds,
  scoreBar,
  withReroll,
  type BlockOption,
  type Goal,
} from './goals'
import { holdsCorner } from './cage'
import { blitzOf, blockOf, goalOf } from './turnPlanLook'
import { relayPlan, type Relay } from './relay'
import {
  dist,
  freePlayers,
  occupantAt,
  onPitch,
  onSideline,
  TURNS_PER_HALF,
  zonesOn,
  type LegalSet,
  type Look,
} from './look'
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
    carrierPlan = goalOf(lk, lk.carrier)
    // A sure touchdown first: nothing can go wrong on the way. The coach ahead on the half's second-last turn
    // stalls instead, his carrier safe in the cage, and scores on the last (issue 20: the clock plan).
    // The coach's bar is a sure roll, not no roll: one 2+ Going For It or a dodge at 5/6 with the team re-roll
    // scores before any other roll of the turn could end it (issue 20: the ball held in reach, not scored).
    const sure = lk.coach ? SURE_SCORE : 0.999
    if (carrierPlan.why === 'score' && carrierPlan.p >= sure) {
      if (stalls(lk)) carrierPlan = null
      else {
        const c = declare(legal, lk.carrier, K_MOVE)
        if (c !== null) return c
      }
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

  // Their carrier: blitz him (or block him where he stands) — with the dice against us only as the last chance.
  // The coach's riskier hit on him (a one-die block, a dodge on the way: a turnover one time in four or more)
  // waits until the safe moves are made — the markers then give it their assists — unless he could score next
  // turn (the last chance).
  let carrierHit: number | null = null
  if (lk.theirBall) {
    const cx = w[P_X + lk.carrier]
    const cy = w[P_Y + lk.carrier]
    const waits = lk.coach && !lastChance(lk)
    for (const p of blockers)
      if (carrierHit === null && dist(w[P_X + p], w[P_Y + p], cx, cy) === 1) {
        const o = blockOf(lk, p)
        if (o && o.target === lk.carrier && (o.dice > 0 || (o.dice === -2 && lastChance(lk)))) {
          const c = declare(legal, p, K_BLOCK)
          if (c !== null && waits && o.fall > RISKY_HIT) carrierHit = c
          else if (c !== null) return c
        }
      }
    let bestP = -1
    let bestV = 0.05
    let bestRisk = 0
    for (const p of free) {
      if (!legal.has(code(A_DECLARE, p, K_BLITZ))) continue
      const plan = blitzOf(lk, p, true)
      if (plan && plan.value > bestV) {
        bestV = plan.value
        bestP = p
        bestRisk = plan.risk
      }
    }
    if (bestP >= 0 && !(waits && bestRisk > RISKY_HIT)) return code(A_DECLARE, bestP, K_BLITZ)
    if (bestP >= 0 && carrierHit === null) carrierHit = code(A_DECLARE, bestP, K_BLITZ)
  }

  if (lk.ourBall) {
    // Free our carrier: block the players marking him (two or more dice, ours to pick).
    const c = blockNextTo(lk, legal, blockers, w[P_X + lk.carrier], w[P_Y + lk.carrier])
    if (c !== null) return c
  }

  // The half's last turn: the ball first — nothing after it matters, and a turnover before it would cost the score
  // (issue 20: Beginners started their last turn with the ball in reach of the end zone and never ran).
  if (lk.lastTurn && carrierFree && carrierPlan) {
    if (relay) {
      const c = declare(legal, lk.carrier, relay.kind === 'pass' ? K_PASS : K_HAND_OFF)
      if (c !== null) return c
    }
    if (carrierPlan.why === 'score') {
      const c = declare(legal, lk.carrier, K_MOVE)
      if (c !== null) return c
    }
  }

  // Players on the ground stand up where that takes no roll and their move after it takes none either.
  for (const p of free)
    if (w[P_STATE + p] === S_PRONE && p !== lk.carrier && p !== receiver && goalOf(lk, p).p >= 0.999) {
      const c = declare(legal, p, K_MOVE)
      if (c !== null) return c
    }

  // A loose ball in a crowd: free it first, blocking (two or more dice, ours to pick) the players marking it.
  if (lk.looseBall) {
    const c = blockNextTo(lk, legal, blockers, lk.bx, lk.by)
    if (c !== null) return c
  }

  // The coach picks a likely ball up before the others move, so they can cage the new carrier where he ends: the
  // Beginner's way (the others first, a failed pick-up costing nothing more) left him alone at their turn.
  if (lk.coach && lk.looseBall) {
    const c = pickUp(lk, legal, free, reachOf, COACH_PICKUP_FIRST)
    if (c !== null) return c
  }

  // Blocks on two dice, ours to pick (the coach's cage corners keep their squares: a fall opens the cage). The
  // coach throws only the near-safe ones here (his blocker has Block); one without Block falls on one block in
  // nine (Both Down, 004), so it waits until the safe moves are made (below), where a fall costs nobody's turn.
  const cornersKept = lk.coach && lk.ourBall ? blockers.filter((p) => !holdsCorner(lk, p)) : blockers
  const two = bestOf(cornersKept, lk, (o) => o.dice >= 2 && (!lk.coach || o.fall <= SAFE_FALL))
  if (two !== null) {
    const c = declare(legal, two, K_BLOCK)
    if (c !== null) return c
  }

  // Our carrier moves on before the others, so the cage can form where he ends. Tried and left out (2026-12-02):
  // the two-dice blocks (corners too) on the opponents up to three squares in front of a carrier who cannot
  // advance, or of any carrier, thrown here to open his lane — the coach alone v Beginner, seeds 9000-9999 both
  // ways: 903-581-516 and 907-574-519 against 872-604-524, and the carried ball no nearer the end zone turn by
  // turn (scripts/classic-drives.ts): within the noise.
  if (carrierFree && carrierPlan && carrierPlan.why === 'advance' && !relay) {
    const c = declare(legal, lk.carrier, K_MOVE)
    if (c !== null) return c
  }

  // Moves with no roll: the cage around our carrier first, then the others.
  const goals = new Map<number, Goal>()
  for (const p of free) {
    if (p === lk.carrier || p === receiver || w[P_STATE + p] !== S_STANDING) continue
    goals.set(p, goalOf(lk, p))
  }
  for (const why of ['cage', 'mark', 'support', 'chase'] as const)
    for (const [p, g] of goals)
      if (g.why === why && g.p >= 0.999) {
        const c = declare(legal, p, K_MOVE)
        if (c !== null) return c
      }

  // The coach's riskier hit on their carrier, now that the safe moves are made.
  if (carrierHit !== null) return carrierHit

  // A loose ball: once the others have moved up, the player likeliest to pick it up goes for it — when the odds
  // clear the floor; a worse chance waits for the turn's last action, where a failure costs nothing more. (The
  // coach's comes after his riskier blocks and blitz below: the likelier roll first, so the unlikelier one fails
  // with less of the turn left to lose.)
  if (lk.looseBall && !lk.coach) {
    const c = pickUp(lk, legal, free, reachOf, BEGINNER_PICKUP_FLOOR)
    if (c !== null) return c
  }

  // The coach's riskier two-dice blocks (no Block), now that the safe moves are made — only where the block
  // gains something (issue 20: 10 of the coach's 73 turnovers were such blocks, most on players who mattered to
  // nothing): their carrier or his escort, a marker of our carrier, a player by a loose ball.
  if (lk.coach) {
    const late = bestOf(cornersKept, lk, (o) => o.dice >= 2 && matters(lk, o.target))
    if (late !== null) {
      const c = declare(legal, late, K_BLOCK)
      if (c !== null) return c
    }
  }

  // A blitz for damage, when the knock-down is likely.
  let blitzer = -1
  let blitzV = 0.45
  for (const p of blockers) {
    if (!legal.has(code(A_DECLARE, p, K_BLITZ))) continue
    if (lk.ourBall && dist(w[P_X + p], w[P_Y + p], w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1) continue
    const plan = blitzOf(lk, p, false)
    if (plan && plan.value > blitzV) {
      blitzV = plan.value
      blitzer = p
    }
  }
  if (blitzer >= 0) return code(A_DECLARE, blitzer, K_BLITZ)

  // A foul on a player already down, by someone with nothing better to do (never a cage corner). The coach's
  // waits for the turn's end (below).
  if (!lk.coach) {
    const c = foul(lk, legal, blockers)
    if (c !== null) return c
  }

  // The coach's pick-up below 8/9: before the stand-ups whose moves roll — a pick-up's failure then costs the
  // least.
  if (lk.looseBall && lk.coach) {
    const c = pickUp(lk, legal, free, reachOf, COACH_PICKUP_FLOOR)
    if (c !== null) return c
  }

  // Players on the ground stand up (and move if there is somewhere to go). The coach's never stand up into a
  // pick-up: which player tries it, and when, is pickUp's choice (the best odds, the turn's last action).
  for (const p of free)
    if (w[P_STATE + p] === S_PRONE && p !== lk.carrier && p !== receiver) {
      if (lk.coach && lk.looseBall && goalOf(lk, p).why === 'pickup') continue
      const c = declare(legal, p, K_MOVE)
      if (c !== null) return c
    }

  if (relay) {
    const c = declare(legal, lk.carrier, relay.kind === 'pass' ? K_PASS : K_HAND_OFF)
    if (c !== null) return c
  }
  // The turn's last action: a pick-up below the floor (nobody left to lose a turn for) — the coach's not a
  // desperate one (a 6+ after a dodge) before the half's last turn: the player keeps his feet instead.
  if (lk.looseBall) {
    const c = pickUp(lk, legal, free, reachOf, lk.coach && !lk.lastTurn ? COACH_LAST_PICKUP : 0)
    if (c !== null) return c
  }
  // The carrier's long shot: any chance on the last turn (carrierGoal lowers its bar then).
  if (carrierFree && carrierPlan && carrierPlan.why === 'score') {
    const c = declare(legal, lk.carrier, K_MOVE)
    if (c !== null) return c
  }
  // The coach's other two-dice blocks (no Block: a fall 1 in 9), now that nothing else is left to do but the foul:
  // a fall then costs nobody's action, and every knock-down is an opponent who cannot act next turn and may not
  // come back (botbowl's scripted winners block with everyone left standing). Measured, Hard at 1000 ms v Beginner,
  // seeds 1000-1099 both ways: 131-40-29, 1.34-0.41 touchdowns, 23.3% of turns ending in a turnover, from 112-44-44,
  // 1.15-0.48, 17.9% without; the coach alone v Beginner, 2000 games from seed 9000: 872-604-524 from 812-603-585.
  if (lk.coach) {
    const any = bestOf(cornersKept, lk, (o) => o.dice >= 2)
    if (any !== null) {
      const c = declare(legal, any, K_BLOCK)
      if (c !== null) return c
    }
  }
  // The coach's foul, the turn's last action: its player is sent off one time in six or so, a turnover that cost
  // the pick-ups, stand-ups and hand-offs after it (issue 20: 9 of Hard's 38 turnovers over seeds 3006-3011 both
  // ways at 400 nodes, scripts/classic-turnovers.ts, with 3.3 team-mates still to act on average).
  if (lk.coach) {
    const c = foul(lk, legal, blockers)
    if (c !== null) return c
  }
  return code(A_END_TURN)
}

/** A foul worth making (armour broken 2 times in 5 or more), by a player who marks no carrier of ours, or null. */
function foul(lk: Look, legal: LegalSet, blockers: readonly number[]): number | null {
  const w = lk.w
  for (const p of blockers) {
    if (!legal.has(code(A_DECLARE, p, K_FOUL))) break
    if (lk.ourBall && dist(w[P_X + p], w[P_Y + p], w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1) continue
    for (const v of downNextTo(lk, p))
      if (armourBreakChance(armourValue(lk.s, v), foulModifier(lk.s, p, v)) >= 0.4)
        return code(A_DECLARE, p, K_FOUL)
  }
  return null
}

/** The coach's touchdown run before anything else: the engine's chance (team re-roll counted) at least 5/6. */
const SURE_SCORE = 5 / 6 - 1e-9

/**
 * A block the coach throws before the turn's moves: his own fall at most this likely — three dice ours (1/27) or
 * two with Block (1/36); two without Block (1/9) waits for the safe moves (botbowl's scripted winners: every
 * player first does what is safe).
 */
const SAFE_FALL = 0.04

/** A hit on their carrier the coach makes only after the safe moves: a turnover at least this likely. */
const RISKY_HIT = 0.2

/**
 * The coach picks up first when the chance (a team re-roll counted) is at least this: a 3+ with the re-roll (8/9).
 * A 4+ (3/4 with it) failed as the turn's first action on 12 of 18 of the coach's pick-up turnovers (16 games,
 * scripts/classic-turnovers.ts); it now waits until the others have moved up round the ball.
 */
const COACH_PICKUP_FIRST = 0.88
/**
 * A pick-up before the turn's other risky actions only at these odds (a team re-roll counted); below them it is the
 * turn's last action. The Beginner's floor is lower: a friendlier opponent, still not one that throws the turn away
 * on a 6+ (issue 20: 4+ to 6+ pick-ups in a crowd as the turn's first action).
 */
const COACH_PICKUP_FLOOR = 0.6
const BEGINNER_PICKUP_FLOOR = 0.35

/** A block (two or more dice, ours to pick) on an opponent standing next to (x, y), or null. */
function blockNextTo(
  lk: Look,
  legal: LegalSet,
  blockers: readonly number[],
  x: number,
  y: number,
): number | null {
  const w = lk.w
  for (const p of blockers) {
    const o = blockOf(lk, p)
    if (!o || o.dice < 2) continue
    if (dist(w[P_X + o.target], w[P_Y + o.target], x, y) === 1) {
      const c = declare(legal, p, K_BLOCK)
      if (c !== null) return c
    }
  }
  return null
}

/**
 * The coach ahead on the half's second-last turn keeps a sure touchdown for the last one (their side then has no
 * turn left to answer), when his carrier stands in a full cage with nobody next to him — not on the sideline, where
 * any block that reaches him pushes him into the crowd (cage.ts lostChance).
 */
function stalls(lk: Look): boolean {
  if (!lk.coach || lk.turn !== TURNS_PER_HALF - 1) return false
  const w = lk.w
  if (w[G_SCORE0 + lk.side] <= w[G_SCORE0 + lk.opp]) return false
  const x = w[P_X + lk.carrier]
  const y = w[P_Y + lk.carrier]
  if (onSideline(y)) return false
  return zonesOn(lk, lk.side, x, y, lk.carrier) === 0 && fullCage(lk, x, y)
}

/** Standing team-mates (or the pitch's edge) on all four squares diagonal to (x, y). */
function fullCage(lk: Look, x: number, y: number): boolean {
  const w = lk.w
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    const cx = x + dx
    const cy = y + dy
    if (!onPitch(cx, cy)) continue
    const q = occupantAt(w, cx, cy)
    if (q < 0 || w[P_SIDE + q] !== lk.side || w[P_STATE + q] !== S_STANDING) return false
  }
  return true
}

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
  if (best < 0 || withReroll(lk, bestP) < min) return null
  return declare(legal, best, K_MOVE)
}

/**
 * An opponent whose fall changes the ball's fate: their carrier or a player next to him (his cage), one next to
 * our carrier (a marker), or one next to a loose ball.
 */
function matters(lk: Look, q: number): boolean {
  const w = lk.w
  const x = w[P_X + q]
  const y = w[P_Y + q]
  if (lk.carrier >= 0) return q === lk.carrier || dist(x, y, w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1
  return lk.looseBall && dist(x, y, lk.bx, lk.by) <= 1
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
function bestOf(blockers: readonly number[], lk: Look, ok: (o: BlockOption) => boolean): number | null {
  let best: number | null = null
  let bestV = 0
  for (const p of blockers) {
    const o = blockOf(lk, p)
    if (o && ok(o) && o.value > bestV) {
      bestV = o.value
      best = p
    }
  }
  return best
}
