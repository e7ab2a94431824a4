// Per-connection flow control of the web host, with a fake dispatcher that counts what it is asked to run: a
// flood of 2,000 requests gets `ipc/busy` beyond the few a page may have under way, the owner's page is answered
// in between (the scheduler takes turns), a page that closed has its waiting requests dropped unrun, a page that
// stops reading is paused and then dropped, events never pile up on a page that does not read them, and a viewer
// asking faster than its rate is refused. No timings are asserted: only what ran, in which order, and answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { ok, type Result } from '@shared/ipc'
import type { Dispatcher, RequestContext } from '../../../src-main/host/dispatcher'
import { EventBus } from '../../../src-main/services/EventBus'
import { FairScheduler } from '../../../src-main/web/fairScheduler'
import { OWNER_LIMITS, VIEWER_LIMITS, type BufferLimits } from '../../../src-main/web/flowLimits'
import { startWebHost, type WebHost, type WebHostOptions } from '../../../src-main/web/server'
import { openSocket } from './openSocket'

/** What the fake dispatcher was asked to run, in order: `<tag>` of each request's args. */
let started: string[]
/** Requests named 'hold' wait here until released. */
let held: (() => void)[]
/** Called as each request starts (the test may act in the middle of the host's work). */
let onStart: (tag: string) => void
let dir: string
let bus: EventBus
const hosts: WebHost[] = []

const dispatcher: Dispatcher = {
  dispatch(name, args, context: RequestContext) {
    const tag = String((args as { tag?: unknown } | undefined)?.tag)
    started.push(tag)
    onStart(tag)
    if (name === 'hold') return new Promise((resolve) => held.push(() => resolve(ok(tag))))
    if (name === 'big') return Promise.resolve(ok('x'.repeat(4_000_000)))
    return Promise.resolve(ok({ tag, viewer: context.viewer === true }))
  },
}

beforeEach(() => {
  started = []
  held = []
  onStart = () => undefined
  bus = new EventBus()
  dir = mkdtempSync(join(tmpdir(), 'pitchside-flow-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>')
})

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  for (const release of held) release()
  rmSync(dir, { recursive: true, force: true })
})

const SMALL_BUFFERS: BufferLimits = { pauseBytes: 1_000_000, dropBytes: 2_000_000, stallMs: 200, checkMs: 10 }

async function host(options: Partial<WebHostOptions> = {}): Promise<WebHost> {
  const web = await startWebHost({
    dispatcher,
    bus,
    rendererDir: dir,
    port: 0,
    ...options,
    // Its own scheduler: the tests' hosts never take turns with each other.
    flow: { scheduler: new FairScheduler(), ...options.flow },
  })
  hosts.push(web)
  return web
}

interface Page {
  readonly ws: WebSocket
  /** Answers by id, in the order they came. */
  readonly answers: Map<number, Result<unknown>>
  readonly order: number[]
  send(id: number, name: string, tag: string): void
  ask(id: number, name: string, tag: string): Promise<Result<unknown>>
}

async function page(port: number): Promise<Page> {
  const ws = await openSocket(port)
  const answers = new Map<number, Result<unknown>>()
  const order: number[] = []
  const waiting = new Map<number, (result: Result<unknown>) => void>()
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { kind: string; id: number; result: Result<unknown> }
    if (message.kind !== 'response') return
    answers.set(message.id, message.result)
    order.push(message.id)
    waiting.get(message.id)?.(message.result)
  })
  const send = (id: number, name: string, tag: string): void =>
    ws.send(JSON.stringify({ kind: 'request', id, name, args: { tag } }))
  return {
    ws,
    answers,
    order,
    send,
    ask: (id, name, tag) =>
      new Promise((resolve) => {
        waiting.set(id, resolve)
        send(id, name, tag)
      }),
  }
}

const codes = (p: Page): Record<string, number> => {
  const count: Record<string, number> = {}
  for (const result of p.answers.values()) {
    const key = result.ok ? 'ok' : result.code
    count[key] = (count[key] ?? 0) + 1
  }
  return count
}

describe('a flood of requests from one page', () => {
  it('holds a few, answers the rest ipc/busy unrun, and still answers the owner', async () => {
    const web = await host()
    const flood = await page(web.port)
    for (let id = 1; id <= 2000; id++) flood.send(id, 'hold', `flood-${id}`)
    const { maxPending, maxRunning } = OWNER_LIMITS
    await expect.poll(() => flood.answers.size).toBe(2000 - maxPending)
    expect(codes(flood)).toEqual({ 'ipc/busy': 2000 - maxPending })
    // The first ones it took are the ones waiting: the busy answers are the last 1,984.
    expect([...flood.answers.keys()].sort((a, b) => a - b)[0]).toBe(maxPending + 1)
    await expect.poll(() => started.length).toBe(maxRunning)

    const owner = await page(web.port)
    expect(await owner.ask(1, 'quick', 'owner')).toEqual({ ok: true, value: { tag: 'owner', viewer: false } })
    expect(started).toEqual([...Array.from({ length: maxRunning }, (_, i) => `flood-${i + 1}`), 'owner'])
    expect(web.stats().busy).toBe(2000 - maxPending)
    flood.ws.close()
  })

  it('takes turns: the owner is answered before the flood’s backlog is worked through', async () => {
    const web = await host()
    const flood = await page(web.port)
    const owner = await page(web.port)
    // The owner asks while the host is busy with the flood's first request.
    onStart = (tag) => {
      if (tag === 'flood-1') owner.send(1, 'quick', 'owner')
    }
    for (let id = 1; id <= 2000; id++) flood.send(id, 'quick', `flood-${id}`)
    await expect.poll(() => owner.answers.size).toBe(1)
    await expect.poll(() => flood.answers.size).toBe(2000)
    const { maxPending } = OWNER_LIMITS
    // A few more than maxPending may be taken when some are done before the last arrive; never more than ran.
    const { ok: done, 'ipc/busy': busy } = codes(flood)
    expect(done + busy).toBe(2000)
    expect(done).toBeGreaterThanOrEqual(maxPending)
    expect(busy).toBeGreaterThan(1900)
    expect(started).toHaveLength(done + 1)
    // One flood request, perhaps a second, then the owner's; before, all 2,000 ran first.
    expect(started.indexOf('owner')).toBeGreaterThan(0)
    expect(started.indexOf('owner')).toBeLessThanOrEqual(2)
  })

  it('never runs the waiting requests of a page that has closed', async () => {
    const web = await host()
    const flood = await page(web.port)
    for (let id = 1; id <= OWNER_LIMITS.maxPending; id++) flood.send(id, 'hold', `flood-${id}`)
    await expect.poll(() => started.length).toBe(OWNER_LIMITS.maxRunning)
    flood.ws.terminate()
    await expect.poll(() => web.stats().connections).toBe(0)
    for (const release of held.splice(0)) release()
    // The host is free again: a new page is answered, and nothing of the closed page's queue ran meanwhile.
    const owner = await page(web.port)
    expect(await owner.ask(1, 'quick', 'owner')).toMatchObject({ ok: true })
    expect(started).toEqual([
      ...Array.from({ length: OWNER_LIMITS.maxRunning }, (_, i) => `flood-${i + 1}`),
      'owner',
    ])
  })
})

