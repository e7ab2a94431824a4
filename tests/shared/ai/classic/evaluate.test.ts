// The Classic evaluation: touchdown units, zero-sum between the sides, the ball worth more the nearer it is to
// the end zone, a touchdown lead worth more than any positional edge.
import { describe, expect, it } from 'vitest'
import { classicAi } from '@shared/ai/classic/index'
import type { Scenario } from '@shared/rules/classic/scenario'
import { position } from './helpers'

function at(x: number, score: [number, number] = [0, 0]): Scenario {
  return {
    name: 'evaluation',
    game: 'classic',
    teams: {
      home: { roster: 'human', players: [{ id: 'c', position: 'catcher', at: [x, 7] }] },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [1, 1] }] },
    },
    ball: { carrier: 'c' },
    turn: { score },
  }
}

describe('Classic evaluation', () => {
  it('is zero-sum and does not change the state', () => {
    const { s } = position(at(12))
    const words = s.m.w.slice()
    const home = classicAi.evaluate(s, 0)
    expect(classicAi.evaluate(s, 1)).toBeCloseTo(-home, 12)
    expect(Array.from(s.m.w)).toEqual(Array.from(words))
  })

  it('values the ball more the nearer it is to the end zone we score in', () => {
    const near = classicAi.evaluate(position(at(22)).s, 0)
    const mid = classicAi.evaluate(position(at(12)).s, 0)
    const far = classicAi.evaluate(position(at(3)).s, 0)
    expect(near).toBeGreaterThan(mid)
    expect(mid).toBeGreaterThan(far)
    expect(far).toBeGreaterThan(0)
  })

  it('counts a touchdown as 1.0, more than any position', () => {
    const behind = classicAi.evaluate(position(at(3, [1, 0])).s, 1)
    const level = classicAi.evaluate(position(at(3, [0, 0])).s, 1)
    expect(level - behind).toBeCloseTo(1, 12)
    expect(classicAi.evaluate(position(at(24, [0, 1])).s, 0)).toBeLessThan(0)
  })
})
