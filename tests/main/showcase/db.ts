// A save database in a temporary folder with every migration applied, for the showcase stores' tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { MIGRATIONS } from '../../../src-main/services/migrations'
import { openDatabase } from '../../../src-main/services/saveDatabase'

export interface TempDb {
  readonly dir: string
  readonly file: string
  db: Database.Database
  reopen(): Database.Database
  dispose(): void
}

export function tempDb(): TempDb {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-showcase-'))
  const file = join(dir, 'pitchside.sqlite')
  const temp: TempDb = {
    dir,
    file,
    db: openDatabase(file, MIGRATIONS),
    reopen() {
      temp.db.close()
      temp.db = openDatabase(file, MIGRATIONS)
      return temp.db
    },
    dispose() {
      if (temp.db.open) temp.db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return temp
}
