// Club leagues (the leagues, league_teams and league_fixtures tables, migration 9; issue 23 point 4): a league of
// saved teams, its round-robin fixtures (src-shared/leagues/fixtures.ts), the games that play them and their
// results, and the standings computed from those (standings.ts) whenever a league is read. Every write is checked
// before it touches the database and made in one transaction, so a refused league or file writes nothing.
import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { ContractError, type FixtureInfo, type LeagueInfo, type LeagueSummary } from '@shared/ipc'
import { withLevels } from '@shared/leagues/advancement'
import { pendingAdvances, withTaken, type SquadOf } from '@shared/leagues/advances'
import { roundRobin } from '@shared/leagues/fixtures'
import { LeagueError, leagueSettingsSchema, type Coach, type LeagueSettings } from '@shared/leagues/league'
import { LEAGUE_FORMAT, LEAGUE_VERSION, type LeagueFile } from '@shared/leagues/leagueFile'
import { pendingRemovals } from '@shared/leagues/removals'
import { standings, type FixtureResult } from '@shared/leagues/standings'
import { overTreasury, treasuryExcess } from '@shared/leagues/treasury'
import { leagueStarPlayers, uncountedFixtures, type MatchStarPlayer } from '@shared/leagues/starPlayers'
import { parseReadable, pathText } from '@shared/rules/teamCheck'
import type { SavedTeam } from '@shared/teams/savedTeam'
import { takeAdvance, takeAiAdvances } from './leagueAdvances'
import { readFixtures, readLeague, readResult, readTeams, type LeagueRow } from './leagueRows'
import type { StoredTeam, TeamStore } from './TeamStore'

export interface NewLeague {
  readonly settings: LeagueSettings
  /** In seed order: saved team ids and their coaches. */
  readonly teams: readonly { readonly teamId: string; readonly coach: Coach }[]
}

/** A fixture with what it takes to start its game: both saved teams and their coaches. */
export interface FixtureToPlay {
  readonly league: LeagueInfo
  readonly fixture: FixtureInfo
  readonly home: { readonly team: StoredTeam; readonly coach: Coach }
  readonly away: { readonly team: StoredTeam; readonly coach: Coach }
}

export class LeagueStore {
  constructor(
    private readonly db: Database.Database,
    private readonly teams: TeamStore,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = () => `l-${randomUUID()}`,
  ) {}

  /** Every readable league: those in use first, then the archived ones, each by name. */
  list(): LeagueSummary[] {
    const rows = this.db
      .prepare('SELECT * FROM leagues ORDER BY archived, name COLLATE NOCASE, name, id')
      .all() as LeagueRow[]
    return rows.flatMap((row) => {
      const league = this.read(row)
      if (!league) return []
      const {
        teams: _teams,
        fixtures: _fixtures,
        standings: _standings,
        starPlayers: _starPlayers,
        pendingRemovals: _pendingRemovals,
        uncountedStars: _uncountedStars,
        pendingAdvances: _pendingAdvances,
        ...summary
      } = league
      return [summary]
    })
  }

  /** A league whole (teams, fixtures, standings), or null when there is none or it cannot be read. */
  get(id: string): LeagueInfo | null {
    const row = this.db.prepare('SELECT * FROM leagues WHERE id = ?').get(id) as LeagueRow | undefined
    return row ? this.read(row) : null
  }

  /** Makes a league and its fixtures; throws a LeagueError naming the field at fault, writing nothing. */
  create(input: NewLeague): LeagueInfo {
    const settings = checkSettings(input.settings)
    const seen = new Set<string>()
    input.teams.forEach(({ teamId }, i) => {
      const team = this.teams.get(teamId)
      if (!team) throw invalid(`teams[${i}].teamId`, `no saved team ${teamId}`)
      if (team.ruleset !== settings.ruleset)
        throw invalid(
          `teams[${i}].teamId`,
          `"${team.name}" is a ${team.ruleset} team; this league plays ${settings.ruleset}`,
        )
      if (seen.has(teamId)) throw invalid(`teams[${i}].teamId`, `"${team.name}" is in the league already`)
      const dear = tooDear(`teams[${i}].teamId`, team.team, settings.options)
      if (dear) throw dear
      seen.add(teamId)
    })
    const id = this.newId()
    this.db.transaction(() => this.insert(id, settings, input.teams, []))()
    return this.get(id)!
  }

