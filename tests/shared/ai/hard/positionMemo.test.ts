// The search's memory by position (hard/positionMemo.ts): the same words after the engine's header answer from
// memory, whatever the dice's state in the header; any other word changed is a new position, computed afresh; a
// state without engine words is computed every time.
import { describe, expect, it } from 'vitest'
import { positionMemo } from '@shared/ai/hard/positionMemo'
import { ENGINE_HEADER_WORDS } from '@shared/engine/dice'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { team } from '../../classic/fixtures'

function game() {
  return classicRuleset.create({ ruleset: 'classic', seed: 7, teams: [team('human'), team('orc')] })
}

describe('positionMemo', () => {
  it('answers a position seen before from memory, a changed one afresh', () => {
    const s = game()
    const w = s.m.w
    const memo = positionMemo<number>()
    let computed = 0
    const ask = (): number => memo(s, () => ++computed)
    expect(ask()).toBe(1)
    expect(ask()).toBe(1)
    // The dice's state (the header) is not part of the position.
    w[0] ^= 0x5a5a
    expect(ask()).toBe(1)
    // Every word after the header is: each one changed alone is a new position, and back again the old one.
    for (const i of [ENGINE_HEADER_WORDS, ENGINE_HEADER_WORDS + 1, Math.floor(w.length / 2), w.length - 1]) {
      const before = computed
      w[i] += 1
      expect(ask(), `word ${i}`).toBe(before + 1)
      expect(ask(), `word ${i} again`).toBe(before + 1)
      w[i] -= 1
      expect(ask(), `word ${i} put back`).toBe(1)
    }
    // Two words swapped (a hash of the words' set alone would miss it).
    const [a, b] = [ENGINE_HEADER_WORDS + 3, ENGINE_HEADER_WORDS + 4]
    w[a] = 11
    w[b] = 22
    const first = ask()
    ;[w[a], w[b]] = [w[b], w[a]]
    expect(ask()).toBe(first + 1)
  })

  it('computes every time for a state without engine words', () => {
    const memo = positionMemo<number>()
    let computed = 0
    for (let i = 0; i < 3; i++) memo({ m: { w: [1, 2, 3] } }, () => ++computed)
    expect(computed).toBe(3)
  })
})
