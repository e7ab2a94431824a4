// Typed fan-out of contract events from the services to whichever transports are attached.
import type { EventName, EventPayload } from '@shared/ipc'

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void

export class EventBus {
  private readonly listeners = new Set<EventListener>()

  /** Adds a listener for every event; returns the function that removes it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) {
      // One broken transport (a closed window, a dead socket) must not stop the others hearing the event.
      try {
        listener(name, payload)
      } catch (error) {
        console.error(`[pitchside] event listener failed on ${name}:`, error)
      }
    }
  }
}
