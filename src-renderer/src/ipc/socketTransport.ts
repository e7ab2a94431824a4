// The browser transport: a WebSocket to the web host that served this page. Requests carry an id and settle
// when the matching response arrives, or with ipc/timeout or ipc/disconnected. It reconnects on its own.
import { fail, WS_PATH, type Result, type ServerMessage } from '@shared/ipc'
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
}

const OPEN = 1

interface Pending {
  readonly resolve: (result: Result<unknown>) => void
  readonly timer: ReturnType<typeof setTimeout>
}

export function socketUrlFor(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
}

export function socketTransport(options: SocketTransportOptions): Transport {
  const connect = options.connect ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const timeoutMs = options.timeoutMs ?? 30_000
  const reconnectMs = options.reconnectMs ?? 1_000
  const pending = new Map<number, Pending>()
  const listeners = new Set<(name: string, payload: unknown) => void>()
  const queue: string[] = []
  let nextId = 1
  let socket: SocketLike | null = null
  let closed = false

  const settle = (id: number, result: Result<unknown>): void => {
    const entry = pending.get(id)
    if (!entry) return
    clearTimeout(entry.timer)
    pending.delete(id)
    entry.resolve(result)
  }

  const onMessage = (data: unknown): void => {
    let message: ServerMessage
    try {
      message = JSON.parse(String(data)) as ServerMessage
    } catch {
      return
    }
    if (message.kind === 'response' && typeof message.id === 'number') settle(message.id, message.result)
    else if (message.kind === 'event')
      for (const listener of listeners) listener(message.name, message.payload)
  }

  const open = (): void => {
    const ws = connect(options.url)
    socket = ws
    ws.onopen = () => {
      while (queue.length > 0 && ws.readyState === OPEN) ws.send(queue.shift()!)
    }
    ws.onmessage = (event) => onMessage(event.data)
    ws.onerror = () => undefined
    ws.onclose = () => {
      if (socket !== ws) return
      socket = null
      // Whatever was in flight is lost with the connection; say so rather than wait for the timeout.
      for (const id of [...pending.keys()])
        settle(id, fail('ipc/disconnected', 'The connection to Pitchside closed.'))
      queue.length = 0
      if (!closed) setTimeout(() => !closed && socket === null && open(), reconnectMs)
    }
  }

  return {
    kind: 'web',
    request(name, args) {
      let text: string
      const id = nextId++
      try {
        text = JSON.stringify({ kind: 'request', id, name, args })
      } catch (error) {
        return Promise.resolve(fail('ipc/invalid-payload', `Could not encode ${name}: ${String(error)}`))
      }
      if (closed) return Promise.resolve(fail('ipc/disconnected', 'The transport is closed.'))
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => settle(id, fail('ipc/timeout', `No answer to ${name} within ${timeoutMs / 1000} s.`)),
          timeoutMs,
        )
        pending.set(id, { resolve, timer })
        if (socket === null) open()
        if (socket !== null && socket.readyState === OPEN) socket.send(text)
        else queue.push(text)
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