describe('a page that does not read', () => {
  it('is paused once its answers pile up, then dropped; its work stops and others go on', async () => {
    const web = await host({ flow: { bufferLimits: SMALL_BUFFERS } })
    const flood = await page(web.port)
    // Ask for 16 answers of 4 MB each and never read one.
    flood.ws.pause()
    for (let id = 1; id <= OWNER_LIMITS.maxPending; id++) flood.send(id, 'big', `big-${id}`)
    await expect.poll(() => web.stats().dropped).toBe(1)
    await expect.poll(() => web.stats().connections).toBe(0)
    // The host stopped working for it as soon as its answers were not read (the kernel takes a few MB first).
    expect(started.length).toBeLessThan(OWNER_LIMITS.maxPending)
    const owner = await page(web.port)
    expect(await owner.ask(1, 'quick', 'owner')).toMatchObject({ ok: true })
  })

  it('is dropped rather than buried in events; a reading page hears every one', async () => {
    const web = await host({ flow: { bufferLimits: { ...SMALL_BUFFERS, stallMs: 60_000 } } })
    const deaf = await page(web.port)
    const listening = await page(web.port)
    let heard = 0
    let hear = (): void => undefined
    listening.ws.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { kind: string }).kind !== 'event') return
      heard++
      hear()
    })
    deaf.ws.pause()
    const payload = { gameId: 'g', thinking: true, side: 0 as const, padding: 'x'.repeat(500_000) }
    // One event at a time, as a game makes them: the reading page keeps up, the deaf one falls behind.
    for (let i = 1; i <= 40; i++) {
      const heardIt = new Promise<void>((done) => (hear = done))
      bus.emit('ai.thinking', payload as never)
      await heardIt
    }
    expect(heard).toBe(40)
    expect(web.stats().dropped).toBe(1)
    await expect.poll(() => web.stats().connections).toBe(1)
  })
})

describe('viewers', () => {
  it('are refused ipc/busy beyond their rate, and served again once it refills', async () => {
    let now = 1_000_000
    const web = await host({
      viewersOnly: true,
      flow: { now: () => now, viewerLimits: { ...VIEWER_LIMITS, rate: { burst: 3, perSecond: 2 } } },
      lanNames: () => ['127.0.0.1'],
    })
    const viewer = await page(web.port)
    const answers = []
    for (let id = 1; id <= 4; id++) answers.push(await viewer.ask(id, 'quick', `v-${id}`))
    expect(answers.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'ok', 'ok', 'ipc/busy'])
    now += 500
    expect(await viewer.ask(5, 'quick', 'v-5')).toEqual({ ok: true, value: { tag: 'v-5', viewer: true } })
    expect(await viewer.ask(6, 'quick', 'v-6')).toMatchObject({ ok: false, code: 'ipc/busy' })
    expect(started).toEqual(['v-1', 'v-2', 'v-3', 'v-5'])
  })

  it('go after the owner: three flooding viewers hold the owner up by one request at most', async () => {
    // The owner's host and the share's listener take turns in one scheduler, as in the app.
    const scheduler = new FairScheduler()
    const web = await host({ flow: { scheduler } })
    const share = await host({
      viewersOnly: true,
      lanNames: () => [],
      flow: { scheduler, viewerLimits: { ...VIEWER_LIMITS, rate: null } },
    })
    const viewers = [await page(share.port), await page(share.port), await page(share.port)]
    const owner = await page(web.port)
    onStart = (tag) => {
      if (tag === 'v0-1') owner.send(1, 'quick', 'owner')
    }
    const { maxPending } = VIEWER_LIMITS
    for (let id = 1; id <= maxPending; id++) viewers.forEach((v, n) => v.send(id, 'quick', `v${n}-${id}`))
    await expect.poll(() => owner.answers.size).toBe(1)
    for (const v of viewers) await expect.poll(() => v.answers.size).toBe(maxPending)
    // Round-robin alone would let v1 and v2 go before the owner; the owner's pages come first.
    expect(started.indexOf('owner')).toBe(1)
    expect(started).toHaveLength(3 * maxPending + 1)
    // The viewers took turns among themselves.
    expect(started.slice(2, 5).map((tag) => tag.slice(0, 2))).toEqual(['v1', 'v2', 'v0'])
  })
})
