// The saves features through the contract (fake Race ruleset, temp folder): Continue, Load list, open after a
// restart, rename, tag, delete, duplicate, undo/redo, the timeline, a damaged database with a fresh start,
// and the same requests over the web host's WebSocket.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import type WebSocket from 'ws'
import { webHostWithSocket } from '../web/openSocket'
import { events as eventSchemas, type SavedGameSummary } from '@shared/ipc'
import { SAVE_FILE_NAME, type Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'

let dir: string
const hosts: Host[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-saves-host-'))
})
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const

function start() {
  const host = raceHost(dir)
  hosts.push(host)
  const call = async <T = unknown>(name: string, args: unknown = {}): Promise<T> => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (!result.ok) throw Object.assign(new Error(result.message), { code: result.code })
    return result.value as T
  }
  const fails = async (name: string, args: unknown) => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (result.ok) throw new Error(`${name} succeeded`)
    return result
  }
  return { host, call, fails }
}

async function newGame(call: ReturnType<typeof start>['call'], practice = false): Promise<string> {
  const { gameId } = await call<{ gameId: string }>('game.new', {
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
    seed: 5,
    ...(practice ? { practice } : {}),
  })
  return gameId
}

const step = (n: number) => ({ type: 'step', n })

describe('saves through the contract', () => {
  it('continues the last unfinished game after a restart, where it was left', async () => {
    const first = start()
    expect(await first.call('saves.continue')).toEqual({ game: null })
    const gameId = await newGame(first.call)
    await first.call('game.act', { gameId, action: step(2) })
    await first.call('game.act', { gameId, action: step(1) })
    await first.call('game.undo', { gameId })
    first.host.close()

    const second = start()
    const { game } = await second.call<{ game: { gameId: string; view: { pieces: { x: number }[] } } }>(
      'saves.continue',
    )
    expect(game.gameId).toBe(gameId)
    expect(game.view.pieces[0].x).toBe(2)
    expect(game).toMatchObject({ history: { cursor: 1, length: 2, canRedo: true } })
    // Requests on a stored game host it on demand, too.
    const redo = await second.call<{ view: { pieces: { x: number }[] } }>('game.redo', { gameId })
    expect(redo.view.pieces[0].x).toBe(3)
  })

  it('lists, renames, tags, duplicates and deletes saved games, announcing each change', async () => {
    const { host, call, fails } = start()
    const seen: { name: string; payload: unknown }[] = []
    host.bus.subscribe((name, payload) => seen.push({ name, payload }))
    const a = await newGame(call)
    await call('game.act', { gameId: a, action: step(2) })
    const b = await newGame(call)
    const list = await call<SavedGameSummary[]>('saves.list')
    expect(list.map((g) => g.gameId)).toEqual([b, a])
    expect(list[1]).toMatchObject({
      teams: [
        { rosterId: 'human', name: 'Human' },
        { rosterId: 'orc', name: 'Orc' },
      ],
      score: [0, 0],
      ruleset: 'classic',
      status: 'playing',
      actions: 1,
      thumbnail: {
        width: 26,
        height: 15,
        pieces: [
          [0, 2, 7],
          [1, 0, 7],
        ],
      },
    })
    expect(await call('saves.rename', { gameId: a, title: '  Final  ' })).toMatchObject({ title: 'Final' })
    expect(await call('saves.tag', { gameId: a, tags: ['cup', 'cup', 'replay'] })).toMatchObject({
      tags: ['cup', 'replay'],
    })
    const copy = await call<SavedGameSummary>('saves.duplicate', { gameId: a })
    expect(copy).toMatchObject({ title: 'Final (copy)', tags: ['cup', 'replay'], actions: 1 })
    expect(copy.gameId).not.toBe(a)
    expect(await call('game.open', { gameId: copy.gameId })).toMatchObject({ history: { cursor: 1 } })
    expect(await fails('saves.delete', { gameId: a })).toMatchObject({ code: 'ipc/invalid-payload' })
    await call('saves.delete', { gameId: a, confirm: true })
    expect((await call<SavedGameSummary[]>('saves.list')).map((g) => g.gameId).sort()).toEqual(
      [b, copy.gameId].sort(),
    )
    expect(await fails('game.view', { gameId: a })).toMatchObject({ code: 'game/not-found' })
    expect(await fails('saves.rename', { gameId: a, title: 'x' })).toMatchObject({ code: 'save/not-found' })
    const kinds = seen
      .filter((e) => e.name === 'save.written')
      .map((e) => (e.payload as { kind: string }).kind)
    expect(kinds).toEqual(['game-created', 'game-created', 'renamed', 'tagged', 'duplicated', 'deleted'])
    for (const event of seen) {
      expect(eventSchemas[event.name as 'save.written'].safeParse(event.payload).success).toBe(true)
    }
  })

  it('keeps a branch and shows it on the timeline; seeks and steps on both lines', async () => {
    const { call } = start()
    const gameId = await newGame(call)
    for (const action of [step(1), step(1), { type: 'end-turn' }, step(2)]) {
      await call('game.act', { gameId, action })
    }
    await call('game.undo', { gameId, steps: 2 })
    await call('game.act', { gameId, action: step(2) })
    const timeline = await call<{ length: number; branches: { branchId: number }[] }>('replay.timeline', {
      gameId,
    })
    expect(timeline).toMatchObject({ length: 3, cursor: 3, branches: [{ forkPosition: 2, actions: 2 }] })
    const branchId = timeline.branches[0].branchId
    const branch = await call('replay.timeline', { gameId, branchId })
    expect(branch).toMatchObject({ length: 4, branchId })
    const end = await call<{ view: { pieces: { x: number }[] } }>('replay.seek', {
      gameId,
      branchId,
      position: 4,
    })
    expect(end.view.pieces.map((p) => p.x)).toEqual([2, 2])
    const main = await call<{ view: { pieces: { x: number }[] } }>('replay.seek', { gameId, position: 3 })
    expect(main.view.pieces.map((p) => p.x)).toEqual([4, 0])
    expect(await call('replay.step', { gameId, from: 3, unit: 'action', direction: -1 })).toMatchObject({
      position: 2,
    })
  })

  it('reports a damaged database by name, plays on without saves, and starts fresh keeping the bad file', async () => {
    const file = join(dir, SAVE_FILE_NAME)
    writeFileSync(file, 'not a database at all'.repeat(50))
    const { call, fails } = start()
    const info = await call<{ savesAvailable: boolean; saveProblem: { file: string; reason: string } }>(
      'app.info',
    )
    expect(info).toMatchObject({ savesAvailable: false, saveProblem: { file, reason: 'corrupt' } })
    expect(await fails('saves.list', {})).toMatchObject({ code: 'save/unavailable' })
    const gameId = await newGame(call) // still playable
    await call('game.act', { gameId, action: step(1) })
    const { movedTo } = await call<{ movedTo: string }>('saves.startFresh')
    expect(readFileSync(movedTo, 'utf8')).toBe('not a database at all'.repeat(50))
    expect(existsSync(file)).toBe(true)
    expect(readdirSync(dir).filter((n) => n.includes('.bad-'))).toHaveLength(1)
    expect(await call('app.info')).toMatchObject({ savesAvailable: true })
    expect(await call('saves.list')).toEqual([])
    expect(await fails('saves.startFresh', {})).toMatchObject({ code: 'save/unavailable' })
  })

  it('refuses a save file another Pitchside holds open, and never moves that good file aside', async () => {
    const first = start()
    const gameId = await newGame(first.call)
    await first.call('game.act', { gameId, action: step(1) })
    const second = start()
    const info = await second.call<{
      savesAvailable: boolean
      saveProblem: { reason: string; message: string }
    }>('app.info')
    expect(info).toMatchObject({ savesAvailable: false, saveProblem: { reason: 'in-use' } })
    expect(info.saveProblem.message).toContain(join(dir, SAVE_FILE_NAME))
    expect(await second.fails('saves.startFresh', {})).toMatchObject({ code: 'save/unavailable' })
    expect(readdirSync(dir).filter((n) => n.includes('.bad-'))).toEqual([])
    // The first keeps saving; once it is closed the file opens again with the game in it.
    await first.call('game.act', { gameId, action: step(2) })
    first.host.close()
    second.host.close()
    const third = start()
    expect((await third.call<SavedGameSummary[]>('saves.list')).map((g) => g.gameId)).toEqual([gameId])
  })

  it('says clearly when a stored log no longer replays with these rules', async () => {
    const first = start()
    const gameId = await newGame(first.call)
    await first.call('game.act', { gameId, action: step(2) })
    first.host.close()
    const db = new Database(join(dir, SAVE_FILE_NAME))
    db.prepare('UPDATE actions SET action_json = ? WHERE game_id = ?').run(JSON.stringify(step(5)), gameId)
    db.close()
    const second = start()
    expect(await second.fails('game.open', { gameId })).toMatchObject({ code: 'replay/unsupported' })
    expect(await second.fails('replay.seek', { gameId, position: 1 })).toMatchObject({
      code: 'replay/unsupported',
    })
  })

  it('answers the saves requests over the WebSocket transport too', async () => {
    const { host } = start()
    const { server, ws } = await webHostWithSocket(host, dir)
    let id = 0
    const ask = (name: string, args: unknown) =>
      new Promise<{ result: { ok: boolean; value?: unknown } }>((resolve) => {
        const mine = ++id
        const onMessage = (data: WebSocket.RawData): void => {
          const message = JSON.parse(data.toString()) as { kind: string; id: number; result: { ok: boolean } }
          if (message.kind !== 'response' || message.id !== mine) return
          ws.off('message', onMessage)
          resolve(message)
        }
        ws.on('message', onMessage)
        ws.send(JSON.stringify({ kind: 'request', id: mine, name, args }))
      })
    const created = await ask('game.new', {
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
    })
    const gameId = (created.result.value as { gameId: string }).gameId
    await ask('game.act', { gameId, action: step(2) })
    expect((await ask('game.undo', { gameId })).result).toMatchObject({
      ok: true,
      value: { history: { cursor: 0 } },
    })
    expect((await ask('saves.list', {})).result).toMatchObject({ ok: true, value: [{ gameId }] })
    const exported = await ask('replay.export', { gameId })
    expect(exported.result).toMatchObject({
      ok: true,
      value: { fileName: expect.stringMatching(/\.pitchside\.json$/) },
    })
    ws.close()
    await server.close()
  })
})
