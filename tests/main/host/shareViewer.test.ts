// The read-only share's promise, request by request: a viewer connection gets `share/read-only` for every
// request of the contract that is not on the allow-list (src-main/host/viewerAccess.ts), and neither a refused
// request nor an allowed one changes anything — not the save database's files, not what the owner sees, and no
// event goes out. A request added to the contract later is refused to viewers until it is listed.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REQUEST_NAMES, type Result } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import { VIEWER_EVENTS, VIEWER_REQUESTS } from '../../../src-main/host/viewerAccess'
import { EXAMPLES } from '../../shared/ipc/examples'
import { boxGlb } from '../showcase/makeGlb'
import { raceHost } from '../testHost'

const owner = { transport: 'web' } as const
const viewer = { transport: 'web', viewer: true } as const

let dir: string
let host: Host
let gameId: string
let events: string[]

async function ownerCall<T>(name: string, args: unknown): Promise<T> {
  const result = (await host.dispatcher.dispatch(name, args, owner)) as Result<T>
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

/** The files of the data folder (the database and its WAL, model copies), by content. */
function files(folder: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      // The shared-memory index may be touched by reads; it holds no data of its own.
      else if (!entry.name.endsWith('-shm'))
        out[path.slice(folder.length)] = createHash('sha256').update(readFileSync(path)).digest('hex')
    }
  }
  if (existsSync(folder)) walk(folder)
  return out
}

/** Everything the owner can read about the games, saves and showcase, plus the data folder's bytes. */
async function everything(): Promise<unknown> {
  return {
    files: files(dir),
    saves: await ownerCall('saves.list', {}),
    view: await ownerCall('game.view', { gameId }),
    history: await ownerCall('game.history', { gameId }),
    controllers: await ownerCall('game.controllers', { gameId }),
    schemes: await ownerCall('schemes.get', { teamKey: 'classic/orc' }),
    models: await ownerCall('models.list', {}),
    share: await ownerCall('share.status', {}),
    teams: await ownerCall('teams.list', {}),
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-viewer-'))
  host = raceHost(dir)
  const created = await ownerCall<{ gameId: string }>('game.new', EXAMPLES['game.new'].valid(''))
  gameId = created.gameId
  await ownerCall('game.act', { gameId, action: { type: 'step', n: 1 } })
  await ownerCall('schemes.save', EXAMPLES['schemes.save'].valid(gameId))
  const bytes = Buffer.from(await boxGlb()).toString('base64')
  await ownerCall('models.import', { teamKey: 'classic/orc', positionId: 'troll', bytes })
  await host.ai.idle()
  events = []
  host.bus.subscribe((name) => events.push(name))
})

afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the viewer allow-list', () => {
  it('names only requests of the contract, and only events of the contract', () => {
    for (const name of VIEWER_REQUESTS) expect(REQUEST_NAMES).toContain(name)
    expect([...VIEWER_EVENTS].sort()).toEqual(['ai.thinking', 'save.written', 'state.changed'])
  })

  it('leaves out every request that writes, acts, hosts a game or controls the share', () => {
    for (const name of [
      'game.new',
      'game.open',
      'game.act',
      'ai.act',
      'game.undo',
      'game.redo',
      'saves.continue',
      'saves.rename',
      'saves.tag',
      'saves.delete',
      'saves.duplicate',
      'saves.startFresh',
      'replay.import',
      'classics.open',
      'drills.start',
      'drills.leave',
      'test.forceDice',
      'schemes.save',
      'schemes.import',
      'schemes.reset',
      'models.import',
      'models.remove',
      'models.adjust',
      'share.set',
      'share.status',
      'teams.create',
      'teams.save',
      'teams.duplicate',
      'teams.rename',
      'teams.archive',
      'teams.delete',
      'teams.import',
    ] as const) {
      expect(VIEWER_REQUESTS.has(name), name).toBe(false)
    }
  })
})

describe('a viewer connection', () => {
  for (const name of REQUEST_NAMES) {
    const allowed = VIEWER_REQUESTS.has(name)
    it(`${allowed ? 'may ask' : 'is refused'} ${name}, and nothing changes`, async () => {
      const before = await everything()
      const result = await host.dispatcher.dispatch(name, EXAMPLES[name].valid(gameId), viewer)
      if (allowed) {
        // An allowed request answers like the owner's (ok, or the failure its example is meant to meet).
        const fails = EXAMPLES[name].fails
        expect(result).toMatchObject(fails ? { ok: false, code: fails } : { ok: true })
      } else {
        expect(result).toMatchObject({ ok: false, code: 'share/read-only' })
        expect((result as { message: string }).message).toContain(name)
      }
      await host.ai.idle()
      expect(events).toEqual([])
      expect(await everything()).toEqual(before)
    })
  }

  it('is refused whatever the payload carries (junk arguments never reach a handler)', async () => {
    for (const args of [undefined, {}, { gameId }, 'x', EXAMPLES['game.act'].invalid[0]]) {
      const result = await host.dispatcher.dispatch('game.act', args, viewer)
      expect(result).toMatchObject({ ok: false, code: 'share/read-only' })
    }
    expect(await host.dispatcher.dispatch('app.nope', {}, viewer)).toMatchObject({
      code: 'ipc/unknown-request',
    })
  })

  it('is told it is a viewer by app.info; the owner is not', async () => {
    expect(await host.dispatcher.dispatch('app.info', {}, viewer)).toMatchObject({
      ok: true,
      value: { viewer: true },
    })
    expect(await host.dispatcher.dispatch('app.info', {}, owner)).toMatchObject({
      ok: true,
      value: { viewer: false },
    })
  })

  it("never hosts a game (that could evict an owner's): a saved game is watched by replay", async () => {
    // A second start: the game is in the database, not in memory.
    host.close()
    host = raceHost(dir)
    events = []
    host.bus.subscribe((name) => events.push(name))
    const filesBefore = files(dir)
    for (const name of ['game.view', 'game.history', 'game.controllers'] as const) {
      const result = await host.dispatcher.dispatch(name, { gameId }, viewer)
      expect(result, name).toMatchObject({ ok: false, code: 'game/not-found' })
    }
    expect(host.games.has(gameId)).toBe(false)
    const timeline = (await host.dispatcher.dispatch('replay.timeline', { gameId }, viewer)) as Result<{
      cursor: number
    }>
    expect(timeline).toMatchObject({ ok: true })
    const at = timeline.ok ? timeline.value.cursor : 0
    expect(await host.dispatcher.dispatch('replay.seek', { gameId, position: at }, viewer)).toMatchObject({
      ok: true,
    })
    expect(host.games.has(gameId)).toBe(false)
    expect(events).toEqual([])
    expect(files(dir)).toEqual(filesBefore)
    // The owner opening it hosts it as before.
    expect(await host.dispatcher.dispatch('game.view', { gameId }, owner)).toMatchObject({ ok: true })
  })
})
