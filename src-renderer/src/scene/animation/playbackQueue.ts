// The renderer's playback queue: every change of the game on the table (a view and the engine events that led to
// it) waits its turn and is put on the table only when the one before it has been watched — its animation played
// at the chosen speed, its caption read, a moment (a touchdown, half-time) held. Main may announce the AI's
// actions far faster than they can be watched; the queue absorbs them, so a running animation is never cut short
// just because the next view arrived. Pure (a timer is injected): the play store wraps it (stores/playback.ts).
import type { EngineEvent, GameView } from '@shared/engine/api'
import { DEFAULT_ANIMATION, planAnimation } from './plan'
import { clampSpeed } from './timing'
import type { AnimationOptions } from './types'

/** A moment held after a change: `frame` is drawn meanwhile (null: the change's own view), then the view. */
export interface HeldMoment {
  readonly frame: GameView | null
  readonly holdMs: number
}

export interface Playable<P> {
  readonly payload: P
  readonly view: GameView
  readonly events: readonly EngineEvent[]
  /** Seconds (at speed 1) the change stays up at least, for its caption to be read; 0 for none. */
  readonly dwell: number
  readonly moment: HeldMoment | null
  /** An undo (the history went back): drops whatever still waits and shows this at once. */
  readonly jump: boolean
}

export interface PlaybackHost<P> {
  /** Puts `frame` on the table, animated through `events` (empty: the table jumps). */
  present(item: Playable<P>, frame: GameView, events: readonly EngineEvent[]): void
  /** A moment starts (the item) or ends (null). */
  moment(item: Playable<P> | null): void
  /** The decision `view` waits for is the coach's own at this table (or the game is over): skipping stops there. */
  ownDecision(view: GameView): boolean
  /** Called after every change of `busy`, `skipping` or the moment (the store copies them into reactive state). */
  changed(): void
}

export interface PlaybackTimer {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const REAL_TIMER: PlaybackTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export class PlaybackQueue<P> {
  private readonly waiting: Playable<P>[] = []
  private options: AnimationOptions = DEFAULT_ANIMATION
  /** The frame on the table now (the last one presented). */
  private shownFrame: GameView | null = null
  private timer: unknown = null
  /** What the running timer ends: an animation (then the next item) or a moment (then its view). */
  private holding: { readonly item: Playable<P>; readonly phase: 'animation' | 'moment' } | null = null
  private skipAll = false

  constructor(
    private readonly host: PlaybackHost<P>,
    private readonly timers: PlaybackTimer = REAL_TIMER,
  ) {}

  setOptions(options: Partial<AnimationOptions>): void {
    this.options = {
      speed: clampSpeed(options.speed ?? this.options.speed),
      skip: options.skip ?? this.options.skip,
    }
  }

  /** The view the table was given last (a moment's frame while one is held). */
  get shown(): GameView | null {
    return this.shownFrame
  }

  /** Something is still to be watched: an animation or a moment running, or changes waiting. */
  get busy(): boolean {
    return this.holding !== null || this.waiting.length > 0
  }

  /** How many changes wait behind the one playing. */
  get pending(): number {
    return this.waiting.length
  }

  /** The moment being held, if any. */
  get momentItem(): Playable<P> | null {
    return this.holding?.phase === 'moment' ? this.holding.item : null
  }

  /** True from a skip until the queue reaches the coach's own decision. */
  get skipping(): boolean {
    return this.skipAll
  }

  /** The table starts from `view` (a new game, a reopened one): nothing waits, nothing plays. */
  reset(view: GameView | null): void {
    this.cancelTimer()
    this.waiting.length = 0
    this.holding = null
    this.skipAll = false
    this.shownFrame = view
    this.host.changed()
  }

