// The Cross Check coach's reading of a shot (000: Passing and Shooting, Blocking the Puck): the chance it ends in
// the goal, against the goalie's best one-square step. An accurate shot flies straight at its square; an
// inaccurate one (not a natural 1, which whiffs) scatters a D8 per passing zone from it and may still go in; on
// the way every opponent whose stick zone or square lies on the path tries one block. The Beginner's shotChance
// (board.ts) counts only the accurate shot from where everyone stands now.

import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import { zonesFor } from '../../rules/crosscheck/data/passing'
import { isGoal, isIce } from '../../rules/crosscheck/data/rink'
import { flightAt, flightSteps } from '../../rules/crosscheck/flightPath'
import { DIRS, occupant, puckX, puckY } from '../../rules/crosscheck/geometry'
import {
  F_NO_ZONE,
  MAX_PLAYERS,
  P_AG,
  P_BIG,
  P_FLAGS,
  P_GOALIE,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_STANDING,
} from '../../rules/crosscheck/layout'
import { accuracyModifier, appearanceModifier, passZones } from '../../rules/crosscheck/procs/flight'
import { withRerolls } from '../../rules/crosscheck/procs/rerolls'
import { passBonus, passIgnoresZones } from '../../rules/crosscheck/skills'
import type { CrossCheckState } from '../../rules/crosscheck/state'

type Words = CrossCheckState['m']['w']

const agility = (ag: number, mod: number): number => (7 - agilityRollNeeded(ag, mod)) / 6

/**
 * Scatter is counted out for shots of at most this many zones (beyond, an inaccurate shot counts as a miss). So long
 * shots read low: coach v Beginner over seeds 7000–7099 both ways, the coach's shots read below 5% went in 11% of the
 * time (the goalie's block in his own square and the boards add more), from 6–9 squares out 9–19% against 2–5% read.
 * Counted out to all four zones (the D8s summed by offset, as cheap as two), the coach shot earlier and did worse:
 * 771-97-132 before, 752-99-149 after, seeds 7000–7499 both ways (1,000 games).
 */
const SCATTER_ZONES = 2

/**
 * The squares a scattered shot can land on, SCATTER_ZONES either way of its aim: each one's chance (or -1: it misses
 * the goal), stamped with the shot it belongs to.
 */
const LANDING_SIDE = 2 * SCATTER_ZONES + 1
const LANDING = new Float64Array(LANDING_SIDE * LANDING_SIDE)
// A count that never wraps (a double counts exactly to 2^53).
const LANDING_STAMPS = new Float64Array(LANDING_SIDE * LANDING_SIDE)
let landingStamp = 0

// The players as the shot would find them: the goalie possibly one square off his place.
const px = new Int32Array(MAX_PLAYERS)
const py = new Int32Array(MAX_PLAYERS)
const up = new Uint8Array(MAX_PLAYERS) // standing with a stick zone

const adjacent = (ax: number, ay: number, bx: number, by: number): boolean =>
  Math.max(Math.abs(ax - bx), Math.abs(ay - by)) === 1

/** Standing players of `side`'s opponents whose stick zone holds (x, y), each once. */
function zonesOver(side: number, x: number, y: number, x2: number, y2: number, w: Words): number {
  let n = 0
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (up[q] && w[P_SIDE + q] !== side && (adjacent(px[q], py[q], x, y) || adjacent(px[q], py[q], x2, y2)))
      n++
  return n
}

