// The read-only LAN share (issue 10, "share to a TV browser"): the owner turns it on in Settings, main then
// also listens beyond loopback, and every page that connects that way is a *viewer* that can watch but not act.
import { z } from 'zod'

/** What Settings shows about the share; also the payload of the `share.changed` event. */
export const shareStatusSchema = z.strictObject({
  /** Whether this host can share at all (a host built without a share listener says false). */
  available: z.boolean(),
  /** Whether the LAN listener is up. Always false at start: the switch is never remembered as on. */
  on: z.boolean(),
  /** The addresses a TV browser can open while sharing (one per LAN address of this machine). */
  urls: z.array(z.string().max(200)).max(32),
  /** Viewer pages connected right now. */
  viewers: z.int().min(0),
})

export type ShareStatus = z.infer<typeof shareStatusSchema>

export const shareArgs = {
  set: z.strictObject({ on: z.boolean() }),
} as const

/** The status of a host that cannot share (no share listener attached). */
export const SHARE_UNAVAILABLE: ShareStatus = { available: false, on: false, urls: [], viewers: 0 }
