// The LAN share's listener end to end under Node: off at start, on and off again through the owner's
// `share.set`, the Host/Origin checks while sharing (this machine's LAN addresses yes, other names no), every
// connection a viewer that is refused changes and hears only watching events, and every viewer dropped when
// sharing stops. The listener binds 127.0.0.1 here with a made-up LAN address (10.9.8.7) in the Host header,
// so the tests run the same on any machine; the last test uses a real LAN address when this machine has one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Result, ShareStatus } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import type { Interfaces } from '../../../src-main/web/lanAddresses'
import { startWebHost } from '../../../src-main/web/server'
import { ShareHost, type ShareHostOptions } from '../../../src-main/web/share'
import { raceHost } from '../testHost'

const LAN = '10.9.8.7'
const lanInterfaces = (): Interfaces =>
  ({
    eth0: [{ address: LAN, family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
  }) as unknown as Interfaces

const owner = { transport: 'electron' } as const

let dir: string
let host: Host
let share: ShareHost
let events: { name: string; payload: unknown }[]

function newShare(options: Partial<ShareHostOptions> = {}): ShareHost {
  return new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir: dir,
    port: 0,
    bindHost: '127.0.0.1',
    interfaces: lanInterfaces,
    ...options,
  })
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-share-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  host = raceHost()
  share = newShare()
  host.share.attach(share)
  events = []
  host.bus.subscribe((name, payload) => events.push({ name, payload }))
})

afterEach(async () => {
  await share.close()
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function turn(on: boolean): Promise<ShareStatus> {
  const result = (await host.dispatcher.dispatch('share.set', { on }, owner)) as Result<ShareStatus>
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
  return result.value
}

const portOf = (status: ShareStatus): number => Number(new URL(status.urls[0]).port)

function get(port: number, hostHeader: string, address = '127.0.0.1') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: address, port, path: '/', headers: { Host: hostHeader } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

interface Page {
  readonly ws: WebSocket
  readonly events: string[]
  call(name: string, args?: unknown): Promise<Result<unknown>>
  closed: Promise<void>
}

function open(port: number, hostHeader: string, origin = `http://${hostHeader}`, address = '127.0.0.1') {
  return new Promise<Page>((resolve, reject) => {
    const ws = new WebSocket(`ws://${address}:${port}/ws`, { origin, headers: { Host: hostHeader } })
    const heard: string[] = []
    let next = 1
    const waiting = new Map<number, (r: Result<unknown>) => void>()
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        kind: string
        id: number
        name: string
        result: Result<unknown>
      }
      if (message.kind === 'event') heard.push(message.name)
      else waiting.get(message.id)?.(message.result)
    })
    const closed = new Promise<void>((done) => ws.once('close', () => done()))
    ws.once('error', reject)
    ws.once('open', () =>
      resolve({
        ws,
        events: heard,
        closed,
        call: (name, args = {}) =>
          new Promise((settle) => {
            const id = next++
            waiting.set(id, settle)
            ws.send(JSON.stringify({ kind: 'request', id, name, args }))
          }),
      }),
    )
  })
}

