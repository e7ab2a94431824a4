// Round-robin fixtures (circle method): every pair once (or twice, home and away), no team twice in a round, a
// bye for odd counts, home and away balanced, and the same list every time.
import { describe, expect, it } from 'vitest'
import { roundRobin } from '@shared/leagues/fixtures'

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)

describe('roundRobin', () => {
  it('lists four teams exactly (deterministic)', () => {
    expect(roundRobin(4)).toEqual([
      { round: 1, home: 0, away: 3 },
      { round: 1, home: 1, away: 2 },
      { round: 2, home: 2, away: 0 },
      { round: 2, home: 1, away: 3 },
      { round: 3, home: 0, away: 1 },
      { round: 3, home: 3, away: 2 },
    ])
    expect(roundRobin(4)).toEqual(roundRobin(4))
  })

  for (let n = 3; n <= 16; n++) {
    it(`${n} teams: every pair once, no team twice in a round, ${n % 2 ? 'one bye a round' : 'no byes'}`, () => {
      const list = roundRobin(n)
      const rounds = n % 2 === 0 ? n - 1 : n
      expect(list).toHaveLength((n * (n - 1)) / 2)
      expect(new Set(list.map((p) => key(p.home, p.away))).size).toBe(list.length)
      expect(Math.max(...list.map((p) => p.round))).toBe(rounds)
      const rests = new Array<number>(n).fill(0)
      for (let r = 1; r <= rounds; r++) {
        const playing = list.filter((p) => p.round === r).flatMap((p) => [p.home, p.away])
        expect(new Set(playing).size).toBe(playing.length)
        expect(playing).toHaveLength(n % 2 === 0 ? n : n - 1)
        for (let t = 0; t < n; t++) if (!playing.includes(t)) rests[t]++
      }
      // Odd: each team has the bye exactly once; even: nobody rests.
      expect(rests).toEqual(new Array<number>(n).fill(n % 2))
      // Rounds in order, home never away.
      expect(list.map((p) => p.round)).toEqual([...list.map((p) => p.round)].sort((a, b) => a - b))
      expect(list.every((p) => p.home !== p.away && p.home < n && p.away < n)).toBe(true)
      // Home and away balanced: each team hosts half its n − 1 matches, ±1 when n − 1 is odd.
      for (let t = 0; t < n; t++) {
        const home = list.filter((p) => p.home === t).length
        expect(Math.abs(2 * home - (n - 1))).toBe((n - 1) % 2)
      }
    })
  }

  it('twice: each pair home and away, the return rounds after the first half', () => {
    for (const n of [3, 4, 7, 16]) {
      const once = roundRobin(n)
      const twice = roundRobin(n, { twice: true })
      const rounds = n % 2 === 0 ? n - 1 : n
      expect(twice).toHaveLength(2 * once.length)
      expect(twice.slice(0, once.length)).toEqual(once)
      expect(twice.slice(once.length)).toEqual(
        once.map((p) => ({ round: p.round + rounds, home: p.away, away: p.home })),
      )
      expect(new Set(twice.map((p) => `${p.home}>${p.away}`)).size).toBe(twice.length)
    }
  })

  it('refuses fewer than 3 or more than 16 teams', () => {
    for (const n of [0, 2, 17, 3.5]) expect(() => roundRobin(n)).toThrow(RangeError)
  })
})
