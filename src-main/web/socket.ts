// The WebSocket side of the web host: one JSON envelope per message (see @shared/ipc/wire), requests go to the
// same dispatcher the Electron adapter uses, events are broadcast to every open page.
import type { WebSocket, WebSocketServer } from 'ws'
import { fail, requestMessageSchema, type ServerMessage } from '@shared/ipc'
import type { Dispatcher } from '../host/dispatcher'
import type { EventBus } from '../services/EventBus'

export function bindSockets(wss: WebSocketServer, dispatcher: Dispatcher, bus: EventBus): () => void {
  wss.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      void handleMessage(socket, dispatcher, isBinary ? null : data.toString())
    })
  })
  return bus.subscribe((name, payload) => {
    const message = JSON.stringify({ kind: 'event', name, payload } satisfies ServerMessage)
    for (const client of wss.clients) {
      if (client.readyState === client.OPEN) client.send(message)
    }
  })
}

async function handleMessage(socket: WebSocket, dispatcher: Dispatcher, text: string | null): Promise<void> {
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
  const result = await dispatcher.dispatch(name, args, { transport: 'web' })
  reply({ kind: 'response', id, result })
}

/** Echo the id of a broken envelope when one can be read, so the caller's promise still settles. */
function readId(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return null
  const id = (raw as { id: unknown }).id
  return Number.isSafeInteger(id) && (id as number) >= 0 ? (id as number) : null
}
