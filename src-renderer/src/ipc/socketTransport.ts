// The browser transport: a WebSocket to the web host that served this page. Requests carry an id and settle
// when the matching response arrives, or with ipc/timeout or ipc/disconnected. It reconnects on its own.
//
// It keeps to what the host takes: a request whose encoding is over one message (1 MB) goes as pieces
// (@shared/ipc/requestParts: a replay file at replay.import's limit is bigger than that once escaped), at most
// CLIENT_MAX_IN_FLIGHT requests are out at once (the rest wait here), and a request the host answers `ipc/busy`
// — it was not run — is sent again a little later, a few times, before that answer is given to the caller.
import {
  CLIENT_MAX_IN_FLIGHT,
  encodeRequest,
  fail,
  WS_PATH,
  type Result,
  type ServerMessage,
} from '@shared/ipc'
import type { Transport } from './transport'

/** The minimal WebSocket surface used, so tests can pass a fake socket. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export interface SocketTransportOptions {
  readonly url: string
  readonly connect?: (url: string) => SocketLike
  readonly timeoutMs?: number
  readonly reconnectMs?: number
  /** Waits before resending a request answered `ipc/busy`, one per retry (default BUSY_RETRY_MS). */
  readonly busyRetryMs?: readonly number[]
}

/**
 * A busy host is asked again after these pauses (about 10 s in all: a viewer's rate limit refills within that
 * however many requests of its page compete); then the caller hears `ipc/busy`.
 */
export const BUSY_RETRY_MS: readonly number[] = [100, 250, 500, 1000, 2000, 2000, 2000, 2000]

const OPEN = 1

interface Pending {
  readonly resolve: (result: Result<unknown>) => void
  readonly timer: ReturnType<typeof setTimeout>
  /** The messages that carry it: the request alone, or its pieces. */
  readonly frames: readonly string[]
  /** Sent on the current socket and not yet answered. */
  out: boolean
  retries: number
  retryTimer: ReturnType<typeof setTimeout> | null
}

export function socketUrlFor(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
}

export function socketTransport(options: SocketTransportOptions): Transport {
  const connect = options.connect ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const timeoutMs = options.timeoutMs ?? 30_000
  const reconnectMs = options.reconnectMs ?? 1_000
  const busyRetryMs = options.busyRetryMs ?? BUSY_RETRY_MS
  const pending = new Map<number, Pending>()
  const listeners = new Set<(name: string, payload: unknown) => void>()
  /** Ids waiting to be sent, oldest first. */
  const outbox: number[] = []
  let inFlight = 0
  let nextId = 1
  let socket: SocketLike | null = null
  let closed = false

  const settle = (id: number, result: Result<unknown>): void => {
    const entry = pending.get(id)
    if (!entry) return
    clearTimeout(entry.timer)
    if (entry.retryTimer !== null) clearTimeout(entry.retryTimer)
    if (entry.out) inFlight--
    pending.delete(id)
    entry.resolve(result)
    flush()
  }

  /** Sends what waits, while the socket is open and fewer than CLIENT_MAX_IN_FLIGHT are out. */
  const flush = (): void => {
    while (outbox.length > 0 && inFlight < CLIENT_MAX_IN_FLIGHT && socket?.readyState === OPEN) {
      const id = outbox.shift()!
      const entry = pending.get(id)
      if (!entry) continue
      entry.out = true
      inFlight++
      for (const frame of entry.frames) socket.send(frame)
    }
  }

  /** The host did not run it: send it again after a pause, or give up and say so. */
  const busy = (id: number, result: Result<unknown>): void => {
    const entry = pending.get(id)
    if (!entry || entry.retries >= busyRetryMs.length) {
      settle(id, result)
      return
    }
    if (entry.out) inFlight--
    entry.out = false
    entry.retryTimer = setTimeout(() => {
      entry.retryTimer = null
      if (!pending.has(id)) return
      outbox.push(id)
      if (socket === null && !closed) open()
      flush()
    }, busyRetryMs[entry.retries++])
    flush()
  }

  const onMessage = (data: unknown): void => {
    let message: ServerMessage
    try {
      message = JSON.parse(String(data)) as ServerMessage
    } catch {
      return
    }
    if (message.kind === 'response' && typeof message.id === 'number') {
      if (!message.result.ok && message.result.code === 'ipc/busy') busy(message.id, message.result)
      else settle(message.id, message.result)
    } else if (message.kind === 'event')
      for (const listener of listeners) listener(message.name, message.payload)
  }

  const open = (): void => {
    const ws = connect(options.url)
    socket = ws
    ws.onopen = () => flush()
    ws.onmessage = (event) => onMessage(event.data)
    ws.onerror = () => undefined
    ws.onclose = () => {
      if (socket !== ws) return
      socket = null
      // Whatever was in flight or waiting is lost with the connection; say so rather than wait for the timeout.
      outbox.length = 0
      for (const id of [...pending.keys()])
        settle(id, fail('ipc/disconnected', 'The connection to Pitchside closed.'))
      if (!closed) setTimeout(() => !closed && socket === null && open(), reconnectMs)
    }
  }

  return {
    kind: 'web',
    request(name, args) {
      const id = nextId++
      const frames = encodeRequest(id, name, args)
      if (!Array.isArray(frames)) return Promise.resolve(frames)
      if (closed) return Promise.resolve(fail('ipc/disconnected', 'The transport is closed.'))
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => settle(id, fail('ipc/timeout', `No answer to ${name} within ${timeoutMs / 1000} s.`)),
          timeoutMs,
        )
        pending.set(id, { resolve, timer, frames, out: false, retries: 0, retryTimer: null })
        outbox.push(id)
        if (socket === null) open()
        flush()
      })
    },
    onEvent(listener) {
      listeners.add(listener)
      if (socket === null && !closed) open()
      return () => listeners.delete(listener)
    },
    close() {
      closed = true
      socket?.close()
    },
  }
}
