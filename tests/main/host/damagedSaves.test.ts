// A damaged row never hides the other games (fake Race ruleset, through the contract): each kind of damaged cell,
// a missing team row, a missing action row and a cursor past the end lists as a damaged game with what is wrong;
// app.info reports it; opening, undo and the replay requests answer `save/damaged` (never `internal`); Continue
// passes over it; it can be deleted, and exported as far as it is sound (a file that imports again). A game whose
// only unreadable cells are the Load list's own opens, and they are written again.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppInfo, SavedGameSummary } from '@shared/ipc'
import { SAVE_FILE_NAME, type Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'

let dir: string
const hosts: Host[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-damaged-'))
})
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const
const step = (n: number) => ({ type: 'step', n })
const END = { type: 'end-turn' }

function start() {
  const host = raceHost(dir)
  hosts.push(host)
  const call = async <T = unknown>(name: string, args: unknown = {}): Promise<T> => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (!result.ok) throw Object.assign(new Error(`${result.code}: ${result.message}`), { code: result.code })
    return result.value as T
  }
  const fails = async (name: string, args: unknown = {}) => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (result.ok) throw new Error(`${name} succeeded`)
    return result
  }
  return { host, call, fails }
}

/**
 * Three saved games (the damaged one is played last, so Continue would pick it): `victim` has 5 actions with
 * the cursor at the end (home stands at 4), `a` and `b` one action each.
 */
async function threeGames(): Promise<{ victim: string; a: string; b: string }> {
  const { host, call } = start()
  const ids: string[] = []
  for (const actions of [[step(1)], [step(2)], [step(1), END, step(2), END, step(2)]]) {
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 3,
    })
    for (const action of actions) await call('game.act', { gameId, action })
    ids.push(gameId)
  }
  await call('saves.tag', { gameId: ids[2], tags: ['cup'] })
  host.close()
  hosts.splice(hosts.indexOf(host), 1)
  return { a: ids[0], b: ids[1], victim: ids[2] }
}

/** Changes the closed database directly, as a disk error or another program would. */
function damage(sql: string, ...params: unknown[]): void {
  const db = new Database(join(dir, SAVE_FILE_NAME))
  db.pragma('foreign_keys = OFF')
  db.prepare(sql).run(...params)
  db.close()
}

const KINDS = [
  {
    name: 'setup_json not JSON',
    sql: 'UPDATE games SET setup_json = \'{"teams": [\' WHERE id = ?',
    part: 'setup',
  },
  {
    name: 'setup_json JSON but not a setup',
    sql: 'UPDATE games SET setup_json = \'{"teams": 7}\' WHERE id = ?',
    part: 'setup',
  },
  {
    name: 'setup_json of another game (its seed)',
    sql: "UPDATE games SET setup_json = json_set(setup_json, '$.seed', 999) WHERE id = ?",
    part: 'setup',
  },
  { name: 'a team row missing', sql: 'DELETE FROM game_teams WHERE game_id = ? AND side = 1', part: 'teams' },
  {
    name: 'controllers_json not JSON',
    sql: "UPDATE games SET controllers_json = 'humans?' WHERE id = ?",
    part: 'controllers',
  },
  {
    name: 'action_json not JSON (action 3)',
    sql: 'UPDATE actions SET action_json = \'{"type": "st\' WHERE game_id = ? AND idx = 2',
    part: 'action',
    action: 3,
  },
  {
    name: 'action_json JSON but not an action (action 4)',
    sql: "UPDATE actions SET action_json = '[1, 2]' WHERE game_id = ? AND idx = 3",
    part: 'action',
    action: 4,
  },
  {
    name: 'an action row missing (action 2)',
    sql: 'DELETE FROM actions WHERE game_id = ? AND idx = 1',
    part: 'action',
    action: 2,
  },
  { name: 'cursor past the end', sql: 'UPDATE games SET cursor = 9 WHERE id = ?', part: 'cursor' },
] as const

