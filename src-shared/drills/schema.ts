// The drill format (docs: src-shared/drills/README.md): a scenario position, a few steps of instructions in
// English and Dutch with a goal checked on the GameView after every change, and the texts for success and
// failure. Drill files are data; this schema checks each one when the drills are loaded, so a broken file is a
// clear error at start-up, never a half-working drill.
import { z } from 'zod'

/** A text in every UI language. */
export const textSchema = z.strictObject({ en: z.string().min(1).max(600), nl: z.string().min(1).max(600) })
export type DrillText = z.infer<typeof textSchema>

const square = z.tuple([z.int().min(0).max(25), z.int().min(0).max(14)])
/** A piece is named by its scenario id ("catcher"); drills.start resolves names to engine piece ids. */
const pieceName = z.string().min(1).max(32)

/** What a step asks for, checked on the view after each action (pieces by scenario name). */
export type DrillGoal =
  | { readonly kind: 'piece-at'; readonly piece: string; readonly at: readonly (readonly [number, number])[] }
  | { readonly kind: 'piece-left'; readonly piece: string; readonly from: readonly [number, number] }
  | { readonly kind: 'piece-state'; readonly piece: string; readonly state: readonly string[] }
  | { readonly kind: 'open'; readonly piece: string }
  | { readonly kind: 'carrier'; readonly piece: string }
  | { readonly kind: 'ball-loose' }
  | { readonly kind: 'scored'; readonly side: 'home' | 'away' }
  | { readonly kind: 'down'; readonly piece: string }
  | { readonly kind: 'decision'; readonly decision: string }
  | { readonly kind: 'turn-ended' }
  | { readonly kind: 'all'; readonly goals: readonly DrillGoal[] }
  | { readonly kind: 'any'; readonly goals: readonly DrillGoal[] }

export const goalSchema: z.ZodType<DrillGoal> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('piece-at'), piece: pieceName, at: z.array(square).min(1) }),
    z.strictObject({ kind: z.literal('piece-left'), piece: pieceName, from: square }),
    z.strictObject({
      kind: z.literal('piece-state'),
      piece: pieceName,
      state: z
        .array(z.enum(['standing', 'prone', 'stunned', 'reserve', 'ko', 'casualty', 'sent-off']))
        .min(1),
    }),
    z.strictObject({ kind: z.literal('open'), piece: pieceName }),
    z.strictObject({ kind: z.literal('carrier'), piece: pieceName }),
    z.strictObject({ kind: z.literal('ball-loose') }),
    z.strictObject({ kind: z.literal('scored'), side: z.enum(['home', 'away']) }),
    z.strictObject({ kind: z.literal('down'), piece: pieceName }),
    z.strictObject({ kind: z.literal('decision'), decision: z.string().min(1) }),
    z.strictObject({ kind: z.literal('turn-ended') }),
    z.strictObject({ kind: z.literal('all'), goals: z.array(goalSchema).min(1) }),
    z.strictObject({ kind: z.literal('any'), goals: z.array(goalSchema).min(1) }),
  ]),
)

const actionSchema = z
  .object({ type: z.string().min(1) })
  .catchall(z.union([z.number(), z.string(), z.boolean()]))

/** The intended way to meet a step's goal: actions (pieces by name) and the dice that make it work. */
export const solutionSchema = z.strictObject({
  actions: z.array(actionSchema).min(1),
  dice: z.array(z.int().min(1).max(8)),
})

export const stepSchema = z.strictObject({
  /** The rule the step teaches, as cited in the code: "001: Sidestep". */
  rule: z.string().min(3).max(120),
  text: textSchema,
  /** Squares and pieces to mark on the table while the step is current. */
  highlight: z
    .strictObject({ squares: z.array(square).optional(), pieces: z.array(pieceName).optional() })
    .optional(),
  goal: goalSchema,
  /** Any of these ends the drill as failed (besides the turn passing to the other side). */
  fail: z.array(goalSchema).optional(),
  /** Played by the tests with forced dice to prove the goal reachable (never by the app). */
  solution: solutionSchema,
})

export const drillSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{3,48}$/),
  ruleset: z.enum(['classic', 'blitz', 'crosscheck']),
  /** Place in the list of its ruleset. */
  order: z.int().min(1).max(99),
  title: textSchema,
  summary: textSchema,
  /**
   * The position in the ruleset's scenario format (docs/scenario-format*.md; Cross Check: players named
   * "h3"/"a12" for home or away player 3/12), without dice, actions or expectations: the drill plays with the
   * game's own seeded dice.
   */
  scenario: z.record(z.string(), z.unknown()),
  /**
   * Who answers the other side's decisions during the drill's turn (a goalie's move on a shot, a hold...): the
   * Beginner AI, so the learner plays only his own side. Absent: nobody needs to (both sides are the learner's).
   */
  opponent: z.enum(['beginner']).optional(),
  steps: z.array(stepSchema).min(1).max(8),
  success: textSchema,
  failure: textSchema,
})

export type Drill = z.infer<typeof drillSchema>
export type DrillStep = z.infer<typeof stepSchema>