/** Chance the puck flying from (ox, oy) to (tx, ty) is blocked by none of the shooter's opponents. */
function unblocked(
  s: CrossCheckState,
  side: number,
  ox: number,
  oy: number,
  tx: number,
  ty: number,
  shot = true,
): number {
  const w = s.m.w
  // pathSquares' squares, one at a time (no list made: asked for every landing square of every shot read).
  const n = flightSteps(ox, oy, tx, ty)
  if (n === 0) return 1
  // The flight's box: a player more than a square outside it is next to none of its squares (he blocks nothing, and
  // his factor of 1 would leave `clear` as it is). Each coordinate moves one way along the flight, so its first and
  // last squares bound it.
  const fx = flightAt(ox, tx, 1, n)
  const fy = flightAt(oy, ty, 1, n)
  const x0 = Math.min(fx, tx)
  const x1 = Math.max(fx, tx)
  const y0 = Math.min(fy, ty)
  const y1 = Math.max(fy, ty)
  let clear = 1
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (!up[q] || w[P_SIDE + q] === side) continue
    if (px[q] < x0 - 1 || px[q] > x1 + 1 || py[q] < y0 - 1 || py[q] > y1 + 1) continue
    let best = 0
    // The zones over the blocker's own square: the same for every square of the flight (read once, when needed).
    let over = -1
    for (let i = 1; i <= n; i++) {
      const x = flightAt(ox, tx, i, n)
      const y = flightAt(oy, ty, i, n)
      if (!isIce(x, y)) break // the flight ends at the first square off the ice
      const own = px[q] === x && py[q] === y
      if (!own && !adjacent(px[q], py[q], x, y)) continue
      if (over < 0) over = zonesOver(w[P_SIDE + q], px[q], py[q], px[q], py[q], w)
      const mod =
        (zonesFor(x - ox, y - oy) ?? 4) +
        (own ? (w[P_BIG + q] ? 3 : 2) : 0) -
        (shot ? 1 : 0) + // 000: -1 to block a Shot
        (w[P_GOALIE + q] === 1 ? 1 : 0) -
        over
      best = Math.max(best, agility(w[P_AG + q], mod))
    }
    clear *= 1 - best
  }
  return clear
}

/** Does the flight from (ox, oy) towards (tx, ty) meet a goal square before it leaves the ice otherwise? */
export function intoGoal(ox: number, oy: number, tx: number, ty: number): boolean {
  // pathSquares' squares, one at a time (no list made: it is asked for every landing square of every shot read).
  const n = flightSteps(ox, oy, tx, ty)
  for (let i = 1; i <= n; i++) {
    const x = flightAt(ox, tx, i, n)
    const y = flightAt(oy, ty, i, n)
    if (isGoal(x, y)) return true
    if (!isIce(x, y)) return false
  }
  return false
}

/** The shot's chance with the players where px/py say. */
function chanceAsPlaced(s: CrossCheckState, p: number, tx: number, ty: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const ox = puckX(s)
  const oy = puckY(s)
  const zones = passZones(s, p, tx - ox, ty - oy)
  const mod =
    (passIgnoresZones(s, p) ? 0 : -zonesOver(side, px[p], py[p], ox, oy, w)) +
    passBonus(s, p) +
    appearanceModifier(s, p) -
    zones
  const accurate = agility(w[P_AG + p], mod)
  let q = accurate * unblocked(s, side, ox, oy, tx, ty)
  const astray = 1 - accurate - 1 / 6 // a natural 1 whiffs
  if (astray <= 0 || zones > SCATTER_ZONES) return q
  // Every sequence of `zones` D8s, equally likely. Many sequences end on the same square (two D8s: 64 sequences,
  // 25 squares): each square's chance is worked out once and added again for each, in the same order, so the sum
  // is exactly the one worked out square by square.
  const n = 8 ** zones
  const stamp = ++landingStamp
  let sum = 0
  for (let k = 0; k < n; k++) {
    let x = tx
    let y = ty
    for (let i = 0, r = k; i < zones; i++, r >>= 3) {
      x += DIRS[r & 7][0]
      y += DIRS[r & 7][1]
    }
    const at = (y - ty + SCATTER_ZONES) * LANDING_SIDE + (x - tx + SCATTER_ZONES)
    if (LANDING_STAMPS[at] !== stamp) {
      LANDING_STAMPS[at] = stamp
      LANDING[at] = intoGoal(ox, oy, x, y) ? unblocked(s, side, ox, oy, x, y) : -1
    }
    if (LANDING[at] >= 0) sum += LANDING[at]
  }
  q += (astray * sum) / n
  return q
}