  /** Saves a league file's teams as new saved teams and the league over them, in one transaction. */
  importFile(file: LeagueFile): LeagueInfo {
    file.teams.forEach(({ team }, i) => {
      const dear = tooDear(`teams[${i}].team`, team, file.league.options)
      if (dear) throw dear
    })
    const id = this.newId()
    this.db.transaction(() => {
      const teams = file.teams.map(({ team, coach }) => ({ teamId: this.teams.create(team).id, coach }))
      this.insert(id, file.league, teams, file.fixtures)
      // The AI coaches take the advances their stars earned in the file's results (advances.ts).
      takeAiAdvances(this.teams, this.get(id)!)
    })()
    return this.get(id)!
  }

  /** The league as a league file: settings, whole saved teams, fixtures and results (a game under way: scheduled). */
  exportFile(id: string): LeagueFile | null {
    const league = this.get(id)
    if (!league) return null
    return {
      format: LEAGUE_FORMAT,
      version: LEAGUE_VERSION,
      league: { name: league.name, ruleset: league.ruleset, points: league.points, options: league.options },
      teams: league.teams.map((t) => {
        const team = this.teams.get(t.teamId)
        // A file must hold whole teams: one whose row this app cannot read cannot be written.
        if (!team)
          throw new LeagueError(
            'invalid',
            `teams[${t.index}]`,
            `teams[${t.index}]: the saved team ${t.teamId} cannot be read.`,
          )
        return { coach: t.coach, team: team.team }
      }),
      fixtures: league.fixtures.map((f) =>
        f.status === 'played' && f.result
          ? { round: f.round, home: f.home, away: f.away, status: 'played' as const, result: f.result }
          : { round: f.round, home: f.home, away: f.away, status: 'scheduled' as const },
      ),
    }
  }

  archive(id: string, archived: boolean): LeagueInfo | null {
    const changed = this.db
      .prepare('UPDATE leagues SET archived = ?, updated_at = ? WHERE id = ?')
      .run(archived ? 1 : 0, this.now().toISOString(), id).changes
    return changed > 0 ? this.get(id) : null
  }

