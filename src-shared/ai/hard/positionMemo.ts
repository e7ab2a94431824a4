// One decision's evaluations and policy answers remembered by position. The search plays the same few
// continuations over and over (a candidate with no die left in its turn, a push whose follow-up has none, the
// one-ply look at every declaration of a team turn, every round's turn start before its first die): measured on the
// rollout bench's Classic positions, 71% of the leaf evaluations were of a position already evaluated in the same
// decision, while the evaluation was two thirds of the search's time; in Blitz Bowl the policy's planning was 58%.
// Evaluations and policies read the rules' words and the game's fixed roster data, never the dice, so the words
// after the engine's header (the dice's state) are the whole key (two hashes of them stand for them: hashOf): a
// remembered evaluation is the one evaluate would give, and a remembered answer the one the policy gave first here
// (a policy that breaks ties with its generator keeps its first tie-break for the rest of the decision).
import { ENGINE_HEADER_WORDS } from '../../engine/dice'

/** Positions kept per decision; further ones are simply evaluated. */
const CAPACITY = 2048

interface Entry<T> {
  /** The second hash of the position's words (the first is the table's key). */
  readonly check: number
  readonly value: T
}

function wordsOf(state: unknown): Int32Array | null {
  const w = (state as { m?: { w?: unknown } } | null)?.m?.w
  return w instanceof Int32Array ? w : null
}

/** The second hash of the last `hashOf` (one pass over the words makes both). */
let check = 0

/**
 * Two independent 32-bit hashes of the words after the engine's header (FNV-1a, and a multiply-rotate mix): the
 * first keys the table, the second stands for the words themselves. The entries used to keep a copy of the words
 * (about 5 kB a position) to compare on a hit; that copy at every new position of every look-ahead, and its
 * garbage, cost more than the hashing (bench/rollout.ts profiles). Two positions must agree on 64 bits to be
 * taken for one: with at most CAPACITY entries and some 10^5 look-ups a decision, one wrong answer in about
 * 10^11 decisions.
 */
function hashOf(w: Int32Array): number {
  let h = 0x811c9dc5
  let g = 0x2a6b3e95
  for (let i = ENGINE_HEADER_WORDS; i < w.length; i++) {
    const v = w[i]
    h = Math.imul(h ^ v, 16777619)
    g = Math.imul((g << 5) | (g >>> 27), 0x9e3779b1) ^ v
  }
  check = Math.imul(g ^ (g >>> 15), 0x85ebca6b)
  return h
}

/**
 * `compute` remembered by the state's words, for one decision (and one side, for an evaluation); a state without
 * engine words (a test's fake game) is computed every time.
 */
export function positionMemo<T>(): (state: unknown, compute: () => T) => T {
  const table = new Map<number, Entry<T>>()
  return (state, compute) => {
    const w = wordsOf(state)
    if (!w) return compute()
    const h = hashOf(w)
    const c = check
    const e = table.get(h)
    if (e && e.check === c) return e.value
    const value = compute()
    // A first hash shared by two positions keeps the first; the other is computed each time.
    if (!e && table.size < CAPACITY) table.set(h, { check: c, value })
    return value
  }
}
