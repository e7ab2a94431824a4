// What the Blitz Bowl Beginner reads off the board: who holds which ball, how far a runner can get under the Run
// rules (001: Run Action — never into a square next to a standing opponent), and how exposed a square is. Pure
// reads of the state words; nothing here changes the state.

import { AB } from '../../rules/blitz/data/abilities'
import { ballOf, DX, DY, hasAbility, onPitch, scoreEndX, sq } from '../../rules/blitz/geometry'
import {
  B_CARRIER,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_HELD,
  HEIGHT,
  MAX_BALLS,
  MAX_PLAYERS,
  P_MOVE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_STANDING,
  WIDTH,
} from '../../rules/blitz/layout'
import type { BlitzState } from '../../rules/blitz/state'

export const UNREACHED = 127

export const xOfSq = (k: number): number => k % WIDTH
export const yOfSq = (k: number): number => Math.floor(k / WIDTH)
export const cheb = (ax: number, ay: number, bx: number, by: number): number =>
  Math.max(Math.abs(ax - bx), Math.abs(ay - by))

/** Squares a run may not enter (BLOCKS) or may enter but not leave (ENDS: a Titchy opponent), as in move.ts. */
const OPEN = 0
const ENDS = 1
const BLOCKS = 2

const queue = new Int32Array(SQUARES)
const BALL_SQ = new Int32Array(MAX_BALLS)
/** The run rule (OPEN, ENDS, BLOCKS) of every square for one runDistances call, laid down by `runRules`. */
const rules = new Int8Array(SQUARES)

/**
 * The run rule of every square at once: each standing opponent of `side` on the pitch marks its neighbours (a dozen
 * players instead of eight reads per square the run tries; the same values as reading each square's neighbours did).
 */
function runRules(s: BlitzState, side: number): void {
  const w = s.m.w
  rules.fill(OPEN)
  for (let o = 0; o < MAX_PLAYERS; o++) {
    const ox = w[P_X + o]
    const oy = w[P_Y + o]
    if (!onPitch(ox, oy) || w[SQ + sq(ox, oy)] - 1 !== o) continue
    if (w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING || hasAbility(s, o, AB.insignificant)) continue
    const r = hasAbility(s, o, AB.titchy) ? ENDS : BLOCKS
    for (let d = 0; d < 8; d++) {
      const nx = ox + DX[d]
      const ny = oy + DY[d]
      if (!onPitch(nx, ny)) continue
      const n = sq(nx, ny)
      if (rules[n] < r) rules[n] = r
    }
  }
}

/**
 * Run distances from (x, y) for a player of `side`, up to `max` squares, into `dist` (UNREACHED elsewhere) and
 * the square each was reached from into `from`. `avoidBalls`: a carrier does not run over a loose ball (it would
 * bounce). `freePath`: a War Machine ignores the squares next to opponents.
 */
export function runDistances(
  s: BlitzState,
  side: number,
  x: number,
  y: number,
  max: number,
  avoidBalls: boolean,
  freePath: boolean,
  dist: Int8Array,
  from: Int16Array,
): void {
  dist.fill(UNREACHED)
  if (!freePath) runRules(s, side)
  const w = s.m.w
  const blocked = s.blocked
  // The loose balls' squares, read once (groundBallAt per square tried was a fifth of the search's time here).
  let nBalls = 0
  for (let b = 0; b < MAX_BALLS; b++)
    if (w[B_ST + b] === BALL_GROUND && onPitch(w[B_X + b], w[B_Y + b]))
      BALL_SQ[nBalls++] = sq(w[B_X + b], w[B_Y + b])
  const start = sq(x, y)
  dist[start] = 0
  from[start] = -1
  let head = 0
  let tail = 0
  queue[tail++] = start
  while (head < tail) {
    const k = queue[head++]
    const d = dist[k]
    if (d >= max) continue
    const cx = xOfSq(k)
    const cy = yOfSq(k)
    for (let i = 0; i < 8; i++) {
      const nx = cx + DX[i]
      const ny = cy + DY[i]
      // free(): on the pitch, not blocked, nobody in it.
      if (nx < 0 || nx >= WIDTH || ny < 0 || ny >= HEIGHT) continue
      const n = sq(nx, ny)
      if (blocked[n] !== 0 || w[SQ + n] !== 0) continue
      if (dist[n] !== UNREACHED) continue
      const rule = freePath ? OPEN : rules[n]
      if (rule === BLOCKS) continue
      let ball = false
      for (let b = 0; b < nBalls; b++) if (BALL_SQ[b] === n) ball = true
      if (ball && avoidBalls) continue
      dist[n] = d + 1
      from[n] = k
      // A Titchy neighbour ends the run; a ball picked up does not, but the search stays simple and safe.
      if (rule === OPEN && !ball) queue[tail++] = n
    }
  }
}

