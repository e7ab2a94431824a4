// The AI's own seeded generator (mulberry32): every AI choice and every private look-ahead's fresh dice come from
// it, never from a game's dice, so an AI game replays exactly from (game seed, AI seed, budget). Main re-exports
// it (src-main/services/random.ts) for its other seeded choices.
import { mulberry32 } from '../engine/mulberry32'
import type { AiRng } from './types'

export type Random = AiRng

export function createRandom(seed: number): AiRng {
  const next = mulberry32(seed)
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
