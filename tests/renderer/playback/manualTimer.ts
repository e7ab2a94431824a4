// A clock the tests move by hand: timers fire in order when `advance` passes their time, never by themselves.
import type { PlaybackTimer } from '../../../src-renderer/src/scene/animation/playbackQueue'

export class ManualTimer implements PlaybackTimer {
  now = 0
  private jobs: { at: number; id: number; run: () => void }[] = []
  private nextId = 1

  set(run: () => void, ms: number): unknown {
    const id = this.nextId++
    this.jobs.push({ at: this.now + ms, id, run })
    return id
  }

  clear(handle: unknown): void {
    this.jobs = this.jobs.filter((j) => j.id !== handle)
  }

  /** Moves the clock on by `ms`, running every timer due on the way (and those they set) in time order. */
  advance(ms: number): void {
    const end = this.now + ms
    for (;;) {
      const due = this.jobs.filter((j) => j.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.jobs = this.jobs.filter((j) => j !== due)
      this.now = due.at
      due.run()
    }
    this.now = end
  }

  get waiting(): number {
    return this.jobs.length
  }
}
