// Saved teams (the teams table, migration 8): teams a coach built and named (issue 23 point 2). Every write is
// checked with the shared saved-team schema (src-shared/teams/savedTeam.ts) before it touches the database, so an
// invalid team throws a TeamError and writes nothing. A row this app cannot read (damaged JSON, a newer version,
// a team that no longer passes its schema) is passed over by the list and answered as missing, never rewritten;
// only delete reaches it.
import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { RulesetId } from '@shared/engine/api'
import { parseSavedTeam, SAVED_TEAM_NAME_MAX, TeamError, type SavedTeam } from '@shared/teams/savedTeam'

export interface StoredTeam {
  readonly id: string
  readonly ruleset: RulesetId
  readonly name: string
  /** The whole saved team, as a team file carries it. */
  readonly team: SavedTeam
  readonly createdAt: string
  readonly updatedAt: string
  readonly archived: boolean
}

interface TeamRow {
  id: string
  ruleset: string
  name: string
  team_json: string
  created_at: string
  updated_at: string
  archived: number
}

const COPY = ' (copy)'

export class TeamStore {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = () => `t-${randomUUID()}`,
  ) {}

  /** Every readable team: those in use first, then the archived ones, each by name. */
  list(): StoredTeam[] {
    const rows = this.db
      .prepare('SELECT * FROM teams ORDER BY archived, name COLLATE NOCASE, name, id')
      .all() as TeamRow[]
    return rows.map(read).filter((t): t is StoredTeam => t !== null)
  }

  /** A team, or null when there is none with that id or its row cannot be read. */
  get(id: string): StoredTeam | null {
    const row = this.db.prepare('SELECT * FROM teams WHERE id = ?').get(id) as TeamRow | undefined
    return row ? read(row) : null
  }

  /** Stores a new team under a new id; throws a TeamError for an invalid team. */
  create(team: unknown): StoredTeam {
    const checked = parseSavedTeam(team)
    const at = this.now().toISOString()
    const id = this.newId()
    this.db
      .prepare(
        `INSERT INTO teams (id, ruleset, name, team_json, created_at, updated_at, archived)
         VALUES (?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(id, checked.ruleset, checked.name, JSON.stringify(checked), at, at)
    return {
      id,
      ruleset: checked.ruleset,
      name: checked.name,
      team: checked,
      createdAt: at,
      updatedAt: at,
      archived: false,
    }
  }

  /**
   * Replaces a team's contents (the same game: a team does not change game); null when there is no readable team
   * with that id. Throws a TeamError for an invalid team or one of another game.
   */
  save(id: string, team: unknown): StoredTeam | null {
    const checked = parseSavedTeam(team)
    const current = this.get(id)
    if (!current) return null
    if (checked.ruleset !== current.ruleset) {
      throw new TeamError(
        'invalid',
        'ruleset',
        `ruleset: this team is a ${current.ruleset} team; a team does not change game (create a new one).`,
      )
    }
    return this.write(current, checked, current.archived)
  }

  /** A copy under a new id named "<name> (copy)" (shortened to fit); null when there is no such team. */
  duplicate(id: string): StoredTeam | null {
    const current = this.get(id)
    if (!current) return null
    const name = `${current.name.slice(0, SAVED_TEAM_NAME_MAX - COPY.length).trimEnd()}${COPY}`
    return this.create(renamed(current.team, name))
  }

  /** Renames a team (and the team's own name, which is the same one); throws a TeamError for a bad name. */
  rename(id: string, name: string): StoredTeam | null {
    const current = this.get(id)
    if (!current) return null
    return this.write(current, parseSavedTeam(renamed(current.team, name)), current.archived)
  }

  /** Archives a team (kept, listed last) or brings it back. */
  archive(id: string, archived: boolean): StoredTeam | null {
    const current = this.get(id)
    if (!current) return null
    return this.write(current, current.team, archived)
  }

  /**
   * Deletes a team for good, readable or not; false when there was none. A team a league plays is refused with a
   * TeamError 'in-league' naming the league (issue 23: its fixtures and table need it; archiving is allowed).
   */
  delete(id: string): boolean {
    const league = this.db
      .prepare(
        `SELECT l.name FROM league_teams t JOIN leagues l ON l.id = t.league_id
         WHERE t.team_id = ? ORDER BY l.name LIMIT 1`,
      )
      .pluck()
      .get(id) as string | undefined
    if (league !== undefined) {
      throw new TeamError(
        'in-league',
        '',
        `This team plays in the league "${league}": it cannot be deleted while the league keeps it (archive it instead).`,
        league,
      )
    }
    return this.db.prepare('DELETE FROM teams WHERE id = ?').run(id).changes > 0
  }

  private write(current: StoredTeam, team: SavedTeam, archived: boolean): StoredTeam {
    const updatedAt = this.now().toISOString()
    this.db
      .prepare('UPDATE teams SET name = ?, team_json = ?, updated_at = ?, archived = ? WHERE id = ?')
      .run(team.name, JSON.stringify(team), updatedAt, archived ? 1 : 0, current.id)
    return { ...current, name: team.name, team, updatedAt, archived }
  }
}

/** The same team under another name: the saved name and, where the team carries one, its own. */
function renamed(team: SavedTeam, name: string): unknown {
  const inner = team.team.name === undefined ? team.team : { ...team.team, name }
  return { ...team, name, team: inner }
}

function read(row: TeamRow): StoredTeam | null {
  try {
    const team = parseSavedTeam(JSON.parse(row.team_json))
    // The columns must agree with the team they index, else the row was changed behind the app's back.
    if (team.ruleset !== row.ruleset || team.name !== row.name) return null
    return {
      id: row.id,
      ruleset: team.ruleset,
      name: team.name,
      team,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      archived: row.archived === 1,
    }
  } catch {
    return null
  }
}
