// What the Cross Check Beginner reads off the rink: distance fields over the ice (cheapest skating to a set of
// squares, stick zones priced as the holds and challenges they bring), the chance of a shot going in, and the
// roll chances it weighs. Pure reads of the state words.

import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import { zonesFor } from '../../rules/crosscheck/data/passing'
import { isIce, LENGTH, RINK, WIDTH, zoneFor } from '../../rules/crosscheck/data/rink'
import { pathSquares } from '../../rules/crosscheck/flightPath'
import {
  DIRS,
  inStickZone,
  occupant,
  opposingZones,
  puckDir,
  puckX,
  puckY,
  sq,
  standing,
} from '../../rules/crosscheck/geometry'
import {
  F_NO_ZONE,
  G_CARRIER,
  MAX_PLAYERS,
  P_AG,
  P_BIG,
  P_FLAGS,
  P_GOALIE,
  P_SIDE,
  P_X,
  P_Y,
} from '../../rules/crosscheck/layout'
import { accuracyModifier } from '../../rules/crosscheck/procs/flight'
import type { CrossCheckState } from '../../rules/crosscheck/state'

export const SQUARES = LENGTH * WIDTH
export const FAR = 1e9
export const xOfSq = (k: number): number => k % LENGTH
export const yOfSq = (k: number): number => Math.floor(k / LENGTH)
export const cheb = (ax: number, ay: number, bx: number, by: number): number =>
  Math.max(Math.abs(ax - bx), Math.abs(ay - by))

/** One agility roll (Classic's table: a natural 1 fails, a 6 succeeds). */
export const agility = (ag: number, mod: number): number => (7 - agilityRollNeeded(ag, mod)) / 6

/** x of the goal a side attacks, and of the one it defends. */
export const attackGoalX = (side: number): number => RINK.goalX[1 - side]
export const ownGoalX = (side: number): number => RINK.goalX[side]

/** Squares towards the attacked goal line (0 at the own goal line). */
export const progress = (side: number, x: number): number => (side === 0 ? x : LENGTH - 1 - x)

const DX = [-1, 0, 1, 1, 1, 0, -1, -1]
const DY = [-1, -1, -1, 0, 1, 1, 1, 0]

/**
 * Cheapest skating cost to the nearest of `targets` for player p (Dijkstra, walking backwards): a step costs 2, and
 * `zoneCost` (3 for the Beginner) more for each opposing stick zone over the square (the hold to leave it; for a
 * carrier the puck's square too, for the challenge it invites; at most two zones each). Occupied squares are closed,
 * except p's own. Exact on p's square and the squares around it — all a step's choice reads — and the search stops
 * once those are settled (it was a fifth of a Cross Check rollout run to the whole rink); elsewhere `out` holds
 * FAR or an upper bound.
 */
export function field(
  s: CrossCheckState,
  p: number,
  targets: readonly number[],
  out: Float64Array,
  zoneCost = 3,
): Float64Array {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const carrying = carrierOf(s) === p
  const dir = puckDir(s)
  // The puck's offset from its carrier (read only for a carrier: without one there may be no direction).
  const dx = carrying ? DIRX(dir) : 0
  const dy = carrying ? DIRY(dir) : 0
  zoneGrid(s, side)
  for (let k = 0; k < SQUARES; k++) {
    const x = xOfSq(k)
    const y = yOfSq(k)
    if (!isIce(x, y)) {
      enter[k] = -1
      continue
    }
    const o = occupant(s, x, y)
    // The puck's square must be ice too (puckFits, without its pair).
    if ((o >= 0 && o !== p) || (carrying && !isIce(x + dx, y + dy))) {
      enter[k] = -1
      continue
    }
    let zones = Math.min(2, zoneCount[k])
    if (carrying) {
      const px = x + dx
      const py = y + dy
      const inside = px >= 0 && py >= 0 && px < LENGTH && py < WIDTH
      zones += Math.min(2, inside ? zoneCount[sq(px, py)] : opposingZones(s, side, px, py, px, py))
    }
    enter[k] = 2 + zoneCost * zones
  }
  // Dial's algorithm: integer costs below BUCKETS, so a ring of buckets replaces the priority queue.
  out.fill(FAR)
  for (let b = 0; b < BUCKETS; b++) bucket[b].length = 0
  let pending = 0
  for (const t of targets)
    if (enter[t] >= 0 && out[t] > enter[t] - 2) {
      out[t] = enter[t] - 2
      bucket[out[t] % BUCKETS].push(t)
      pending++
    }
  // The squares whose cost is read (p's and its neighbours on the ice): stamped, and counted down as they settle.
  const stamp = ++needStamp
  let unsettled = 0
  const px0 = w[P_X + p]
  const py0 = w[P_Y + p]
  for (let y = py0 - 1; y <= py0 + 1; y++)
    for (let x = px0 - 1; x <= px0 + 1; x++) {
      if (x < 0 || y < 0 || x >= LENGTH || y >= WIDTH) continue
      const k = sq(x, y)
      if (enter[k] < 0) continue
      need[k] = stamp
      unsettled++
    }
  if (unsettled === 0) unsettled = -1 // p not on the ice: the whole field, as before
  for (let cost = 0; pending > 0 && unsettled !== 0; cost++) {
    const list = bucket[cost % BUCKETS]
    while (list.length > 0) {
      const u = list.pop()!
      pending--
      if (out[u] !== cost) continue // a stale entry: reached cheaper since
      // Popped at its own cost: settled. Once the last square read is, nothing further changes an answer.
      if (need[u] === stamp && --unsettled === 0) break
      const ux = xOfSq(u)
      const uy = yOfSq(u)
      const c = cost + enter[u]
      for (let d = 0; d < 8; d++) {
        const vx = ux + DX[d]
        const vy = uy + DY[d]
        if (vx < 0 || vy < 0 || vx >= LENGTH || vy >= WIDTH) continue
        const v = sq(vx, vy)
        if (enter[v] < 0 || c >= out[v]) continue
        out[v] = c
        bucket[c % BUCKETS].push(v)
        pending++
      }
    }
  }
  return out
}

