// Reaches kept across positions (issue 20 point 2: each player's plan made once and replayed in rollouts). A
// player's reach (reachSearch.ts) reads only a small part of the position: his own words, the ball and the weather,
// and the players on or next to the squares it reaches (whether a square is free, the tackle zones he leaves, the
// dodge modifiers of the squares he dodges to: every square a step is tried to is reached, a dodge never being
// certain to fail, so all of it lies within one square of a reached square). Between two steps of a
// rollout one or two players move; every other free player's reach is the same as before unless a player who
// changed stood, or now stands, within that area. So each player's last reach is kept with the words it was worked
// out from and the box it depends on, and handed back while no change touches the box: exactly the reach `reach`
// would give again, at the cost of comparing the players' words.

import {
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_WEATHER,
  F_NO_TACKLE_ZONE,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_SK0,
  P_SK1,
  P_SK2,
  P_STATE,
  P_X,
  P_Y,
} from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'
import { reach, type Aim, type Reach } from './reachSearch'

/** The player columns (side, MA ... skills), one block of words: everything reach reads about any player. */
const COLS_FROM = P_SIDE
const COLS_TO = P_SK2 + MAX_PLAYERS
const COLUMNS = (COLS_TO - COLS_FROM) / MAX_PLAYERS
/** The columns reach reads of players other than his own (besides their flags' lost tackle zone). */
const OTHERS = [P_X, P_Y, P_STATE, P_SIDE, P_SK0, P_SK1, P_SK2] as const
/**
 * The game words reach reads besides the players' (the pitch is the players' squares); the ball's square only
 * while it lies on the ground (a carried ball's square moves with its carrier, and reach reads it only loose).
 */
const GLOBALS = [G_BALL_STATE, G_CARRIER, G_WEATHER, G_BALL_X, G_BALL_Y] as const
const ALWAYS = 3
/**
 * A reach depends on the players within this many squares of a square it reaches: the tackle zones on a square
 * dodged to (reached) and on a square left (reached), a square tried and found taken (next to a reached one).
 * reachKeep.test's dodge case fails with 0.
 */
const MARGIN = 1

interface Kept {
  readonly reach: Reach
  readonly meta: object
  /** The aim it was worked out for (null: a full reach). */
  readonly aim: Aim | null
  /** The player columns and the globals as they were. */
  readonly words: Int32Array
  /** The box (inclusive) a change of any other player must stay out of: reached squares widened by MARGIN. */
  readonly x0: number
  readonly x1: number
  readonly y0: number
  readonly y1: number
}

const kept = new Map<number, Kept>()

/** How often a kept reach was handed back, and how often one was worked out (for the profile and the tests). */
export const reachKeepStats = { hits: 0, misses: 0 }

function snapshot(w: Int32Array): Int32Array {
  const out = new Int32Array(COLS_TO - COLS_FROM + GLOBALS.length)
  out.set(w.subarray(COLS_FROM, COLS_TO))
  for (let i = 0; i < GLOBALS.length; i++) out[COLS_TO - COLS_FROM + i] = w[GLOBALS[i]]
  return out
}

/**
 * The last snapshot taken, handed out again while the words it holds are the same: the planner works out every free
 * player's reach at one position, and each kept a copy of its own (measured: most of keptReach's own time).
 */
let lastSnapshot: Int32Array | null = null

function sharedSnapshot(w: Int32Array): Int32Array {
  const old = lastSnapshot
  if (old) {
    let same = true
    const n = COLS_TO - COLS_FROM
    for (let i = 0; i < n && same; i++) same = old[i] === w[COLS_FROM + i]
    for (let i = 0; i < GLOBALS.length && same; i++) same = old[n + i] === w[GLOBALS[i]]
    if (same) return old
  }
  return (lastSnapshot = snapshot(w))
}

function inBox(k: Kept, x: number, y: number): boolean {
  return x >= k.x0 && x <= k.x1 && y >= k.y0 && y <= k.y1
}

function sameAim(a: Aim | null, b: Aim | null): boolean {
  if (a === null || b === null) return a === b
  return a.x0 === b.x0 && a.x1 === b.x1 && a.y0 === b.y0 && a.y1 === b.y1
}

/** True when the kept reach of `p` is still the one `reach` would give on `s`. */
function stillValid(k: Kept, s: ClassicState, p: number, aim: Aim | null): boolean {
  if (k.meta !== s.meta || !sameAim(k.aim, aim)) return false
  const w = s.m.w
  const old = k.words
  const n = COLS_TO - COLS_FROM
  const globals = w[G_BALL_STATE] === BALL_GROUND ? GLOBALS.length : ALWAYS
  for (let i = 0; i < globals; i++) if (old[n + i] !== w[GLOBALS[i]]) return false
  // His own words, all of them (his move, flags, skills and square are the reach's start).
  for (let c = 0; c < COLUMNS; c++) {
    const at = c * MAX_PLAYERS + p
    if (old[at] !== w[COLS_FROM + at]) return false
  }
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p) continue
    // Of the others reach reads the square, side, state, skills and whether he has lost his tackle zone; a change
    // of anything else (his move, the flags of his turn) changes nothing.
    let changed = false
    for (const c of OTHERS) {
      const at = c - COLS_FROM + q
      if (old[at] !== w[c + q]) {
        changed = true
        break
      }
    }
    const flags = P_FLAGS - COLS_FROM + q
    if (!changed && ((old[flags] ^ w[P_FLAGS + q]) & F_NO_TACKLE_ZONE) === 0) continue
    // Only where he stood or stands matters (off the pitch, x is negative).
    const ox = old[P_X - COLS_FROM + q]
    const oy = old[P_Y - COLS_FROM + q]
    if (ox >= 0 && inBox(k, ox, oy)) return false
    const nx = w[P_X + q]
    if (nx >= 0 && inBox(k, nx, w[P_Y + q])) return false
  }
  return true
}

/**
 * `reach(s, p, reserve, aim)`, handed back from the last time it was worked out for this player, reserve, `variant`
 * (a caller that changes the player's words first, e.g. clears his flags, keeps its own) and aim while nothing it
 * depends on changed. An aimed reach is kept apart from the full one (an aimed search's squares are a subset of the
 * full one's, so the same area argument holds for it, over its own smaller box).
 */
export function keptReach(
  s: ClassicState,
  p: number,
  reserve = 0,
  variant = 0,
  aim: Aim | null = null,
): Reach {
  const key = ((p * 16 + reserve) * 4 + variant) * 2 + (aim ? 1 : 0)
  const k = kept.get(key)
  if (k && stillValid(k, s, p, aim)) {
    reachKeepStats.hits++
    return k.reach
  }
  reachKeepStats.misses++
  const r = reach(s, p, reserve, aim)
  // The box of the reached squares (reach keeps it), widened by the margin. Measured: the exact area (reached
  // squares widened) kept no more reaches than the box, at a higher price.
  const words = sharedSnapshot(s.m.w)
  kept.set(key, {
    reach: r,
    meta: s.meta,
    aim,
    words,
    x0: r.x0 - MARGIN,
    x1: r.x1 + MARGIN,
    y0: r.y0 - MARGIN,
    y1: r.y1 + MARGIN,
  })
  return r
}

/** Forgets every kept reach (tests). */
export function forgetKeptReaches(): void {
  kept.clear()
  lastSnapshot = null
}
