// Advancement by star player points (leagues/advancement.ts): the third edition's table as the app reads it, each
// level's first point and the one before it.
import { describe, expect, it } from 'vitest'
import { levelOf, SPP_LEVELS } from '@shared/leagues/advancement'

describe('levelOf', () => {
  it('reaches each level at 6, 16, 31, 51, 76 and 176 points, one advance per level past Rookie', () => {
    expect(SPP_LEVELS.map((l) => l.from)).toEqual([0, 6, 16, 31, 51, 76, 176])
    const at = (spp: number) => {
      const { level, advances } = levelOf(spp)
      return `${level} ${advances}`
    }
    expect([0, 5, 6, 15, 16, 30, 31, 50, 51, 75, 76, 175, 176, 999].map(at)).toEqual([
      'rookie 0',
      'rookie 0',
      'experienced 1',
      'experienced 1',
      'veteran 2',
      'veteran 2',
      'emerging-star 3',
      'emerging-star 3',
      'star 4',
      'star 4',
      'super-star 5',
      'super-star 5',
      'legend 6',
      'legend 6',
    ])
  })
})
