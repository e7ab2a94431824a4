// The second opinion (issue 20 point 6): Hard's hint for the coach's own decision (`ai.hint`) and the win-chance
// line of a saved game or replay (`analysis.winChance`, then an `analysis.point` event per computed point).
import { z } from 'zod'
import type { Action, Side } from '../engine/api'
import { gameIdSchema } from './schemas'
import { branchIdSchema, type TurnAt } from './saves'

/** `analysis.winChance`: a game (or one branch of it) to analyse; starts the work if it is not done. */
export const winChanceArgs = z.strictObject({ gameId: gameIdSchema, branchId: branchIdSchema.optional() })

/** The home side's chances at one position (the start of a team turn, the kick-off, or the final whistle). */
export interface WinChancePoint {
  readonly position: number
  /** Chance for the home side (side 0) to win, and for a draw; the away side's is what is left. */
  readonly home: number
  readonly draw: number
  /** Playouts behind the figure (0: the game is over there and the figure is its result). */
  readonly playouts: number
  /** Where the game stood there: the half or period, the side on turn and its turn number (for the hover). */
  readonly at?: TurnAt
}

export const winChancePointSchema = z.strictObject({
  position: z.int().min(0),
  home: z.number().min(0).max(1),
  draw: z.number().min(0).max(1),
  playouts: z.int().min(0),
  at: z
    .strictObject({
      period: z.int().min(0),
      side: z.union([z.literal(0), z.literal(1)]).nullable(),
      turn: z.int().min(0),
    })
    .optional(),
})

/** What is known of a line's win chances: the points computed so far (cached or new) and how many there will be. */
export interface WinChanceSeries {
  readonly gameId: string
  readonly branchId: number | null
  /** The positions the line has a point for once complete (ascending). */
  readonly positions: readonly number[]
  readonly points: readonly WinChancePoint[]
  /** True when every point is there (nothing is being computed for it). */
  readonly done: boolean
}

/** `ai.hint`: what Hard would do in the coach's pending decision, never played. */
export interface AiHint {
  readonly side: Side
  readonly action: Action
  /** The action's index in `game.legal`'s list at the time (so the renderer can find its label and marks). */
  readonly index: number
  /** The position it answers (the game's history cursor); a hint for another position is stale. */
  readonly position: number
}
