// Every event main pushes to the renderer: name → payload schema. Main validates what it emits in tests;
// the renderer trusts the payload type.
import { z } from 'zod'
import { winChancePointSchema } from './analysis'
import { controllersSchema } from './controllers'
import { engineEventSchema, gameIdSchema, gameViewSchema, sideSchema } from './schemas'
import { leagueProgressSchema } from './leagues'
import { shareStatusSchema } from './share'
import { turnClockSchema } from './turnClock'

const historySchema = z.strictObject({
  cursor: z.int().min(0),
  length: z.int().min(0),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  practice: z.boolean(),
})

export const events = {
  /** A hosted game changed (created, acted on): the new view and the engine events that led to it. */
  'state.changed': z.strictObject({
    gameId: gameIdSchema,
    view: gameViewSchema,
    events: z.array(engineEventSchema),
    /** Where the game stands in its undo history (absent from hosts that predate undo). */
    history: historySchema.optional(),
    /** Who plays each side (absent from hosts that predate AI controllers: both human). */
    controllers: controllersSchema.optional(),
    /** The turn clock of the coach on turn (absent: no clock runs — the option is off, or no human turn). */
    clock: turnClockSchema.optional(),
  }),
  /** The AI started (true) or finished (false) choosing for a side; main sends both around every AI action. */
  'ai.thinking': z.strictObject({ gameId: gameIdSchema, side: sideSchema, thinking: z.boolean() }),
  /** Something was written to the save database. */
  'save.written': z.strictObject({
    gameId: gameIdSchema,
    kind: z.enum(['game-created', 'renamed', 'tagged', 'deleted', 'duplicated', 'imported']),
    at: z.iso.datetime(),
  }),
  /** One more point of a game's win-chance line was computed (`analysis.winChance`); `done` once it is complete. */
  'analysis.point': z.strictObject({
    gameId: gameIdSchema,
    branchId: z.int().min(1).nullable(),
    point: winChancePointSchema,
    computed: z.int().min(0),
    total: z.int().min(0),
    done: z.boolean(),
  }),
  /** The background run of a league's AI-v-AI fixtures (`leagues.runAiFixtures`): fixture n of m, then how it ended. */
  'league.progress': leagueProgressSchema,
  /** The LAN share went on or off, or a viewer came or went (owner pages only; viewers never get it). */
  'share.changed': shareStatusSchema,
} as const

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]>

export const EVENT_NAMES = Object.keys(events) as EventName[]

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name)
}
