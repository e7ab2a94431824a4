// Opening the save database safely: WAL, foreign keys, `synchronous` (NORMAL by default: in WAL mode a committed
// transaction survives the process being killed at any moment, which is what "never lose a move" needs and what
// the crash test checks; FULL also survives a power cut, at the cost of one fsync per action, 4–11 ms on this
// project's CI disk against a 1 ms budget), plain-SQL migrations in transactions, and clear refusals for files
// that are not ours, damaged, or from a newer Pitchside. A file that already exists is checked (saveProbe.ts)
// before this module's connection touches it, so a refused file is left byte for byte as it was; `moveAside`
// renames it (and its WAL) so a fresh one can be started.
import { existsSync, renameSync } from 'node:fs'
import { randomInt } from 'node:crypto'
import Database from 'better-sqlite3'
import type { Migration } from './migrations'
import { PITCHSIDE_APPLICATION_ID, probeDatabase, requiredTables } from './saveProbe'
import { corruptMessage, SaveStoreError } from './saveProblem'

export { SaveStoreError, type SaveProblem } from './saveProblem'
export { PITCHSIDE_APPLICATION_ID }

/** 'process': safe against the app being killed (WAL + NORMAL); 'power': also against a power cut (FULL). */
export type Durability = 'process' | 'power'

export function openDatabase(
  file: string,
  migrations: readonly Migration[],
  nativeBinding?: string,
  durability: Durability = 'process',
): Database.Database {
  // Only a file that does not exist yet is Pitchside's to create; an existing one (even of 0 bytes) is checked
  // first, without writing, and refused unless it is a Pitchside save.
  const creating = file === ':memory:' || !existsSync(file)
  if (!creating) probeDatabase(file, migrations, nativeBinding)
  let db: Database.Database
  try {
    // A short busy wait: with exclusive locking a busy file means another Pitchside has it, which waiting won't fix.
    db = new Database(file, { timeout: 300, ...(nativeBinding ? { nativeBinding } : {}) })
  } catch (error) {
    throw new SaveStoreError('open-failed', `Cannot open the save database ${file}: ${String(error)}`, file)
  }
  try {
    // One connection (main's) owns the file: EXCLUSIVE keeps the WAL index in the process's memory, so a commit
    // is its WAL writes and nothing else (no shared-memory lock calls, six per commit otherwise) — the p99 of a
    // commit on a busy two-core machine is mostly how many system calls it makes. A second Pitchside on the same
    // folder is refused as 'in-use' instead of both writing.
    db.pragma('locking_mode = EXCLUSIVE')
    // A new file is stamped as Pitchside's first, so it is never left without the mark (see saveProbe.ts).
    if (creating) stamp(db)
    db.pragma('journal_mode = WAL')
    db.pragma(durability === 'power' ? 'synchronous = FULL' : 'synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    migrate(db, migrations, file)
    // A save from before the mark existed (checked by the probe: it has Pitchside's tables) gets it now.
    if (db.pragma('application_id', { simple: true }) === 0) stamp(db)
    checkTables(db, file)
    return db
  } catch (error) {
    db.close()
    if (error instanceof SaveStoreError) throw error
    const code = (error as { code?: string }).code ?? ''
    if (/SQLITE_BUSY/.test(code)) {
      throw new SaveStoreError(
        'in-use',
        `The save database ${file} is in use by another Pitchside window or process; close it and try again.`,
        file,
      )
    }
    if (/SQLITE_(NOTADB|CORRUPT)/.test(code)) {
      throw new SaveStoreError('corrupt', corruptMessage(file, String(error)), file)
    }
    throw error
  }
}

/**
 * Marks the file as a Pitchside save: `application_id` (the probe refuses a file with another one) and a random
 * `user_version` naming this very file, so a WAL file of another database beside it is told apart (saveProbe.ts).
 */
function stamp(db: Database.Database): void {
  db.transaction(() => {
    db.pragma(`application_id = ${PITCHSIDE_APPLICATION_ID}`)
    if (db.pragma('user_version', { simple: true }) === 0)
      db.pragma(`user_version = ${randomInt(1, 2 ** 31 - 1)}`)
  })()
}

function checkTables(db: Database.Database, file: string): void {
  const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all())
  const missing = requiredTables(currentVersion(db)).filter((t) => !tables.has(t))
  if (missing.length > 0) {
    throw new SaveStoreError('corrupt', corruptMessage(file, `missing tables ${missing.join(', ')}`), file)
  }
}

export function currentVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
    version: number | null
  }
  return row.version ?? 0
}

function migrate(db: Database.Database, migrations: readonly Migration[], file: string): void {
  const latest = migrations.length ? migrations[migrations.length - 1].version : 0
  const exists = db
    .prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .pluck()
    .get()
  if (exists) {
    const current = currentVersion(db)
    if (current > latest) {
      throw new SaveStoreError(
        'newer-schema',
        `The save database ${file} has schema version ${current}, newer than this app understands ` +
          `(${latest}). Update Pitchside to open it; nothing was changed.`,
        file,
      )
    }
  }
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL
     ) STRICT`,
  )
  const current = currentVersion(db)
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

/**
 * Renames a bad database (and its -wal/-shm files) to `<file>.bad-<time>` so a fresh one can be created in its
 * place. Nothing is deleted. Returns the new name, or null when there was no file.
 */
export function moveAside(file: string, now: Date): string | null {
  if (!existsSync(file)) return null
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let target = `${file}.bad-${stamp}`
  for (let n = 2; existsSync(target); n++) target = `${file}.bad-${stamp}-${n}`
  renameSync(file, target)
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  }
  return target
}
