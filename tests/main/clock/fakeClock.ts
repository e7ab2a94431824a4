// A fake time source for the turn clocks (services/TurnClocks.ts): time moves only when a test says so, and the
// timers that come due fire in order, each at its own time.
import type { ClockSource } from '../../../src-main/services/TurnClocks'

export class FakeClock implements ClockSource {
  private time = 1_000_000
  private next = 1
  private readonly timers = new Map<number, { at: number; fire: () => void }>()

  now(): number {
    return this.time
  }

  after(ms: number, fire: () => void): unknown {
    const id = this.next++
    this.timers.set(id, { at: this.time + ms, fire })
    return id
  }

  cancel(handle: unknown): void {
    this.timers.delete(handle as number)
  }

  /** Timers waiting (a running clock has exactly one). */
  get pending(): number {
    return this.timers.size
  }

  advance(ms: number): void {
    const end = this.time + ms
    for (;;) {
      let first: [number, { at: number; fire: () => void }] | null = null
      for (const entry of this.timers)
        if (entry[1].at <= end && (!first || entry[1].at < first[1].at)) first = entry
      if (first === null) break
      this.timers.delete(first[0])
      this.time = first[1].at
      first[1].fire()
    }
    this.time = end
  }
}
