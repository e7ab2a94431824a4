// reseedDice seeds through one scratch generator (no memory per call): the words it writes are those a fresh game
// of that seed starts with, every time, and mark/undo rewinds them.
import { RNG_AT, reseedDice, roll, seedDice } from '@shared/engine/dice'
import { createMemory, mark, undo } from '@shared/engine/memory'

test('reseedDice gives the dice of a fresh seed, again and again, and undo brings the old ones back', () => {
  const m = createMemory(200)
  seedDice(m, 1)
  for (const seed of [7, 99, 7]) {
    const fresh = createMemory(200)
    seedDice(fresh, seed)
    const at = mark(m)
    const before = Array.from(m.w.subarray(RNG_AT, RNG_AT + 4))
    reseedDice({ m }, seed)
    expect(Array.from(m.w.subarray(RNG_AT, RNG_AT + 4))).toEqual(
      Array.from(fresh.w.subarray(RNG_AT, RNG_AT + 4)),
    )
    expect([roll(m, 6), roll(m, 6), roll(m, 6)]).toEqual([roll(fresh, 6), roll(fresh, 6), roll(fresh, 6)])
    undo(m, at)
    expect(Array.from(m.w.subarray(RNG_AT, RNG_AT + 4))).toEqual(before)
  }
})
