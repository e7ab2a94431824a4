// A game's action log and how to fold it back into a state. A game is fully determined by its setup and the
// list of applied entries, so undo, seeking, loading and importing all rebuild states the same way: start from
// the nearest snapshot (or `create`) and re-apply entries, each one's events checked against its recorded digest
// (a snapshot is a cache that is checked, never trusted: `rebuild`). An entry may carry a reseed (practice
// mode): the dice are re-seeded just before its action, and the seed is kept in the log so replays stay exact.
import { createHash } from 'node:crypto'
import type { Action, EngineEvent, GameSetup, Ruleset } from '@shared/engine/api'
import { ContractError } from '@shared/ipc'
import { canReseed, reseedDice } from '@shared/engine/dice'
import { TURN_SECONDS_MAX } from '@shared/engine/turnClock'

// Moved to the engine (the AI re-seeds its look-aheads too); kept here for the host's existing imports.
export { canReseed, reseedDice }

export interface LogEntry {
  readonly action: Action
  /** Seed the dice were re-seeded with just before this action (practice re-roll after undo), else null. */
  readonly reseed: number | null
  /** Hash of the action's events: a replay that produces other events is detected, not trusted. */
  readonly digest: string
  /** Timeline marks (MARK_* bits) from the action's events, so the timeline needs no replay. */
  readonly marks: number
  /**
   * Turn clocks: ms left on the clock of the turn in progress right after this action (a new turn: its full
   * time), kept so a reopened game's clock and a replay's go on from it. Absent when no turn was clocked then.
   */
  readonly clockMs?: number
}

/** The longest time a turn clock can hold (engine/turnClock.ts TURN_SECONDS_MAX), in ms. */
export const CLOCK_MS_MAX = TURN_SECONDS_MAX * 1000

export function isClockMs(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= CLOCK_MS_MAX
}

/** A snapshot is taken after every this many actions (a seek replays at most SNAPSHOT_EVERY - 1). */
export const SNAPSHOT_EVERY = 50

export const MARK_TOUCHDOWN = 1
export const MARK_INJURY = 2
export const MARK_TURNOVER = 4
export const MARK_ACTIVATION = 8
export const MARK_TURN = 16
export const MARK_HALF = 32
export const MARK_GAME_OVER = 64
/** A Cross Check goal: the scoring marker of that game, as a touchdown is of Classic and Blitz Bowl. */
export const MARK_GOAL = 128
/**
 * Version bits, set on every entry this version writes. MARK_V2: the marks know Cross Check's goals and Blitz Bowl's
 * `injured`; MARK_V3: they know Blitz Bowl's turns (its engine says `turn`, not `turn-start`). Entries saved before
 * lack the newer bits, so the timeline re-derives those games' marks in memory (ReplayService.marks); the saved rows
 * are never rewritten, and they load as before.
 */
export const MARK_V2 = 256
export const MARK_V3 = 512
export const MARK_CURRENT = MARK_V2 | MARK_V3

const MARK_OF_EVENT: Readonly<Record<string, number>> = {
  touchdown: MARK_TOUCHDOWN,
  goal: MARK_GOAL,
  // Classic and Cross Check say `injury` (with a result); Blitz Bowl's player leaving for the dugout is `injured`.
  injury: MARK_INJURY,
  injured: MARK_INJURY,
  turnover: MARK_TURNOVER,
  // A turn clock's expiry is a turnover (Cross Check and Blitz Bowl say no `turnover` of their own).
  'turn-timeout': MARK_TURNOVER,
  activate: MARK_ACTIVATION,
  'turn-start': MARK_TURN,
  // Blitz Bowl's turn start.
  turn: MARK_TURN,
  'half-start': MARK_HALF,
  'game-over': MARK_GAME_OVER,
}

export function marksOf(events: readonly EngineEvent[]): number {
  let marks = MARK_CURRENT
  for (const event of events) marks |= MARK_OF_EVENT[event.type] ?? 0
  return marks
}

export function digestOf(events: readonly EngineEvent[]): string {
  return createHash('sha1').update(JSON.stringify(events)).digest('hex').slice(0, 16)
}

export function entryOf(
  action: Action,
  reseed: number | null,
  events: readonly EngineEvent[],
  clockMs: number | null = null,
): LogEntry {
  return {
    action,
    reseed,
    digest: digestOf(events),
    marks: marksOf(events),
    ...(clockMs === null ? {} : { clockMs }),
  }
}

/** Thrown when a log does not replay (an illegal action, or events that differ from the recorded ones). */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message)
    this.name = 'ReplayError'
  }
}

