// The web host end to end under Node: static files with security headers, loopback-only Host names, the
// WebSocket contract with origin checks, typed errors for junk, and events pushed to every page.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { openSocket } from './openSocket'
import { startWebHost, type WebHost } from '../../../src-main/web/server'
import type { Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'

let dir: string
let host: Host
let web: WebHost

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)')
  writeFileSync(join(dir, '.secret'), 'no')
  host = raceHost()
  web = await startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir: dir, port: 0 })
})

afterEach(async () => {
  await web.close()
  rmSync(dir, { recursive: true, force: true })
})

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: web.port, path, headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

function connect(origin = `http://127.0.0.1:${web.port}`): Promise<WebSocket> {
  return openSocket(web.port, origin)
}

/** Sends one text frame and resolves with the next response message. */
function exchange(ws: WebSocket, text: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData): void => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>
      if (message.kind !== 'response') return
      ws.off('message', onMessage)
      resolve(message)
    }
    ws.on('message', onMessage)
    ws.send(text)
  })
}

describe('web host: files', () => {
  it('serves index.html with a strict CSP and security headers', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.body).toContain('<title>Pitchside</title>')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('unsafe')
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${web.port}`)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('serves assets as immutable JavaScript', async () => {
    const res = await get('/assets/app-1.js')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fetc/passwd',
    '/.secret',
    '/nope.js',
  ])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
    expect((await get('/', { Host: 'attacker.example:80' })).status).toBe(421)
    expect((await get('/', { Host: `localhost:${web.port}` })).status).toBe(200)
  })
})

describe('web host: WebSocket contract', () => {
  it('answers app.info over the socket', async () => {
    const ws = await connect()
    const reply = await exchange(ws, JSON.stringify({ kind: 'request', id: 1, name: 'app.info', args: {} }))
    expect(reply).toMatchObject({
      id: 1,
      result: { ok: true, value: { appVersion: '9.9.9-test', transport: 'web' } },
    })
    ws.close()
  })

  it('answers junk with typed errors and keeps serving', async () => {
    const ws = await connect()
    expect(await exchange(ws, '{not json')).toMatchObject({
      id: null,
      result: { ok: false, code: 'ipc/invalid-message' },
    })
    expect(await exchange(ws, JSON.stringify({ kind: 'request', id: 2 }))).toMatchObject({
      id: 2,
      result: { ok: false, code: 'ipc/invalid-message' },
    })
    expect(
      await exchange(ws, JSON.stringify({ kind: 'request', id: 3, name: 'rm -rf', args: {} })),
    ).toMatchObject({
      id: 3,
      result: { ok: false, code: 'ipc/unknown-request' },
    })
    const bad = { kind: 'request', id: 4, name: 'game.new', args: { ruleset: 'chess' } }
    expect(await exchange(ws, JSON.stringify(bad))).toMatchObject({
      id: 4,
      result: { ok: false, code: 'ipc/invalid-payload' },
    })
    const good = await exchange(ws, JSON.stringify({ kind: 'request', id: 5, name: 'rosters.list' }))
    expect(good).toMatchObject({ id: 5, result: { ok: true } })
    ws.close()
  })

  it('refuses upgrades from another origin or on another path', async () => {
    await expect(connect('http://evil.example')).rejects.toThrow(/403/)
    await expect(openSocket(web.port, `http://127.0.0.1:${web.port}`, '/other')).rejects.toThrow(/403/)
  })

  it('pushes state.changed to every open page', async () => {
    const a = await connect()
    const b = await connect()
    const heard = new Promise<unknown>((resolve) => {
      b.on('message', (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { kind: string; name?: string }
        if (message.kind === 'event' && message.name === 'state.changed') resolve(message)
      })
    })
    const args = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } }
    const reply = await exchange(a, JSON.stringify({ kind: 'request', id: 9, name: 'game.new', args }))
    const gameId = (reply.result as { value: { gameId: string } }).value.gameId
    expect(await heard).toMatchObject({
      kind: 'event',
      name: 'state.changed',
      payload: { gameId, events: [] },
    })
    a.close()
    b.close()
  })
})
