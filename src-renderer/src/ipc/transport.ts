// A transport moves contract messages between this page and main. Two exist: the Electron preload bridge and
// a WebSocket to the web host. Neither throws: failures come back as Results with an `ipc/*` code.
import type { Result } from '@shared/ipc'

export interface Transport {
  readonly kind: 'electron' | 'web'
  request(name: string, args: unknown): Promise<Result<unknown>>
  /** Every event main pushes; returns the unsubscribe function. */
  onEvent(listener: (name: string, payload: unknown) => void): () => void
  close(): void
}
