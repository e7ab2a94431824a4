// A viewer of the LAN share replays every shipped classic, even one the owner never opened, and the data folder
// stays byte for byte the same: `classics.view` checks the shipped file like an import and holds the game in
// main's memory only (services/ClassicViews.ts); replay.timeline/seek/step read it from there. Real Classic
// rules and the real shipped files, over a real viewer WebSocket of the share's listener.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type {
  ClassicGameInfo,
  ClassicView,
  ReplayFrame,
  Result,
  SavedGameSummary,
  Timeline,
} from '@shared/ipc'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { CLASSIC_VIEW_PREFIX, classicViewId } from '../../../src-main/services/ClassicViews'
import type { Interfaces } from '../../../src-main/web/lanAddresses'
import { ShareHost } from '../../../src-main/web/share'

const LAN = '10.9.8.7'
const lanInterfaces = (): Interfaces =>
  ({
    eth0: [{ address: LAN, family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
  }) as unknown as Interfaces

const owner = { transport: 'electron' } as const

let dataDir: string
let webDir: string
let host: Host
let share: ShareHost
let events: string[]

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pitchside-share-classics-data-'))
  webDir = mkdtempSync(join(tmpdir(), 'pitchside-share-classics-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  host = createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir,
    aiThread: 'in-process',
    logError: () => undefined,
    log: () => undefined,
  })
  share = new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir: webDir,
    port: 0,
    bindHost: '127.0.0.1',
    interfaces: lanInterfaces,
  })
  host.share.attach(share)
  events = []
  host.bus.subscribe((name) => events.push(name))
})

afterEach(async () => {
  await share.close()
  host.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(webDir, { recursive: true, force: true })
})

/** The data folder's files by content (the database and its WAL); the shared-memory index holds no data. */
function files(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of readdirSync(dataDir))
    if (!name.endsWith('-shm'))
      out[name] = createHash('sha256')
        .update(readFileSync(join(dataDir, name)))
        .digest('hex')
  return out
}

async function ownerCall<T>(name: string, args: unknown = {}): Promise<T> {
  const result = (await host.dispatcher.dispatch(name, args, owner)) as Result<T>
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

type Call = <T>(name: string, args?: unknown) => Promise<Result<T>>

/** Turns sharing on and connects a viewer page as a TV on the LAN would (Host and Origin the LAN address). */
async function viewer(): Promise<{ call: Call; close(): void }> {
  const status = await ownerCall<{ urls: string[] }>('share.set', { on: true })
  const port = Number(new URL(status.urls[0]).port)
  const hostHeader = `${LAN}:${port}`
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
    origin: `http://${hostHeader}`,
    headers: { Host: hostHeader },
  })
  const waiting = new Map<number, (r: Result<unknown>) => void>()
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { kind: string; id: number; result: Result<unknown> }
    if (message.kind !== 'event') waiting.get(message.id)?.(message.result)
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  let next = 1
  const call: Call = (name, args = {}) =>
    new Promise((settle) => {
      const id = next++
      waiting.set(id, settle as (r: Result<unknown>) => void)
      ws.send(JSON.stringify({ kind: 'request', id, name, args }))
    })
  return { call, close: () => ws.close() }
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
  return result.value
}

