// An in-memory transport for renderer tests: answers requests from a table of handlers and lets the test
// push events, as main would.
import { fail, type Result } from '@shared/ipc'
import type { Transport } from '../../src-renderer/src/ipc/transport'

export type FakeHandler = (args: unknown) => Result<unknown>

export class FakeTransport implements Transport {
  readonly kind = 'web' as const
  readonly calls: { name: string; args: unknown }[] = []
  private readonly listeners = new Set<(name: string, payload: unknown) => void>()

  constructor(private readonly handlers: Record<string, FakeHandler>) {}

  request(name: string, args: unknown): Promise<Result<unknown>> {
    this.calls.push({ name, args })
    const handler = this.handlers[name]
    return Promise.resolve(handler ? handler(args) : fail('ipc/unknown-request', `Unknown request ${name}`))
  }

  onEvent(listener: (name: string, payload: unknown) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit(name: string, payload: unknown): void {
    for (const listener of this.listeners) listener(name, payload)
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  close(): void {
    this.listeners.clear()
  }
}
