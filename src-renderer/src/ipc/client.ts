// The typed face of the contract for the renderer: `client.request('game.new', {...})` is checked against the
// request table at compile time, and `client.on('state.changed', ...)` gets the event's payload type.
import type { EventName, EventPayload, RequestArgs, RequestName, RequestResult, Result } from '@shared/ipc'
import { bridgeTransport } from './bridgeTransport'
import { socketTransport, socketUrlFor } from './socketTransport'
import type { Transport } from './transport'

/** Requests whose arguments are all optional may be called without any. */
type ArgsParam<N extends RequestName> =
  Record<string, never> extends RequestArgs<N> ? [args?: RequestArgs<N>] : [args: RequestArgs<N>]

export class PitchsideClient {
  constructor(private readonly transport: Transport) {}

  get transportKind(): Transport['kind'] {
    return this.transport.kind
  }

  request<N extends RequestName>(name: N, ...args: ArgsParam<N>): Promise<Result<RequestResult<N>>> {
    return this.transport.request(name, args[0]) as Promise<Result<RequestResult<N>>>
  }

  /** Sends anything at all, unchecked: for diagnostics and tests of main's validation. */
  requestUnchecked(name: string, args: unknown): Promise<Result<unknown>> {
    return this.transport.request(name, args)
  }

  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
    return this.transport.onEvent((eventName, payload) => {
      if (eventName === name) listener(payload as EventPayload<E>)
    })
  }

  close(): void {
    this.transport.close()
  }
}

/** Picks the transport: the preload's bridge inside Electron, else a WebSocket to the page's own host. */
export function createClient(win: Pick<Window, 'pitchside' | 'location'>): PitchsideClient {
  if (win.pitchside) return new PitchsideClient(bridgeTransport(win.pitchside))
  return new PitchsideClient(socketTransport({ url: socketUrlFor(win.location) }))
}
