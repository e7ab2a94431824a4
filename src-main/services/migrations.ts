// The save database's schema, as an ordered list of migrations. Never edit a shipped migration: add one.
// `version` is what `schema_migrations` records; a database whose newest version is above the last one here
// was written by a newer Pitchside and is refused rather than mangled.

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games',
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        ruleset TEXT NOT NULL,
        ruleset_version TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        seed INTEGER NOT NULL,
        setup_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE game_teams (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        side INTEGER NOT NULL CHECK (side IN (0, 1)),
        roster_id TEXT NOT NULL,
        PRIMARY KEY (game_id, side)
      ) STRICT;
      CREATE INDEX games_created_at ON games(created_at);
    `,
  },
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version