  /** Deletes a league, its teams' places and fixtures (the saved teams and the games stay); false when none. */
  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM leagues WHERE id = ?').run(id).changes > 0
  }

  /** A fixture with its two saved teams; null when the league or fixture is not there or a team cannot be read. */
  fixture(id: string, index: number): FixtureToPlay | null {
    const league = this.get(id)
    const fixture = league?.fixtures[index]
    if (!league || !fixture) return null
    const side = (place: number) => {
      const entry = league.teams[place]
      const team = this.teams.get(entry.teamId)
      return team ? { team, coach: entry.coach } : null
    }
    const home = side(fixture.home)
    const away = side(fixture.away)
    return home && away ? { league, fixture, home, away } : null
  }

  /** Links a scheduled fixture to the game that plays it (status playing); false when it was not scheduled. */
  link(id: string, index: number, gameId: string): boolean {
    const changed = this.db
      .prepare(
        `UPDATE league_fixtures SET status = 'playing', game_id = ?
         WHERE league_id = ? AND idx = ? AND status = 'scheduled'`,
      )
      .run(gameId, id, index).changes
    if (changed > 0) this.touch(id)
    return changed > 0
  }

  /** Records the result of the fixture a game plays (once: a played fixture keeps its result); its league, or null. */
  record(gameId: string, result: FixtureResult): string | null {
    const row = this.db
      .prepare("SELECT league_id, idx FROM league_fixtures WHERE game_id = ? AND status = 'playing'")
      .get(gameId) as { league_id: string; idx: number } | undefined
    if (!row) return null
    this.db
      .prepare(
        "UPDATE league_fixtures SET status = 'played', result_json = ? WHERE league_id = ? AND idx = ?",
      )
      .run(JSON.stringify(result), row.league_id, row.idx)
    this.touch(row.league_id)
    return row.league_id
  }

  /**
   * Keeps the star player points of a played fixture recorded without them (counted later from its game's log,
   * LeagueGames.recountStars); a result that has them already is left as it is. True when written.
   */
  keepStars(id: string, index: number, starPlayers: readonly MatchStarPlayer[]): boolean {
    const text = this.db
      .prepare(
        "SELECT result_json FROM league_fixtures WHERE league_id = ? AND idx = ? AND status = 'played'",
      )
      .pluck()
      .get(id, index) as string | null | undefined
    const result = text ? readResult(text) : null
    if (!result || result.starPlayers !== undefined || starPlayers.length === 0) return false
    this.db
      .prepare('UPDATE league_fixtures SET result_json = ? WHERE league_id = ? AND idx = ?')
      .run(JSON.stringify({ ...result, starPlayers }), id, index)
    // Not a change the coach made: the league's updated time stays.
    return true
  }

  /**
   * The coach's answer for a dead player waiting in `pendingRemovals` (removals.ts): `remove` saves his team without
   * him, `keep` leaves it; either way the answer is kept on every unanswered record of his death in the league, so
   * he is not offered again. All in one transaction; a refusal (a typed ContractError) writes nothing.
   */
  answerDead(id: string, teamId: string, number: number, answer: 'remove' | 'keep'): LeagueInfo {
    const league = this.get(id)
    if (!league) throw new ContractError('league/not-found', `No league ${id}.`)
    const place = league.teams.find((t) => t.teamId === teamId)
    if (!place)
      throw new ContractError('team/not-found', `The league "${league.name}" has no team ${teamId}.`)
    const pending = league.pendingRemovals.find((p) => p.teamId === teamId && p.number === number)
    if (!pending)
      throw new ContractError(
        'league/player-not-found',
        `No dead player #${number} of "${place.name}" waits for an answer in this league.`,
      )
    if (answer === 'remove' && !pending.canRemove)
      throw new ContractError(
        'league/too-few-players',
        `"${place.name}" has only the 11 players a team needs: add a player before #${number} ${pending.name} leaves.`,
      )
    this.db.transaction(() => {
      if (answer === 'remove') {
        const saved = this.teams.get(teamId)!.team
        if (saved.ruleset !== 'classic') throw new Error('a pending removal is always of a Classic team')
        const players = saved.team.players.filter((p) => !(p.number === number && p.name === pending.name))
        this.teams.save(teamId, { ...saved, team: { ...saved.team, players } })
      }
      this.markAnswered(league, place.index, number, pending.name, answer === 'remove' ? 'removed' : 'kept')
      this.touch(id)
    })()
    return this.get(id)!
  }

  /**
   * The advances due to the stars of the league's AI-coached teams, taken by `aiAdvance` in one transaction (with
   * advancement on, after each recorded result: LeagueGames); how many were taken.
   */
  takeAiAdvances(id: string): number {
    return this.db.transaction(() => {
      const league = this.get(id)
      const taken = league ? takeAiAdvances(this.teams, league) : 0
      if (taken > 0) this.touch(id)
      return taken
    })()
  }

  /**
   * A coach's pick for a star waiting in `pendingAdvances` (advances.ts): the skill joins his saved player's
   * advances, in one transaction; a refusal (a typed ContractError, leagueAdvances.ts) writes nothing.
   */
  takeAdvance(id: string, teamId: string, number: number, skill: string): LeagueInfo {
    const league = this.get(id)
    if (!league) throw new ContractError('league/not-found', `No league ${id}.`)
    this.db.transaction(() => {
      takeAdvance(this.teams, league, teamId, number, skill)
      this.touch(id)
    })()
    return this.get(id)!
  }

  /** Whether a game plays a league fixture still under way. */
  plays(gameId: string): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM league_fixtures WHERE game_id = ? AND status = 'playing'")
        .pluck()
        .get(gameId) !== undefined
    )
  }

  private insert(
    id: string,
    settings: LeagueSettings,
    teams: readonly { teamId: string; coach: Coach }[],
    results: LeagueFile['fixtures'],
  ): void {
    const at = this.now().toISOString()
    this.db
      .prepare(
        `INSERT INTO leagues (id, name, ruleset, points_win, points_draw, points_loss, options_json, created_at,
           updated_at, archived) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(
        id,
        settings.name,
        settings.ruleset,
        settings.points.win,
        settings.points.draw,
        settings.points.loss,
        JSON.stringify(settings.options),
        at,
        at,
      )
    const team = this.db.prepare(
      'INSERT INTO league_teams (league_id, idx, team_id, coach) VALUES (?, ?, ?, ?)',
    )
    teams.forEach((t, i) => team.run(id, i, t.teamId, t.coach))
    const fixture = this.db.prepare(
      `INSERT INTO league_fixtures (league_id, idx, round, home, away, status, result_json)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    roundRobin(teams.length, settings.options).forEach((p, i) => {
      const result = results[i]?.status === 'played' ? results[i].result : undefined
      fixture.run(
        id,
        i,
        p.round,
        p.home,
        p.away,
        result ? 'played' : 'scheduled',
        result ? JSON.stringify(result) : null,
      )
    })
  }

  /** Writes the answer on each unanswered record of this player's death, in every played fixture of his team. */
  private markAnswered(
    league: LeagueInfo,
    place: number,
    number: number,
    name: string,
    answer: 'removed' | 'kept',
  ): void {
    const read = this.db.prepare('SELECT result_json FROM league_fixtures WHERE league_id = ? AND idx = ?')
    const write = this.db.prepare(
      'UPDATE league_fixtures SET result_json = ? WHERE league_id = ? AND idx = ?',
    )
    for (const f of league.fixtures) {
      if (f.status !== 'played' || (f.home !== place && f.away !== place)) continue
      const side = f.home === place ? 0 : 1
      const text = read.pluck().get(league.id, f.index) as string | null
      const result = text === null ? null : readResult(text)
      if (!result?.injuries) continue
      let changed = false
      const injuries = result.injuries.map((i) => {
        const his = i.kind === 'dead' && i.side === side && i.number === number && i.name === name
        if (!his || i.answer !== undefined) return i
        changed = true
        return { ...i, answer }
      })
      if (changed) write.run(JSON.stringify({ ...result, injuries }), league.id, f.index)
    }
  }

  private touch(id: string): void {
    this.db.prepare('UPDATE leagues SET updated_at = ? WHERE id = ?').run(this.now().toISOString(), id)
  }

  private read(row: LeagueRow): LeagueInfo | null {
    const league = readLeague(row)
    if (!league) return null
    // A saved team whose row cannot be read keeps its place under a placeholder (its fixtures cannot start).
    const teams = readTeams(this.db, row.id, (teamId) => this.teams.get(teamId)?.name ?? `(${teamId})`)
    if (!teams || teams.length === 0) return null
    const fixtures = readFixtures(this.db, row.id)
    if (fixtures.some((f) => f.home >= teams.length || f.away >= teams.length)) return null
    const squadOf: SquadOf = (teamId) => {
      const saved = this.teams.get(teamId)?.team
      return saved?.ruleset === 'classic' ? saved.team : null
    }
    // Advancement, an option off by default: each star player's level (advancement.ts) and, in a Classic league, the
    // skills he has taken and those still to take (advances.ts).
    const levels = league.options.advancement === true
    const stars = levels ? withLevels(leagueStarPlayers(fixtures)) : leagueStarPlayers(fixtures)
    const classicLevels = levels && league.ruleset === 'classic'
    return {
      ...league,
      teamCount: teams.length,
      fixtureCount: fixtures.length,
      played: fixtures.filter((f) => f.status === 'played').length,
      teams,
      fixtures,
      standings: standings(
        teams.map((t) => t.name),
        fixtures,
        league.points,
      ),
      starPlayers: classicLevels ? withTaken(stars, teams, squadOf) : stars,
      pendingAdvances: classicLevels ? pendingAdvances(stars, teams, squadOf) : [],
      uncountedStars: uncountedFixtures(league.ruleset, fixtures),
      pendingRemovals: pendingRemovals(teams, fixtures, (teamId) => squadOf(teamId)?.players ?? null),
    }
  }
}

function checkSettings(settings: unknown): LeagueSettings {
  const parsed = parseReadable(leagueSettingsSchema, settings)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw invalid(issue.path.length === 0 ? '' : pathText(issue.path), issue.message)
}

function invalid(
  field: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): LeagueError {
  return new LeagueError('invalid', field, `${field || 'league'}: ${message}`, params)
}

/** A team that costs more than the league's treasury, refused by name (its cost and the treasury as values). */
function tooDear(
  field: string,
  saved: SavedTeam,
  options: { readonly treasury?: number },
): LeagueError | null {
  const over = treasuryExcess(saved, options)
  return over && invalid(field, overTreasury(saved, options)!, { why: 'over-treasury', ...over })
}
