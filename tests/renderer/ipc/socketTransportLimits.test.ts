// The WebSocket transport keeps to what the web host takes: a request over one message goes in pieces (each
// under the cap, joined they give the request back), one over MAX_REQUEST_CHARS is refused unsent, at most
// CLIENT_MAX_IN_FLIGHT requests are out at once, and an `ipc/busy` answer is retried a few times, then given.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CLIENT_MAX_IN_FLIGHT,
  MAX_MESSAGE_BYTES,
  MAX_REQUEST_CHARS,
  REQUEST_PART_CHARS,
  requestPartSchema,
  utf8Bytes,
} from '@shared/ipc'
import { socketTransport } from '../../../src-renderer/src/ipc/socketTransport'
import { fakeSockets, type FakeSocket } from './fakeSocket'

let sockets: FakeSocket[]
let connect: () => FakeSocket
const sentIds = (socket: FakeSocket): number[] =>
  socket.sent.map((text) => (JSON.parse(text) as { id: number }).id)

beforeEach(() => {
  ;({ sockets, connect } = fakeSockets())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

/** Joins the request-part messages sent back into the request they carry. */
function join(messages: string[]): unknown {
  const parts = messages.map((text) => requestPartSchema.parse(JSON.parse(text)))
  expect(parts.map((p) => p.index)).toEqual(parts.map((_, i) => i))
  expect(new Set(parts.map((p) => p.count))).toEqual(new Set([parts.length]))
  return JSON.parse(parts.map((p) => p.text).join(''))
}

describe('socketTransport: big requests', () => {
  it('sends a replay file at replay.import’s limit in pieces, each under the 1 MB cap', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    // 900,000 characters of quotes, newlines and accents: escaping grows it well past 1 MB.
    const text = '{"a":"é",\n'.repeat(90_000)
    expect(text).toHaveLength(900_000)
    const answer = transport.request('replay.import', { text })
    sockets[0].open()
    const sent = sockets[0].sent
    expect(sent.length).toBeGreaterThan(1)
    for (const message of sent) expect(utf8Bytes(message)).toBeLessThan(MAX_MESSAGE_BYTES)
    expect(sent.reduce((n, m) => n + utf8Bytes(m), 0)).toBeGreaterThan(MAX_MESSAGE_BYTES)
    const request = join(sent) as { kind: string; id: number; name: string; args: { text: string } }
    expect(request).toEqual({ kind: 'request', id: request.id, name: 'replay.import', args: { text } })
    sockets[0].answer(request.id, { ok: true, value: 'imported' })
    await expect(answer).resolves.toEqual({ ok: true, value: 'imported' })
  })

  it('never splits a character made of two UTF-16 units', () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    // Odd offset, then emoji: every piece boundary falls inside a pair unless the cut moves.
    const text = 'a' + '😀'.repeat(450_000)
    void transport.request('replay.import', { text })
    sockets[0].open()
    const parts = sockets[0].sent.map((m) => requestPartSchema.parse(JSON.parse(m)))
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(REQUEST_PART_CHARS)
      expect(utf8Bytes(JSON.stringify(part))).toBeLessThan(MAX_MESSAGE_BYTES)
      // A piece ends on a whole character: never on the first half of a pair.
      const last = part.text.charCodeAt(part.text.length - 1)
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false)
    }
    // The cut did move (a piece one short), so the rule above was put to the test.
    expect(parts.some((p) => p.text.length === REQUEST_PART_CHARS - 1)).toBe(true)
    expect((join(sockets[0].sent) as { args: { text: string } }).args.text).toBe(text)
  })

  it('sends a request that fits one message as one, whatever its length in characters', () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    void transport.request('schemes.import', { text: 'x'.repeat(600_000) })
    sockets[0].open()
    expect(sockets[0].sent).toHaveLength(1)
    expect(JSON.parse(sockets[0].sent[0])).toMatchObject({ kind: 'request', name: 'schemes.import' })
  })

  it('refuses a request over MAX_REQUEST_CHARS without sending anything', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    const answer = transport.request('replay.import', { text: 'x'.repeat(MAX_REQUEST_CHARS) })
    await expect(answer).resolves.toMatchObject({ ok: false, code: 'ipc/too-large' })
    expect(sockets).toHaveLength(0)
  })
})

