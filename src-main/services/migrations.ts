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
  {
    // Saves and replays: the action log (with each action's timeline marks and events digest), snapshots as a
    // seek cache, branches kept when a new action follows an undo, and the Load list's columns.
    version: 2,
    name: 'saves, replays and branches',
    sql: `
      ALTER TABLE games ADD COLUMN title TEXT NOT NULL DEFAULT '';
      ALTER TABLE games ADD COLUMN tags_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE games ADD COLUMN status TEXT NOT NULL DEFAULT 'playing';
      ALTER TABLE games ADD COLUMN result_json TEXT;
      ALTER TABLE games ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
      ALTER TABLE games ADD COLUMN cursor INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN summary_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE games ADD COLUMN source TEXT;
      UPDATE games SET updated_at = created_at;
      CREATE INDEX games_updated_at ON games(updated_at);
      CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        action_json TEXT NOT NULL,
        reseed INTEGER,
        digest TEXT NOT NULL,
        marks INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, idx)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE snapshots (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        ruleset_version TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        state_json TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)
      ) STRICT;
      CREATE TABLE branches (
        id INTEGER PRIMARY KEY,
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        fork_idx INTEGER NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX branches_game ON branches(game_id);
      CREATE TABLE branch_actions (
        branch_id INTEGER NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        action_json TEXT NOT NULL,
        reseed INTEGER,
        digest TEXT NOT NULL,
        marks INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (branch_id, idx)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    // Who plays each side ('human' or an AI level), as JSON; NULL for games saved before: both human.
    version: 3,
    name: 'controllers',
    sql: `ALTER TABLE games ADD COLUMN controllers_json TEXT;`,
  },
  {
    // The showcase: a painted scheme per team (src-shared/showcase/scheme.ts, as JSON) and an imported model per
    // team and position. Model files live in the data folder's models/ under their content hash; the row holds
    // the hash and the placement on the base.
    version: 4,
    name: 'paint schemes and piece models',
    sql: `
      CREATE TABLE paint_schemes (
        team_key TEXT PRIMARY KEY,
        scheme_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE piece_models (
        team_key TEXT NOT NULL,
        position_id TEXT NOT NULL,
        hash TEXT NOT NULL,
        original_name TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        triangles INTEGER NOT NULL,
        meshes INTEGER NOT NULL,
        bounds_json TEXT NOT NULL,
        adjust_json TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        PRIMARY KEY (team_key, position_id)
      ) STRICT;
      CREATE INDEX piece_models_hash ON piece_models(hash);
    `,
  },
  {
    // A snapshot carries a digest of its game, position and text (readRows.ts snapshotDigest), so the seek cache
    // is checked before a rebuild starts from it. Rows written before have none: a checked replay passes them
    // once and writes them again with one.
    version: 5,
    name: 'snapshot digests',
    sql: `ALTER TABLE snapshots ADD COLUMN digest TEXT;`,
  },
  {
    // Turn clocks (issue 21): the time left on the turn in progress after each action (ms; null when no turn was
    // clocked), so a reopened game keeps its clock and a replay can draw it. Older rows have none.
    version: 6,
    name: 'turn clock',
    sql: `ALTER TABLE actions ADD COLUMN clock_ms INTEGER;
      ALTER TABLE branch_actions ADD COLUMN clock_ms INTEGER;`,
  },
  {
    // The win-chance line (issue 20 point 6, services/WinChances.ts): the home side's chances at a position of a
    // game's main line (branch_id 0) or of a kept branch, with the digest of the action that led there, so a row
    // whose log changed since (undo and a new action, a branch) is known stale and computed again. A cache only.
    version: 7,
    name: 'win chances',
    sql: `CREATE TABLE win_chances (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        branch_id INTEGER NOT NULL DEFAULT 0,
        idx INTEGER NOT NULL,
        digest TEXT NOT NULL,
        home REAL NOT NULL,
        draw REAL NOT NULL,
        playouts INTEGER NOT NULL,
        PRIMARY KEY (game_id, branch_id, idx)
      ) STRICT, WITHOUT ROWID;`,
  },
  {
    // Saved teams (issue 23 point 2, services/TeamStore.ts): a team a coach built and named, kept so New game,
    // the Showcase and a league can use it again. team_json is the whole saved team (src-shared/teams/savedTeam.ts:
    // format, version, ruleset, name, the ruleset's team input, names and numbers), checked on every write and
    // read; ruleset and name are copies for the list's order. An archived team is kept but listed last.
    version: 8,
    name: 'teams',
    sql: `CREATE TABLE teams (
        id TEXT PRIMARY KEY,
        ruleset TEXT NOT NULL CHECK (ruleset IN ('classic', 'blitz', 'crosscheck')),
        name TEXT NOT NULL,
        team_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
      ) STRICT;
      CREATE INDEX teams_listed ON teams(archived, name);`,
  },
  {
    // A club league (issue 23 point 4, services/LeagueStore.ts). Its teams are saved teams: the foreign key is
    // RESTRICT so a team a league plays cannot vanish under it (TeamStore.delete refuses first, naming the league).
    // Fixtures hold league team places (seed order) and the game that plays them: a deleted saved game frees a
    // fixture under way (the trigger: scheduled again) and leaves a played one its result (game_id NULL). The
    // result is the score and casualties inflicted, home first, as JSON (src-shared/leagues/league.ts).
    version: 9,
    name: 'leagues',
    sql: `CREATE TABLE leagues (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        ruleset TEXT NOT NULL CHECK (ruleset IN ('classic', 'blitz', 'crosscheck')),
        points_win INTEGER NOT NULL CHECK (points_win BETWEEN 0 AND 10),
        points_draw INTEGER NOT NULL CHECK (points_draw BETWEEN 0 AND 10),
        points_loss INTEGER NOT NULL CHECK (points_loss BETWEEN 0 AND 10),
        options_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
      ) STRICT;
      CREATE INDEX leagues_listed ON leagues(archived, name);
      CREATE TABLE league_teams (
        league_id TEXT NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL CHECK (idx BETWEEN 0 AND 15),
        team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE RESTRICT,
        coach TEXT NOT NULL CHECK (coach IN ('human', 'random', 'beginner', 'hard')),
        PRIMARY KEY (league_id, idx),
        UNIQUE (league_id, team_id)
      ) STRICT;
      CREATE INDEX league_teams_team ON league_teams(team_id);
      CREATE TABLE league_fixtures (
        league_id TEXT NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        round INTEGER NOT NULL CHECK (round >= 1),
        home INTEGER NOT NULL,
        away INTEGER NOT NULL CHECK (away <> home),
        game_id TEXT REFERENCES games(id) ON DELETE SET NULL,
        status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'playing', 'played')),
        result_json TEXT,
        PRIMARY KEY (league_id, idx),
        FOREIGN KEY (league_id, home) REFERENCES league_teams(league_id, idx),
        FOREIGN KEY (league_id, away) REFERENCES league_teams(league_id, idx)
      ) STRICT;
      CREATE INDEX league_fixtures_game ON league_fixtures(game_id);
      CREATE TRIGGER league_fixture_game_gone BEFORE DELETE ON games
      BEGIN
        UPDATE league_fixtures SET status = 'scheduled', game_id = NULL
        WHERE game_id = OLD.id AND status = 'playing';
      END;`,
  },
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version
