// Scoring through a team-mate: when our carrier cannot reach the end zone himself, a hand-off (after moving next
// to the receiver) or a pass from where he stands to a team-mate who has not acted yet and can run the ball in
// (004: a catch in the end zone scores at once). The team-turn planner and the activation both ask `relayPlan`.

import { bandAllowed, bandOf } from '../../rules/classic/procs/pass'
import { hasNoHands } from '../../rules/classic/procs/noHands'
import { handOffProbability, throwProbability } from '../../rules/classic/throwOdds'
import { HEIGHT, P_X, P_Y, WIDTH } from '../../rules/classic/layout'
import { exactPath } from './goals'
import { forward, scanDir, freePlayers, hasActed, isStandingPlayer, onPitch, sq, type Look } from './look'
import { gfiReserve, reachFor, type Reach } from './paths'
import { K_HAND_OFF } from '../../rules/classic/actions'

export interface Relay {
  readonly kind: 'hand-off' | 'pass'
  readonly receiver: number
  /** Hand-off: the square next to the receiver the carrier moves to (his own when already there). */
  readonly from: number
  /** Chance that the ball gets there and the receiver scores with it. */
  readonly p: number
}

/** The receiver's chance to run the ball in from where he stands (1 when he is in the end zone already). */
function runIn(lk: Look, q: number): number {
  const w = lk.w
  const endX = lk.side === 0 ? WIDTH - 1 : 0
  if (w[P_X + q] === endX) return 1
  const r = reachFor(lk, q)
  let best = -1
  for (let y = 0; y < HEIGHT; y++) {
    const i = sq(endX, y)
    if (r.prob[i] > 0 && (best < 0 || r.prob[i] > r.prob[best])) best = i
  }
  return best < 0 ? 0 : exactPath(lk, r, best)
}

/** The best relay for our carrier `c` this turn (hand-off only while he may still move), or null. */
export function relayPlan(
  lk: Look,
  c: number,
  handOff: boolean,
  pass: boolean,
  rc: Reach = reachFor(lk, c),
): Relay | null {
  const w = lk.w
  let best: Relay | null = null
  // 004: no Going For It on a Hand-off — the squares he may reach within his MA.
  const reserve = handOff ? gfiReserve(lk.s, c, K_HAND_OFF) : 0
  const rh = reserve === 0 ? rc : reachFor(lk, c, reserve)
  for (const q of freePlayers(lk)) {
    if (q === c || !isStandingPlayer(w, q) || hasActed(w, q) || hasNoHands(lk.s, q)) continue
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    const ahead = lk.side === 0 ? qx > w[P_X + c] : qx < w[P_X + c]
    if (!ahead) continue
    const run = runIn(lk, q)
    if (run === 0) continue
    if (handOff) {
      // From a square behind him (he must still be ahead when the carrier gets there, or the plan is gone), the
      // likeliest, then the fewest steps, then the first in our side's order (look.ts SCAN_OF).
      let from = -1
      for (let dy = -1; dy <= 1; dy++)
        for (let k = -1; k <= 1; k++) {
          const dx = k * scanDir(lk.side)
          const x = qx + dx
          const y = qy + dy
          if (dx * forward(lk.side) >= 0 || !onPitch(x, y)) continue
          const i = sq(x, y)
          if (rh.prob[i] === 0 || (from >= 0 && rh.prob[i] < rh.prob[from])) continue
          if (from < 0 || rh.prob[i] > rh.prob[from] || rh.steps[i] < rh.steps[from]) from = i
        }
      if (from >= 0) {
        const p = rh.prob[from] * handOffProbability(lk.s, c, q) * run
        if (!best || p > best.p) best = { kind: 'hand-off', receiver: q, from, p }
      }
    }
    if (pass && bandAllowed(lk.s, bandOf(w[P_X + c], w[P_Y + c], qx, qy))) {
      const p = throwProbability(lk.s, c, qx, qy) * run
      if (!best || p > best.p) best = { kind: 'pass', receiver: q, from: rc.start, p }
    }
  }
  return best
}

/**
 * Whether `p` can carry out a Pass or a Hand-off this turn (issue 20: players without the ball declared a Pass and
 * did nothing, using up the team's one Pass): he holds the ball, or can reach the loose ball this turn, and a
 * standing team-mate who has not acted yet is there to take it. For whoever lists declarations to weigh (the Hard
 * search's candidates); the policy itself declares them only from `relayPlan`.
 */
export function canCarryOut(lk: Look, p: number): boolean {
  const w = lk.w
  const holds = p === lk.carrier && lk.ourBall
  if (!holds && !(lk.looseBall && reachFor(lk, p).prob[sq(lk.bx, lk.by)] > 0)) return false
  return freePlayers(lk).some((q) => q !== p && isStandingPlayer(w, q) && !hasNoHands(lk.s, q))
}
