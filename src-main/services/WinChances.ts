// The win-chance line of a saved game, a classic or a branch (issue 20 point 6): the home side's chances at the
// start of the game, at the start of every team turn and at the final whistle, each estimated by Monte Carlo with
// the game's coach policy (src-shared/ai/winChance.ts) in a worker of its own (ai/winChanceRunner.ts), one point at
// a time, in the background: `series` answers at once with what is known, and every new point is announced with
// `analysis.point`. Points are cached with the save (winChanceCache.ts) under the digest of the action that led to
// their position, so a point whose log changed is computed again; an undo drops the main line's points past the
// game's new position at once (the state.changed it causes).
import type { EngineEvent, GameView, RulesetId } from '@shared/engine/api'
import type { TurnAt, WinChancePoint, WinChanceSeries } from '@shared/ipc'
import type { WinChanceRunner } from '../ai/winChanceRunner'
import type { EventBus } from './EventBus'
import type { ReplayService } from './ReplayService'
import type { RulesetSource } from './sources'
import { deletePoint, deletePointsAfter, readPoints, writePoint, type CachedPoint } from './winChanceCache'
import type Database from 'better-sqlite3'

/** Playouts per point: Classic's playouts are the slowest (its coach plans paths), Blitz Bowl's the quickest. */
export const WIN_CHANCE_PLAYOUTS: Record<RulesetId, number> = { classic: 16, blitz: 32, crosscheck: 24 }

export interface WinChancesOptions {
  readonly replays: ReplayService
  readonly rulesets: RulesetSource
  readonly bus: EventBus
  /** The save database's connection now (null without saves); read at each use, as a fresh start replaces it. */
  readonly db: () => Database.Database | null
  readonly runner: WinChanceRunner
  /** Mixed with each position into its point's seed. */
  readonly seed: number
  /** Playouts per point (tests pass a few); WIN_CHANCE_PLAYOUTS by default. */
  readonly playouts?: number
  readonly logError: (message: string, error: unknown) => void
}

interface Pending {
  readonly position: number
  readonly digest: string
  readonly state: unknown
  readonly at: TurnAt
}

interface Task {
  readonly gameId: string
  readonly branchId: number | null
  readonly ruleset: RulesetId
  readonly total: number
  pending: Pending[]
}

export class WinChances {
  /** Known points by line key; a line's entry is loaded from the database once. */
  private readonly known = new Map<string, Map<number, CachedPoint>>()
  /** Bumped when a line's log changes: a point computed for the old log is dropped. */
  private readonly generation = new Map<string, number>()
  private readonly tasks = new Map<string, Task>()
  private loop: Promise<void> | null = null
  private closed = false
  private readonly unsubscribe: () => void

  constructor(private readonly options: WinChancesOptions) {
    this.unsubscribe = options.bus.subscribe((name, payload) => {
      if (name !== 'state.changed') return
      const { gameId, history } = payload as { gameId: string; history?: { cursor: number; length: number } }
      // Only a move back leaves actions past the cursor (an undo); a plain action changes no point before it.
      if (history && history.cursor < history.length) this.movedTo(gameId, history.cursor)
    })
  }

  /** The line's points known now; the missing ones are queued (this line first) and announced as they come. */
  series(gameId: string, branchId: number | null): WinChanceSeries {
    const { replays, rulesets } = this.options
    const { ruleset, length, states } = replays.statesWhere(gameId, branchId, startsTurn)
    const rules = rulesets.get(ruleset)
    // The end is a point only where a team turn starts or the game is over (its result).
    const end = states[states.length - 1]
    if (end.position === length && length > 0 && !end.turn) {
      if (rules.decision(rules.deserialize(end.state)).side !== null) states.pop()
    }
    const key = lineKey(gameId, branchId)
    const known = this.line(gameId, branchId)
    const points: WinChancePoint[] = []
    const pending: Pending[] = []
    for (const s of states) {
      const at = turnAt(rules.view(rules.deserialize(s.state)))
      const cached = known.get(s.position)
      if (cached && cached.digest === s.digest) points.push({ ...cached.point, at })
      else {
        if (cached) this.forget(gameId, branchId, s.position)
        pending.push({ ...s, at })
      }
    }
    // Points at positions the line no longer has a point for (a branch replaced the log there) go too.
    const kept = new Set(states.map((s) => s.position))
    for (const position of [...known.keys()]) if (!kept.has(position)) this.forget(gameId, branchId, position)
    this.tasks.delete(key)
    const done = pending.length === 0
    if (!done) {
      // Most recently asked first: Map order is insertion order, and the loop takes the last task.
      this.tasks.set(key, { gameId, branchId, ruleset, total: states.length, pending })
      this.loop ??= this.run().finally(() => (this.loop = null))
    }
    // `done` read before the loop starts: it takes the first pending point at once.
    return { gameId, branchId, positions: states.map((s) => s.position), points, done }
  }