/** Applies one entry; throws ReplayError when it is illegal or, with `check`, when its events differ. */
export function applyEntry(
  ruleset: Ruleset,
  state: unknown,
  entry: LogEntry,
  index: number,
  check: boolean,
): readonly EngineEvent[] {
  const at = ruleset.mark(state)
  if (entry.reseed !== null) reseedDice(state, entry.reseed)
  const result = ruleset.apply(state, entry.action)
  if (!result.ok) {
    ruleset.undo(state, at)
    throw new ReplayError(index, `action ${index + 1} (${entry.action.type}) is not legal: ${result.reason}`)
  }
  if (check && digestOf(result.events) !== entry.digest) {
    throw new ReplayError(index, `action ${index + 1} (${entry.action.type}) replays with different events`)
  }
  return result.events
}

/** A ReplayError as the contract's failure: the stored log no longer replays with these rules. */
export function asContractError(error: unknown): unknown {
  if (!(error instanceof ReplayError)) return error
  return new ContractError(
    'replay/unsupported',
    `This game does not replay with the rules of this version (${error.message}).`,
  )
}

export interface Snapshot {
  readonly index: number
  readonly state: unknown
}

/** The snapshot a rebuild may start from, and the stored ones before the position that were not trusted. */
export interface SnapshotChoice {
  /** The latest snapshot at or before the position whose stored digest checked out, or null. */
  readonly snapshot: Snapshot | null
  /**
   * Positions (after `snapshot`, up to the position) of stored snapshots that were not trusted: not parsing,
   * altered, or written before snapshots had digests. A rebuild that passes one writes it again, correctly.
   */
  readonly distrusted: readonly number[]
}

/** Where a game's log starts: its setup, or (a game from a position, a drill) that serialised position. */
export interface RebuildStart {
  readonly setup: GameSetup
  readonly origin?: unknown
}

export interface Rebuilt {
  readonly state: unknown
  /** The last entry's events (empty when nothing was applied). */
  readonly events: readonly EngineEvent[]
  /** The snapshot position the replay started from, or null when it started from the start. */
  readonly from: number | null
}

/**
 * The state after the first `upTo` entries, checked, never trusted blindly: from `snapshot` (a serialised state,
 * the seek cache) only if it deserialises and the replay from it reproduces every stored events digest up to
 * `upTo`; otherwise from the start, checking every digest. `onSnapshot` hears each checkpoint (every
 * SNAPSHOT_EVERY actions) the successful replay passed, with its true state. Throws ReplayError when the log
 * itself does not replay from the start either.
 */
export function rebuild(
  ruleset: Ruleset,
  start: RebuildStart,
  entries: readonly LogEntry[],
  upTo: number,
  snapshot: Snapshot | null,
  onSnapshot?: (index: number, state: unknown) => void,
): Rebuilt {
  if (upTo > entries.length) {
    throw new ReplayError(entries.length, `position ${upTo} is past the end of the log (${entries.length})`)
  }
  if (snapshot && snapshot.index <= upTo) {
    try {
      const state = ruleset.deserialize(snapshot.state)
      return fold(ruleset, state, entries, snapshot.index, upTo, onSnapshot)
    } catch {
      // A snapshot that does not deserialise, or that the log does not go on from: it is only a cache.
    }
  }
  const state =
    start.origin !== undefined ? ruleset.deserialize(start.origin) : createStored(ruleset, start.setup)
  return { ...fold(ruleset, state, entries, 0, upTo, onSnapshot), from: null }
}

function fold(
  ruleset: Ruleset,
  state: unknown,
  entries: readonly LogEntry[],
  from: number,
  upTo: number,
  onSnapshot?: (index: number, state: unknown) => void,
): Rebuilt {
  const passed: [number, unknown][] = []
  let events: readonly EngineEvent[] = []
  for (let i = from; i < upTo; i++) {
    events = applyEntry(ruleset, state, entries[i], i, true)
    if (onSnapshot && (i + 1) % SNAPSHOT_EVERY === 0) passed.push([i + 1, ruleset.serialize(state)])
  }
  // Only once the whole replay checked out: a failed one may have started from a bad snapshot.
  for (const [index, at] of passed) onSnapshot!(index, at)
  return { state, events, from }
}

/** The state a stored setup creates; a setup these rules refuse is a damaged save, not a bug in main. */
function createStored(ruleset: Ruleset, setup: GameSetup): unknown {
  try {
    return ruleset.create(setup)
  } catch (error) {
    throw new ContractError(
      'save/damaged',
      `This saved game cannot be opened: its setup does not make a ${ruleset.name} game (${String(error)}).`,
    )
  }
}

/** Creates the state; a ruleset's refusal of the options (unknown, wrong type) becomes a clear contract error. */
export function createWithOptions(ruleset: Ruleset, setup: GameSetup): unknown {
  try {
    return ruleset.create(setup)
  } catch (error) {
    if (setup.options && (error as { code?: unknown }).code === 'options/invalid') {
      throw new ContractError(
        'ipc/invalid-payload',
        `The game options were refused: ${(error as Error).message}`,
      )
    }
    throw error
  }
}
