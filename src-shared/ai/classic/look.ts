// What the Classic policy reads off a position before it decides: whose ball, where it is, which way each side
// scores, which turn of the half it is. Reads only; the policy never writes the state outside a mark/undo.

import type { Action } from '../../engine/api'
import { decode, encode } from '../../rules/classic/actions'
import {
  BALL_AIR,
  BALL_CARRIED,
  BALL_GROUND,
  BOARD,
  F_ACTED,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_RR0,
  G_TURN0,
  HEIGHT,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  TEAM_SIZE,
  WIDTH,
} from '../../rules/classic/layout'
import { tackleZones } from '../../rules/classic/geometry'
import { teamRerollAvailable } from '../../rules/classic/procs/teamReroll'
import type { ClassicState } from '../../rules/classic/state'

/** 004: a half has eight team turns a side. */
export const TURNS_PER_HALF = 8

export interface Look {
  readonly s: ClassicState
  readonly w: Int32Array
  readonly side: number
  readonly opp: number
  /** The ball carrier, -1 when nobody holds the ball. */
  readonly carrier: number
  readonly ourBall: boolean
  readonly theirBall: boolean
  readonly looseBall: boolean
  /** Kicked and not landed yet (004 kick-off Blitz!: the kicking team's free turn); bx, by where it is aimed. */
  readonly ballInAir: boolean
  readonly bx: number
  readonly by: number
  /** Our team turn of this half (1..8). */
  readonly turn: number
  readonly lastTurn: boolean
  readonly reroll: boolean
  /** The Hard level's stricter coach (cage, ball security) rather than the friendly Beginner. */
  readonly coach: boolean
}

export function look(s: ClassicState, side: number, coach = false): Look {
  const w = s.m.w
  const state = w[G_BALL_STATE]
  const carrier = state === BALL_CARRIED ? w[G_CARRIER] : -1
  const turn = w[G_TURN0 + side]
  return {
    s,
    w,
    side,
    opp: 1 - side,
    carrier,
    ourBall: carrier >= 0 && w[P_SIDE + carrier] === side,
    theirBall: carrier >= 0 && w[P_SIDE + carrier] !== side,
    looseBall: state === BALL_GROUND,
    ballInAir: state === BALL_AIR,
    bx: w[G_BALL_X],
    by: w[G_BALL_Y],
    turn,
    lastTurn: turn >= TURNS_PER_HALF,
    reroll: teamRerollAvailable(s, side),
    coach,
  }
}

/** Squares from x to the end zone `side` scores in (0 when in it). Home scores at x = 25, away at x = 0. */
export function toGo(side: number, x: number): number {
  return side === 0 ? WIDTH - 1 - x : x
}

/** +1 when `side` scores towards higher x, else -1. */
export const forward = (side: number): number => (side === 0 ? 1 : -1)

export const sq = (x: number, y: number): number => y * WIDTH + x

// Mirror symmetry: every scan that keeps the first of equally good choices (squares, corners, neighbours) runs in
// the moving side's own frame — forward first: along each row from the end zone it scores in back towards its own
// — so a position mirrored end for end (sides swapped) gets the mirrored choice. Scanned the board's way, ties
// fell towards the home side's end zone for both sides: Beginner v Beginner over 1,000 games (seeds 9000-9999),
// home won 422, drew 250, away won 328 (0.97-0.81 touchdowns a game); the Beginner's markers stood in front of the home side's carrier and
// behind the away side's. Each side's own way, from its own end zone on: 347, 293, 360 (0.79-0.80); but its coach
// then beat the Beginner less (1,000 games each way round: 745 wins, 654 losses) than forward first (806, 586), and
// Hard fell from 71-19-10 to 55-24-21 (bench:ai:full, seeds 1000-1049 both ways). mirror.test.ts checks it.

/** +1 when `side`'s scans go along a row towards higher x: forward first, the other way from `forward`. */
export const scanDir = (side: number): number => -forward(side)

