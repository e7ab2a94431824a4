// Saved schemes: the round trip through the database (across a reopen), refusals that write nothing, rows this
// app cannot read passed over, and migration 4 on a database from before it.
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import { SchemeError } from '@shared/showcase/scheme'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../../src-main/services/migrations'
import { openDatabase } from '../../../src-main/services/saveDatabase'
import { SchemeStore } from '../../../src-main/services/SchemeStore'
import { tempDb, type TempDb } from './db'

const ORC = presetFor('classic/orc')!
const NORSE = presetFor('blitz/norse')!
const at = (iso: string) => () => new Date(iso)

let t: TempDb
beforeEach(() => {
  t = tempDb()
})
afterEach(() => t.dispose())

describe('SchemeStore', () => {
  it('saves, reads back after a reopen, replaces and deletes', () => {
    const store = new SchemeStore(t.db, at('2026-01-01T10:00:00.000Z'))
    const painted = { ...ORC, name: 'Da Red Gobbos', colours: { ...ORC.colours, armour: '#ABCDEF' } }
    expect(store.save(painted)).toEqual({
      scheme: { ...painted, colours: { ...painted.colours, armour: '#abcdef' } },
      updatedAt: '2026-01-01T10:00:00.000Z',
    })
    store.save(NORSE)

    const again = new SchemeStore(t.reopen(), at('2026-01-02T10:00:00.000Z'))
    expect(again.get('classic/orc')?.scheme.name).toBe('Da Red Gobbos')
    expect(again.list().map((s) => s.scheme.teamKey)).toEqual(['blitz/norse', 'classic/orc'])

    again.save({ ...painted, name: 'Repainted' })
    expect(again.get('classic/orc')).toMatchObject({
      scheme: { name: 'Repainted' },
      updatedAt: '2026-01-02T10:00:00.000Z',
    })
    expect(again.list()).toHaveLength(2)

    expect(again.delete('classic/orc')).toBe(true)
    expect(again.delete('classic/orc')).toBe(false)
    expect(again.get('classic/orc')).toBeNull()
  })

  it('refuses an invalid scheme and writes nothing', () => {
    const store = new SchemeStore(t.db)
    const bad = { ...ORC, colours: { ...ORC.colours, skin: 'green' } }
    expect(() => store.save(bad)).toThrow(SchemeError)
    expect(() => store.save({ ...ORC, version: 2 } as never)).toThrow(/newer Pitchside/)
    expect(t.db.prepare('SELECT COUNT(*) FROM paint_schemes').pluck().get()).toBe(0)
  })

  it('passes over rows it cannot read, leaving them as they are', () => {
    const store = new SchemeStore(t.db)
    store.save(ORC)
    const insert = t.db.prepare(
      'INSERT INTO paint_schemes (team_key, scheme_json, updated_at) VALUES (?, ?, ?)',
    )
    insert.run('classic/dwarf', '{broken', 'x')
    insert.run('classic/elf', JSON.stringify({ ...ORC, teamKey: 'classic/elf', version: 7 }), 'x')
    insert.run('classic/human', JSON.stringify(ORC), 'x') // a row whose scheme names another team
    expect(store.list().map((s) => s.scheme.teamKey)).toEqual(['classic/orc'])
    expect(store.get('classic/dwarf')).toBeNull()
    expect(store.get('classic/human')).toBeNull()
    expect(t.db.prepare('SELECT COUNT(*) FROM paint_schemes').pluck().get()).toBe(4)
  })

  it('migration 4 adds the showcase tables to a database from before it, keeping its games', () => {
    const file = join(t.dir, 'older.sqlite')
    const before = MIGRATIONS.filter((m) => m.version < 4)
    const old = openDatabase(file, before)
    old
      .prepare(
        `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
         VALUES ('g-1', 'classic', '1', '1', 1, '{}', 'now')`,
      )
      .run()
    expect(old.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'paint_schemes'").pluck().get()).toBe(
      0,
    )
    old.close()
    const db = openDatabase(file, MIGRATIONS)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()
    expect(tables).toEqual(expect.arrayContaining(['paint_schemes', 'piece_models']))
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(LATEST_SCHEMA_VERSION)
    expect(db.prepare('SELECT id FROM games').pluck().all()).toEqual(['g-1'])
    new SchemeStore(db).save(ORC)
    expect(new SchemeStore(db).get('classic/orc')?.scheme).toEqual(ORC)
    db.close()
  })
})
