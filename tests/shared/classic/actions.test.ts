import { describe, expect, it } from 'vitest'
import { code, playerOf, typeOf, xOf, yOf } from '@shared/rules/classic/actions'

// The codec packs type, player and square into one integer; types past 31 spill above y (see actions.ts).
describe('Classic action codes', () => {
  it('round-trips every type, player and square, old codes unchanged', () => {
    for (const type of [1, 13, 31, 32, 33, 47, 63, 100]) {
      for (const p of [0, 17, 31]) {
        for (const [x, y] of [
          [-2, -2],
          [0, 0],
          [25, 14],
          [29, 29],
        ]) {
          const c = code(type, p, x, y)
          expect([typeOf(c), playerOf(c), xOf(c), yOf(c)]).toEqual([type, p, x, y])
        }
      }
    }
    // A code stored before the widening (type 13 = step to (10, 7)) keeps its value.
    expect(code(13, 0, 10, 7)).toBe(13 | (12 << 10) | (9 << 15))
  })
})
