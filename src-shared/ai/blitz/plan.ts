// Where a Run or a Mark should end, and what getting there is worth (in points): the same function scores a
// declaration and steers each step, so the player keeps heading for the goal it was sent to.

import { AB } from '../../rules/blitz/data/abilities'
import { LONG_D2 } from '../../rules/blitz/data/ruler'
import {
  DX,
  DY,
  free,
  hasAbility,
  markersAt,
  onPitch,
  sq,
  scoreEndX,
  groundBallAt,
} from '../../rules/blitz/geometry'
import {
  G_ACTIONS_LEFT,
  HEIGHT,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_STANDING,
} from '../../rules/blitz/layout'
import type { BlitzState } from '../../rules/blitz/state'
import {
  balls,
  type BallInfo,
  canHoldBall,
  cheb,
  hasBall,
  maxMove,
  progress,
  reachChance,
  runDistances,
  threat,
  threatGrid,
  UNREACHED,
  xOfSq,
  yOfSq,
} from './board'
import { cardPoints, spotCardsAt, spotContext } from './challenges'

export const TD = 4

const dist = new Int8Array(SQUARES)
const from = new Int16Array(SQUARES)
const dist2 = new Int8Array(SQUARES)
const from2 = new Int16Array(SQUARES)

export interface Plan {
  /** Square to end on (the current one when staying is best). */
  goal: number
  /** What the move gains over staying, in points. */
  value: number
}

const isTrapdoor = (s: BlitzState, k: number): boolean => s.trapdoors.includes(k)

/**
 * How good it is for a carrier to stand on square k at the end of the turn (not in the End Zone); `threats`: the
 * side's threatGrid at 3 squares, when the caller weighs many squares.
 */
function carrierSpot(s: BlitzState, side: number, k: number, threats?: Int8Array): number {
  const x = xOfSq(k)
  const y = yOfSq(k)
  const t = threats ? threats[k] : threat(s, side, x, y, 3)
  return 0.15 * progress(side, x) - 0.35 * t - (isTrapdoor(s, k) ? 0.5 : 0)
}

/** Scratch threat grids for one plan (3 squares: a carrier's square; 2: a receiver's). */
const THREAT3 = new Int8Array(SQUARES)
const THREAT2 = new Int8Array(SQUARES)

/**
 * How useful a team-mate without the ball is on square k (receiving, chasing the ball, marking range). `info` is
 * `balls(s)` and `threats2` the side's threatGrid at 2 squares (or null), read once by the caller for all the
 * squares it weighs.
 */
function supportSpot(
  s: BlitzState,
  p: number,
  k: number,
  info: BallInfo,
  threats2: Int8Array | null,
): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const x = xOfSq(k)
  const y = yOfSq(k)
  let v = isTrapdoor(s, k) ? -0.5 : 0
  for (const c of info.carriers[side]) {
    if (c === p) continue
    const dx = w[P_X + c] - x
    const dy = w[P_Y + c] - y
    // A receiver the carrier can reach, the further forward and the less threatened the better.
    if (dx * dx + dy * dy <= LONG_D2 && progress(side, x) > progress(side, w[P_X + c]))
      v = Math.max(
        v,
        (x === scoreEndX(side) ? 0.8 : 0.04 * progress(side, x)) -
          0.1 * (threats2 ? threats2[k] : threat(s, side, x, y, 2)),
      )
  }
  for (const c of info.carriers[1 - side]) {
    // Within reach of a Mark (two squares, ending next to them) of the opposing carrier: ready to tie them up.
    const d = cheb(w[P_X + c], w[P_Y + c], x, y)
    v = Math.max(v, d <= 3 ? 0.5 - 0.05 * d : 0.3 - 0.04 * d)
  }
  for (const b of info.loose) v = Math.max(v, 0.35 - 0.04 * cheb(xOfSq(b), yOfSq(b), x, y))
  if (info.carriers[0].length + info.carriers[1].length + info.loose.length === 0) {
    // No ball in play: a new one comes through a trapdoor; stand near one, never on it.
    for (const t of s.trapdoors) {
      const d = cheb(xOfSq(t), yOfSq(t), x, y)
      if (d > 0) v = Math.max(v, 0.3 - 0.05 * d)
    }
  }
  return v
}

/**
 * Declaration plans of the one position being weighed (`withPlanCache`), by player and extra squares: a turn's
 * legal list has each player's Run once per Bonus Play in hand, and each asked for the same plan.
 */