/** The first square of the path to `goal` (from runDistances), or -1 when goal is the start. */
export function firstStep(from: Int16Array, goal: number): number {
  let k = goal
  if (from[k] === -1) return -1
  while (from[k] !== -1 && from[from[k]] !== -1) k = from[k]
  return k
}

/** Chance the player's move reaches `d` squares: a fixed Move, or 001's Random Move Value (D6), plus `extra`. */
export function reachChance(s: BlitzState, p: number, d: number, extra = 0): number {
  const m = s.m.w[P_MOVE + p]
  if (m > 0) return d <= m + extra ? 1 : 0
  const need = d - extra
  if (need <= 1) return 1
  if (need > 6) return 0
  return (7 - need) / 6
}

/** The longest move the player may have this action (for the search's horizon). */
export const maxMove = (s: BlitzState, p: number, extra = 0): number => (s.m.w[P_MOVE + p] || 6) + extra

export const canHoldBall = (s: BlitzState, p: number): boolean => s.m.w[P_THROW + p] > 0

/** Standing opponents of `side` within `r` squares of (x, y): who could Mark and Block there next turn. */
export function threat(s: BlitzState, side: number, x: number, y: number, r = 3): number {
  const w = s.m.w
  let n = 0
  for (let o = 0; o < MAX_PLAYERS; o++)
    if (w[P_SIDE + o] !== side && w[P_ST + o] === ST_STANDING && cheb(w[P_X + o], w[P_Y + o], x, y) <= r) n++
  return n
}

/**
 * `threat` of every square at once into `out` (index y * WIDTH + x): each standing opponent counts on the squares
 * within `r` of him — the same counts, for a plan that weighs every square a run reaches.
 */
export function threatGrid(s: BlitzState, side: number, r: number, out: Int8Array): Int8Array {
  const w = s.m.w
  out.fill(0)
  for (let o = 0; o < MAX_PLAYERS; o++) {
    if (w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    const ox = w[P_X + o]
    const oy = w[P_Y + o]
    const y1 = Math.min(HEIGHT - 1, oy + r)
    const x1 = Math.min(WIDTH - 1, ox + r)
    for (let y = Math.max(0, oy - r); y <= y1; y++)
      for (let x = Math.max(0, ox - r); x <= x1; x++) out[y * WIDTH + x]++
  }
  return out
}

/** Squares gained towards the End Zone `side` scores in (0 at its own End Zone, 14 in the scoring one). */
export const progress = (side: number, x: number): number => (side === 0 ? x : WIDTH - 1 - x)

export const inScoringZone = (side: number, x: number): boolean => x === scoreEndX(side)

export interface BallInfo {
  /** Players of each side holding a ball. */
  readonly carriers: [number[], number[]]
  /** Loose balls as squares. */
  readonly loose: number[]
}

export function balls(s: BlitzState): BallInfo {
  const w = s.m.w
  const carriers: [number[], number[]] = [[], []]
  const loose: number[] = []
  for (let b = 0; b < MAX_BALLS; b++) {
    if (w[B_ST + b] === BALL_HELD) carriers[w[P_SIDE + w[B_CARRIER + b]]].push(w[B_CARRIER + b])
    else if (w[B_ST + b] === BALL_GROUND) loose.push(sq(w[B_X + b], w[B_Y + b]))
  }
  return { carriers, loose }
}

export const hasBall = (s: BlitzState, p: number): boolean => ballOf(s, p) >= 0

/**
 * The best of `value` over the standing opponents of `side` next to square `goal` (0 when none is worth more): a
 * Block a player ending his Run or Mark on `goal` could make from there.
 */
export function bestNextTo(s: BlitzState, side: number, goal: number, value: (o: number) => number): number {
  const w = s.m.w
  let best = 0
  for (let d = 0; d < 8; d++) {
    const x = xOfSq(goal) + DX[d]
    const y = yOfSq(goal) + DY[d]
    if (!onPitch(x, y)) continue
    const o = w[SQ + sq(x, y)] - 1
    if (o < 0 || w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    best = Math.max(best, value(o))
  }
  return best
}
