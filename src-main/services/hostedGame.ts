// One game as GameHost holds it — its log, cursor and snapshot cache — and the pure steps over it that undo, redo,
// reload and the timeline share: where the cursor stands (historyOf), a fresh start (startOf), the state at any
// position by a checked rebuild from the nearest snapshot (stateAt), and a change committed to the saves before
// anyone hears of it (commitChange). GameHost keeps the games, the clocks and the event bus.
import type { GameView, Ruleset } from '@shared/engine/api'
import { ContractError, type HistoryInfo } from '@shared/ipc'
import { asContractError, rebuild, type LogEntry } from './gameLog'
import type { CreatedGame, GameJournal } from './gameHostTypes'

export interface HostedGame {
  readonly ruleset: Ruleset
  state: unknown
  readonly created: CreatedGame
  /** The current line, including an undone tail that redo can bring back. */
  readonly entries: LogEntry[]
  cursor: number
  readonly snapshots: Map<number, unknown>
  /** Stored snapshot positions that were not trusted: rewritten when a checked rebuild passes them. */
  readonly distrusted: Set<number>
  /** Bumped by every change, so an AI answer computed for an older position is recognised and dropped. */
  revision: number
  /**
   * A game started from a position (a drill's scenario) rather than from its setup: the serialised start state,
   * which replays begin from. Such games are not saved (the save store records setups only).
   */
  readonly origin?: unknown
  /** A game from a position that ends on a condition of its own (PositionGameRequest.until) and its start view. */
  readonly until?: { readonly check: (view: GameView, start: GameView) => boolean; readonly start: GameView }
  /** The `until` condition held after a change: the game takes no more actions, undo or redo. */
  ended?: boolean
}

/** Where the game's cursor stands in its line, as the timeline shows it. */
export function historyOf(game: HostedGame): HistoryInfo {
  return {
    cursor: game.cursor,
    length: game.entries.length,
    canUndo: game.cursor > 0,
    canRedo: game.cursor < game.entries.length,
    practice: game.created.practice === true,
  }
}

/** A fresh copy of the game's start: its position, or the state its setup creates. */
export function startOf(game: HostedGame): unknown {
  return game.origin !== undefined
    ? game.ruleset.deserialize(game.origin)
    : game.ruleset.create(game.created.setup)
}

/** The saves' journal, or none for a game from a position (it is never saved). */
export function journalOf(
  game: HostedGame,
  journal: GameJournal | null | undefined,
): GameJournal | null | undefined {
  return game.origin === undefined ? journal : null
}

/** Writes a snapshot to the saves' cache; a failure loses nothing, so it is logged, not thrown. */
export function cacheSnapshot(
  journal: GameJournal | null | undefined,
  gameId: string,
  position: number,
  state: unknown,
): void {
  try {
    journal?.snapshotted?.(gameId, position, state)
  } catch (error) {
    // Seeks replay from an earlier snapshot or from the start instead.
    console.error('[pitchside] snapshot not saved:', error)
  }
}

/**
 * The game's state after `target` entries, by a checked rebuild from the nearest snapshot in memory (from the
 * database, trusted, or made in this session). Checkpoints the replay passes are kept; a stored one that was not
 * trusted (or every one passed, when the snapshot itself failed) is written to the saves again.
 */
export function stateAt(game: HostedGame, target: number, journal: GameJournal | null | undefined): unknown {
  let from: number | null = null
  for (const key of game.snapshots.keys()) if (key <= target && (from === null || key > from)) from = key
  const snapshot = from === null ? null : { index: from, state: game.snapshots.get(from) }
  const passed = new Map<number, unknown>()
  let rebuilt: ReturnType<typeof rebuild>
  try {
    rebuilt = rebuild(
      game.ruleset,
      { setup: game.created.setup, origin: game.origin },
      game.entries,
      target,
      snapshot,
      (index, state) => passed.set(index, state),
    )
  } catch (error) {
    throw asContractError(error)
  }
  const fellBack = snapshot !== null && rebuilt.from === null
  if (fellBack) game.snapshots.delete(snapshot.index)
  for (const [index, state] of passed) {
    game.snapshots.set(index, state)
    if ((game.distrusted.delete(index) || fellBack) && game.origin === undefined)
      cacheSnapshot(journal, game.created.gameId, index, state)
  }
  return rebuilt.state
}

/**
 * Writes a change to the saves before anyone hears of it; on failure `rollback` undoes it in memory and the request
 * fails with `save/failed` (a contract error from the journal passes through as it is).
 */
export function commitChange(write: () => void, rollback?: () => void): void {
  try {
    write()
  } catch (error) {
    rollback?.()
    if (error instanceof ContractError) throw error
    console.error('[pitchside] save failed:', error)
    throw new ContractError(
      'save/failed',
      `The change could not be saved, so it was not made: ${String(error)}`,
    )
  }
}
