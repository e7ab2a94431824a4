// The save database (better-sqlite3): opens or creates the file, turns on WAL and foreign keys, migrates the
// schema, and records created games. Full saves, loads and replays build on this in a later issue.
import Database from 'better-sqlite3'
import { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations'
import type { CreatedGame } from './GameHost'

export class SaveStoreError extends Error {
  constructor(
    readonly reason: 'newer-schema' | 'open-failed',
    message: string,
  ) {
    super(message)
    this.name = 'SaveStoreError'
  }
}

export interface SaveStoreOptions {
  /** Database file path (its folder must exist), or ':memory:'. */
  readonly file: string
  /** Path to a better_sqlite3.node built for the running runtime (Electron's ABI differs from Node's). */
  readonly nativeBinding?: string
  /** Migrations to apply; tests pass longer lists to exercise upgrades. */
  readonly migrations?: readonly Migration[]
}

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

interface GameRow {
  id: string
  ruleset: string
  ruleset_version: string
  engine_version: string
  seed: number
  setup_json: string
  created_at: string
  home: string
  away: string
}

export class SaveStore {
  private constructor(
    private readonly db: Database.Database,
    readonly file: string,
  ) {}

  static open(options: SaveStoreOptions): SaveStore {
    let db: Database.Database
    try {
      db = new Database(options.file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {})
    } catch (error) {
      throw new SaveStoreError(
        'open-failed',
        `Cannot open the save database ${options.file}: ${String(error)}`,
      )
    }
    try {
      db.pragma('journal_mode = WAL')
      db.pragma('foreign_keys = ON')
      migrate(db, options.migrations ?? MIGRATIONS)
      return new SaveStore(db, options.file)
    } catch (error) {
      db.close()
      throw error
    }
  }

  /** The newest migration applied to this database. */
  get schemaVersion(): number {
    return currentVersion(this.db)
  }

  pragma(name: 'journal_mode' | 'foreign_keys'): unknown {
    return this.db.pragma(name, { simple: true })
  }

  recordGame(game: CreatedGame, createdAt: Date): void {
    const insertGame = this.db.prepare(
      `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertTeam = this.db.prepare('INSERT INTO game_teams (game_id, side, roster_id) VALUES (?, ?, ?)')
    this.db.transaction(() => {
      insertGame.run(
        game.gameId,
        game.ruleset,
        game.rulesetVersion,
        game.engineVersion,
        game.seed,
        JSON.stringify(game.setup),
        createdAt.toISOString(),
      )
      insertTeam.run(game.gameId, 0, game.rosterIds[0])
      insertTeam.run(game.gameId, 1, game.rosterIds[1])
    })()
  }

  listGames(): GameRecord[] {
    const rows = this.db
      .prepare(
        `SELECT g.*, h.roster_id AS home, a.roster_id AS away FROM games g
         JOIN game_teams h ON h.game_id = g.id AND h.side = 0
         JOIN game_teams a ON a.game_id = g.id AND a.side = 1
         ORDER BY g.created_at, g.rowid`,
      )
      .all() as GameRow[]
    return rows.map(toRecord)
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}

function toRecord(row: GameRow): GameRecord {
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

function currentVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
    version: number | null
  }
  return row.version ?? 0
}

function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL
     ) STRICT`,
  )
  const latest = migrations.length ? migrations[migrations.length - 1].version : 0
  const current = currentVersion(db)
  if (current > latest) {
    throw new SaveStoreError(
      'newer-schema',
      `The save database has schema version ${current}, newer than this app understands (${latest}). ` +
        'Update Pitchside to open it; nothing was changed.',
    )
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const migration of migrations) {
    if (migration.version <= current) continue
    // Each migration and its bookkeeping row commit together, so a crash never leaves a half-applied step.
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
  }
}

export { LATEST_SCHEMA_VERSION }
