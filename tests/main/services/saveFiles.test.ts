// Files that are not a usable Pitchside save are refused before anything writes to them: another program's
// database (rollback or WAL mode, pending WAL frames included), a 0-byte file, an empty database, another
// application_id, our save with another database's WAL beside it. Each is left byte for byte as it was, with no
// -wal or -shm file added. A file Pitchside creates carries its application_id; a save from before the mark is
// still opened, and marked. `durability: 'power'` reaches SQLite through Saves.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PITCHSIDE_APPLICATION_ID } from '../../../src-main/services/saveDatabase'
import { Saves } from '../../../src-main/services/Saves'
import { SaveStore, SaveStoreError } from '../../../src-main/services/SaveStore'
import type { CreatedGame } from '../../../src-main/services/GameHost'

const root = join(import.meta.dirname, '..', '..', '..')
let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-files-'))
  file = join(dir, 'pitchside.sqlite')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const game = (gameId: string): CreatedGame => ({
  gameId,
  ruleset: 'classic',
  rulesetVersion: 'race-1',
  engineVersion: 'engine-test',
  seed: 1,
  rosterIds: ['human', 'orc'],
  setup: { ruleset: 'classic', seed: 1, teams: [{ rosterId: 'human' }, { rosterId: 'orc' }] },
})

/** The file and its side files as hashes ('-' for absent), to compare before and after. */
function fingerprint(path: string): Record<string, string> {
  const of = (p: string) => (existsSync(p) ? createHash('sha256').update(readFileSync(p)).digest('hex') : '-')
  return { db: of(path), wal: of(`${path}-wal`), shm: of(`${path}-shm`), journal: of(`${path}-journal`) }
}

