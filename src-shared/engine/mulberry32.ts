// mulberry32: the one small seeded generator for every choice that is not a game die — the random players' action
// picks, the AI's choices and look-ahead seeds, the dice's tumble on the table. (A game's own dice live in its
// state: engine/dice.ts.) Uniform in [0, 1).

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