/**
 * The chance a shot by carrier p at goal square (tx, ty) scores, the defending goalie stepping (or not) to the
 * empty square that makes it least likely (000: "The Goalie may move 1 space, if this is a Shot").
 */
export function goalChance(s: CrossCheckState, p: number, tx: number, ty: number): number {
  const w = s.m.w
  if (!zonesFor(tx - puckX(s), ty - puckY(s))) return 0
  let g = -1
  for (let q = 0; q < MAX_PLAYERS; q++) {
    px[q] = w[P_X + q]
    py[q] = w[P_Y + q]
    up[q] = px[q] >= 0 && w[P_STATE + q] === PS_STANDING && (w[P_FLAGS + q] & F_NO_ZONE) === 0 ? 1 : 0
    if (up[q] && w[P_GOALIE + q] === 1 && w[P_SIDE + q] !== w[P_SIDE + p]) g = q
  }
  let worst = chanceAsPlaced(s, p, tx, ty)
  if (g < 0) return worst
  const gx = px[g]
  const gy = py[g]
  for (const [dx, dy] of DIRS) {
    const x = gx + dx
    const y = gy + dy
    if (!isIce(x, y) || occupant(s, x, y) >= 0) continue
    px[g] = x
    py[g] = y
    worst = Math.min(worst, chanceAsPlaced(s, p, tx, ty))
  }
  px[g] = gx
  py[g] = gy
  return worst
}

/**
 * The defending goalie's step on a declared shot by p at (tx, ty): the index of the legal code (a step or staying)
 * that leaves the shot least likely to score.
 */
export function goalieAnswer(
  s: CrossCheckState,
  p: number,
  goalie: number,
  tx: number,
  ty: number,
  squares: readonly ([number, number] | null)[],
): number {
  const w = s.m.w
  for (let q = 0; q < MAX_PLAYERS; q++) {
    px[q] = w[P_X + q]
    py[q] = w[P_Y + q]
    up[q] = px[q] >= 0 && w[P_STATE + q] === PS_STANDING && (w[P_FLAGS + q] & F_NO_ZONE) === 0 ? 1 : 0
  }
  const gx = px[goalie]
  const gy = py[goalie]
  let best = 0
  let bestQ = Infinity
  squares.forEach((at, i) => {
    ;[px[goalie], py[goalie]] = at ?? [gx, gy]
    const q = chanceAsPlaced(s, p, tx, ty) - (at ? 0 : 1e-6) // staying wins ties
    if (q < bestQ) [best, bestQ] = [i, q]
  })
  px[goalie] = gx
  py[goalie] = gy
  return best
}

/**
 * The chance a pass by carrier p to (tx, ty) arrives there: accurate (000: +1 for passing, -1 a stick zone over him
 * or the puck, -1 a template zone; Pass/Pro re-rolls as the engine counts them) and blocked by no opponent on the
 * way. An inaccurate pass scatters and counts as not arriving.
 */
export function passChance(s: CrossCheckState, p: number, tx: number, ty: number): number {
  const w = s.m.w
  const ox = puckX(s)
  const oy = puckY(s)
  if (!zonesFor(tx - ox, ty - oy)) return 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    px[q] = w[P_X + q]
    py[q] = w[P_Y + q]
    up[q] = px[q] >= 0 && w[P_STATE + q] === PS_STANDING && (w[P_FLAGS + q] & F_NO_ZONE) === 0 ? 1 : 0
  }
  const accurate = withRerolls(
    s,
    p,
    'pass',
    agility(w[P_AG + p], accuracyModifier(s, p, ox, oy, tx, ty, false)),
  )
  return accurate * unblocked(s, w[P_SIDE + p], ox, oy, tx, ty, false)
}