describe('a damaged saved game', () => {
  it.each(KINDS)(
    '$name: lists as damaged with the others, app.info reports it, it never opens',
    async (kind) => {
      const { victim, a, b } = await threeGames()
      damage(kind.sql, victim)
      const { call, fails } = start()

      const list = await call<SavedGameSummary[]>('saves.list')
      expect(list.map((g) => g.gameId).sort()).toEqual([a, b, victim].sort())
      const row = list.find((g) => g.gameId === victim)!
      expect(row.damage).toEqual({
        part: kind.part,
        ...('action' in kind ? { action: kind.action } : {}),
        message: expect.any(String),
      })
      expect(list.filter((g) => g.damage)).toHaveLength(1)
      expect(
        (await call<SavedGameSummary>('saves.rename', { gameId: victim, title: 'Hurt' })).damage,
      ).toEqual(row.damage)

      const info = await call<AppInfo>('app.info')
      expect(info.damagedSaves).toEqual({
        count: 1,
        games: [{ gameId: victim, title: 'Hurt', part: kind.part }],
      })
      expect(info.savesAvailable).toBe(true)

      for (const [name, args] of [
        ['game.open', { gameId: victim }],
        ['game.view', { gameId: victim }],
        ['game.undo', { gameId: victim }],
        ['replay.timeline', { gameId: victim }],
        ['replay.seek', { gameId: victim, position: 1 }],
        ['saves.duplicate', { gameId: victim }],
      ] as const) {
        const failure = await fails(name, args)
        expect(failure, name).toMatchObject({ code: 'save/damaged' })
        expect(failure.message).toContain(row.damage!.message)
      }
      // The intact games open where they were; Continue passes over the damaged (latest) one.
      expect(await call('game.open', { gameId: a })).toMatchObject({ history: { cursor: 1 } })
      expect(await call('saves.continue')).toMatchObject({ game: { gameId: b } })
      expect(await fails('saves.startFresh')).toMatchObject({
        code: 'save/unavailable',
        message: expect.stringMatching(/1 damaged game/),
      })
    },
  )

  it('is deleted like any game (with its teams and actions), and app.info then reports nothing', async () => {
    const { victim, a, b } = await threeGames()
    damage("UPDATE games SET setup_json = 'garbage' WHERE id = ?", victim)
    const { host, call } = start()
    await call('saves.delete', { gameId: victim, confirm: true })
    expect((await call<SavedGameSummary[]>('saves.list')).map((g) => g.gameId).sort()).toEqual([a, b].sort())
    expect((await call<AppInfo>('app.info')).damagedSaves).toBeUndefined()
    const db = host.store!.connection
    const left = (sql: string) => db.prepare(sql).pluck().get(victim)
    expect(left('SELECT COUNT(*) FROM games WHERE id = ?')).toBe(0)
    expect(left('SELECT COUNT(*) FROM game_teams WHERE game_id = ?')).toBe(0)
    expect(left('SELECT COUNT(*) FROM actions WHERE game_id = ?')).toBe(0)
  })

  it('exports as far as it is sound: the actions before the unreadable one, unfinished, importable', async () => {
    const { victim } = await threeGames()
    damage("UPDATE actions SET action_json = 'oops' WHERE game_id = ? AND idx = 3", victim)
    const { call } = start()
    const { text } = await call<{ text: string }>('replay.export', { gameId: victim })
    const file = JSON.parse(text) as { actions: unknown[]; result: unknown; tags: string[]; notes: string }
    expect(file.actions).toEqual([step(1), END, step(2)])
    expect(file.result).toEqual({ score: [0, 0], finished: false })
    expect(file.tags).toEqual(['cup'])
    expect(file.notes).toMatch(/action 4 is not readable/)
    const copy = await call<SavedGameSummary>('replay.import', { text })
    expect(copy).toMatchObject({ actions: 3, status: 'playing' })
    expect(copy.damage).toBeUndefined()
  })

  it('exports up to the first action that no longer replays as recorded', async () => {
    const { victim } = await threeGames()
    // Action 4 readable but illegal now (a step of 3): the export stops before it.
    damage('UPDATE actions SET action_json = \'{"type":"step","n":3}\' WHERE game_id = ? AND idx = 3', victim)
    damage('DELETE FROM game_teams WHERE game_id = ? AND side = 0', victim)
    const { call } = start()
    const { text } = await call<{ text: string }>('replay.export', { gameId: victim })
    const file = JSON.parse(text) as { actions: unknown[]; rosters: string[] }
    expect(file.actions).toEqual([step(1), END, step(2)])
    expect(file.rosters).toEqual(['human', 'orc']) // the missing team row's roster, from the setup's team
  })

  it('whose log no longer replays as recorded lists sound, and exports up to that action, saying so', async () => {
    const { victim } = await threeGames()
    damage("UPDATE actions SET digest = 'ffffffffffffffff' WHERE game_id = ? AND idx = 2", victim)
    const { call } = start()
    expect((await call<SavedGameSummary[]>('saves.list')).every((g) => !g.damage)).toBe(true)
    const { text } = await call<{ text: string }>('replay.export', { gameId: victim })
    const file = JSON.parse(text) as { actions: unknown[]; notes: string; result: unknown }
    expect(file.actions).toEqual([step(1), END])
    expect(file.notes).toBe(
      'Exported as far as it replays: action 3 no longer replays as recorded, so the file ends before it.',
    )
    expect(file.result).toEqual({ score: [0, 0], finished: false })
  })

  it('with an unreadable setup cannot be exported either, and says so', async () => {
    const { victim } = await threeGames()
    damage("UPDATE games SET setup_json = 'garbage' WHERE id = ?", victim)
    const { fails } = start()
    expect(await fails('replay.export', { gameId: victim })).toMatchObject({
      code: 'save/damaged',
      message: expect.stringMatching(/its setup is not readable/),
    })
  })
})

