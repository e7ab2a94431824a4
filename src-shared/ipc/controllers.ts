// Who plays each side of a game: a human at the table, or main's AI at a level (with an optional time budget per
// decision). Chosen in game.new, stored with the game, reported by game.new/game.open/game.controllers and in
// every state.changed.
import { z } from 'zod'
import { AI_LEVELS, type AiLevel } from '../ai/types'

export const aiLevelSchema = z.enum(AI_LEVELS as unknown as [AiLevel, ...AiLevel[]])

export const controllerSchema = z.union([
  z.literal('human'),
  z.strictObject({
    ai: aiLevelSchema,
    /** Hard's time per decision in ms (default 1000); ignored by the other levels. */
    budgetMs: z.int().min(10).max(60_000).optional(),
  }),
])

export const controllersSchema = z.tuple([controllerSchema, controllerSchema])

export type Controller = z.infer<typeof controllerSchema>
export type Controllers = readonly [Controller, Controller]

export const HUMANS: Controllers = ['human', 'human']

/** The AI controller of `side`, or null when a human plays it. */
export function aiController(controllers: Controllers, side: 0 | 1): Exclude<Controller, 'human'> | null {
  const c = controllers[side]
  return c === 'human' ? null : c
}
