// Requests over one WebSocket message through the real web host: a replay file of ~890,000 characters (under
// replay.import's 900,000 limit, over 1 MB once JSON-escaped: before, that message closed the connection, and
// with no 'error' listener ended the host) imports through the renderer's own transport, which sends it in
// pieces; bad pieces get typed answers and change nothing; a viewer cannot send pieces at all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { encodeRequest, MAX_MESSAGE_BYTES, utf8Bytes, type Result, type SavedGameSummary } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import { startWebHost, type WebHost } from '../../../src-main/web/server'
import { socketTransport, type SocketLike } from '../../../src-renderer/src/ipc/socketTransport'
import { raceHost } from '../testHost'

let dir: string
let host: Host
let web: WebHost
const owner = { transport: 'web' } as const

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-big-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>')
  host = raceHost(dir)
  web = await startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir: dir, port: 0 })
})

afterEach(async () => {
  await web.close()
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<T>(name: string, args: unknown): Promise<T> {
  const result = await host.dispatcher.dispatch(name, args, owner)
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
  return result.value as T
}

/** A real replay file of a short game, padded with line breaks (still the same JSON) to `length` characters. */
async function bigReplayFile(length: number): Promise<string> {
  const { gameId } = await call<{ gameId: string }>('game.new', {
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
    seed: 5,
  })
  await call('game.act', { gameId, action: { type: 'step', n: 2 } })
  const { text } = await call<{ text: string }>('replay.export', { gameId })
  return text + '\n'.repeat(length - text.length)
}

/** The renderer's transport, connected with the ws package (as a page's WebSocket would be). */
function rendererTransport(sent: string[]) {
  return socketTransport({
    url: `ws://127.0.0.1:${web.port}/ws`,
    connect: (url) => {
      const ws = new WebSocket(url, { origin: `http://127.0.0.1:${web.port}` })
      const send = ws.send.bind(ws)
      ws.send = ((data: string) => {
        sent.push(data)
        send(data)
      }) as typeof ws.send
      return ws as unknown as SocketLike
    },
  })
}

describe('a replay file near replay.import’s limit, through the web host', () => {
  it('imports ~890,000 characters sent in pieces by the renderer’s transport', async () => {
    const text = await bigReplayFile(890_000)
    expect(text).toHaveLength(890_000)
    const whole = encodeRequest(1, 'replay.import', { text })
    // Escaped, the one message would be over the cap the host (and a browser) takes.
    expect(
      utf8Bytes(JSON.stringify({ kind: 'request', id: 1, name: 'replay.import', args: { text } })),
    ).toBeGreaterThan(MAX_MESSAGE_BYTES)
    expect(Array.isArray(whole) && whole.length).toBeGreaterThan(1)

    const sent: string[] = []
    const transport = rendererTransport(sent)
    try {
      const answer = (await transport.request('replay.import', { text })) as Result<SavedGameSummary>
      if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`)
      expect(answer.value).toMatchObject({ source: 'import' })
      expect(sent.length).toBeGreaterThan(1)
      expect(sent.every((message) => JSON.parse(message).kind === 'request-part')).toBe(true)
      expect(Math.max(...sent.map(utf8Bytes))).toBeLessThan(MAX_MESSAGE_BYTES)
      const listed = await call<SavedGameSummary[]>('saves.list', {})
      expect(listed.map((g) => g.gameId)).toContain(answer.value.gameId)
      // The same connection goes on with small requests.
      expect(await transport.request('app.info', {})).toMatchObject({ ok: true, value: { transport: 'web' } })
      expect(web.stats()).toMatchObject({ badFrames: 0, busy: 0, dropped: 0 })
    } finally {
      transport.close()
    }
  })
})

describe('bad pieces, through the web host', () => {
  /** Sends raw messages on a fresh page and collects the answers by id. */
  async function page(port = web.port, hostHeader = `127.0.0.1:${port}`) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin: `http://${hostHeader}` })
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    const answers: { id: number | null; result: Result<unknown> }[] = []
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        kind: string
        id: number | null
        result: Result<unknown>
      }
      if (message.kind === 'response') answers.push({ id: message.id, result: message.result })
    })
    return { ws, answers, send: (message: unknown) => ws.send(JSON.stringify(message)) }
  }
  const part = (id: number, index: number, count: number, text: string) => ({
    kind: 'request-part',
    id,
    index,
    count,
    text,
  })

  it('answers each bad request once, typed, holds nothing, and runs the good one after it', async () => {
    const p = await page()
    const before = (await call<SavedGameSummary[]>('saves.list', {})).length
    const request = JSON.stringify({ kind: 'request', id: 5, name: 'app.info', args: {} })
    // Out of order: refused once (id 1), its last piece dropped quietly.
    p.send(part(1, 0, 3, request.slice(0, 10)))
    p.send(part(1, 2, 3, request.slice(20)))
    // Not a piece at all: a count of 1, an index past the count, a missing field.
    p.send({ ...part(2, 0, 1, request), count: 1 })
    p.send(part(3, 4, 3, 'x'))
    p.send({ kind: 'request-part', id: 4, index: 0, count: 2 })
    // Pieces that join into something other than a request with their own id.
    p.send(part(6, 0, 2, '{"kind":"request","id":7,'))
    p.send(part(6, 1, 2, '"name":"app.info"}'))
    // Nesting no request has: refused unparsed (no id can be read, so the answer's id is null).
    p.ws.send(`{"kind":"request","id":8,"name":"app.info","args":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)
    // And a good one: the pieces of request 5.
    p.send(part(5, 0, 2, request.slice(0, 25)))
    p.send(part(5, 1, 2, request.slice(25)))
    await expect.poll(() => p.answers.length).toBe(7)
    expect(p.answers.map((a) => [a.id, a.result.ok ? 'ok' : a.result.code])).toEqual([
      [1, 'ipc/invalid-message'],
      [2, 'ipc/invalid-message'],
      [3, 'ipc/invalid-message'],
      [4, 'ipc/invalid-message'],
      [6, 'ipc/invalid-message'],
      [null, 'ipc/invalid-message'],
      [5, 'ok'],
    ])
    expect((await call<SavedGameSummary[]>('saves.list', {})).length).toBe(before)
    p.ws.close()
  })

  it('refuses pieces from a viewer (ipc/too-large): its requests are all small reads', async () => {
    const share = await startWebHost({
      dispatcher: host.dispatcher,
      bus: host.bus,
      rendererDir: dir,
      port: 0,
      viewersOnly: true,
      lanNames: () => [],
    })
    try {
      const viewer = await page(share.port)
      const request = JSON.stringify({ kind: 'request', id: 9, name: 'app.info', args: {} })
      viewer.send(part(9, 0, 2, request.slice(0, 10)))
      viewer.send(part(9, 1, 2, request.slice(10)))
      viewer.send({ kind: 'request', id: 10, name: 'app.info', args: {} })
      await expect.poll(() => viewer.answers.length).toBe(2)
      expect(viewer.answers.map((a) => [a.id, a.result.ok ? 'ok' : a.result.code])).toEqual([
        [9, 'ipc/too-large'],
        [10, 'ok'],
      ])
      viewer.ws.close()
    } finally {
      await share.close()
    }
  })
})
