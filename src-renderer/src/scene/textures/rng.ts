// A tiny seeded generator for texture noise: the table must look the same on every run (screenshots, tests), so
// textures never use Math.random. (Game randomness lives in the engine's state, not here.)

export type Rng = () => number

/** mulberry32: fast, good enough for speckles and wood grain; returns floats in [0, 1). */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
