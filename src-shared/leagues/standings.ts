// A league table from its fixtures (issue 23 point 4): played, won, drawn, lost, scored (touchdowns or goals) for
// and against, casualties inflicted and points, sorted by points, then difference, then scored, then name. No
// seed sets a league table's order; this is the common club order (the points a win, draw and loss give are the
// league's own setting).
import type { LastingInjury } from './absences'
import type { MatchStarPlayer } from './starPlayers'

/** What a played fixture ended with: each side's score and the casualties it inflicted, home first. */
export interface FixtureResult {
  readonly score: readonly [number, number]
  readonly casualties: readonly [number, number]
  /** Classic: the casualties that outlast the match (league-carry-over.md); absent when none. */
  readonly injuries?: readonly LastingInjury[]
  /** Cross Check and Classic: each player's star player points from the match (starPlayers.ts); absent when none. */
  readonly starPlayers?: readonly MatchStarPlayer[]
}

export interface Points {
  readonly win: number
  readonly draw: number
  readonly loss: number
}

export interface StandingRow {
  /** The team's index in the league (seed order). */
  readonly team: number
  readonly name: string
  readonly played: number
  readonly won: number
  readonly drawn: number
  readonly lost: number
  readonly scored: number
  readonly conceded: number
  readonly difference: number
  readonly casualties: number
  readonly points: number
}

export interface StandingFixture {
  readonly home: number
  readonly away: number
  readonly status: 'scheduled' | 'playing' | 'played'
  readonly result: FixtureResult | null
}

/** The table: one row per team, best first. Only played fixtures with a result count. */
export function standings(
  names: readonly string[],
  fixtures: readonly StandingFixture[],
  points: Points,
): StandingRow[] {
  const rows = names.map((name, team) => ({
    team,
    name,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    scored: 0,
    conceded: 0,
    difference: 0,
    casualties: 0,
    points: 0,
  }))
  for (const fixture of fixtures) {
    if (fixture.status !== 'played' || !fixture.result) continue
    const { score, casualties } = fixture.result
    const sides = [fixture.home, fixture.away] as const
    sides.forEach((team, side) => {
      const row = rows[team]
      const mine = score[side]
      const theirs = score[1 - side]
      row.played++
      row.scored += mine
      row.conceded += theirs
      row.casualties += casualties[side]
      if (mine > theirs) row.won++
      else if (mine < theirs) row.lost++
      else row.drawn++
    })
  }
  for (const row of rows) {
    row.difference = row.scored - row.conceded
    row.points = row.won * points.win + row.drawn * points.draw + row.lost * points.loss
  }
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.difference - a.difference ||
      b.scored - a.scored ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      a.team - b.team,
  )
}