describe('LAN share: on and off', () => {
  it('is off at start: no listener, no URL', async () => {
    expect(await host.dispatcher.dispatch('share.status', {}, owner)).toEqual({
      ok: true,
      value: { available: true, on: false, urls: [], viewers: 0 },
    })
  })

  it('turns on with a URL per LAN address, serves the app there, and says so', async () => {
    const status = await turn(true)
    expect(status).toMatchObject({ available: true, on: true, viewers: 0 })
    expect(status.urls).toEqual([`http://${LAN}:${portOf(status)}/`])
    expect(events.map((e) => e.name)).toEqual(['share.changed'])
    const page = await get(portOf(status), `${LAN}:${portOf(status)}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>Pitchside</title>')
    // Turning it on twice keeps the one listener.
    expect(await turn(true)).toEqual(status)
  })

  it('turns off: the listener is gone and every viewer dropped', async () => {
    const status = await turn(true)
    const port = portOf(status)
    const viewer = await open(port, `${LAN}:${port}`)
    expect((await host.dispatcher.dispatch('share.status', {}, owner)) as Result<ShareStatus>).toMatchObject({
      value: { on: true, viewers: 1 },
    })
    expect(await turn(false)).toEqual({ available: true, on: false, urls: [], viewers: 0 })
    await viewer.closed
    expect(viewer.ws.readyState).toBe(WebSocket.CLOSED)
    await expect(get(port, `${LAN}:${port}`)).rejects.toThrow(/ECONNREFUSED/)
    expect(events.at(-1)).toEqual({
      name: 'share.changed',
      payload: { available: true, on: false, urls: [], viewers: 0 },
    })
  })

  it('closes with the app (close) like the switch', async () => {
    const port = portOf(await turn(true))
    const viewer = await open(port, `${LAN}:${port}`)
    await share.close()
    await viewer.closed
    await expect(get(port, `${LAN}:${port}`)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('refuses to start without a LAN address (share/unavailable) and stays off', async () => {
    const lonely = newShare({ interfaces: () => ({}) })
    host.share.attach(lonely)
    expect(await host.dispatcher.dispatch('share.set', { on: true }, owner)).toMatchObject({
      ok: false,
      code: 'share/unavailable',
    })
    expect(lonely.status().on).toBe(false)
  })

  it('takes another port when its first choice is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', () => done()))
    const taken = (blocker.address() as { port: number }).port
    const fallback = newShare({ port: taken })
    host.share.attach(fallback)
    try {
      const status = await turn(true)
      expect(status.on).toBe(true)
      expect(portOf(status)).not.toBe(taken)
    } finally {
      await fallback.close()
      blocker.close()
    }
  })

  it('takes a few viewers at once, not the whole network', async () => {
    const small = newShare({ maxViewers: 1 })
    host.share.attach(small)
    try {
      const port = portOf(await turn(true))
      const first = await open(port, `${LAN}:${port}`)
      await expect(open(port, `${LAN}:${port}`)).rejects.toThrow(/503/)
      first.ws.close()
      await first.closed
      await expect.poll(() => small.status().viewers).toBe(0)
      const next = await open(port, `${LAN}:${port}`)
      next.ws.close()
    } finally {
      await small.close()
    }
  })

  it('a viewer cannot turn it off, nor ask its status', async () => {
    const port = portOf(await turn(true))
    const viewer = await open(port, `${LAN}:${port}`)
    expect(await viewer.call('share.set', { on: false })).toMatchObject({
      ok: false,
      code: 'share/read-only',
    })
    expect(await viewer.call('share.status')).toMatchObject({ ok: false, code: 'share/read-only' })
    expect(share.status().on).toBe(true)
  })
})

describe('LAN share: Host and Origin checks while sharing', () => {
  it.each([
    [`${LAN}`, 200],
    ['127.0.0.1', 200],
    ['evil.example', 421],
    ['10.9.8.8', 421],
    ['pitchside.local', 421],
  ])('Host %s is answered %i', async (name, code) => {
    const port = portOf(await turn(true))
    expect((await get(port, `${name}:${port}`)).status).toBe(code)
  })

  it('accepts a WebSocket only from its own LAN origin', async () => {
    const port = portOf(await turn(true))
    await expect(open(port, `evil.example:${port}`)).rejects.toThrow(/403/)
    await expect(open(port, `${LAN}:${port}`, 'http://evil.example')).rejects.toThrow(/403/)
    await expect(open(port, `${LAN}:${port}`, `http://${LAN}:${port + 1}`)).rejects.toThrow(/403/)
    const page = await open(port, `${LAN}:${port}`)
    expect(await page.call('app.info')).toMatchObject({ ok: true, value: { viewer: true } })
    page.ws.close()
  })
})

describe('LAN share: a viewer page', () => {
  it('is refused every change and hears the game live, but not the share status', async () => {
    const port = portOf(await turn(true))
    const viewer = await open(port, `${LAN}:${port}`)
    const created = (await host.dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 7 },
      owner,
    )) as Result<{ gameId: string }>
    if (!created.ok) throw new Error(created.message)
    const gameId = created.value.gameId
    expect(await viewer.call('game.act', { gameId, action: { type: 'step', n: 1 } })).toMatchObject({
      ok: false,
      code: 'share/read-only',
    })
    expect(await viewer.call('game.new', { ruleset: 'classic' })).toMatchObject({ code: 'share/read-only' })
    expect(await viewer.call('game.view', { gameId })).toMatchObject({ ok: true })
    expect(await viewer.call('game.history', { gameId })).toMatchObject({ ok: true, value: { length: 0 } })
    // The owner plays on; the viewer sees it happen.
    await host.dispatcher.dispatch('game.act', { gameId, action: { type: 'step', n: 1 } }, owner)
    await turn(true) // announces nothing new to viewers
    await expect.poll(() => viewer.events.includes('state.changed')).toBe(true)
    expect(viewer.events).not.toContain('share.changed')
    viewer.ws.close()
  })
})

describe('a web host bound beyond loopback (npm run serve -- --host 0.0.0.0)', () => {
  const real = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address

  it.skipIf(!real)(
    'treats a page from a LAN address as a viewer and one from loopback as the owner',
    async () => {
      const web = await startWebHost({
        dispatcher: host.dispatcher,
        bus: host.bus,
        rendererDir: dir,
        host: '0.0.0.0',
      })
      try {
        const mine = await open(web.port, `127.0.0.1:${web.port}`)
        expect(await mine.call('app.info')).toMatchObject({ value: { viewer: false } })
        const remote = await open(web.port, `${real}:${web.port}`, undefined, real)
        expect(await remote.call('app.info')).toMatchObject({ value: { viewer: true } })
        expect(await remote.call('saves.startFresh')).toMatchObject({ code: 'share/read-only' })
        expect(web.viewers()).toBe(1)
        mine.ws.close()
        remote.ws.close()
      } finally {
        await web.close()
      }
    },
  )
})
