// Turn clocks (issue 21; 004 "4 minuten per beurt is normaal", 000 "2.5 minutes"): main keeps a wall-clock
// deadline for the human coach on turn in each hosted game whose options switch the clock on. The engine never
// sees time: at expiry `onExpire` commits the `turn-timeout` action (engine/turnClock.ts) like any other. The clock
// runs only while the decision is the team on turn's own; it stands still while the other coach decides (an
// interception, a push, a hold...), between turns and in an AI's turns. A new turn — another half/period, side or
// turn number in the view — starts a full clock. The time left after each action is stored with the action log
// (LogEntry.clockMs), so a reopened game and a replay go on from it. The time source is injected (tests).
import type { GameView, Side } from '@shared/engine/api'
import type { Controllers, TurnClockInfo } from '@shared/ipc'

/** The wall clock and its timers; tests pass a fake one. */
export interface ClockSource {
  now(): number
  after(ms: number, fire: () => void): unknown
  cancel(handle: unknown): void
}

export const WALL_CLOCK: ClockSource = {
  now: () => Date.now(),
  after: (ms, fire) => {
    const handle = setTimeout(fire, ms)
    handle.unref?.() // a pending clock never keeps the process alive
    return handle
  },
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** What the clock of a game needs to know after each change. */
export interface ClockInput {
  /** The game's time per turn in ms, or null when its clock is off. */
  readonly limitMs: number | null
  readonly view: GameView
  readonly controllers: Controllers
  /**
   * The time left stored with the log at this position (a reopened game, undo, redo): it replaces the running
   * clock. Undefined after a new action, which keeps the running turn's time.
   */
  readonly storedLeft?: number
}

/** Where a clock stands after a change: the value stored with an action, and whether it runs. */
export interface ClockPlan {
  readonly key: string
  readonly side: Side
  readonly limitMs: number
  readonly leftMs: number
  readonly running: boolean
}

interface Clock extends ClockPlan {
  /** When it started running (now() at the last change), or null while it stands still. */
  readonly since: number | null
  readonly timer: unknown
}

export class TurnClocks {
  private readonly clocks = new Map<string, Clock>()

  constructor(
    private readonly onExpire: (gameId: string) => void,
    private readonly source: ClockSource = WALL_CLOCK,
  ) {}

  /** The clock a change would leave (nothing changes): its time left is what the log stores with the action. */
  plan(gameId: string, input: ClockInput): ClockPlan | null {
    const { view, limitMs } = input
    const side = view.activeSide
    const decider = view.decision.side
    if (limitMs === null || side === null || decider === null || input.controllers[side] !== 'human')
      return null
    const key = `${view.period}:${side}:${view.turns[0]}:${view.turns[1]}`
    const old = this.clocks.get(gameId)
    const leftMs =
      input.storedLeft !== undefined
        ? Math.min(input.storedLeft, limitMs)
        : old !== undefined && old.key === key
          ? this.leftOf(old)
          : limitMs
    return { key, side, limitMs, leftMs, running: decider === side }
  }

  /** Sets the game's clock after a change (committed): runs it, stops it, or drops it. */
  sync(gameId: string, input: ClockInput): void {
    this.apply(gameId, this.plan(gameId, input))
  }

  /** Sets the game's clock to a plan made before the change was committed. */
  apply(gameId: string, plan: ClockPlan | null): void {
    this.stop(gameId)
    if (plan === null) return
    const since = plan.running ? this.source.now() : null
    // At 0 the expiry fires at once: a timeout refused mid-roll is sent again after the next change of the turn.
    const timer = plan.running ? this.source.after(plan.leftMs, () => this.expire(gameId)) : null
    this.clocks.set(gameId, { ...plan, since, timer })
  }

  /** The clock as the renderer shows it, or null when none runs for this game. */
  info(gameId: string): TurnClockInfo | null {
    const clock = this.clocks.get(gameId)
    if (clock === undefined) return null
    return { side: clock.side, limitMs: clock.limitMs, leftMs: this.leftOf(clock), running: clock.running }
  }

  /** Stops and drops a game's clock (closed, deleted, evicted). */
  forget(gameId: string): void {
    this.stop(gameId)
  }

  /** Stops every clock (the host closes). */
  close(): void {
    for (const gameId of [...this.clocks.keys()]) this.stop(gameId)
  }

  private expire(gameId: string): void {
    const clock = this.clocks.get(gameId)
    if (clock === undefined) return
    this.clocks.set(gameId, { ...clock, leftMs: 0, since: this.source.now(), timer: null })
    this.onExpire(gameId)
  }

  private leftOf(clock: Clock): number {
    if (clock.since === null) return clock.leftMs
    return Math.max(0, Math.round(clock.leftMs - (this.source.now() - clock.since)))
  }

  private stop(gameId: string): void {
    const clock = this.clocks.get(gameId)
    if (clock === undefined) return
    if (clock.timer !== null) this.source.cancel(clock.timer)
    this.clocks.delete(gameId)
  }
}
