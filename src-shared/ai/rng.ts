// The AI's own seeded generator (mulberry32): every AI choice and every private look-ahead's fresh dice come from
// it, never from a game's dice, so an AI game replays exactly from (game seed, AI seed, budget). Main re-exports
// it (src-main/services/random.ts) for its other seeded choices.
import type { AiRng } from './types'

export type Random = AiRng

export function createRandom(seed: number): AiRng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int(n: number): number {
      if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`)
      return Math.floor(next() * n)
    },
  }
}

/** A fresh 32-bit seed drawn from `rng` (for re-seeding a look-ahead's dice or a child generator). */
export function drawSeed(rng: AiRng): number {
  return Math.floor(rng.next() * 4294967296) >>> 0
}
