// Rows of the save database, the queries that read them and the prepared statements every commit runs. The
// cells are read defensively in readRows.ts: a damaged row becomes a damaged game, never an exception that hides
// the other games.
import type Database from 'better-sqlite3'

export interface GameRecord {
  readonly gameId: string
  readonly ruleset: string
  readonly rulesetVersion: string
  readonly engineVersion: string
  readonly seed: number
  /** '' where a team row is missing. */
  readonly rosterIds: readonly [string, string]
  /** null when the setup cell is not readable. */
  readonly setup: unknown
  readonly createdAt: string
}

export interface GameRow {
  id: string
  ruleset: string
  ruleset_version: string
  engine_version: string
  seed: number
  setup_json: string
  created_at: string
  /** null when the team row is missing (the games are LEFT JOINed, so such a game still lists). */
  home: string | null
  away: string | null
  title: string
  tags_json: string
  status: string
  updated_at: string
  cursor: number
  practice: number
  summary_json: string
  source: string | null
  /** Absent from databases opened with only the first migrations (tests). */
  controllers_json?: string | null
  actions: number
}

/** A Load-list row: the game's columns plus checks SQLite makes itself, so listing parses no action. */
export interface ListedRow extends GameRow {
  /** 1 when setup_json is a setup of this game (its ruleset and seed) with two team objects (readRows.readSetup). */
  setup_ok: number
  first_idx: number | null
  last_idx: number | null
}

/**
 * An action row as the statements return it: raw (an array, not an object), because every seek reads a game's
 * whole log and building an object per row costs a quarter of that read.
 */
export type EntryRow = [
  idx: number,
  actionJson: string,
  reseed: number | null,
  digest: string,
  marks: number,
  clockMs: number | null,
]

/** The columns of an EntryRow, in its order (actions and branch_actions alike). */
export const ENTRY_COLUMNS = 'idx, action_json, reseed, digest, marks, clock_ms'

export interface SnapshotRow {
  idx: number
  state_json: string
  /** null for snapshots written before migration 5 (they are checked by a replay, then written again). */
  digest: string | null
}

/** One game with its teams (LEFT JOIN: a missing team row leaves null) and its number of actions. */
export const GAME_SELECT = `SELECT g.*, h.roster_id AS home, a.roster_id AS away,
  (SELECT COUNT(*) FROM actions x WHERE x.game_id = g.id) AS actions FROM games g
  LEFT JOIN game_teams h ON h.game_id = g.id AND h.side = 0
  LEFT JOIN game_teams a ON a.game_id = g.id AND a.side = 1`

/** The Load list's select: GAME_SELECT plus the setup check and the first/last index (a missing action row). */
export const LIST_SELECT = `SELECT g.*, h.roster_id AS home, a.roster_id AS away,
  (SELECT COUNT(*) FROM actions x WHERE x.game_id = g.id) AS actions,
  (SELECT MIN(x.idx) FROM actions x WHERE x.game_id = g.id) AS first_idx,
  (SELECT MAX(x.idx) FROM actions x WHERE x.game_id = g.id) AS last_idx,
  CASE WHEN json_valid(g.setup_json)
    THEN json_type(g.setup_json) = 'object' AND json_extract(g.setup_json, '$.ruleset') IS g.ruleset
      AND json_extract(g.setup_json, '$.seed') IS g.seed AND json_type(g.setup_json, '$.teams') = 'array'
      AND json_array_length(g.setup_json, '$.teams') = 2 AND json_type(g.setup_json, '$.teams[0]') = 'object'
      AND json_type(g.setup_json, '$.teams[1]') = 'object'
    ELSE 0 END AS setup_ok
  FROM games g
  LEFT JOIN game_teams h ON h.game_id = g.id AND h.side = 0
  LEFT JOIN game_teams a ON a.game_id = g.id AND a.side = 1`

/**
 * A game's first action whose cell is not a JSON object with a string `type` (CASE: json_type never sees text
 * that is not JSON), or null. It reads every action of the game, so SaveStore keeps its answer per game.
 */
export const BAD_ACTION_SELECT = `SELECT MIN(idx) FROM actions WHERE game_id = ? AND NOT (CASE
  WHEN json_valid(action_json) THEN json_type(action_json) = 'object' AND json_type(action_json, '$.type') = 'text'
  ELSE 0 END)`

export function prepare(db: Database.Database) {
  return {
    insertGame: db.prepare(
      `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at, title,
         tags_json, status, updated_at, practice, summary_json, source, controllers_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertTeam: db.prepare('INSERT INTO game_teams (game_id, side, roster_id) VALUES (?, ?, ?)'),
    insertAction: db.prepare(
      'INSERT INTO actions (game_id, idx, action_json, reseed, digest, marks, clock_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertSnapshot: db.prepare(
      `INSERT OR REPLACE INTO snapshots (game_id, idx, ruleset_version, engine_version, state_json, digest)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    badAction: db.prepare(BAD_ACTION_SELECT).pluck(),
    tailLength: db.prepare('SELECT COUNT(*) FROM actions WHERE game_id = ? AND idx >= ?'),
    touch: db.prepare(
      `UPDATE games SET cursor = ?, updated_at = ?, status = ?, result_json = ?, summary_json = ? WHERE id = ?`,
    ),
    entries: db.prepare(`SELECT ${ENTRY_COLUMNS} FROM actions WHERE game_id = ? ORDER BY idx`).raw(),
    branchEntries: db
      .prepare(`SELECT ${ENTRY_COLUMNS} FROM branch_actions WHERE branch_id = ? ORDER BY idx`)
      .raw(),
    snapshots: db.prepare(
      `SELECT idx, state_json, digest FROM snapshots
       WHERE game_id = ? AND ruleset_version = ? AND engine_version = ? ORDER BY idx`,
    ),
    // Newest first: a seek takes the first one whose digest checks out.
    snapshotsBefore: db.prepare(
      `SELECT s.idx, s.state_json, s.digest FROM snapshots s
       JOIN games g ON g.id = s.game_id
       WHERE s.game_id = ? AND s.idx <= ? AND s.ruleset_version = g.ruleset_version
         AND s.engine_version = g.engine_version
       ORDER BY s.idx DESC`,
    ),
  }
}