let planCache: Map<number, Plan> | null = null

/** Runs `weigh` with the declaration plans of the current position remembered (the state must not change in it). */
export function withPlanCache<T>(weigh: () => T): T {
  const outer = planCache
  planCache = new Map()
  try {
    return weigh()
  } finally {
    planCache = outer
  }
}

/**
 * The Run plan of p: `left` squares for sure (a step in progress), or the player's own Move (D6: chances) when
 * `left` is -1, plus `extra` (Sprint).
 */
export function runPlan(s: BlitzState, p: number, left: number, extra = 0): Plan {
  if (left >= 0 || !planCache) return planRun(s, p, left, extra)
  const key = p * 64 + extra
  let plan = planCache.get(key)
  if (!plan) planCache.set(key, (plan = planRun(s, p, left, extra)))
  return plan
}

function planRun(s: BlitzState, p: number, left: number, extra: number): Plan {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const here = sq(x, y)
  const max = left >= 0 ? left : maxMove(s, p, extra)
  const chance = (d: number): number => (left >= 0 ? (d <= left ? 1 : 0) : reachChance(s, p, d, extra))
  const carrying = hasBall(s, p)
  const freePath = hasAbility(s, p, AB.warMachine)
  runDistances(s, side, x, y, max, carrying, freePath, dist, from)
  let best: Plan = { goal: here, value: 0 }
  const consider = (goal: number, value: number): void => {
    if (value > best.value + 1e-9 || (Math.abs(value - best.value) < 1e-9 && dist[goal] < dist[best.goal]))
      best = { goal, value }
  }
  const ez = scoreEndX(side)
  // Mid-run (`left` known) stopping here ends the Run here, so the cards this square meets count for staying too;
  // at the declaration staying is no action and earns nothing.
  // The cards' square-free reads, once for every square weighed below.
  const cards = spotContext(s, p)
  const stayCards = left >= 0 ? spotCardsAt(s, cards, here, false, true) : 0
  if (carrying) {
    const threats = threatGrid(s, side, 3, THREAT3)
    const stay = x === ez ? 0 : carrierSpot(s, side, here, threats) + stayCards
    for (let k = 0; k < SQUARES; k++) {
      const d = dist[k]
      if (d === UNREACHED || d === 0) continue
      const c = chance(d)
      if (c === 0) continue
      // Showboat For The Crowd! is claimed by the touchdown; the other cards by where the run ends (challenges.ts).
      if (xOfSq(k) === ez) consider(k, (TD + cardPoints(s, 'showboat')) * c - (1 - c) * 0.3 - stay)
      else if (c === 1)
        consider(k, carrierSpot(s, side, k, threats) + spotCardsAt(s, cards, k, false, left >= 0) - stay)
    }
    return best
  }
  const info = balls(s)
  // A receiver's threat is read only when a team-mate holds a ball.
  const threats2 = info.carriers[side].some((c) => c !== p) ? threatGrid(s, side, 2, THREAT2) : null
  const stay = supportSpot(s, p, here, info, threats2) + stayCards
  if (canHoldBall(s, p)) {
    for (const b of info.loose) {
      const d = dist[b]
      if (d === UNREACHED || d === 0) continue
      const c = chance(d)
      if (c === 0) continue
      // Picking the ball up, then running on with what is left of the move (the run goes on after a pick-up).
      let onward = 0
      const rest = max - d
      if (rest > 0) {
        runDistances(s, side, xOfSq(b), yOfSq(b), rest, true, freePath, dist2, from2)
        for (let y2 = 0; y2 < HEIGHT; y2++) {
          const d2 = dist2[sq(ez, y2)]
          if (d2 === UNREACHED) continue
          onward = Math.max(
            onward,
            TD * (left >= 0 ? (d + d2 <= left ? 1 : 0) : reachChance(s, p, d + d2, extra)),
          )
        }
      }
      consider(b, c * (2 + cardPoints(s, 'get-the-ball') + carrierSpot(s, side, b) * 0.3) + onward - stay)
    }
  }
  for (let k = 0; k < SQUARES; k++) {
    const d = dist[k]
    if (d === UNREACHED || d === 0 || chance(d) < 1 || groundBallAt(s, xOfSq(k), yOfSq(k)) >= 0) continue
    consider(k, supportSpot(s, p, k, info, threats2) + spotCardsAt(s, cards, k, false, left >= 0) - stay)
  }
  return best
}

