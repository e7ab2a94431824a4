// Who misses a league fixture (002 injuries 11 and 12, Classic): a Serious Injury misses the team's next fixture in
// the list, a death every later one; a finished game's lasting injuries as its result keeps them; a team that would
// fall short of 11 fields everyone.
import { describe, expect, it } from 'vitest'
import type { GameView, PieceView } from '@shared/engine/api'
import { absentees, type AbsenceFixture, type LastingInjury } from '@shared/leagues/absences'
import { roundRobin } from '@shared/leagues/fixtures'
import { gameTeamOf } from '@shared/leagues/gameTeam'
import { resultOf } from '../../../src-main/services/LeagueGames'
import { orcs } from '../teams/teams'

const si = (side: 0 | 1, number: number): LastingInjury => ({
  side,
  number,
  name: `P${number}`,
  kind: 'serious-injury',
})
const dead = (side: 0 | 1, number: number): LastingInjury => ({
  side,
  number,
  name: `P${number}`,
  kind: 'dead',
})

/** Four teams' fixtures (0v3, 1v2, 2v0, 1v3, 0v1, 3v2) with the given played ones' injuries. */
function league(played: Record<number, LastingInjury[]>): AbsenceFixture[] {
  return roundRobin(4).map((p, i) =>
    i in played
      ? { ...p, status: 'played', result: { injuries: played[i] } }
      : { ...p, status: 'scheduled', result: null },
  )
}

describe('absentees', () => {
  it("a Serious Injury misses the team's next fixture only; a death every later one", () => {
    // Fixture 0 is 0 v 3: team 0 (home) loses #5 seriously hurt and #7 dead; team 3 (away) #2 seriously hurt.
    const fixtures = league({ 0: [si(0, 5), dead(0, 7), si(1, 2)], 2: [] })
    expect([...absentees(fixtures, 2, 0)].sort()).toEqual([5, 7])
    expect([...absentees(fixtures, 4, 0)]).toEqual([7])
    expect([...absentees(fixtures, 3, 3)]).toEqual([2])
    // Its next fixture is 3, played or not: by fixture 5 the injury has been served.
    expect(absentees(fixtures, 5, 3).size).toBe(0)
    // Teams 1 and 2 lost nobody.
    expect(absentees(fixtures, 1, 1).size).toBe(0)
    expect(absentees(fixtures, 2, 2).size).toBe(0)
    // A team's first fixture: nobody out.
    expect(absentees(fixtures, 0, 0).size).toBe(0)
  })

  it("reads the team's side of each fixture, and passes over fixtures not played", () => {
    // Team 3 was away in fixture 0; its serious injury lapses once its next fixture (3) is played.
    const fixtures = league({ 0: [si(1, 4)], 3: [] })
    expect([...absentees(fixtures, 3, 3)]).toEqual([4])
    expect(absentees(fixtures, 5, 3).size).toBe(0)
    // Fixture 0 not played: nothing carries from it.
    expect(absentees(league({}), 2, 0).size).toBe(0)
  })
})

describe('a lasting injury in the game', () => {
  it('leaves the absent players out of a Classic team while it keeps 11', () => {
    const team = orcs('Da Boyz')
    expect(team.team.players).toHaveLength(12)
    const one = gameTeamOf(team, new Set([5])).team as { players: { number: number }[] }
    expect(one.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12])
    // Two out would leave 10: no seed says what a short team does, so everyone plays.
    const two = gameTeamOf(team, new Set([5, 7])).team as { players: { number: number }[] }
    expect(two.players).toHaveLength(12)
  })

  it('is kept in the result of a finished game: Serious Injuries and deaths, not Badly Hurt', () => {
    const piece = (side: 0 | 1, number: number, over: Partial<PieceView>): PieceView =>
      ({ id: side * 20 + number, side, number, name: `P${number}`, state: 'standing', ...over }) as PieceView
    const view = {
      score: [2, 1],
      pieces: [
        piece(0, 1, {}),
        piece(0, 2, { state: 'casualty', casualty: 'serious-injury' }),
        piece(0, 3, { state: 'casualty', casualty: 'badly-hurt' }),
        piece(1, 4, { state: 'casualty', casualty: 'dead' }),
        piece(1, 5, { state: 'ko' }),
      ],
    } as unknown as GameView
    expect(resultOf(view)).toEqual({
      score: [2, 1],
      casualties: [1, 2],
      injuries: [si(0, 2), dead(1, 4)],
    })
    expect(resultOf({ ...view, pieces: [piece(0, 1, {})] })).toEqual({ score: [2, 1], casualties: [0, 0] })
  })
})