  /** Resolves when nothing is being computed (tests). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop
  }

  close(): void {
    this.closed = true
    this.tasks.clear()
    this.unsubscribe()
    this.options.runner.close()
  }

  /** An undo (or any move back) of a hosted game: its main line's points past the new position are stale. */
  private movedTo(gameId: string, cursor: number): void {
    const key = lineKey(gameId, null)
    const known = this.known.get(key)
    let dropped = false
    if (known) for (const p of [...known.keys()]) if (p > cursor) dropped = known.delete(p) || dropped
    const db = this.options.db()
    try {
      if (db && deletePointsAfter(db, gameId, 0, cursor) > 0) dropped = true
    } catch (error) {
      this.options.logError('the win-chance cache could not be cleared', error)
    }
    const task = this.tasks.get(key)
    if (task) task.pending = task.pending.filter((p) => p.position <= cursor)
    if (dropped || task) this.generation.set(key, (this.generation.get(key) ?? 0) + 1)
  }

  private async run(): Promise<void> {
    while (!this.closed && this.tasks.size > 0) {
      const [key, task] = [...this.tasks.entries()].pop()!
      const next = task.pending.shift()
      if (!next) {
        this.tasks.delete(key)
        continue
      }
      const generation = this.generation.get(key) ?? 0
      let result
      try {
        result = await this.options.runner.run({
          ruleset: task.ruleset,
          state: next.state,
          playouts: this.options.playouts ?? WIN_CHANCE_PLAYOUTS[task.ruleset] ?? 16,
          seed: (Math.imul(next.position + 1, 0x9e3779b1) ^ this.options.seed) >>> 0,
        })
      } catch (error) {
        if (!this.closed) this.options.logError('a win-chance point could not be computed', error)
        this.tasks.delete(key)
        continue
      }
      // The log changed while it was computed (an undo): the point is for a position that may be gone.
      if (this.closed || (this.generation.get(key) ?? 0) !== generation) continue
      const point: WinChancePoint = { position: next.position, ...result, at: next.at }
      this.remember(task.gameId, task.branchId, { digest: next.digest, point })
      if (task.pending.length === 0) this.tasks.delete(key)
      const computed = this.line(task.gameId, task.branchId).size
      this.options.bus.emit('analysis.point', {
        gameId: task.gameId,
        branchId: task.branchId,
        point,
        computed: Math.min(computed, task.total),
        total: task.total,
        done: task.pending.length === 0,
      })
    }
  }

  /** The known points of a line, read from the database the first time. */
  private line(gameId: string, branchId: number | null): Map<number, CachedPoint> {
    const key = lineKey(gameId, branchId)
    let known = this.known.get(key)
    if (!known) {
      known = new Map()
      const db = this.options.db()
      try {
        if (db) known = readPoints(db, gameId, branchId ?? 0)
      } catch (error) {
        this.options.logError('the win-chance cache could not be read', error)
      }
      this.known.set(key, known)
    }
    return known
  }

  private remember(gameId: string, branchId: number | null, cached: CachedPoint): void {
    this.line(gameId, branchId).set(cached.point.position, cached)
    const db = this.options.db()
    try {
      if (db) writePoint(db, gameId, branchId ?? 0, cached)
    } catch (error) {
      // A cache: a point not written is computed again next time, nothing is lost.
      this.options.logError('a win-chance point could not be saved', error)
    }
  }

  private forget(gameId: string, branchId: number | null, position: number): void {
    this.line(gameId, branchId).delete(position)
    const db = this.options.db()
    try {
      if (db) deletePoint(db, gameId, branchId ?? 0, position)
    } catch (error) {
      this.options.logError('a stale win-chance point could not be deleted', error)
    }
  }
}

/**
 * A team turn starts with this action: Classic's and Cross Check's `turn-start`, Blitz Bowl's `turn` (which its
 * timeline does not tick, so the line finds the turns itself).
 */
function startsTurn(events: readonly EngineEvent[]): boolean {
  return events.some((e) => e.type === 'turn-start' || e.type === 'turn')
}

/** Where the turn stands in a view (as the dice log's TurnAt). */
function turnAt(view: GameView): TurnAt {
  const side = view.activeSide
  return { period: view.period, side, turn: side === null ? 0 : view.turns[side] }
}

function lineKey(gameId: string, branchId: number | null): string {
  return `${gameId}/${branchId ?? 0}`
}