  /** A change arrived: it waits behind the others (an undo goes at once). */
  push(item: Playable<P>): void {
    if (item.jump) {
      // Whatever still waits was undone: show the position the coach went back to now.
      this.cancelTimer()
      const wasMoment = this.holding?.phase === 'moment'
      this.holding = null
      this.waiting.length = 0
      if (wasMoment) this.host.moment(null)
      this.presentNow(item)
      this.finishSkipIfDone()
      this.host.changed()
      return
    }
    this.waiting.push(item)
    this.pump()
    this.host.changed()
  }

  /** Plays the rest at once, and whatever arrives after, until the coach's own decision is on the table. */
  skip(): void {
    this.skipAll = true
    const held = this.holding
    if (held) {
      this.cancelTimer()
      this.holding = null
      if (held.phase === 'moment') this.host.moment(null)
      // A moment's frame gives way to the change's real view.
      if (this.shownFrame !== held.item.view) this.presentNow(held.item)
    }
    this.pump()
    this.finishSkipIfDone()
    this.host.changed()
  }

  /** Ends a held moment now (a key or a click); the queue goes on. */
  dismiss(): void {
    const held = this.holding
    if (held?.phase !== 'moment') return
    this.cancelTimer()
    this.endMoment(held.item)
    this.pump()
    this.host.changed()
  }

  /** Keeps a held moment up (the pointer rests on its banner): it ends with dismiss() or resumeMoment(). */
  pauseMoment(): void {
    if (this.holding?.phase === 'moment') this.cancelTimer()
  }

  /** A paused moment ends `ms` from now. */
  resumeMoment(ms: number): void {
    const held = this.holding
    if (held?.phase !== 'moment' || this.timer !== null) return
    this.timer = this.timers.set(() => {
      this.timer = null
      this.endMoment(held.item)
      this.pump()
      this.host.changed()
    }, ms)
  }

  dispose(): void {
    this.cancelTimer()
    this.waiting.length = 0
    this.holding = null
  }

  private pump(): void {
    while (this.holding === null && this.waiting.length > 0) {
      const item = this.waiting.shift()!
      if (this.skipAll) {
        this.presentNow(item)
        continue
      }
      const frame = item.moment?.frame ?? item.view
      const before = this.shownFrame
      this.shownFrame = frame
      this.host.present(item, frame, item.events)
      const wait = this.watchMs(before, item, frame)
      if (wait > 0) this.hold(item, 'animation', wait)
      else if (item.moment) this.startMoment(item)
    }
    this.finishSkipIfDone()
  }

  /** How long the table needs for this change: its animation (as the scene plans it) or its caption's dwell. */
  private watchMs(before: GameView | null, item: Playable<P>, frame: GameView): number {
    if (this.options.skip) return 0
    const plan = planAnimation(before, item.events, frame, this.options)
    return Math.max(plan.duration, item.dwell / this.options.speed) * 1000
  }

  private hold(item: Playable<P>, phase: 'animation' | 'moment', ms: number): void {
    this.holding = { item, phase }
    this.timer = this.timers.set(() => {
      this.timer = null
      this.holding = null
      if (phase === 'animation' && item.moment) this.startMoment(item)
      else if (phase === 'moment') this.endMoment(item)
      this.pump()
      this.host.changed()
    }, ms)
  }

  private startMoment(item: Playable<P>): void {
    const moment = item.moment!
    this.host.moment(item)
    this.hold(item, 'moment', moment.holdMs)
  }

  private endMoment(item: Playable<P>): void {
    this.holding = null
    this.host.moment(null)
    if (this.shownFrame !== item.view) {
      // The held frame (the scorer in the end zone) gives way to the real view: the teams off for the kick-off.
      this.shownFrame = item.view
      this.host.present(item, item.view, [])
    }
  }

  private presentNow(item: Playable<P>): void {
    this.shownFrame = item.view
    this.host.present(item, item.view, [])
  }

  private finishSkipIfDone(): void {
    if (this.skipAll && !this.busy && this.shownFrame && this.host.ownDecision(this.shownFrame))
      this.skipAll = false
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = null
  }
}
