// The most valuable player draw of a Classic league match (leagues/mvp.ts): one per team among its team sheet,
// the same for the same game, spread over the players as the seed changes, never anyone not eligible.
import { describe, expect, it } from 'vitest'
import { drawMvps } from '@shared/leagues/mvp'

const HOME = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const AWAY = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]

describe('drawMvps', () => {
  it('is the same for the same seed and action count, whatever order the players are listed in', () => {
    const once = drawMvps(1234, 310, [HOME, AWAY])
    expect(drawMvps(1234, 310, [HOME, AWAY])).toEqual(once)
    expect(drawMvps(1234, 310, [[...HOME].reverse(), [...AWAY].reverse()])).toEqual(once)
    expect(HOME).toContain(once[0])
    expect(AWAY).toContain(once[1])
  })

  it('over 600 seeds draws every eligible player at least once and nobody else', () => {
    const seen: [Map<number, number>, Map<number, number>] = [new Map(), new Map()]
    for (let seed = 0; seed < 600; seed++) {
      const mvps = drawMvps(seed, 250, [HOME, AWAY])
      mvps.forEach((id, side) => seen[side].set(id!, (seen[side].get(id!) ?? 0) + 1))
    }
    expect([...seen[0].keys()].sort((a, b) => a - b)).toEqual(HOME)
    expect([...seen[1].keys()].sort((a, b) => a - b)).toEqual(AWAY)
  })

  it('changes with the final action count too (unknowable before the final whistle)', () => {
    const draws = new Set<string>()
    for (let actions = 100; actions < 140; actions++) draws.add(String(drawMvps(99, actions, [HOME, AWAY])))
    // 40 lengths of the same game: far more than one pair of players (132 pairs are possible).
    expect(draws.size).toBeGreaterThan(20)
  })

  it('names nobody for a side with no players, and one player when only one is eligible', () => {
    expect(drawMvps(5, 5, [[], [7]])).toEqual([null, 7])
  })
})