/**
 * Every square in `side`'s order: rows as the board's, each row forward first. Row y's squares are
 * entries y * WIDTH to y * WIDTH + WIDTH - 1, as on the board, so a scan can keep to a reach's rows.
 */
export const SCAN_OF: readonly Int16Array[] = [0, 1].map((side) => {
  const order = new Int16Array(HEIGHT * WIDTH)
  for (let i = 0; i < order.length; i++) {
    const x = i % WIDTH
    order[i] = i - x + (scanDir(side) > 0 ? x : WIDTH - 1 - x)
  }
  return order
})

/** The four squares diagonal to a square, in `side`'s order (row by row, forward first). */
export const CORNERS_OF: readonly (readonly (readonly [number, number])[])[] = [0, 1].map((side) =>
  [-1, 1].flatMap((dy) => [-1, 1].map((k) => [k * scanDir(side), dy] as const)),
)

export function isStandingPlayer(w: Int32Array, p: number): boolean {
  return w[P_STATE + p] === S_STANDING && w[P_X + p] >= 0
}

export function hasActed(w: Int32Array, p: number): boolean {
  return (w[P_FLAGS + p] & F_ACTED) !== 0
}

/** Our players on the pitch who may still act this turn (standing or prone). */
export function freePlayers(lk: Look): number[] {
  const out: number[] = []
  const w = lk.w
  for (let p = lk.side * TEAM_SIZE; p < (lk.side + 1) * TEAM_SIZE; p++) {
    if (w[P_X + p] < 0 || hasActed(w, p)) continue
    const st = w[P_STATE + p]
    if (st === S_STANDING || st === S_PRONE) out.push(p)
  }
  return out
}

/** Standing opponents of `side` on the pitch. */
export function standingOf(lk: Look, side: number): number[] {
  const out: number[] = []
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) if (isStandingPlayer(lk.w, p)) out.push(p)
  return out
}

export function occupantAt(w: Int32Array, x: number, y: number): number {
  return w[BOARD + y * WIDTH + x] - 1
}

export function onPitch(x: number, y: number): boolean {
  return x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT
}

/** On a sideline row: a push away from the pitch's middle sends him into the crowd (004 push-backs). */
export function onSideline(y: number): boolean {
  return y === 0 || y === HEIGHT - 1
}

export function dist(ax: number, ay: number, bx: number, by: number): number {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by))
}

/** Tackle zones of the other side on (x, y) for a player of `side`. */
export function zonesOn(lk: Look, side: number, x: number, y: number, except = -1): number {
  return tackleZones(lk.s, side, x, y, except)
}

/** Standing opponents of `side` within `r` squares of (x, y): who could reach him next turn, roughly. */
export function threats(lk: Look, side: number, x: number, y: number, r: number): number {
  const w = lk.w
  let n = 0
  const o = 1 - side
  for (let q = o * TEAM_SIZE; q < (o + 1) * TEAM_SIZE; q++)
    if (isStandingPlayer(w, q) && dist(w[P_X + q], w[P_Y + q], x, y) <= r) n++
  return n
}

/** Team re-rolls left to `side`. */
export function rerollsLeft(w: Int32Array, side: number): number {
  return w[G_RR0 + side]
}

/** What a policy reads of the legal codes: whether one is legal and, rarely, the whole list. LegalSet is one. */
export interface CodeSet {
  has(c: number): boolean
  readonly codes: readonly number[]
}

/**
 * The legal codes told one at a time by the engine's legality check, for a decision whose listing is long (the
 * set-up's: every player on every square of his half) and of which the policy asks a few. The whole list is never
 * made: reading `codes` marks the set `listed` and gives nothing, and the caller then answers from the real listing
 * (index.ts coachUnlisted), so the answer is always the one the listing gives.
 */
export class ProbedCodes implements CodeSet {
  listed = false
  constructor(readonly has: (c: number) => boolean) {}
  get codes(): readonly number[] {
    this.listed = true
    return []
  }
}

