// Checks an existing save file before Pitchside's own connection opens it, writing nothing: that connection
// switches the file to WAL, migrates it and stamps it, and closing it may checkpoint a WAL into the file, so a
// file that is not a Pitchside save (another program's database, an empty or 0-byte file, garbage), is damaged,
// is from a newer Pitchside or has another database's WAL beside it must be refused before — and is then left
// byte for byte as it was, with no -wal or -shm file added.
//
// First the 100-byte header, read as plain bytes: SQLite's magic, `application_id` (Pitchside's, 0 for a save
// from before the mark, anything else is another program's) and `user_version` (the random number naming this
// file). Then a read-only connection, which never writes the database (it cannot check a WAL into it, nor roll
// back another program's journal): the same marks as seen through the WAL, quick_check (reads every page: a
// truncated or garbled file fails here, not mid-game), Pitchside's tables and the schema version.
import { closeSync, existsSync, openSync, readSync, rmSync, statSync } from 'node:fs'
import Database from 'better-sqlite3'
import type { Migration } from './migrations'
import { corruptMessage, SaveStoreError } from './saveProblem'

/** `PRAGMA application_id` of a Pitchside save: "PtSd" in ASCII. */
export const PITCHSIDE_APPLICATION_ID = 0x50745364

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1')

/** Tables each schema version has (migrations.ts); a save without them is damaged. */
const TABLES_SINCE: readonly (readonly [number, readonly string[]])[] = [
  [1, ['games', 'game_teams']],
  [2, ['actions', 'snapshots', 'branches', 'branch_actions']],
  [4, ['paint_schemes', 'piece_models']],
  [7, ['win_chances']],
  [8, ['teams']],
  [9, ['leagues', 'league_teams', 'league_fixtures']],
]

export function requiredTables(version: number): string[] {
  return TABLES_SINCE.filter(([since]) => since <= version).flatMap(([, tables]) => tables)
}

interface Header {
  readonly size: number
  readonly sqlite: boolean
  readonly applicationId: number
  /** user_version: the random number Pitchside gave this file, 0 before the mark. */
  readonly tag: number
}

function readHeader(file: string): Header {
  const bytes = Buffer.alloc(100)
  let fd: number | null = null
  try {
    fd = openSync(file, 'r')
    const read = readSync(fd, bytes, 0, 100, 0)
    return {
      size: statSync(file).size,
      sqlite: read === 100 && bytes.subarray(0, 16).equals(SQLITE_MAGIC),
      applicationId: bytes.readInt32BE(68),
      tag: bytes.readInt32BE(60),
    }
  } catch (error) {
    throw new SaveStoreError('open-failed', `Cannot read the save database ${file}: ${String(error)}`, file)
  } finally {
    if (fd !== null) closeSync(fd)
  }
}

const refuse = (file: string, detail: string): SaveStoreError =>
  new SaveStoreError('corrupt', corruptMessage(file, detail), file)

/** Throws a SaveStoreError unless `file` (which exists) is a usable Pitchside save; changes nothing either way. */
export function probeDatabase(file: string, migrations: readonly Migration[], nativeBinding?: string): void {
  const header = readHeader(file)
  if (header.size === 0)
    throw refuse(file, 'the file is empty (0 bytes), and Pitchside did not just create it')
  if (!header.sqlite) throw refuse(file, 'it is not a SQLite database')
  if (header.applicationId !== 0 && header.applicationId !== PITCHSIDE_APPLICATION_ID) {
    throw refuse(file, `it belongs to another program (application_id ${header.applicationId})`)
  }
  // The read-only connection may add an empty -wal and a -shm: whatever it adds is removed again.
  const added = ['-wal', '-shm'].map((suffix) => file + suffix).filter((side) => !existsSync(side))
  let db: Database.Database | null = null
  try {
    db = new Database(file, {
      readonly: true,
      fileMustExist: true,
      timeout: 300,
      ...(nativeBinding ? { nativeBinding } : {}),
    })
    check(db, file, header, migrations)
  } catch (error) {
    throw asProblem(error, file)
  } finally {
    db?.close()
    for (const side of added) if (existsSync(side)) rmSync(side, { force: true })
  }
}

function check(db: Database.Database, file: string, header: Header, migrations: readonly Migration[]): void {
  const applicationId = db.pragma('application_id', { simple: true }) as number
  const tag = db.pragma('user_version', { simple: true }) as number
  if (header.tag !== 0 && tag !== header.tag) {
    throw refuse(file, 'the WAL file beside it belongs to another database')
  }
  if (applicationId !== 0 && applicationId !== PITCHSIDE_APPLICATION_ID) {
    throw refuse(file, `it belongs to another program (application_id ${applicationId})`)
  }
  const quick = db.pragma('quick_check', { simple: true })
  if (quick !== 'ok') throw refuse(file, String(quick))
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[]
  if (!tables.includes('schema_migrations')) {
    throw refuse(
      file,
      tables.length === 0
        ? 'it is an empty database that Pitchside did not create'
        : 'it has no schema_migrations table: another program’s database',
    )
  }
  const version =
    (db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get() as number | null) ?? 0
  const latest = migrations.length ? migrations[migrations.length - 1].version : 0
  if (version > latest) {
    throw new SaveStoreError(
      'newer-schema',
      `The save database ${file} has schema version ${version}, newer than this app understands ` +
        `(${latest}). Update Pitchside to open it; nothing was changed.`,
      file,
    )
  }
  const missing = requiredTables(version).filter((t) => !tables.includes(t))
  if (missing.length > 0) throw refuse(file, `missing tables ${missing.join(', ')}`)
}

function asProblem(error: unknown, file: string): unknown {
  if (error instanceof SaveStoreError) return error
  const code = (error as { code?: string }).code ?? ''
  if (/SQLITE_BUSY/.test(code)) {
    return new SaveStoreError(
      'in-use',
      `The save database ${file} is in use by another Pitchside window or process; close it and try again.`,
      file,
    )
  }
  // READONLY_ROLLBACK: another program's unfinished transaction (a hot journal) that only it should roll back.
  if (/SQLITE_(NOTADB|CORRUPT|READONLY_ROLLBACK|READONLY_RECOVERY)/.test(code))
    return refuse(file, String(error))
  return new SaveStoreError('open-failed', `Cannot open the save database ${file}: ${String(error)}`, file)
}
