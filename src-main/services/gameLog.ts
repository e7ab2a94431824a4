// A game's action log and how to fold it back into a state. A game is fully determined by its setup and the
// list of applied entries, so undo, seeking, loading and importing all rebuild states the same way: start from
// the nearest snapshot (or `create`) and re-apply entries. An entry may carry a reseed (practice mode): the
// dice are re-seeded just before its action, and the seed is kept in the log so replays stay exact.
import { createHash } from 'node:crypto'
import type { Action, EngineEvent, GameSetup, Ruleset } from '@shared/engine/api'
import { ContractError } from '@shared/ipc'
import { canReseed, reseedDice } from '@shared/engine/dice'

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
 * Set on every entry whose marks know goals and Blitz Bowl's `injured`. Entries saved before lack it (their goals
 * and Blitz Bowl injuries carry no mark), so the timeline re-derives those games' marks in memory
 * (ReplayService.marks); the saved rows are never rewritten, and they load as before.
 */
export const MARK_CURRENT = 256

const MARK_OF_EVENT: Readonly<Record<string, number>> = {
  touchdown: MARK_TOUCHDOWN,
  goal: MARK_GOAL,
  // Classic and Cross Check say `injury` (with a result); Blitz Bowl's player leaving for the dugout is `injured`.
  injury: MARK_INJURY,
  injured: MARK_INJURY,
  turnover: MARK_TURNOVER,
  activate: MARK_ACTIVATION,
  'turn-start': MARK_TURN,
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

export function entryOf(action: Action, reseed: number | null, events: readonly EngineEvent[]): LogEntry {
  return { action, reseed, digest: digestOf(events), marks: marksOf(events) }
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

/**
 * The state after the first `upTo` entries: from the latest snapshot at or before `upTo` (snapshots are
 * serialised states) or from `create`, then entry by entry. Returns the last entry's events too.
 */
export function rebuild(
  ruleset: Ruleset,
  setup: GameSetup,
  entries: readonly LogEntry[],
  upTo: number,
  snapshot: Snapshot | null,
  onSnapshot?: (index: number, state: unknown) => void,
): { state: unknown; events: readonly EngineEvent[] } {
  const from = snapshot && snapshot.index <= upTo ? snapshot : null
  const state = from ? ruleset.deserialize(from.state) : ruleset.create(setup)
  let events: readonly EngineEvent[] = []
  for (let i = from ? from.index : 0; i < upTo; i++) {
    events = applyEntry(ruleset, state, entries[i], i, false)
    if (onSnapshot && (i + 1) % SNAPSHOT_EVERY === 0) onSnapshot(i + 1, ruleset.serialize(state))
  }
  return { state, events }
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