describe('a viewer and the shipped classics', () => {
  it(
    'replays every classic the owner never opened (timeline, seek, steps to the end) and writes nothing',
    { timeout: 120_000 },
    async () => {
      const page = await viewer()
      const before = files()
      expect(Object.keys(before).length).toBeGreaterThan(0) // the database exists: unchanged, not absent
      events = []
      const list = value(await page.call<ClassicGameInfo[]>('classics.list'))
      expect(list.length).toBeGreaterThanOrEqual(3)
      for (const classic of list) {
        // Refused the writing way, as before.
        expect(await page.call('classics.open', { id: classic.id })).toMatchObject({
          ok: false,
          code: 'share/read-only',
        })
        const view = value(await page.call<ClassicView>('classics.view', { id: classic.id }))
        expect(view).toEqual({ gameId: classicViewId(classic.id), saved: false })
        expect(view.gameId.startsWith(CLASSIC_VIEW_PREFIX)).toBe(true)
        const { gameId } = view
        const timeline = value(await page.call<Timeline>('replay.timeline', { gameId }))
        expect(timeline).toMatchObject({ length: classic.actions, cursor: classic.actions, branches: [] })
        expect(timeline.markers.some((m) => m.kind === 'touchdown')).toBe(true)
        const touchdown = value(
          await page.call<ReplayFrame>('replay.step', { gameId, from: 0, unit: 'touchdown', direction: 1 }),
        )
        expect(touchdown.position).toBe(timeline.markers.find((m) => m.kind === 'touchdown')!.position)
        expect(touchdown.events.some((e) => e.type === 'touchdown')).toBe(true)
        // Seek near the end and step action by action to the last position.
        let at = value(await page.call<ReplayFrame>('replay.seek', { gameId, position: classic.actions - 5 }))
        while (at.position < classic.actions) {
          at = value(
            await page.call<ReplayFrame>('replay.step', {
              gameId,
              from: at.position,
              unit: 'action',
              direction: 1,
            }),
          )
        }
        expect(at.position).toBe(classic.actions)
        expect(at.view.decision.side).toBeNull() // a finished game
        // The same game as the owner's import of it would be: the file's claimed score.
        const file = JSON.parse(
          readFileSync(
            join(import.meta.dirname, '../../../resources/classic-games', `${classic.id}.pitchside.json`),
            'utf8',
          ),
        ) as { result: { score: [number, number] } }
        expect(at.view.score).toEqual(file.result.score)
        // Asking again reuses the game held in memory.
        expect(value(await page.call<ClassicView>('classics.view', { id: classic.id }))).toEqual(view)
      }
      // The owner's Load list and the data folder are as they were; nothing was announced.
      expect(await ownerCall<SavedGameSummary[]>('saves.list')).toEqual([])
      expect(host.games.has(classicViewId(list[0].id))).toBe(false)
      expect(events).toEqual([])
      expect(files()).toEqual(before)
      page.close()
    },
  )

  it('refuses a bad or unknown id with a typed error, and nothing changes', async () => {
    const page = await viewer()
    const before = files()
    events = []
    for (const args of [{}, { id: 'Bad Id' }, { id: '' }, { id: 'humans-v-orcs', save: true }, { id: 7 }]) {
      expect(await page.call('classics.view', args)).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    }
    expect(await page.call('classics.view', { id: 'no-such-game' })).toMatchObject({
      ok: false,
      code: 'classic/not-found',
    })
    // An id that only looks like a viewed classic's is not one until classics.view made it.
    expect(await page.call('replay.timeline', { gameId: classicViewId('humans-v-orcs') })).toMatchObject({
      ok: false,
      code: 'game/not-found',
    })
    expect(events).toEqual([])
    expect(files()).toEqual(before)
    page.close()
  })

  it("answers the owner's saved copy once the owner opened the classic", async () => {
    const page = await viewer()
    const saved = await ownerCall<SavedGameSummary>('classics.open', { id: 'humans-v-orcs' })
    expect(value(await page.call<ClassicView>('classics.view', { id: 'humans-v-orcs' }))).toEqual({
      gameId: saved.gameId,
      saved: true,
    })
    // The owner's Load list still holds the one saved copy (viewing never adds another).
    expect((await ownerCall<SavedGameSummary[]>('saves.list')).map((g) => g.gameId)).toEqual([saved.gameId])
    page.close()
  })
})

describe('classics.view without saves', () => {
  it('still views a classic (nothing to write to, nothing needed)', async () => {
    const bare = createHost({
      appVersion: '9.9.9-test',
      rulesets: engineRulesets,
      teams: engineTeams,
      dataDir: null,
      aiThread: 'in-process',
      logError: () => undefined,
      log: () => undefined,
    })
    try {
      const result = (await bare.dispatcher.dispatch(
        'classics.view',
        { id: 'humans-v-orcs' },
        { transport: 'web', viewer: true },
      )) as Result<ClassicView>
      const { gameId } = value(result)
      const timeline = (await bare.dispatcher.dispatch(
        'replay.timeline',
        { gameId },
        { transport: 'web', viewer: true },
      )) as Result<Timeline>
      expect(value(timeline).length).toBeGreaterThan(100)
    } finally {
      bare.close()
    }
  })
})
