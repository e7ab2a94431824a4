// The save database on real files in a temp folder: pragmas, migrations, refusing a newer schema, foreign
// keys, and recording created games.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../../src-main/services/migrations'
import { SaveStore, SaveStoreError } from '../../../src-main/services/SaveStore'
import type { CreatedGame } from '../../../src-main/services/GameHost'
import { moveAside } from '../../../src-main/services/saveDatabase'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-saves-'))
  file = join(dir, 'pitchside.sqlite')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const game = (gameId: string, seed = 7): CreatedGame => ({
  gameId,
  ruleset: 'classic',
  rulesetVersion: 'race-1',
  engineVersion: 'engine-test',
  seed,
  rosterIds: ['human', 'orc'],
  setup: { ruleset: 'classic', seed, teams: [{ rosterId: 'human' }, { rosterId: 'orc' }] },
})

describe('SaveStore', () => {
  it('creates the database with WAL, foreign keys and the latest schema', () => {
    const store = SaveStore.open({ file })
    expect(store.pragma('journal_mode')).toBe('wal')
    expect(store.pragma('foreign_keys')).toBe(1)
    expect(store.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
    store.close()
    const db = new Database(file, { readonly: true })
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all()
    expect(tables).toEqual([
      'actions',
      'branch_actions',
      'branches',
      'game_teams',
      'games',
      'league_fixtures',
      'league_teams',
      'leagues',
      'paint_schemes',
      'piece_models',
      'schema_migrations',
      'snapshots',
      'teams',
      'win_chances',
    ])
    const versions = db.prepare('SELECT version FROM schema_migrations').pluck().all()
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version))
    db.close()
  })

  it('records created games and lists them after reopening, without re-running migrations', () => {
    const store = SaveStore.open({ file })
    store.recordGame(game('g-1', 11), new Date('2026-11-21T10:00:00Z'))
    store.recordGame(game('g-2', 12), new Date('2026-11-21T11:00:00Z'))
    store.close()
    const again = SaveStore.open({ file })
    expect(again.listGames()).toEqual([
      {
        gameId: 'g-1',
        ruleset: 'classic',
        rulesetVersion: 'race-1',
        engineVersion: 'engine-test',
        seed: 11,
        rosterIds: ['human', 'orc'],
        setup: game('g-1', 11).setup,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      expect.objectContaining({ gameId: 'g-2', seed: 12 }),
    ])
    again.close()
    const db = new Database(file, { readonly: true })
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length)
    db.close()
  })

  it('records a game all or nothing', () => {
    const store = SaveStore.open({ file })
    store.recordGame(game('g-1'), new Date())
    expect(() => store.recordGame(game('g-1'), new Date())).toThrow(/UNIQUE/)
    expect(store.listGames()).toHaveLength(1)
    store.close()
  })

  it('enforces foreign keys', () => {
    SaveStore.open({ file }).close()
    const db = new Database(file)
    db.pragma('foreign_keys = ON')
    expect(() => db.prepare("INSERT INTO game_teams VALUES ('g-none', 0, 'orc')").run()).toThrow(
      /FOREIGN KEY/,
    )
    db.close()
  })

  it('refuses a database from a newer Pitchside and leaves it untouched', () => {
    SaveStore.open({ file }).close()
    const db = new Database(file)
    db.prepare("INSERT INTO schema_migrations VALUES (?, 'from the future', '2030-01-01')").run(
      LATEST_SCHEMA_VERSION + 1,
    )
    db.close()
    let error: unknown
    try {
      SaveStore.open({ file })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SaveStoreError)
    expect((error as SaveStoreError).reason).toBe('newer-schema')
    expect((error as Error).message).toMatch(/newer than this app/)
    const check = new Database(file, { readonly: true })
    expect(check.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(
      LATEST_SCHEMA_VERSION + 1,
    )
    check.close()
  })

  it('applies only the migrations a database lacks, in order', () => {
    SaveStore.open({ file }).close()
    const next = LATEST_SCHEMA_VERSION + 1
    const store = SaveStore.open({
      file,
      migrations: [
        ...MIGRATIONS,
        { version: next, name: 'notes', sql: 'ALTER TABLE games ADD COLUMN note TEXT' },
      ],
    })
    expect(store.schemaVersion).toBe(next)
    store.close()
  })

  it('rolls back a failing migration completely', () => {
    const broken = [
      ...MIGRATIONS,
      { version: 99, name: 'broken', sql: 'CREATE TABLE t (x); SELECT * FROM nowhere' },
    ]
    expect(() => SaveStore.open({ file, migrations: broken })).toThrow(/nowhere/)
    const db = new Database(file, { readonly: true })
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 't'").pluck().get()).toBe(0)
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(LATEST_SCHEMA_VERSION)
    db.close()
  })

  it('says clearly when the file cannot be opened', () => {
    expect(() => SaveStore.open({ file: join(dir, 'missing', 'x.sqlite') })).toThrow(SaveStoreError)
  })
})