/** Opens `path` expecting a refusal; checks nothing about it changed and returns the error. */
function refusedUnchanged(path = file): SaveStoreError {
  const before = fingerprint(path)
  let error: unknown
  try {
    SaveStore.open({ file: path }).close()
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(SaveStoreError)
  expect((error as Error).message).toContain(path)
  expect(fingerprint(path)).toEqual(before)
  return error as SaveStoreError
}

/** Runs SQL in a child process that is then SIGKILLed: a WAL-mode database with frames never checkpointed. */
function killedWithWal(path: string, sql: string, exclusive = true): void {
  const code = `
    const Database = require('better-sqlite3')
    const db = new Database(${JSON.stringify(path)})
    ${exclusive ? "db.pragma('locking_mode = EXCLUSIVE')" : ''}
    db.pragma('journal_mode = WAL')
    db.exec(${JSON.stringify(sql)})
    process.kill(process.pid, 'SIGKILL')`
  spawnSync(process.execPath, ['-e', code], { cwd: root })
  expect(existsSync(`${path}-wal`)).toBe(true)
}

describe('refusing files that are not a usable Pitchside save, unchanged', () => {
  it("another program's database (rollback journal), with no -wal or -shm left beside it", () => {
    const db = new Database(file)
    db.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('stew')")
    db.close()
    const error = refusedUnchanged()
    expect(error.reason).toBe('corrupt')
    expect(error.message).toMatch(/another program/)
    expect(existsSync(`${file}-wal`) || existsSync(`${file}-shm`)).toBe(false)
  })

  it("another program's WAL-mode database with frames not yet checked into it", () => {
    killedWithWal(file, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')", false)
    rmSync(`${file}-shm`, { force: true })
    const before = fingerprint(file)
    expect(before.wal).not.toBe('-')
    refusedUnchanged()
    expect(fingerprint(file).shm).toBe('-')
  })

  it('a 0-byte file that was there before (only a file Pitchside itself just created starts empty)', () => {
    writeFileSync(file, '')
    const error = refusedUnchanged()
    expect(error.message).toMatch(/0 bytes/)
    expect(readFileSync(file).length).toBe(0)
  })

  it('an empty database Pitchside did not create, and one with another application_id', () => {
    const empty = new Database(file)
    empty.pragma('user_version = 7') // a valid database file of one page, no tables
    empty.close()
    expect(refusedUnchanged().message).toMatch(/empty database/)

    const other = join(dir, 'other.sqlite')
    const db = new Database(other)
    db.pragma('application_id = 42')
    db.close()
    expect(refusedUnchanged(other).message).toMatch(/application_id 42/)
  })

  it("a Pitchside save carrying another program's application_id", () => {
    const store = SaveStore.open({ file })
    store.recordGame(game('g-1'), new Date())
    store.close()
    const db = new Database(file)
    db.pragma('application_id = 1234')
    db.close()
    expect(refusedUnchanged().message).toMatch(/application_id 1234/)
  })

  it("our save with another database's WAL file beside it (its frames would replace our pages)", () => {
    const ours = SaveStore.open({ file })
    ours.recordGame(game('g-ours'), new Date())
    ours.close()
    // Another Pitchside save (same page size, same tables) killed with its changes still in its WAL.
    const other = join(dir, 'other.sqlite')
    SaveStore.open({ file: other }).close()
    const code = `
      const Database = require('better-sqlite3')
      const db = new Database(${JSON.stringify(other)})
      db.pragma('locking_mode = EXCLUSIVE')
      db.pragma('journal_mode = WAL')
      db.prepare("UPDATE games SET title = 'theirs'").run()
      db.pragma('user_version = 99')
      process.kill(process.pid, 'SIGKILL')`
    spawnSync(process.execPath, ['-e', code], { cwd: root })
    copyFileSync(`${other}-wal`, `${file}-wal`)
    const error = refusedUnchanged()
    expect(error.reason).toBe('corrupt')
    expect(error.message).toMatch(/WAL file beside it belongs to another database/)
  })
})

describe('the application_id mark', () => {
  it('is set on a file Pitchside creates, and an unmarked save from before is opened and marked', () => {
    SaveStore.open({ file }).close()
    const check = new Database(file, { readonly: true })
    expect(check.pragma('application_id', { simple: true })).toBe(PITCHSIDE_APPLICATION_ID)
    expect(check.pragma('user_version', { simple: true })).not.toBe(0)
    check.close()

    const legacy = join(dir, 'legacy.sqlite')
    const store = SaveStore.open({ file: legacy })
    store.recordGame(game('g-old'), new Date())
    store.close()
    const unmark = new Database(legacy)
    unmark.pragma('application_id = 0')
    unmark.pragma('user_version = 0')
    unmark.close()
    const again = SaveStore.open({ file: legacy })
    expect(again.listGames().map((g) => g.gameId)).toEqual(['g-old'])
    again.close()
    const marked = new Database(legacy, { readonly: true })
    expect(marked.pragma('application_id', { simple: true })).toBe(PITCHSIDE_APPLICATION_ID)
    marked.close()
  })

  it('opens our own save whose last changes are still in its WAL (a killed Pitchside)', () => {
    SaveStore.open({ file }).close()
    const code = `
      const Database = require('better-sqlite3')
      const db = new Database(${JSON.stringify(file)})
      db.pragma('locking_mode = EXCLUSIVE')
      db.pragma('journal_mode = WAL')
      db.prepare(\`INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
        VALUES ('g-wal', 'classic', 'race-1', 'engine-test', 1, '{"teams":[{},{}]}', 'now')\`).run()
      db.prepare("INSERT INTO game_teams VALUES ('g-wal', 0, 'human'), ('g-wal', 1, 'orc')").run()
      process.kill(process.pid, 'SIGKILL')`
    spawnSync(process.execPath, ['-e', code], { cwd: root })
    const store = SaveStore.open({ file })
    expect(store.listGames().map((g) => g.gameId)).toEqual(['g-wal'])
    store.close()
  })
})

describe('durability', () => {
  it("'power' reaches SQLite through Saves (synchronous FULL = 2); the default is NORMAL (1)", () => {
    const options = { now: () => new Date(), logError: () => undefined, log: () => undefined }
    const normal = new Saves({ ...options, file })
    expect(normal.require().pragma('synchronous')).toBe(1)
    normal.close()
    const power = new Saves({ ...options, file, durability: 'power' })
    expect(power.require().pragma('synchronous')).toBe(2)
    power.close()
  })
})
