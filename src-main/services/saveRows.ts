// Rows of the save database and how they map to the services' types; the prepared statements the store
// runs on every commit.
import type Database from 'better-sqlite3'
import type { Action, RulesetId } from '@shared/engine/api'
import type { Controllers, SavedGameSummary } from '@shared/ipc'
import type { CreatedGame } from './GameHost'
import type { LogEntry } from './gameLog'
import type { GameSummaryData } from './summary'

export interface GameRecord {
  readonly gameId: string
  readonly ruleset: string
  readonly rulesetVersion: string
  readonly engineVersion: string
  readonly seed: number
  readonly rosterIds: readonly [string, string]
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
  home: string
  away: string
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

export interface EntryRow {
  action_json: string
  reseed: number | null
  digest: string
  marks: number
}

export const GAME_SELECT = `SELECT g.*, h.roster_id AS home, a.roster_id AS away,
  (SELECT COUNT(*) FROM actions x WHERE x.game_id = g.id) AS actions FROM games g
  JOIN game_teams h ON h.game_id = g.id AND h.side = 0
  JOIN game_teams a ON a.game_id = g.id AND a.side = 1`

export function prepare(db: Database.Database) {
  return {
    insertGame: db.prepare(
      `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at, title,
         tags_json, status, updated_at, practice, summary_json, source, controllers_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertTeam: db.prepare('INSERT INTO game_teams (game_id, side, roster_id) VALUES (?, ?, ?)'),
    insertAction: db.prepare(
      'INSERT INTO actions (game_id, idx, action_json, reseed, digest, marks) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insertSnapshot: db.prepare(
      `INSERT OR REPLACE INTO snapshots (game_id, idx, ruleset_version, engine_version, state_json)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    tailLength: db.prepare('SELECT COUNT(*) FROM actions WHERE game_id = ? AND idx >= ?'),
    touch: db.prepare(
      `UPDATE games SET cursor = ?, updated_at = ?, status = ?, result_json = ?, summary_json = ? WHERE id = ?`,
    ),
    entries: db.prepare(
      'SELECT action_json, reseed, digest, marks FROM actions WHERE game_id = ? ORDER BY idx',
    ),
    snapshots: db.prepare(
      'SELECT idx, state_json FROM snapshots WHERE game_id = ? AND ruleset_version = ? AND engine_version = ?',
    ),
    snapshotBefore: db.prepare(
      `SELECT s.idx, s.state_json, s.ruleset_version, s.engine_version FROM snapshots s
       JOIN games g ON g.id = s.game_id
       WHERE s.game_id = ? AND s.idx <= ? AND s.ruleset_version = g.ruleset_version
         AND s.engine_version = g.engine_version
       ORDER BY s.idx DESC LIMIT 1`,
    ),
  }
}

export function toEntry(row: EntryRow): LogEntry {
  return {
    action: JSON.parse(row.action_json) as Action,
    reseed: row.reseed,
    digest: row.digest,
    marks: row.marks,
  }
}

export function toCreated(row: GameRow): CreatedGame {
  return {
    gameId: row.id,
    ruleset: row.ruleset as RulesetId,
    rulesetVersion: row.ruleset_version,
    engineVersion: row.engine_version,
    seed: row.seed,
    rosterIds: [row.home, row.away],
    setup: JSON.parse(row.setup_json) as CreatedGame['setup'],
    ...(row.practice ? { practice: true } : {}),
    ...(row.controllers_json ? { controllers: JSON.parse(row.controllers_json) as Controllers } : {}),
  }
}

export function toRecord(row: GameRow): GameRecord {
  return {
    gameId: row.id,
    ruleset: row.ruleset,
    rulesetVersion: row.ruleset_version,
    engineVersion: row.engine_version,
    seed: row.seed,
    rosterIds: [row.home, row.away],
    setup: JSON.parse(row.setup_json) as unknown,
    createdAt: row.created_at,
  }
}

export function toSummary(row: GameRow): SavedGameSummary {
  const summary = JSON.parse(row.summary_json) as Partial<GameSummaryData>
  return {
    gameId: row.id,
    title: row.title,
    tags: JSON.parse(row.tags_json) as string[],
    ruleset: row.ruleset as RulesetId,
    teams: summary.teams ?? [
      { rosterId: row.home, name: row.home },
      { rosterId: row.away, name: row.away },
    ],
    score: summary.score ?? [0, 0],
    status: row.status === 'finished' ? 'finished' : 'playing',
    practice: row.practice === 1,
    actions: row.actions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    source: row.source,
    thumbnail: summary.thumbnail ?? null,
  }
}