describe('socketTransport: flow', () => {
  it(`keeps at most ${CLIENT_MAX_IN_FLIGHT} requests out; the rest go as answers come`, async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect })
    const answers = Array.from({ length: CLIENT_MAX_IN_FLIGHT + 3 }, () => transport.request('app.info', {}))
    sockets[0].open()
    const first = sentIds(sockets[0])
    expect(first).toHaveLength(CLIENT_MAX_IN_FLIGHT)
    sockets[0].answer(first[2], { ok: true, value: 2 })
    expect(sentIds(sockets[0])).toHaveLength(CLIENT_MAX_IN_FLIGHT + 1)
    for (const id of sentIds(sockets[0])) sockets[0].answer(id, { ok: true, value: id })
    expect(sentIds(sockets[0])).toHaveLength(CLIENT_MAX_IN_FLIGHT + 3)
    for (const id of sentIds(sockets[0]).slice(CLIENT_MAX_IN_FLIGHT + 1))
      sockets[0].answer(id, { ok: true, value: id })
    expect((await Promise.all(answers)).every((r) => r.ok)).toBe(true)
  })

  it('sends a request the host was too busy for again after a pause, and settles with the real answer', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, busyRetryMs: [100, 200] })
    const answer = transport.request('replay.seek', { gameId: 'g', position: 3 })
    sockets[0].open()
    const [id] = sentIds(sockets[0])
    sockets[0].answer(id, { ok: false, code: 'ipc/busy', message: 'busy' })
    vi.advanceTimersByTime(99)
    expect(sockets[0].sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets[0].sent).toEqual([sockets[0].sent[0], sockets[0].sent[0]])
    sockets[0].answer(id, { ok: true, value: 'frame' })
    await expect(answer).resolves.toEqual({ ok: true, value: 'frame' })
  })

  it('gives ipc/busy to the caller once its retries are spent', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, busyRetryMs: [100, 200] })
    const answer = transport.request('app.info', {})
    sockets[0].open()
    const [id] = sentIds(sockets[0])
    const busy = { ok: false, code: 'ipc/busy', message: 'busy' }
    sockets[0].answer(id, busy)
    vi.advanceTimersByTime(100)
    sockets[0].answer(id, busy)
    vi.advanceTimersByTime(200)
    sockets[0].answer(id, busy)
    await expect(answer).resolves.toEqual(busy)
    expect(sockets[0].sent).toHaveLength(3)
  })

  it('does not hold a busy request’s place: others go out while it waits', () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, busyRetryMs: [1000] })
    for (let i = 0; i < CLIENT_MAX_IN_FLIGHT + 1; i++) void transport.request('app.info', {})
    sockets[0].open()
    const [first] = sentIds(sockets[0])
    sockets[0].answer(first, { ok: false, code: 'ipc/busy', message: 'busy' })
    expect(sentIds(sockets[0])).toHaveLength(CLIENT_MAX_IN_FLIGHT + 1)
  })

  it('fails a request waiting to be retried when the connection closes', async () => {
    const transport = socketTransport({ url: 'ws://x/ws', connect, busyRetryMs: [1000] })
    const answer = transport.request('app.info', {})
    sockets[0].open()
    sockets[0].answer(sentIds(sockets[0])[0], { ok: false, code: 'ipc/busy', message: 'busy' })
    sockets[0].close()
    await expect(answer).resolves.toMatchObject({ code: 'ipc/disconnected' })
    vi.advanceTimersByTime(5000)
    expect(sockets.flatMap((s) => s.sent)).toHaveLength(1)
  })
})
