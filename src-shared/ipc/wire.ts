// How requests, results and events travel: Electron IPC channel names, the WebSocket envelope, and the
// untyped bridge the preload exposes. Typing happens in the renderer's client on top of these.
import { z } from 'zod'
import type { Result } from './result'

export { IPC_CHANNELS } from './channels'

/** The WebSocket endpoint path on the web host. */
export const WS_PATH = '/ws'

/** Largest message either side accepts; real messages are a few kB. */
export const MAX_MESSAGE_BYTES = 1_000_000

/**
 * Requests the renderer's WebSocket transport has out at once (more wait in the page). The web host refuses a
 * connection's requests beyond a few waiting with `ipc/busy` (src-main/web/flowLimits.ts, never fewer than
 * this), so an honest page never meets that refusal for having asked too much at once.
 */
export const CLIENT_MAX_IN_FLIGHT = 8

/** Renderer → main over WebSocket. `args` is checked later against the named request's schema. */
export const requestMessageSchema = z.strictObject({
  kind: z.literal('request'),
  id: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  name: z.string().max(200),
  args: z.unknown().optional(),
})
export type RequestMessage = z.infer<typeof requestMessageSchema>

/** Main → renderer over WebSocket. `id` is null when the request's id could not be read. */
export type ServerMessage =
  | { readonly kind: 'response'; readonly id: number | null; readonly result: Result<unknown> }
  | { readonly kind: 'event'; readonly name: string; readonly payload: unknown }

/**
 * What the preload puts on `window.pitchside` with contextBridge: two functions and a tag, nothing of
 * ipcRenderer itself. Deliberately untyped by name so the preload stays tiny; main validates everything.
 */
export interface PitchsideBridge {
  readonly transport: 'electron'
  request(name: string, args?: unknown): Promise<Result<unknown>>
  /** Subscribes to every event; returns the unsubscribe function. */
  onEvent(listener: (name: string, payload: unknown) => void): () => void
}