/**
 * The next square towards the plan's goal, or -1 to stop. The plan (`left` known, so never a remembered one) leaves
 * its own run search in `dist`/`from` — the pick-up search after it has buffers of its own — so the path is read
 * from there.
 */
export function runStep(s: BlitzState, p: number, left: number): number {
  const plan = runPlan(s, p, left)
  const w = s.m.w
  const here = sq(w[P_X + p], w[P_Y + p])
  if (plan.goal === here) return -1
  // (A negative `left` is no step in progress: the plan searched the whole Move, the path is searched as asked.)
  if (left < 0)
    runDistances(
      s,
      w[P_SIDE + p],
      w[P_X + p],
      w[P_Y + p],
      left,
      hasBall(s, p),
      hasAbility(s, p, AB.warMachine),
      dist,
      from,
    )
  let k = plan.goal
  if (dist[k] === UNREACHED) return -1
  while (from[k] !== here && from[k] !== -1) k = from[k]
  return k
}

/** What a Mark ending on square k is worth to p's team (001: Mark Action). */
export function markSpot(s: BlitzState, p: number, k: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const x = xOfSq(k)
  const y = yOfSq(k)
  if (hasBall(s, p)) return -1 // a Marked carrier can neither Run nor score
  let v = isTrapdoor(s, k) ? -0.4 : 0
  let marks = 0
  for (let d = 0; d < 8; d++) {
    const nx = x + DX[d]
    const ny = y + DY[d]
    if (!onPitch(nx, ny)) continue
    const o = w[SQ + sq(nx, ny)] - 1
    if (o < 0 || w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    marks++
    if (hasBall(s, o)) v += 2.5 + 0.08 * progress(1 - side, w[P_X + o])
    else v += 0.15
    // Marking an opponent who marks one of our carriers sets up a Block that frees them.
    for (let e = 0; e < 8; e++) {
      const mx = nx + DX[e]
      const my = ny + DY[e]
      if (!onPitch(mx, my)) continue
      const q = w[SQ + sq(mx, my)] - 1
      if (q >= 0 && q !== p && w[P_SIDE + q] === side && hasBall(s, q)) v += 0.4
    }
  }
  if (marks >= 2 && w[G_ACTIONS_LEFT] === 0) v += 0.1
  return v
}

/** Best square a Mark of up to `left` squares can end on (Marking squares end the move), or -1 if none. */
export function markPlan(s: BlitzState, p: number, left: number): Plan {
  const cards = spotContext(s, p)
  return bestMarkEnd(
    s,
    p,
    left,
    dist,
    from,
    (n, steps) => markSpot(s, p, n) + spotCardsAt(s, cards, n, true) - steps * 0.01,
  )
}

/**
 * Breadth-first from p's square over the free squares that Mark no opponent, at most `left` steps; each free square
 * that does Mark one is an end, valued by `value(square, steps)`. The best end (goal -1: none). `dist`/`from` are
 * the caller's buffers, so it can read the way back (a Mark's plan and Defensive Play's Run share this search).
 */
export function bestMarkEnd(
  s: BlitzState,
  p: number,
  left: number,
  dist: Int8Array,
  from: Int16Array,
  value: (square: number, steps: number) => number,
): Plan {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const here = sq(w[P_X + p], w[P_Y + p])
  let best: Plan = { goal: -1, value: -Infinity }
  dist.fill(UNREACHED)
  dist[here] = 0
  from[here] = -1
  const q: number[] = [here]
  for (let i = 0; i < q.length; i++) {
    const k = q[i]
    if (dist[k] >= left) continue
    for (let d = 0; d < 8; d++) {
      const nx = xOfSq(k) + DX[d]
      const ny = yOfSq(k) + DY[d]
      if (!free(s, nx, ny)) continue
      const n = sq(nx, ny)
      if (dist[n] !== UNREACHED) continue
      dist[n] = dist[k] + 1
      from[n] = k
      if (markersAt(s, side, nx, ny) > 0) {
        const v = value(n, dist[n])
        if (v > best.value) best = { goal: n, value: v }
      } else q.push(n)
    }
  }
  return best
}

/** The first square towards the Mark plan's goal, or -1. */
export function markStep(s: BlitzState, p: number, left: number): number {
  const plan = markPlan(s, p, left)
  if (plan.goal < 0) return -1
  const here = sq(s.m.w[P_X + p], s.m.w[P_Y + p])
  let k = plan.goal
  while (from[k] !== here && from[k] !== -1) k = from[k]
  return k
}
