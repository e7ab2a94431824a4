// The seeded dice every ruleset shares. The generator (sfc32, 4 words) and a queue of forced results live in the
// first words of the state, so (seed, actions) replays a game bit for bit, `undo` rewinds the dice with the rest of
// the state, and tests or scenarios can say "the next D6 is 1" without touching the generator.

import { createMemory, forget, set, type Memory } from './memory'

export const RNG_AT = 0
export const FORCE_HEAD = 4
export const FORCE_TAIL = 5
export const FORCE_AT = 6
export const FORCE_CAPACITY = 128
/** Rulesets lay out their own words from here on. */
export const ENGINE_HEADER_WORDS = FORCE_AT + FORCE_CAPACITY

/** Spreads any 32-bit seed over the generator's state (splitmix32), then warms it up. */
export function seedDice(m: Memory, seed: number): void {
  let z = seed >>> 0
  for (let i = 0; i < 4; i++) {
    z = (z + 0x9e3779b9) >>> 0
    let t = z
    t = Math.imul(t ^ (t >>> 16), 0x85ebca6b)
    t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35)
    t ^= t >>> 16
    m.w[RNG_AT + i] = t | 0
  }
  m.w[FORCE_HEAD] = 0
  m.w[FORCE_TAIL] = 0
  for (let i = 0; i < 12; i++) nextU32(m)
}

/** One step of sfc32; the state words are journalled like any other write. */
export function nextU32(m: Memory): number {
  const w = m.w
  const a = w[RNG_AT]
  const b = w[RNG_AT + 1]
  const c = w[RNG_AT + 2]
  const d = w[RNG_AT + 3]
  const t = (((a + b) | 0) + d) | 0
  set(m, RNG_AT + 3, (d + 1) | 0)
  set(m, RNG_AT, b ^ (b >>> 9))
  set(m, RNG_AT + 1, (c + (c << 3)) | 0)
  const c2 = (c << 21) | (c >>> 11)
  set(m, RNG_AT + 2, (c2 + t) | 0)
  return t >>> 0
}

export class ForcedDieError extends Error {
  readonly code = 'dice/forced-out-of-range'
  constructor(value: number, sides: number) {
    super(`forced die ${value} cannot come up on a D${sides}`)
  }
}

/** A die of `sides` faces: the next forced result if one is queued, else the generator's. */
export function roll(m: Memory, sides: number): number {
  const w = m.w
  const head = w[FORCE_HEAD]
  if (head !== w[FORCE_TAIL]) {
    const value = w[FORCE_AT + head]
    set(m, FORCE_HEAD, (head + 1) % FORCE_CAPACITY)
    if (value < 1 || value > sides) throw new ForcedDieError(value, sides)
    return value
  }
  // Multiply-shift maps 2^32 values onto the faces; the bias (< 1e-9) is far below anything a game can show.
  return 1 + Math.floor((nextU32(m) / 4294967296) * sides)
}

/** Queues results that the next dice will show, in order, whatever their number of sides. */
export function forceDice(m: Memory, values: readonly number[]): void {
  for (const v of values) {
    const tail = m.w[FORCE_TAIL]
    const next = (tail + 1) % FORCE_CAPACITY
    if (next === m.w[FORCE_HEAD])
      throw new RangeError(`at most ${FORCE_CAPACITY - 1} forced dice can be queued`)
    set(m, FORCE_AT + tail, v | 0)
    set(m, FORCE_TAIL, next)
  }
}

/**
 * Empties the forced-dice queue (head moved up to the tail, through `set`, so mark/undo brings the queue back). The
 * AI's look-ahead calls it: a queued result belongs to the real game (a test, a drill, a scenario), and a private
 * look-ahead that rolled it would know a die the coach cannot know.
 */
export function dropForcedDice(m: Memory): void {
  if (m.w[FORCE_HEAD] !== m.w[FORCE_TAIL]) set(m, FORCE_HEAD, m.w[FORCE_TAIL])
}

export function forcedCount(m: Memory): number {
  return (m.w[FORCE_TAIL] - m.w[FORCE_HEAD] + FORCE_CAPACITY) % FORCE_CAPACITY
}

/** Uniform pick of an index below `n` (random players, random squares). */
export function pick(m: Memory, n: number): number {
  return roll(m, n) - 1
}

/** Whether `reseedDice` can work on this state (practice mode and the AI's private look-aheads need it). */
export function canReseed(state: unknown): boolean {
  const m = (state as { m?: Memory } | null)?.m
  return m !== undefined && m.w instanceof Int32Array && m.w.length >= RNG_AT + 4
}

/**
 * Re-seeds a state's dice. Every ruleset keeps its generator in the first words of its memory; the words are
 * written through `set`, so mark/undo rewinds a reseed like any other change. Practice mode re-rolls with it, and
 * the Hard AI gives its look-ahead fresh dice with it so it never sees the game's real future dice.
 */
export function reseedDice(state: unknown, seed: number): void {
  if (!canReseed(state)) throw new Error('this ruleset keeps no dice the host can re-seed')
  const m = (state as { m: Memory }).m
  // One scratch generator for every reseed: the look-ahead reseeds once per playout, and a fresh memory each time
  // (with its 16 kB journal) was garbage on the search's hot path (issue 20 point 7).
  seedDice(RESEED, seed)
  forget(RESEED)
  for (let i = 0; i < 4; i++) set(m, RNG_AT + i, RESEED.w[RNG_AT + i])
}

const RESEED = createMemory(FORCE_AT)
