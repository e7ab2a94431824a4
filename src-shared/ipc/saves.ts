// Shapes of the saves, replay and timeline requests: what the Load list, the undo buttons and the timeline bar
// receive. Positions count applied actions: position p is the state after the first p actions (0 = the start).
import { z } from 'zod'
import type { EngineEvent, GameView, RulesetId, Side } from '../engine/api'
import type { TurnClockInfo } from './turnClock'

/** Where a game stands in its undo history. */
export interface HistoryInfo {
  /** Actions applied now. */
  readonly cursor: number
  /** Actions in the current line, counting undone ones that redo can bring back. */
  readonly length: number
  readonly canUndo: boolean
  readonly canRedo: boolean
  /** Practice games re-roll the dice of an action played after an undo. */
  readonly practice: boolean
}

/** A tiny picture of the pitch for the Load list: where each side's players stand, and the ball. */
export interface Thumbnail {
  readonly width: number
  readonly height: number
  /** [side, x, y] of every piece on the pitch. */
  readonly pieces: readonly (readonly [number, number, number])[]
  readonly ball: readonly [number, number] | null
}

/** One row of the Load list. */
export interface SavedGameSummary {
  readonly gameId: string
  readonly title: string
  readonly tags: readonly string[]
  readonly ruleset: RulesetId
  readonly teams: readonly [SavedTeam, SavedTeam]
  readonly score: readonly [number, number]
  readonly status: 'playing' | 'finished'
  readonly practice: boolean
  readonly actions: number
  readonly createdAt: string
  readonly updatedAt: string
  /** 'classic:<id>' for a shipped classic game, 'import' for an imported replay, null for one played here. */
  readonly source: string | null
  readonly thumbnail: Thumbnail | null
  /** Set when part of the game's saved rows is not readable (the Load list marks the game; see SaveDamage). */
  readonly damage?: SaveDamage
}

/** The parts of a saved game that can be found damaged, most serious first. */
export const SAVE_DAMAGE_PARTS = ['setup', 'teams', 'controllers', 'action', 'cursor', 'listing'] as const
export type SaveDamagePart = (typeof SAVE_DAMAGE_PARTS)[number]

/**
 * What is wrong with a saved game whose rows are not all readable. Every part but 'listing' keeps the game from
 * opening (`save/damaged`); it can still be deleted, and exported as far as it is sound. 'listing': only the
 * Load list's own columns (score, picture, tags) are unreadable, and opening the game writes them again.
 */
export interface SaveDamage {
  readonly part: SaveDamagePart
  /** For 'action': the first action (counting from 1) that is missing or not readable. */
  readonly action?: number
  /** In English, for logs; the renderer words it from `part` and `action`. */
  readonly message: string
}

/** Whether a listed game can be opened and replayed: sound, or only its Load-list entry was unreadable. */
export function savedGameOpens(game: Pick<SavedGameSummary, 'damage'>): boolean {
  return game.damage === undefined || game.damage.part === 'listing'
}

export interface SavedTeam {
  readonly rosterId: string
  readonly name: string
}

export interface BranchInfo {
  readonly branchId: number
  readonly name: string
  /** The branch leaves the main line at this position. */
  readonly forkPosition: number
  /** Actions on the branch after the fork. */
  readonly actions: number
  readonly createdAt: string
}

/** A score is a `touchdown` in Classic and Blitz Bowl, a `goal` in Cross Check. */
export type MarkerKind = 'touchdown' | 'goal' | 'injury' | 'turnover'

/** Everything the timeline bar draws, without replaying the game. */
export interface Timeline {
  readonly gameId: string
  readonly branchId: number | null
  /** Positions run from 0 to `length`. */
  readonly length: number
  /** Where the live game stands (the main line only). */
  readonly cursor: number
  /** Positions right after a touchdown, goal, injury or turnover happened. */
  readonly markers: readonly { readonly position: number; readonly kind: MarkerKind }[]
  /** Positions where a player activation, a team turn, a half began (the state right after). */
  readonly activations: readonly number[]
  readonly turns: readonly number[]
  readonly halves: readonly number[]
  readonly branches: readonly BranchInfo[]
}

/** One step of a replay: the state at `position` and the events of the action that led to it. */
export interface ReplayFrame {
  readonly position: number
  readonly length: number
  readonly view: GameView
  readonly events: readonly EngineEvent[]
  /** The turn clock as it stood at `position` (stored with the action log; absent when no turn was clocked). */
  readonly clock?: TurnClockInfo
}

/** Where the game stood before an action: the half/period, the side whose team turn it was and that turn's number. */
export interface TurnAt {
  readonly period: number
  /** Null outside a team turn (set-up, kick-off). */
  readonly side: Side | null
  /** The active side's turn counter (0 when `side` is null). */
  readonly turn: number
}

/** A piece as a log names it: its team, shirt number, name and position. */
export interface ReplayPiece {
  readonly id: number
  readonly side: Side
  readonly number: number
  readonly name: string
  readonly positionId: string
}

/**
 * The events of a run of positions, read with one fold (the dice log of a reopened game): for each position p with
 * from < p ≤ to, the events of the action that led to it and where the turn stood before that action.
 */
export interface ReplayEvents {
  readonly from: number
  readonly to: number
  readonly length: number
  readonly positions: readonly {
    readonly position: number
    readonly before: TurnAt
    readonly events: readonly EngineEvent[]
  }[]
  /** Every piece seen in the range (the views before and after each action), by id. */
  readonly pieces: readonly ReplayPiece[]
  /**
   * Classic, when the range ends at the final whistle: each side's most valuable player (a piece id, home first),
   * drawn as the league draws him (leagues/mvp.ts). Absent while the game is under way: the draw is seeded from
   * the game's own seed, never sent, and its final action count, so nobody can know it before the end.
   */
  readonly mvps?: readonly [number | null, number | null]
}

export interface ClassicGameInfo {
  readonly id: string
  readonly title: string
  readonly notes: string
  readonly ruleset: RulesetId
  readonly teams: readonly [string, string]
  readonly actions: number
}

/**
 * A shipped classic ready for the replay requests without being saved (`classics.view`): its saved copy when
 * the owner opened it before (`saved`), else the checked game held in main's memory under `gameId`.
 */
export interface ClassicView {
  readonly gameId: string
  readonly saved: boolean
}

export const STEP_UNITS = [
  'action',
  'activation',
  'turn',
  'half',
  'touchdown',
  'goal',
  'injury',
  'turnover',
] as const
export type StepUnit = (typeof STEP_UNITS)[number]

export const titleSchema = z.string().trim().max(120)
export const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .refine((tag) => ![...tag].some((c) => c.charCodeAt(0) < 32), 'a tag has no control characters')
export const stepsSchema = z.int().min(1).max(100_000)
export const positionSchema = z.int().min(0).max(10_000_000)
export const branchIdSchema = z.int().min(1).max(Number.MAX_SAFE_INTEGER)
/** A replay file's text; exports of real games are far smaller (a 2,000-action game is ~100 kB). */
export const replayTextSchema = z.string().min(1).max(900_000)
export const classicIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a classic game id is lower-case letters, digits and dashes')
