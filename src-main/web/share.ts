// The LAN share's listener: a second web host on 0.0.0.0 whose every connection is a read-only viewer. The
// owner turns it on and off through `share.set` (it is never remembered: every start is off); off, or the app
// quitting, closes the listener and drops every viewer. Both the Electron main and `npm run serve` attach one.
import { ContractError, type ShareStatus } from '@shared/ipc'
import type { Dispatcher } from '../host/dispatcher'
import type { ShareControl } from '../host/shareHandlers'
import type { EventBus } from '../services/EventBus'
import { lanAddresses, lanHostNames, readInterfaces, shareUrls, type Interfaces } from './lanAddresses'
import { startWebHost, type WebHost } from './server'
import type { SocketStats } from './socket'

/** The port the share tries first, so a TV's bookmark keeps working; any free one when it is taken. */
export const SHARE_PORT = 4320

/** Viewer pages at once: a club's screens, not everyone on the network. */
export const MAX_VIEWERS = 16

export interface ShareHostOptions {
  readonly dispatcher: Dispatcher
  readonly bus: EventBus
  /** The built renderer (out/renderer), served to the viewers. */
  readonly rendererDir: string
  /** The port to try first (default SHARE_PORT); 0 takes any free one. */
  readonly port?: number
  /** Where to listen (default 0.0.0.0, every IPv4 interface); tests may pass 127.0.0.1. */
  readonly bindHost?: string
  /** This machine's network interfaces (default: from the OS, read whenever needed). */
  readonly interfaces?: () => Interfaces
  /** Default MAX_VIEWERS. */
  readonly maxViewers?: number
  readonly log?: (message: string) => void
}

export class ShareHost implements ShareControl {
  private web: WebHost | null = null
  /** set() calls run one after another, so a quick on-off-on never leaves two listeners. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly options: ShareHostOptions) {}

  private interfaces(): Interfaces {
    return (this.options.interfaces ?? readInterfaces)()
  }

  status(): ShareStatus {
    const web = this.web
    return {
      available: true,
      on: web !== null,
      urls: web === null ? [] : shareUrls(web.port, this.interfaces()),
      viewers: web === null ? 0 : web.viewers(),
    }
  }

  /** What the listener saw of its viewers (null while off): refused frames, busy answers, dropped pages. */
  stats(): SocketStats | null {
    return this.web?.stats() ?? null
  }

  set(on: boolean): Promise<ShareStatus> {
    const next = this.queue.then(() => (on ? this.start() : this.stop())).then(() => this.status())
    this.queue = next.catch(() => undefined)
    return next
  }

  /** Stops sharing (the app quits); resolves when the listener and every viewer are gone. */
  async close(): Promise<void> {
    await this.set(false)
  }

  private async start(): Promise<void> {
    if (this.web !== null) return
    if (lanAddresses(this.interfaces()).length === 0) {
      throw new ContractError(
        'share/unavailable',
        'This computer has no local network address: connect it to the network the TV is on first.',
      )
    }
    const open = (port: number): Promise<WebHost> =>
      startWebHost({
        dispatcher: this.options.dispatcher,
        bus: this.options.bus,
        rendererDir: this.options.rendererDir,
        host: this.options.bindHost ?? '0.0.0.0',
        port,
        viewersOnly: true,
        maxViewers: this.options.maxViewers ?? MAX_VIEWERS,
        lanNames: () => lanHostNames(this.interfaces()),
        onConnectionsChange: () => this.announce(),
      })
    const first = this.options.port ?? SHARE_PORT
    try {
      this.web = await open(first).catch((error: unknown) => {
        if (first !== 0 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') return open(0)
        throw error
      })
    } catch (error) {
      throw new ContractError(
        'share/failed',
        `Sharing could not start: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    this.options.log?.(`Sharing read-only at ${this.status().urls.join(', ')}`)
    this.announce()
  }

  private async stop(): Promise<void> {
    const web = this.web
    if (web === null) return
    // Cleared first: the viewers' close events during web.close() already announce "off".
    this.web = null
    await web.close()
    this.options.log?.('Sharing stopped')
    this.announce()
  }

  private announce(): void {
    this.options.bus.emit('share.changed', this.status())
  }
}
