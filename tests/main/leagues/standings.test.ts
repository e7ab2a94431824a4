// The league table from played fixtures: exact numbers, the order (points, difference, scored, name), and only
// played fixtures with a result counting.
import { describe, expect, it } from 'vitest'
import { standings, type StandingFixture } from '@shared/leagues/standings'

const played = (home: number, away: number, score: [number, number], cas: [number, number] = [0, 0]) =>
  ({ home, away, status: 'played', result: { score, casualties: cas } }) as const satisfies StandingFixture

describe('standings', () => {
  it('counts played, won, drawn, lost, scored, conceded, casualties and points exactly', () => {
    const names = ['Orcs', 'Elves', 'Dwarfs', 'Humans']
    const table = standings(
      names,
      [
        played(0, 1, [2, 1], [3, 0]),
        played(2, 3, [1, 1], [1, 2]),
        played(0, 2, [0, 0]),
        played(1, 3, [3, 0], [0, 1]),
        { home: 0, away: 3, status: 'playing', result: null },
        { home: 1, away: 2, status: 'scheduled', result: null },
      ],
      { win: 3, draw: 1, loss: 0 },
    )
    expect(table).toEqual([
      {
        team: 0,
        name: 'Orcs',
        played: 2,
        won: 1,
        drawn: 1,
        lost: 0,
        scored: 2,
        conceded: 1,
        difference: 1,
        casualties: 3,
        points: 4,
      },
      {
        team: 1,
        name: 'Elves',
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        scored: 4,
        conceded: 2,
        difference: 2,
        casualties: 0,
        points: 3,
      },
      {
        team: 2,
        name: 'Dwarfs',
        played: 2,
        won: 0,
        drawn: 2,
        lost: 0,
        scored: 1,
        conceded: 1,
        difference: 0,
        casualties: 1,
        points: 2,
      },
      {
        team: 3,
        name: 'Humans',
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        scored: 1,
        conceded: 4,
        difference: -3,
        casualties: 3,
        points: 1,
      },
    ])
  })

  it('orders equal points by difference, then scored, then name', () => {
    const names = ['Zed', 'Amber', 'Moss', 'Birch']
    // Every team wins once, draws once and loses once: 4 points each.
    const table = standings(
      names,
      [
        played(0, 1, [3, 0]),
        played(1, 2, [1, 0]),
        played(2, 3, [2, 1]),
        played(3, 0, [1, 0]),
        played(1, 3, [0, 0]),
        played(0, 2, [0, 0]),
      ],
      { win: 3, draw: 1, loss: 0 },
    )
    // Zed 3−1 (+2, 3 for), Amber 1−3 (−2), Moss 2−2 (0, 2 for), Birch 2−2 (0, 2 for): Birch before Moss by name.
    expect(table.map((r) => [r.name, r.points, r.difference, r.scored])).toEqual([
      ['Zed', 4, 2, 3],
      ['Birch', 4, 0, 2],
      ['Moss', 4, 0, 2],
      ['Amber', 4, -2, 1],
    ])
  })

  it('uses the league points and leaves out a played fixture without a result', () => {
    const table = standings(
      ['A', 'B', 'C'],
      [played(0, 1, [1, 1]), played(1, 2, [2, 0]), { home: 2, away: 0, status: 'played', result: null }],
      { win: 2, draw: 1, loss: 1 },
    )
    expect(table.map((r) => [r.name, r.played, r.points])).toEqual([
      ['B', 2, 3],
      ['A', 1, 1],
      ['C', 1, 1],
    ])
  })
})
