// The WebSocket side of the web host: one JSON envelope per message (see @shared/ipc/wire), requests go to the
// same dispatcher the Electron adapter uses, events are broadcast to every open page. A viewer connection (the
// read-only LAN share) sends its requests as a viewer and hears only the events a viewer may hear.
import type { IncomingMessage } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'
import { fail, requestMessageSchema, type ServerMessage } from '@shared/ipc'
import type { Dispatcher, RequestContext } from '../host/dispatcher'
import { viewerMayHear } from '../host/viewerAccess'
import type { EventBus } from '../services/EventBus'

export interface SocketOptions {
  /** Whether a connection is a read-only viewer (decided once, from the upgrade request). */
  readonly isViewer?: (req: IncomingMessage) => boolean
  /** Called when a connection opens or closes (the share counts its viewers). */
  readonly onChange?: () => void
}

export interface BoundSockets {
  /** Stops forwarding events. */
  unbind(): void
  /** Viewer connections open right now. */
  viewers(): number
}

export function bindSockets(
  wss: WebSocketServer,
  dispatcher: Dispatcher,
  bus: EventBus,
  options: SocketOptions = {},
): BoundSockets {
  const viewers = new Set<WebSocket>()
  wss.on('connection', (socket, req: IncomingMessage) => {
    const viewer = options.isViewer?.(req) === true
    if (viewer) viewers.add(socket)
    const context: RequestContext = viewer ? { transport: 'web', viewer: true } : { transport: 'web' }
    socket.on('message', (data, isBinary) => {
      void handleMessage(socket, dispatcher, context, isBinary ? null : data.toString())
    })
    socket.on('close', () => {
      viewers.delete(socket)
      options.onChange?.()
    })
    options.onChange?.()
  })
  const unbind = bus.subscribe((name, payload) => {
    const message = JSON.stringify({ kind: 'event', name, payload } satisfies ServerMessage)
    const toViewers = viewerMayHear(name)
    for (const client of wss.clients) {
      if (client.readyState !== client.OPEN) continue
      if (!toViewers && viewers.has(client)) continue
      client.send(message)
    }
  })
  return { unbind, viewers: () => viewers.size }
}

async function handleMessage(
  socket: WebSocket,
  dispatcher: Dispatcher,
  context: RequestContext,
  text: string | null,
): Promise<void> {
  const reply = (message: ServerMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  let raw: unknown
  try {
    raw = text === null ? undefined : JSON.parse(text)
  } catch {
    raw = undefined
  }
  const envelope = requestMessageSchema.safeParse(raw)
  if (!envelope.success) {
    const id = readId(raw)
    reply({
      kind: 'response',
      id,
      result: fail('ipc/invalid-message', 'Expected a JSON text message {kind:"request", id, name, args}.'),
    })
    return
  }
  const { id, name, args } = envelope.data
  const result = await dispatcher.dispatch(name, args, context)
  reply({ kind: 'response', id, result })
}

/** Echo the id of a broken envelope when one can be read, so the caller's promise still settles. */
function readId(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return null
  const id = (raw as { id: unknown }).id
  return Number.isSafeInteger(id) && (id as number) >= 0 ? (id as number) : null
}
