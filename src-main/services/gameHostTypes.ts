// The shapes GameHost takes and gives: requests for a new game (from a setup or a built position), what a created
// or stored game is, the journal (the save store) every change is committed to, and the host's options.
import type { GameSetup, GameView, OptionValue, RulesetId } from '@shared/engine/api'
import type { Controllers } from '@shared/ipc'
import type { EventBus } from './EventBus'
import type { LogEntry } from './gameLog'
import type { RulesetSource, TeamSource } from './sources'
import type { TurnClocks } from './TurnClocks'

/**
 * A side's team: a shipped roster (built by the TeamSource) or, with `team`, a team already built and checked from a
 * saved team (host/teamChoice.ts for New game, a league fixture's). `rosterId` is recorded either way, so the
 * Showcase and the saves still know the roster or team card.
 */
export interface SideTeam {
  readonly rosterId: string
  readonly team?: unknown
}

export interface NewGameRequest {
  readonly ruleset: RulesetId
  readonly home: SideTeam
  readonly away: SideTeam
  readonly seed?: number
  /** Practice games re-roll the dice for an action played after an undo; others replay the same dice. */
  readonly practice?: boolean
  /** Who plays each side (default both human). */
  readonly controllers?: Controllers
  /** Ruleset options that differ from the defaults (the ruleset checks them). */
  readonly options?: Readonly<Record<string, OptionValue>>
}

/** What the save store needs to record a created game. */
export interface CreatedGame {
  readonly gameId: string
  readonly ruleset: RulesetId
  readonly rulesetVersion: string
  readonly engineVersion: string
  readonly seed: number
  readonly rosterIds: readonly [string, string]
  readonly setup: GameSetup
  readonly practice?: boolean
  /** Who plays each side; absent means both human (games saved before AI controllers). */
  readonly controllers?: Controllers
}

/** A game as the store keeps it, to host it again. */
export interface StoredGame {
  readonly created: CreatedGame
  readonly entries: readonly LogEntry[]
  readonly cursor: number
  /** Serialised states by action count, as a seek cache; may be empty. Only trusted ones (digest checked). */
  readonly snapshots: ReadonlyMap<number, unknown>
  /** Positions of stored snapshots that were not trusted: the first checked rebuild passing one writes it again. */
  readonly distrusted?: readonly number[]
}

/** Where every change is made durable before it is announced (the SaveStore implements it). */
export interface GameJournal {
  created(game: CreatedGame, view: GameView): void
  /** `index` is the new entry's place; entries from `index` on (an undone tail) become a branch. */
  appended(gameId: string, index: number, entry: LogEntry, view: GameView): void
  moved(gameId: string, cursor: number, view: GameView): void
  /**
   * A serialised state after `position` actions, kept as a seek cache. It is written after the action's own
   * commit (and after the announcement), so the cache never slows the commit of a move; losing one costs a
   * longer replay, never a move.
   */
  snapshotted?(gameId: string, position: number, state: unknown): void
}

/** A game from a built position (drills): hosted, undoable and replayable in memory, never saved. */
export interface PositionGameRequest {
  readonly ruleset: RulesetId
  /** The start state, built by the ruleset's scenario builder; the host keeps its own serialised copy. */
  readonly state: unknown
  /** Re-seeds the position's dice (drills play with fresh seeded dice); absent keeps the built seed. */
  readonly seed?: number
  /** Names for the record (the drill's teams), and who plays each side. */
  readonly rosterIds: readonly [string, string]
  readonly controllers?: Controllers
  /**
   * When the game ends although its rules would go on (a drill ends at its goal, before any setup or kick-off):
   * asked after every change with the new view and the start view. Once true the game is over for good — no more
   * actions, undo or redo, and nobody (no AI) has a decision to make.
   */
  readonly until?: (view: GameView, start: GameView) => boolean
}

export interface GameHostOptions {
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  readonly bus: EventBus
  /** A fresh seed when the request has none, and for practice re-rolls. */
  readonly newSeed: () => number
  readonly newId: () => string
  /** Oldest games are dropped beyond this, so a misbehaving client cannot grow main without bound. */
  readonly maxGames?: number
  readonly journal?: GameJournal | null
  /** Turn clocks of the games whose options switch them on (issue 21); none: no game is clocked. */
  readonly clocks?: TurnClocks
}
