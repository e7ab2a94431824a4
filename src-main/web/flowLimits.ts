// How much one WebSocket connection may ask of the web host at once. The dispatcher runs handlers on main's one
// thread (better-sqlite3 is synchronous), so without these a page that sends thousands of requests and stops
// reading makes the host work through all of them, buffer every answer and keep the owner waiting. With them a
// connection holds a few requests, a few MB and, once its answers pile up unread, nothing more: it is paused,
// then dropped. Viewers (the read-only LAN share) get less and a rate limit on top.
import { CLIENT_MAX_IN_FLIGHT, MAX_REQUEST_CHARS } from '@shared/ipc'

export interface FlowLimits {
  /** Requests waiting or running; more are answered `ipc/busy` and never run. */
  readonly maxPending: number
  /** Requests of the connection running at once (a handler may wait, e.g. for the AI's worker). */
  readonly maxRunning: number
  /**
   * Characters of request text held for the connection: its waiting requests and the pieces of its unfinished
   * big requests. A request that would go over is refused (`ipc/busy`, or `ipc/too-large` when it alone is).
   */
  readonly maxHeldChars: number
  /** Big requests in pieces under way at once; 0 refuses pieces (viewers only ever send small reads). */
  readonly maxAssemblies: number
  /** Requests a burst may hold, and refilled per second (token bucket); null for no rate limit (the owner). */
  readonly rate: { readonly burst: number; readonly perSecond: number } | null
}

export interface BufferLimits {
  /** Unsent answer bytes above which the connection's requests wait and the host stops reading it. */
  readonly pauseBytes: number
  /** Unsent bytes above which the connection is dropped at once (events go to every page, paused or not). */
  readonly dropBytes: number
  /** A connection paused this long (its reader never caught up) is dropped. */
  readonly stallMs: number
  /** How often a paused connection is looked at again. */
  readonly checkMs: number
}

/**
 * The largest message the share's listener takes (every page there is a viewer, whose requests are all small
 * reads): a bigger one closes the connection (1009) before the host buffers it, where the owner's host takes 1 MB.
 */
export const VIEWER_MAX_MESSAGE_BYTES = 64 * 1024

export const OWNER_LIMITS: FlowLimits = {
  maxPending: 16,
  maxRunning: 4,
  maxHeldChars: 2 * MAX_REQUEST_CHARS,
  maxAssemblies: 2,
  rate: null,
}

export const VIEWER_LIMITS: FlowLimits = {
  maxPending: Math.max(8, CLIENT_MAX_IN_FLIGHT),
  maxRunning: 2,
  maxHeldChars: 1_000_000,
  maxAssemblies: 0,
  // A TV's attract loop asks a few times a second; a showcase loads a few dozen model pieces at first.
  rate: { burst: 60, perSecond: 20 },
}

export const BUFFER_LIMITS: BufferLimits = {
  pauseBytes: 1_000_000,
  dropBytes: 4_000_000,
  // A TV on slow Wi-Fi may take seconds to read a model piece; one that takes this long is gone.
  stallMs: 30_000,
  checkMs: 25,
}
