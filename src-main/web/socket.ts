// The WebSocket side of the web host: one JSON envelope per message (see @shared/ipc/wire; big requests come in
// pieces, @shared/ipc/requestParts), requests go to the same dispatcher the Electron adapter uses, events are
// broadcast to every open page. A viewer connection (the read-only LAN share) sends its requests as a viewer and
// hears only the events a viewer may hear.
//
// No page can take the host down or hold it up: a frame `ws` refuses (too big, bad UTF-8, unmasked, a reserved
// opcode or bit, an oversized ping, a bad close code) closes that connection with ws's close code and nothing
// else; each connection has a few requests waiting at most (pageConnection.ts, flowLimits.ts), started in turns
// (fairScheduler.ts); a connection whose answers pile up unread stops being read and, if it never catches up, is
// dropped, as is one that events would bury.
import type { IncomingMessage } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'
import type { ServerMessage } from '@shared/ipc'
import type { Dispatcher, RequestContext } from '../host/dispatcher'
import { viewerMayHear, viewerPayload } from '../host/viewerAccess'
import type { EventBus } from '../services/EventBus'
import { sharedScheduler, type FairScheduler } from './fairScheduler'
import { BUFFER_LIMITS, OWNER_LIMITS, VIEWER_LIMITS, type BufferLimits, type FlowLimits } from './flowLimits'
import { PageConnection, type ConnectionCounters } from './pageConnection'

/** How long a connection closed for a bad frame may take to answer ws's close frame before it is cut. */
const CLOSE_GRACE_MS = 2_000

export interface SocketOptions {
  /** Whether a connection is a read-only viewer (decided once, from the upgrade request). */
  readonly isViewer?: (req: IncomingMessage) => boolean
  /** Called when a connection opens or closes (the share counts its viewers). */
  readonly onChange?: () => void
  /** Limits per connection (defaults in flowLimits.ts); tests make them small. */
  readonly ownerLimits?: FlowLimits
  readonly viewerLimits?: FlowLimits
  readonly bufferLimits?: BufferLimits
  /** The clock of rate limits and stalls (ms). */
  readonly now?: () => number
  /** Who starts requests (default: the process's one scheduler, shared with the share's listener). */
  readonly scheduler?: FairScheduler
}

/** What the web host saw of its pages, for tests and the soak run. */
export interface SocketStats {
  /** Connections open right now. */
  readonly connections: number
  /** Frames `ws` refused (each closed its connection). */
  readonly badFrames: number
  /** Requests answered `ipc/busy` without running. */
  readonly busy: number
  /** Requests started. */
  readonly started: number
  /** Connections dropped because their answers or events piled up unread. */
  readonly dropped: number
}

export interface BoundSockets {
  /** Stops forwarding events. */
  unbind(): void
  /** Viewer connections open right now. */
  viewers(): number
  stats(): SocketStats
}

export function bindSockets(
  wss: WebSocketServer,
  dispatcher: Dispatcher,
  bus: EventBus,
  options: SocketOptions = {},
): BoundSockets {
  const scheduler = options.scheduler ?? sharedScheduler()
  const buffer = options.bufferLimits ?? BUFFER_LIMITS
  const now = options.now ?? Date.now
  const open = new Set<PageConnection>()
  const counters: ConnectionCounters = { busy: 0, started: 0 }
  let badFrames = 0
  let dropped = 0
  let watch: ReturnType<typeof setInterval> | null = null
  let unbound = false

  const drop = (connection: PageConnection): void => {
    dropped++
    connection.close()
    connection.socket.terminate()
  }

  /** Paused connections are looked at until each has caught up (reading again) or stalled (dropped). */
  const watchPaused = (): void => {
    let paused = 0
    for (const connection of open) {
      if (connection.pausedSince === null) continue
      if (connection.socket.bufferedAmount <= buffer.pauseBytes) {
        connection.pausedSince = null
        connection.socket.resume()
        scheduler.wake()
      } else if (now() - connection.pausedSince >= buffer.stallMs) drop(connection)
      else paused++
    }
    if (paused === 0 && watch !== null) {
      clearInterval(watch)
      watch = null
    }
  }

  /** After a send: a connection whose unsent answers went over the mark is read no more until they go out. */
  const checkBuffer = (connection: PageConnection): void => {
    if (connection.pausedSince !== null || connection.socket.bufferedAmount <= buffer.pauseBytes) return
    connection.pausedSince = now()
    connection.socket.pause()
    if (watch === null && !unbound) {
      watch = setInterval(watchPaused, buffer.checkMs)
      watch.unref()
    }
  }

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const viewer = options.isViewer?.(req) === true
    const context: RequestContext = viewer ? { transport: 'web', viewer: true } : { transport: 'web' }
    const connection: PageConnection = new PageConnection({
      socket,
      context,
      dispatcher,
      limits: viewer ? (options.viewerLimits ?? VIEWER_LIMITS) : (options.ownerLimits ?? OWNER_LIMITS),
      now,
      wake: () => scheduler.wake(),
      sent: () => checkBuffer(connection),
      counters,
    })
    open.add(connection)
    scheduler.add(connection, viewer ? 'viewer' : 'owner')
    // ws has already closed the connection with the fitting code (1009, 1007, 1002...) when it emits this;
    // without a listener the error would end the whole process.
    socket.on('error', () => {
      badFrames++
      connection.close()
      // ws waits 30 s for the page's own close frame; a page that sent garbage need not get that long.
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref()
    })
    socket.on('message', (data, isBinary) => connection.receive(isBinary ? null : data.toString()))
    socket.on('close', () => {
      connection.close()
      open.delete(connection)
      scheduler.remove(connection)
      options.onChange?.()
    })
    options.onChange?.()
  })

  const unbind = bus.subscribe((name, payload) => {
    const message = JSON.stringify({ kind: 'event', name, payload } satisfies ServerMessage)
    const toViewers = viewerMayHear(name)
    // Viewers hear their own copy: a spectator's view, no coach's hidden cards (viewerAccess.ts).
    let viewerMessage: string | null = null
    const messageFor = (connection: PageConnection): string =>
      connection.viewer
        ? (viewerMessage ??= JSON.stringify({
            kind: 'event',
            name,
            payload: viewerPayload(name, payload),
          } satisfies ServerMessage))
        : message
    for (const connection of open) {
      const { socket } = connection
      if (socket.readyState !== socket.OPEN || (!toViewers && connection.viewer)) continue
      // A page this far behind is not reading: it would only bury the host in its events.
      if (socket.bufferedAmount > buffer.dropBytes) {
        drop(connection)
        continue
      }
      socket.send(messageFor(connection))
      checkBuffer(connection)
    }
  })

  return {
    unbind: () => {
      unbound = true
      unbind()
      if (watch !== null) clearInterval(watch)
      watch = null
    },
    viewers: () => [...open].filter((c) => c.viewer).length,
    stats: () => ({
      connections: open.size,
      badFrames,
      busy: counters.busy,
      started: counters.started,
      dropped,
    }),
  }
}
