// Saved teams in the store: migration 8 on a fresh database and on one from before it, every TeamStore operation
// (across a reopen), refusals that write nothing, and rows this app cannot read passed over and left as they are.
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import { TeamError, type SavedTeam } from '@shared/teams/savedTeam'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../../src-main/services/migrations'
import { openDatabase } from '../../../src-main/services/saveDatabase'
import { SchemeStore } from '../../../src-main/services/SchemeStore'
import { TeamStore } from '../../../src-main/services/TeamStore'
import { tempDb, type TempDb } from '../showcase/db'
import { dwarfSkaters, norse, orcs } from './teams'

let t: TempDb
beforeEach(() => {
  t = tempDb()
})
afterEach(() => t.dispose())

let clock = 0
const tick = () => new Date(Date.UTC(2026, 10, 29, 21, 0, clock++))
let serial = 0
const ids = () => `t-00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`

const rows = (db = t.db) => db.prepare('SELECT * FROM teams ORDER BY id').all()

describe('migration 8', () => {
  it('creates the teams table, STRICT, on a fresh database', () => {
    // Later migrations (9: leagues) come on top of it.
    expect(t.db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(
      LATEST_SCHEMA_VERSION,
    )
    expect(t.db.prepare('SELECT version FROM schema_migrations WHERE version = 8').pluck().get()).toBe(8)
    const sql = t.db.prepare("SELECT sql FROM sqlite_master WHERE name = 'teams'").pluck().get() as string
    expect(sql).toMatch(/STRICT/)
    const columns = t.db.prepare("SELECT name FROM pragma_table_info('teams')").pluck().all()
    expect(columns).toEqual(['id', 'ruleset', 'name', 'team_json', 'created_at', 'updated_at', 'archived'])
    // STRICT and its checks: no other game, no text where a number goes.
    const insert = t.db.prepare('INSERT INTO teams VALUES (?, ?, ?, ?, ?, ?, ?)')
    expect(() => insert.run('t-x', 'chess', 'x', '{}', 'a', 'a', 0)).toThrow(/CHECK/)
    expect(() => insert.run('t-x', 'classic', 'x', '{}', 'a', 'a', 'no')).toThrow()
  })

  it('adds the table to a database from before it, keeping its games and schemes', () => {
    const file = join(t.dir, 'older.sqlite')
    const old = openDatabase(
      file,
      MIGRATIONS.filter((m) => m.version < 8),
    )
    old
      .prepare(
        `INSERT INTO games (id, ruleset, ruleset_version, engine_version, seed, setup_json, created_at)
         VALUES ('g-1', 'classic', '1', '1', 1, '{}', 'now')`,
      )
      .run()
    new SchemeStore(old).save(presetFor('classic/orc')!)
    expect(old.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'teams'").pluck().get()).toBe(0)
    old.close()

    const db = openDatabase(file, MIGRATIONS)
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(LATEST_SCHEMA_VERSION)
    expect(db.prepare('SELECT id FROM games').pluck().all()).toEqual(['g-1'])
    expect(new SchemeStore(db).get('classic/orc')).not.toBeNull()
    const store = new TeamStore(db, tick, ids)
    const made = store.create(orcs())
    expect(store.get(made.id)?.team).toEqual(orcs())
    db.close()
  })
})

describe('TeamStore', () => {
  it('creates teams of all three games and reads them back after a reopen', () => {
    const store = new TeamStore(t.db, tick, ids)
    const a = store.create(orcs())
    const b = store.create(norse())
    const c = store.create(dwarfSkaters())
    expect(a).toMatchObject({ ruleset: 'classic', name: 'Da Boyz', team: orcs(), archived: false })
    expect(a.id).toMatch(/^t-/)
    expect(a.createdAt).toBe(a.updatedAt)
    expect(new Set([a.id, b.id, c.id]).size).toBe(3)

    const again = new TeamStore(t.reopen())
    expect(again.get(a.id)).toEqual(a)
    expect(again.get(b.id)).toEqual(b)
    expect(again.get(c.id)).toEqual(c)
    expect(again.get('t-none')).toBeNull()
  })

  it('lists teams in use first, then archived ones, each by name', () => {
    const store = new TeamStore(t.db, tick, ids)
    const zulu = store.create(norse('zulu'))
    const alpha = store.create(orcs('Alpha'))
    const beta = store.create(dwarfSkaters('beta'))
    const archived = store.create(orcs('Aardvarks'))
    store.archive(archived.id, true)
    expect(store.list().map((x) => x.name)).toEqual(['Alpha', 'beta', 'zulu', 'Aardvarks'])
    expect(store.list().map((x) => x.archived)).toEqual([false, false, false, true])
    // Back in use: listed by name again.
    expect(store.archive(archived.id, false)?.archived).toBe(false)
    expect(store.list().map((x) => x.id)).toEqual([archived.id, alpha.id, beta.id, zulu.id])
  })

  it('saves a changed team, keeping its id and creation time', () => {
    const store = new TeamStore(t.db, tick, ids)
    const made = store.create(orcs())
    const changed: SavedTeam = { ...orcs(), team: { ...orcs().team, fanFactor: 3, assistantCoaches: 2 } }
    const saved = store.save(made.id, changed)!
    expect(saved).toMatchObject({ id: made.id, createdAt: made.createdAt, team: changed })
    expect(saved.updatedAt > made.updatedAt).toBe(true)
    expect(store.get(made.id)).toEqual(saved)
    expect(store.save('t-none', changed)).toBeNull()
  })

  it('refuses to move a team to another game, writing nothing', () => {
    const store = new TeamStore(t.db, tick, ids)
    const made = store.create(orcs())
    const before = rows()
    expect(() => store.save(made.id, norse('Da Boyz'))).toThrow(
      expect.objectContaining({ name: 'TeamError', field: 'ruleset' }),
    )
    expect(rows()).toEqual(before)
  })

  it('duplicates as "<name> (copy)", shortening a long name to fit', () => {
    const store = new TeamStore(t.db, tick, ids)
    const made = store.create(orcs())
    const copy = store.duplicate(made.id)!
    expect(copy.id).not.toBe(made.id)
    expect(copy.name).toBe('Da Boyz (copy)')
    // The Classic team carries the name too: both change together.
    expect(copy.team.team.name).toBe('Da Boyz (copy)')
    expect(copy.team.team.players).toEqual(made.team.team.players)
    expect(store.get(made.id)).toEqual(made)

    const long = store.create(norse('N'.repeat(40)))
    expect(store.duplicate(long.id)!.name).toBe(`${'N'.repeat(33)} (copy)`)
    expect(store.duplicate('t-none')).toBeNull()
    expect(store.list()).toHaveLength(4)
  })

  it("renames a team and the team's own name with it; a bad name writes nothing", () => {
    const store = new TeamStore(t.db, tick, ids)
    const made = store.create(orcs())
    const renamed = store.rename(made.id, 'Gork Gang')!
    expect(renamed.name).toBe('Gork Gang')
    expect(renamed.team.name).toBe('Gork Gang')
    expect(renamed.team.team.name).toBe('Gork Gang')
    expect(store.get(made.id)).toEqual(renamed)
    // A Blitz Bowl team without a name of its own keeps none.
    const blitz = store.create(norse())
    expect(store.rename(blitz.id, 'Ice')!.team.team).toEqual({ teamId: 'norse' })

    const before = rows()
    expect(() => store.rename(made.id, 'x'.repeat(41))).toThrow(TeamError)
    expect(() => store.rename(made.id, '   ')).toThrow(/name: must not be empty/)
    expect(rows()).toEqual(before)
    expect(store.rename('t-none', 'X')).toBeNull()
  })

  it('archives and deletes', () => {
    const store = new TeamStore(t.db, tick, ids)
    const made = store.create(orcs())
    const archived = store.archive(made.id, true)!
    expect(archived.archived).toBe(true)
    expect(store.get(made.id)?.archived).toBe(true)
    expect(store.archive('t-none', true)).toBeNull()
    expect(store.delete(made.id)).toBe(true)
    expect(store.delete(made.id)).toBe(false)
    expect(store.get(made.id)).toBeNull()
    expect(rows()).toEqual([])
  })

  it('refuses an invalid team with a typed error naming the field, and writes nothing', () => {
    const store = new TeamStore(t.db, tick, ids)
    const kept = store.create(norse())
    const before = rows()
    const orc = orcs()
    const cases: [unknown, string][] = [
      [{ ...orc, team: { ...orc.team, rerolls: 9 } }, 'team.rerolls'],
      [{ ...orc, team: { ...orc.team, players: orc.team.players.slice(0, 10) } }, 'team.players'],
      [{ ...orc, name: '' }, 'name'],
      [{ ...orc, ruleset: 'chess' }, 'ruleset'],
      [{ ...orc, players: [{ number: 1, name: 'x' }] }, 'players'],
      [{ ...norse(), players: norse().players!.map((p) => ({ ...p, number: 1 })) }, 'players[1].number'],
      [
        { ...norse(), players: norse().players!.map((p) => ({ ...p, name: 'x'.repeat(31) })) },
        'players[0].name',
      ],
      [{ ...norse(), team: { teamId: 'norse', name: 'Other' } }, 'team.name'],
      [{ ...norse(), glow: true }, 'glow'],
      [{ ...norse(), format: 'pitchside-paint-scheme' }, 'format'],
      [null, ''],
    ]
    for (const [team, field] of cases) {
      let error: unknown
      try {
        store.create(team)
      } catch (e) {
        error = e
      }
      expect(error, field).toBeInstanceOf(TeamError)
      expect((error as TeamError).field, JSON.stringify(team)?.slice(0, 80)).toBe(field)
      if (field) expect((error as TeamError).message.startsWith(`${field}: `)).toBe(true)
      expect(() => store.save(kept.id, team)).toThrow(TeamError)
    }
    expect(() => store.create({ ...orc, version: 2 })).toThrow(/made by a newer Pitchside/)
    expect(t.db.prepare('SELECT COUNT(*) FROM teams').pluck().get()).toBe(1)
    expect(rows()).toEqual(before)
  })

  it('passes over rows it cannot read, leaving them as they are', () => {
    const store = new TeamStore(t.db, tick, ids)
    const good = store.create(orcs())
    const insert = t.db.prepare(
      `INSERT INTO teams (id, ruleset, name, team_json, created_at, updated_at, archived)
       VALUES (?, ?, ?, ?, 'x', 'x', 0)`,
    )
    insert.run('t-broken', 'classic', 'Broken', '{broken')
    insert.run('t-newer', 'blitz', 'Frost Giants', JSON.stringify({ ...norse(), version: 2 }))
    insert.run('t-moved', 'blitz', 'Da Boyz', JSON.stringify(orcs())) // its columns say another game
    insert.run('t-bad', 'blitz', 'Frost Giants', JSON.stringify({ ...norse(), team: { teamId: 'chess' } }))
    const before = rows()

    expect(store.list().map((x) => x.id)).toEqual([good.id])
    for (const id of ['t-broken', 't-newer', 't-moved', 't-bad']) {
      expect(store.get(id)).toBeNull()
      expect(store.save(id, norse())).toBeNull()
      expect(store.rename(id, 'Mine now')).toBeNull()
      expect(store.archive(id, true)).toBeNull()
      expect(store.duplicate(id)).toBeNull()
    }
    expect(rows()).toEqual(before)
    // Deleting is the one thing that reaches such a row.
    expect(store.delete('t-broken')).toBe(true)
    expect(t.db.prepare('SELECT COUNT(*) FROM teams').pluck().get()).toBe(4)
  })
})