/**
 * Per square, how many opposing stick zones hold it (the search's hot spot: the same count as geometry's
 * opposingZones, made once per field instead of once per square and player).
 */
function zoneGrid(s: CrossCheckState, side: number): void {
  const w = s.m.w
  zoneCount.fill(0)
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (w[P_SIDE + q] === side || !standing(s, q) || (w[P_FLAGS + q] & F_NO_ZONE) !== 0) continue
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    for (let d = 0; d < 8; d++) {
      const x = qx + DX[d]
      const y = qy + DY[d]
      if (x >= 0 && y >= 0 && x < LENGTH && y < WIDTH) zoneCount[sq(x, y)]++
    }
  }
}

const zoneCount = new Int32Array(SQUARES)
const BUCKETS = 64 // above the dearest step (2 + zoneCost * 4, zoneCost up to 15)
const bucket: number[][] = Array.from({ length: BUCKETS }, () => [])
const enter = new Int32Array(SQUARES)
const need = new Int32Array(SQUARES)
let needStamp = 0

const DIRX = (d: number): number => DIRS[d][0]
const DIRY = (d: number): number => DIRS[d][1]
export const carrierOf = (s: CrossCheckState): number => s.m.w[G_CARRIER]

/** Chance a shot from the puck's square at goal square (tx, ty) goes in: accurate, and no defender blocks it. */
export function shotChance(s: CrossCheckState, p: number, tx: number, ty: number): number {
  const w = s.m.w
  const ox = puckX(s)
  const oy = puckY(s)
  if (!zonesFor(tx - ox, ty - oy)) return 0
  let q = agility(w[P_AG + p], accuracyModifier(s, p, ox, oy, tx, ty, true))
  const path = pathSquares(ox, oy, tx, ty).filter(([x, y]) => isIce(x, y))
  for (let d = 0; d < MAX_PLAYERS; d++) {
    if (w[P_SIDE + d] === w[P_SIDE + p] || w[P_X + d] < 0) continue
    let best = 0
    for (const [x, y] of path) {
      const own = occupant(s, x, y) === d
      if (!own && !inStickZone(s, d, x, y)) continue
      const mod =
        (zonesFor(x - ox, y - oy) ?? 4) +
        (own ? (w[P_BIG + d] ? 3 : 2) : 0) -
        1 +
        (w[P_GOALIE + d] === 1 ? 1 : 0) -
        opposingZones(s, w[P_SIDE + d], w[P_X + d], w[P_Y + d], w[P_X + d], w[P_Y + d])
      best = Math.max(best, agility(w[P_AG + d], mod))
    }
    q *= 1 - best
  }
  return q
}

/** The goal squares of the goal `side` attacks. */
export const goalSquares = (side: number): [number, number][] => RINK.goalY.map((y) => [attackGoalX(side), y])

/** Squares where a carried puck can be shot with nothing but ice-free goal in between (next to the goal mouth). */
export function shootingSpots(side: number): number[] {
  const gx = attackGoalX(side)
  const out: number[] = []
  for (let y = 0; y < WIDTH; y++)
    for (let x = 0; x < LENGTH; x++) {
      if (!isIce(x, y)) continue
      if (RINK.goalY.some((gy) => cheb(x, y, gx, gy) === 1)) out.push(sq(x, y))
    }
  return out
}

/** Is column x in side's offensive zone (000: Offsides)? */
export const inOffence = (side: number, x: number): boolean => zoneFor(side, x) === 'offensive'

/** Team-mates of `but` (skaters on the ice) standing in the offensive zone: an onside rule's count (000: Offsides). */
export function matesInOffence(s: CrossCheckState, side: number, but: number): number {
  const w = s.m.w
  let n = 0
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (q !== but && w[P_SIDE + q] === side && w[P_X + q] >= 0 && inOffence(side, w[P_X + q])) n++
  return n
}
