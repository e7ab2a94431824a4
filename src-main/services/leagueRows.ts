// Reading a league's rows (migration 9) defensively: a cell this app cannot read (options or a result that is not
// its JSON, a coach it does not know) makes the league or that result unreadable rather than throwing, so one bad
// row never hides the others. A league that cannot be read is passed over by the list and answered as missing.
import type Database from 'better-sqlite3'
import type { RulesetId } from '@shared/engine/api'
import type { FixtureInfo, LeagueSummary, LeagueTeamInfo } from '@shared/ipc'
import { coachSchema, fixtureResultSchema, leagueOptionsSchema } from '@shared/leagues/league'
import type { FixtureResult } from '@shared/leagues/standings'

export interface LeagueRow {
  id: string
  name: string
  ruleset: string
  points_win: number
  points_draw: number
  points_loss: number
  options_json: string
  created_at: string
  updated_at: string
  archived: number
}

interface TeamRow {
  idx: number
  team_id: string
  coach: string
}

interface FixtureRow {
  idx: number
  round: number
  home: number
  away: number
  game_id: string | null
  status: string
  result_json: string | null
}

/** A league's own row as the list shows it (counts filled in by the caller), or null when unreadable. */
export function readLeague(
  row: LeagueRow,
): Omit<LeagueSummary, 'teamCount' | 'fixtureCount' | 'played'> | null {
  const options = parseJson(row.options_json, (v) => leagueOptionsSchema.safeParse(v))
  if (!options) return null
  return {
    id: row.id,
    name: row.name,
    ruleset: row.ruleset as RulesetId,
    points: { win: row.points_win, draw: row.points_draw, loss: row.points_loss },
    options,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    archived: row.archived === 1,
  }
}

/** The league's teams in seed order, named by `nameOf` (the saved team's name now); null when one is unreadable. */
export function readTeams(
  db: Database.Database,
  leagueId: string,
  nameOf: (teamId: string) => string | null,
): LeagueTeamInfo[] | null {
  const rows = db
    .prepare('SELECT idx, team_id, coach FROM league_teams WHERE league_id = ? ORDER BY idx')
    .all(leagueId) as TeamRow[]
  const teams: LeagueTeamInfo[] = []
  for (const [i, row] of rows.entries()) {
    const coach = coachSchema.safeParse(row.coach)
    const name = nameOf(row.team_id)
    if (row.idx !== i || !coach.success || name === null) return null
    teams.push({ index: row.idx, teamId: row.team_id, name, coach: coach.data })
  }
  return teams
}

/** The league's fixtures in order; a result that cannot be read is null (the table leaves that fixture out). */
export function readFixtures(db: Database.Database, leagueId: string): FixtureInfo[] {
  const rows = db
    .prepare(
      'SELECT idx, round, home, away, game_id, status, result_json FROM league_fixtures WHERE league_id = ? ORDER BY idx',
    )
    .all(leagueId) as FixtureRow[]
  return rows.map((row) => {
    const result = row.result_json === null ? null : readResult(row.result_json)
    // A played fixture whose result cannot be read stays played (never played again), and counts for nobody.
    const status = row.status as FixtureInfo['status']
    return {
      index: row.idx,
      round: row.round,
      home: row.home,
      away: row.away,
      status,
      gameId: row.game_id,
      result: status === 'played' ? result : null,
    }
  })
}

export function readResult(text: string): FixtureResult | null {
  return parseJson(text, (v) => fixtureResultSchema.safeParse(v))
}

function parseJson<T>(text: string, check: (v: unknown) => { success: boolean; data?: T }): T | null {
  try {
    const parsed = check(JSON.parse(text))
    return parsed.success ? (parsed.data as T) : null
  } catch {
    return null
  }
}