/**
 * The legal actions as codes, with the action object for each, so the policy can answer with `ctx.legal`'s own.
 * The Hard look-ahead hands the engine's codes straight in (`LegalSet.ofCodes`, index.ts `coachCode`): no action
 * object is made or encoded again at each of its steps, and `get` decodes only the one asked for.
 */
export class LegalSet {
  readonly codes: number[]
  private byCode: Map<number, Action> | null = null
  /** Which filling of the shared code table (`MEMBER_KEYS`) is this list's: made at the first `has` of a long list. */
  private stamp = -1
  /** A list too long for that table: a set of its own, made once it has been asked LONG_SCANS times. */
  private members: Set<number> | null = null
  private asked = 0
  constructor(legal: readonly Action[] | null) {
    this.codes = []
    if (!legal) return
    this.byCode = new Map()
    for (const a of legal) {
      const c = encode(a)
      if (c === null) continue
      this.codes.push(c)
      this.byCode.set(c, a)
    }
  }
  /** A set of the engine's own legal codes (each the code of a legal action). */
  static ofCodes(codes: readonly number[]): LegalSet {
    const set = new LegalSet(null)
    for (let i = 0; i < codes.length; i++) set.codes.push(codes[i])
    return set
  }
  has(c: number): boolean {
    if (this.byCode) return this.byCode.has(c)
    const codes = this.codes
    if (codes.length <= SCAN) return codes.includes(c)
    if (codes.length > MEMBER_SLOTS / 2) {
      if (this.members) return this.members.has(c)
      if (++this.asked <= LONG_SCANS) return codes.includes(c)
      return (this.members = new Set(codes)).has(c)
    }
    if (this.stamp !== filled) this.stamp = fillMembers(codes)
    return isMember(c)
  }
  get(c: number): Action | undefined {
    if (this.byCode) return this.byCode.get(c)
    return this.has(c) ? decode(c) : undefined
  }
}

/** Lists up to this long are scanned for `has` (a team turn's list is some 40 to 60 codes long). */
const SCAN = 96

/**
 * A list too long for the shared table (a set-up's: every player on every square of his half, thousands of codes)
 * is scanned for its first few questions before it gets a Set: the set-up policy asks one to three per step, and
 * the Set made at each step was a twelfth of the Hard look-ahead's time (bench/rollout.ts profile).
 */
const LONG_SCANS = 8

// A longer list's codes in one shared open-addressed table (a Set made per list cost more than the search over it):
// the list that filled it last owns it, and another list asking fills it again with its own.
const MEMBER_BITS = 12
const MEMBER_SLOTS = 1 << MEMBER_BITS
const MEMBER_KEYS = new Int32Array(MEMBER_SLOTS)
/** Which filling wrote each slot (a count that never wraps: a double counts exactly to 2^53). */
const MEMBER_STAMPS = new Float64Array(MEMBER_SLOTS)
let filled = 0

function slotOf(c: number): number {
  return Math.imul(c, 0x9e3779b1) >>> (32 - MEMBER_BITS)
}

/** Fills the table with `codes` (at most half its slots: `has` makes a longer list a Set) under a new stamp. */
function fillMembers(codes: readonly number[]): number {
  const stamp = ++filled
  for (const c of codes) {
    let i = slotOf(c)
    while (MEMBER_STAMPS[i] === stamp && MEMBER_KEYS[i] !== c) i = (i + 1) & (MEMBER_SLOTS - 1)
    MEMBER_STAMPS[i] = stamp
    MEMBER_KEYS[i] = c
  }
  return stamp
}

function isMember(c: number): boolean {
  for (let i = slotOf(c); MEMBER_STAMPS[i] === filled; i = (i + 1) & (MEMBER_SLOTS - 1))
    if (MEMBER_KEYS[i] === c) return true
  return false
}
