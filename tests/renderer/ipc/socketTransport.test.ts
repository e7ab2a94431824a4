// The WebSocket transport against a fake socket: queued sends, id matching, events, timeouts, disconnects
// and reconnects, and unencodable arguments.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { socketTransport, socketUrlFor } from '../../../src-renderer/src/ipc/socketTransport'
import { fakeSockets, type FakeSocket } from './fakeSocket'

let sockets: FakeSocket[]
let connect: () => FakeSocket

beforeEach(() => {
  ;({ sockets, connect } = fakeSockets())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('socketTransport', () => {
  it('builds the socket URL from the page location', () => {
    expect(socketUrlFor({ protocol: 'http:', host: '127.0.0.1:4310' })).toBe('ws://127.0.0.1:4310/ws')
    expect(socketUrlFor({ protocol: 'https:', host: 'tv.local' })).toBe('wss://tv.local/ws')
  })

  it('queues requests until the socket opens and settles them by id', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    const first = transport.request('app.info', {})
    const second = transport.request('rosters.list', { ruleset: 'classic' })
    expect(sockets).toHaveLength(1)
    expect(sockets[0].sent).toEqual([])
    sockets[0].open()
    const sent = sockets[0].sent.map((s) => JSON.parse(s) as { id: number; name: string })
    expect(sent.map((m) => m.name)).toEqual(['app.info', 'rosters.list'])
    sockets[0].receive({ kind: 'response', id: sent[1].id, result: { ok: true, value: 'second' } })
    sockets[0].receive({ kind: 'response', id: sent[0].id, result: { ok: true, value: 'first' } })
    await expect(first).resolves.toEqual({ ok: true, value: 'first' })
    await expect(second).resolves.toEqual({ ok: true, value: 'second' })
  })

  it('passes events to listeners and ignores unreadable messages', () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    const heard: unknown[] = []
    transport.onEvent((name, payload) => heard.push([name, payload]))
    sockets[0].open()
    sockets[0].onmessage?.({ data: '{broken' })
    sockets[0].receive({ kind: 'event', name: 'ai.thinking', payload: { thinking: true } })
    expect(heard).toEqual([['ai.thinking', { thinking: true }]])
  })

  it('times out a request that gets no answer', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, timeoutMs: 1000 })
    const pending = transport.request('app.info', {})
    sockets[0].open()
    vi.advanceTimersByTime(1001)
    await expect(pending).resolves.toMatchObject({ ok: false, code: 'ipc/timeout' })
  })

  it('fails in-flight requests on disconnect, then reconnects for the next one', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, reconnectMs: 500 })
    const pending = transport.request('app.info', {})
    sockets[0].open()
    sockets[0].close()
    await expect(pending).resolves.toMatchObject({ ok: false, code: 'ipc/disconnected' })
    vi.advanceTimersByTime(500)
    expect(sockets).toHaveLength(2)
    const next = transport.request('app.info', {})
    sockets[1].open()
    const { id } = JSON.parse(sockets[1].sent[0]) as { id: number }
    sockets[1].receive({ kind: 'response', id, result: { ok: true, value: 1 } })
    await expect(next).resolves.toEqual({ ok: true, value: 1 })
  })

  it('refuses arguments it cannot encode, without sending anything', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    const circular: Record<string, unknown> = {}
    circular.self = circular
    await expect(transport.request('game.act', circular)).resolves.toMatchObject({
      ok: false,
      code: 'ipc/invalid-payload',
    })
    expect(sockets.flatMap((s) => s.sent)).toEqual([])
  })

  it('stops for good when closed', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, reconnectMs: 10 })
    transport.onEvent(() => undefined)
    sockets[0].open()
    transport.close()
    vi.advanceTimersByTime(100)
    expect(sockets).toHaveLength(1)
    await expect(transport.request('app.info', {})).resolves.toMatchObject({ code: 'ipc/disconnected' })
  })
})