describe('SaveStore migrations and bad files', () => {
  it('upgrades a version 1 database, keeping its games', () => {
    // A database exactly as the version 1 app left it.
    const v1 = new Database(file)
    v1.pragma('journal_mode = WAL')
    v1.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT',
    )
    v1.exec(MIGRATIONS[0].sql)
    v1.prepare("INSERT INTO schema_migrations VALUES (1, 'games', '2026-01-01')").run()
    v1.prepare(
      `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
       VALUES ('g-old', 'classic', 'race-1', 'engine-test', 3, '{}', '2026-01-02T03:04:05.000Z')`,
    ).run()
    v1.prepare("INSERT INTO game_teams VALUES ('g-old', 0, 'human'), ('g-old', 1, 'orc')").run()
    expect(v1.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(1)
    v1.close()
    const store = SaveStore.open({ file })
    expect(store.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
    expect(store.listGames()).toEqual([expect.objectContaining({ gameId: 'g-old', seed: 3 })])
    expect(store.summaries()).toEqual([
      expect.objectContaining({
        gameId: 'g-old',
        title: '',
        tags: [],
        status: 'playing',
        actions: 0,
        updatedAt: '2026-01-02T03:04:05.000Z',
      }),
    ])
    expect(store.integrityCheck()).toBe('ok')
    store.close()
  })

  it('commits with synchronous = NORMAL in WAL (process-crash safe), FULL when asked for power-cut safety', () => {
    const store = SaveStore.open({ file })
    expect(store.pragma('synchronous')).toBe(1)
    store.close()
    const full = SaveStore.open({ file, durability: 'power' })
    expect(full.pragma('synchronous')).toBe(2)
    full.close()
  })

  const refuses = (write: () => void): SaveStoreError => {
    write()
    const before = readFileSync(file)
    let error: unknown
    try {
      SaveStore.open({ file })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SaveStoreError)
    expect((error as SaveStoreError).message).toContain(file)
    expect(readFileSync(file)).toEqual(before)
    return error as SaveStoreError
  }

  it('refuses a file of garbage as corrupt, naming it and leaving it as it was', () => {
    const error = refuses(() => writeFileSync(file, 'this is not a database'.repeat(100)))
    expect(error.reason).toBe('corrupt')
    expect(error.message).toMatch(/moved aside, not deleted/)
  })

  it('refuses a truncated database as corrupt', () => {
    const store = SaveStore.open({ file })
    for (let i = 0; i < 200; i++) store.recordGame(game(`g-${i}`), new Date())
    store.close()
    const bytes = readFileSync(file)
    const error = refuses(() => writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2))))
    expect(error.reason).toBe('corrupt')
  })

  it('refuses a SQLite file of another application (wrong schema)', () => {
    const error = refuses(() => {
      const db = new Database(file)
      db.exec('CREATE TABLE recipes (name TEXT)')
      db.close()
    })
    expect(error.reason).toBe('corrupt')
  })

  it('refuses a Pitchside database whose tables are missing', () => {
    SaveStore.open({ file }).close()
    const error = refuses(() => {
      const db = new Database(file)
      db.exec('DROP TABLE branch_actions')
      db.close()
    })
    expect(error.message).toMatch(/branch_actions/)
  })

  it('moves a bad file aside (with its WAL) without deleting it', () => {
    writeFileSync(file, 'garbage')
    writeFileSync(`${file}-wal`, 'wal')
    const moved = moveAside(file, new Date('2026-11-21T12:00:00Z'))
    expect(moved).toBe(`${file}.bad-2026-11-21T12-00-00-000Z`)
    expect(readFileSync(moved!, 'utf8')).toBe('garbage')
    expect(readFileSync(`${moved!}-wal`, 'utf8')).toBe('wal')
    expect(existsSync(file)).toBe(false)
    writeFileSync(file, 'again')
    expect(moveAside(file, new Date('2026-11-21T12:00:00Z'))).toBe(`${moved!}-2`)
  })
})
