// Runtime schemas for the values that cross the contract. Types are inferred from them, so a payload that
// passes `parse` is exactly the TypeScript type the service receives.
import { z } from 'zod'
import type { Action, Decision, EngineEvent, GameView, RulesetId } from '../engine/api'
import { SAVE_DAMAGE_PARTS } from './saves'

export const RULESET_IDS = ['classic', 'blitz', 'crosscheck'] as const satisfies readonly RulesetId[]

export const rulesetIdSchema = z.enum(RULESET_IDS)

/** Game ids are minted by main; the pattern keeps junk (and huge strings) out of the services. */
export const gameIdSchema = z
  .string()
  .regex(/^g-[a-z0-9-]{1,64}$/, 'a game id looks like "g-…" (from game.new)')

export const rosterIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a roster id is lower-case letters, digits and dashes')

/** A seed is a 32-bit unsigned integer, so every PRNG in the project can take it as is. */
export const seedSchema = z.int().min(0).max(0xffffffff)

const actionField = z.union([z.number().finite(), z.string().max(200), z.boolean()])

/**
 * A `schema` that also refuses an object with its own "__proto__" key. JSON.parse makes such a key an ordinary
 * field, and zod's objects and records pass over it, so it would vanish silently; refuse it instead.
 */
export function withoutProtoKey<T extends z.ZodType>(schema: T): T {
  const checked = z
    .custom<unknown>(
      (v) => typeof v !== 'object' || v === null || !Object.hasOwn(v, '__proto__'),
      'must not have a "__proto__" field',
    )
    .pipe(schema)
  // The same values in and out as `schema` (the check only refuses), so it keeps the schema's types.
  return checked as unknown as T
}

/** An engine action: a small flat JSON object named by `type` (see engine/api.ts `Action`). */
export const actionSchema: z.ZodType<Action> = withoutProtoKey(
  z
    .object({ type: z.string().min(1).max(64) })
    .catchall(actionField)
    .refine((a) => Object.keys(a).length <= 16, 'an action has at most 16 fields'),
)

export const sideSchema = z.union([z.literal(0), z.literal(1)])

/** A saved team's id (teams.list); here so the team choice of game.new can take one. */
export const teamIdSchema = z
  .string()
  .regex(/^t-[0-9a-f-]{36}$/, 'a team id looks like "t-…" (from teams.list)')

/**
 * A side's team for game.new: a shipped roster (or team card) by id, a saved team (issue 23) by its id, or a team
 * exactly as an earlier game fielded it (its setup's team, from replay.export: a rematch of a reopened game), which
 * main checks with the ruleset's own team schema, as replay import does.
 */
export const teamChoiceSchema = z.union([
  z.strictObject({ rosterId: rosterIdSchema }),
  z.strictObject({ teamId: teamIdSchema }),
  z.strictObject({ team: withoutProtoKey(z.record(z.string().max(64), z.unknown())) }),
])

// Engine-owned shapes travel main → renderer only. They are typed, not re-validated: main built them.
export const gameViewSchema = z.custom<GameView>((v) => typeof v === 'object' && v !== null)
export const decisionSchema = z.custom<Decision>((v) => typeof v === 'object' && v !== null)
export const engineEventSchema = z.custom<EngineEvent>((v) => typeof v === 'object' && v !== null)

export const rulesetInfoSchema = z.strictObject({
  id: rulesetIdSchema,
  name: z.string(),
  version: z.string(),
})

export const appInfoSchema = z.strictObject({
  appName: z.string(),
  appVersion: z.string(),
  engineVersion: z.string(),
  /** Rulesets a game can be started with right now. */
  rulesets: z.array(rulesetInfoSchema),
  /** How this renderer talks to main. */
  transport: z.enum(['electron', 'web']),
  /** False when the save database could not be opened (the app still plays; nothing is saved). */
  savesAvailable: z.boolean(),
  /** True on a read-only viewer connection of the LAN share: only watching, every change is refused. */
  viewer: z.boolean(),
  /** Why saves are off, when the database exists but cannot be used (`saves.startFresh` offers a new one). */
  saveProblem: z
    .strictObject({
      file: z.string(),
      reason: z.enum(['corrupt', 'newer-schema', 'open-failed', 'in-use']),
      message: z.string(),
    })
    .optional(),
  /** Saved games with damaged rows (the Load list marks them; each can be deleted or exported): the first ten. */
  damagedSaves: z
    .strictObject({
      count: z.int().min(1),
      games: z
        .array(z.strictObject({ gameId: z.string(), title: z.string(), part: z.enum(SAVE_DAMAGE_PARTS) }))
        .max(10),
    })
    .optional(),
  /** Set when the AI's worker thread could not start: the AI plays on main's thread (the window may stall). */
  aiFallback: z.strictObject({ message: z.string() }).optional(),
})

export const rosterSummarySchema = z.strictObject({
  id: rosterIdSchema,
  name: z.string(),
  ruleset: rulesetIdSchema,
})

export type RulesetInfo = z.infer<typeof rulesetInfoSchema>
export type AppInfo = z.infer<typeof appInfoSchema>
export type RosterSummary = z.infer<typeof rosterSummarySchema>
export type TeamChoice = z.infer<typeof teamChoiceSchema>