describe('app.info', () => {
  it('still answers when the saved games cannot even be listed (the renderer needs it to start)', async () => {
    await threeGames()
    const { host, call } = start()
    host.store!.connection.close() // the connection gone under the host, as after a disk error
    const errors: unknown[] = []
    const logged = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const info = await call<AppInfo>('app.info')
      expect(info.damagedSaves).toBeUndefined()
      expect(info.appName).toBe('Pitchside')
    } finally {
      console.error = logged
    }
    expect(errors).toHaveLength(1)
  })
})

describe('a game whose Load-list cells are unreadable', () => {
  it.each([
    ['summary_json', "UPDATE games SET summary_json = '{score' WHERE id = ?"],
    ['summary_json of the wrong shape', 'UPDATE games SET summary_json = \'{"teams": 3}\' WHERE id = ?'],
    ['tags_json', "UPDATE games SET tags_json = 'cup,final' WHERE id = ?"],
  ])('(%s) still lists with the others, opens where it was, and gets them written again', async (_, sql) => {
    const { victim, a, b } = await threeGames()
    damage(sql, victim)
    const { call } = start()
    const list = await call<SavedGameSummary[]>('saves.list')
    expect(list.map((g) => g.gameId).sort()).toEqual([a, b, victim].sort())
    expect(list.find((g) => g.gameId === victim)!.damage).toMatchObject({ part: 'listing' })
    expect((await call<AppInfo>('app.info')).damagedSaves?.count).toBe(1)
    const opened = await call<{ view: { pieces: { x: number }[] }; history: { cursor: number } }>(
      'game.open',
      {
        gameId: victim,
      },
    )
    expect(opened.history.cursor).toBe(5)
    expect(opened.view.pieces.map((p) => p.x)).toEqual([3, 2])
    const after = (await call<SavedGameSummary[]>('saves.list')).find((g) => g.gameId === victim)!
    expect(after.damage).toBeUndefined()
    expect(after.teams.map((t) => t.name)).toEqual(['Human', 'Orc'])
    expect((await call<AppInfo>('app.info')).damagedSaves).toBeUndefined()
  })
})
