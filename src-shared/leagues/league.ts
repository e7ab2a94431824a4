// A club league (issue 23 point 4): its settings (name, game, points for a win, draw and loss, options), its
// teams (saved teams, each coached by a human or an AI level) and what its fixtures ended with. The same zod
// schemas check a create request in main, every row the store reads, and a `.pitchside-league.json` file.
import { z } from 'zod'
import { AI_LEVELS, type AiLevel } from '../ai/types'
import { MAX_TREASURY, TREASURY_STEP } from '../rules/classic/data/teamSchema'
import { nameSchema, PLAYER_NAME_MAX } from '../rules/teamCheck'

export const LEAGUE_NAME_MAX = 40
/** Points per result: the league's own choice (no seed sets them); 3/1/0 is the common club default. */
export const DEFAULT_POINTS = { win: 3, draw: 1, loss: 0 } as const
const POINTS_MAX = 10

const pointSchema = z
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(POINTS_MAX, `must be at most ${POINTS_MAX}`)

export const pointsSchema = z.strictObject({ win: pointSchema, draw: pointSchema, loss: pointSchema })

/** Who coaches a team in its fixtures: a human at the table, or main's AI at a level. */
export const coachSchema = z.union(
  [z.literal('human'), z.enum(AI_LEVELS as unknown as [AiLevel, ...AiLevel[]])],
  { error: `must be "human" or an AI level (${AI_LEVELS.join(', ')})` },
)
export type Coach = z.output<typeof coachSchema>

/** A Classic league's starting treasury in gold (treasury.ts); absent: the one-off 1,000,000. */
export function treasurySchema() {
  return z
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(MAX_TREASURY, `must be at most ${MAX_TREASURY}`)
    .multipleOf(TREASURY_STEP, `must be a multiple of ${TREASURY_STEP}`)
}

/**
 * `twice`: every pair meets twice, home and away (default once). `leagueRegeneration` (Classic): Regeneration
 * works on 4+ in the league's games — 003 Regeneration NOTE "During a League, the dice roll requirements can be
 * increased to a 4+" and [WD] [JJ] "For league play, players with Regeneration regenerate on a 4+"; absent = on,
 * false keeps the one-off 2+ for a club that wants it. `advancement` (Classic, Cross Check): star players reach
 * levels by their points (advancement.ts); absent = off, as in every league made before it. `treasury` (Classic):
 * what each team may cost to enter the league (treasury.ts); absent = the one-off 1,000,000, so league files and
 * rows from before it read as that.
 */
export const leagueOptionsSchema = z.strictObject({
  twice: z.boolean(),
  leagueRegeneration: z.boolean().optional(),
  advancement: z.boolean().optional(),
  treasury: treasurySchema().optional(),
})
export type LeagueOptions = z.output<typeof leagueOptionsSchema>

export const leagueNameSchema = nameSchema(LEAGUE_NAME_MAX)

export const leagueSettingsSchema = z.strictObject({
  name: leagueNameSchema,
  ruleset: z.enum(['classic', 'blitz', 'crosscheck'], {
    error: 'must be "classic", "blitz" or "crosscheck"',
  }),
  points: pointsSchema,
  options: leagueOptionsSchema,
})
export type LeagueSettings = z.output<typeof leagueSettingsSchema>

const tallySchema = z
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(999, 'must be at most 999')

/** A Classic casualty that outlasts its match (002 injuries 11 and 12): whose, which player, and how bad. */
export const lastingInjurySchema = z.strictObject({
  side: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 (home) or 1 (away)' }),
  number: z.int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99'),
  name: nameSchema(PLAYER_NAME_MAX),
  kind: z.enum(['serious-injury', 'dead'], { error: 'must be "serious-injury" or "dead"' }),
  /**
   * A dead player's coach's answer (removals.ts): `removed` from the saved team, or `kept` on it (he still misses the
   * league's later fixtures). Absent: not answered yet, and always for a Serious Injury.
   */
  answer: z.enum(['removed', 'kept'], { error: 'must be "removed" or "kept"' }).optional(),
})

const earnedSchema = z
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(99, 'must be at most 99')

/** A player's star player points from one match (starPlayers.ts); absent from results kept before they were. */
export const matchStarPlayerSchema = z.strictObject({
  side: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 (home) or 1 (away)' }),
  number: z.int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99'),
  name: z.string().max(PLAYER_NAME_MAX, `must be at most ${PLAYER_NAME_MAX} characters`),
  spp: z.int('must be a whole number').min(1, 'must be at least 1').max(999, 'must be at most 999'),
  // What earned them (Classic, classicStars.ts); absent from Cross Check's and older results.
  td: earnedSchema.optional(),
  cas: earnedSchema.optional(),
  comp: earnedSchema.optional(),
  int: earnedSchema.optional(),
  mvp: earnedSchema.optional(),
})

/**
 * A played fixture's score and casualties inflicted, home first, and (Classic) the injuries that outlast it: who
 * misses the team's next fixture or the rest of the league (absences.ts), and the star player points each player
 * earned (starPlayers.ts).
 */
export const fixtureResultSchema = z.strictObject({
  score: z.tuple([tallySchema, tallySchema]),
  casualties: z.tuple([tallySchema, tallySchema]),
  injuries: z.array(lastingInjurySchema).max(64, 'lists at most 64 injuries').optional(),
  starPlayers: z.array(matchStarPlayerSchema).max(64, 'lists at most 64 players').optional(),
})

export type LeagueProblem = 'malformed' | 'invalid' | 'newer-version' | 'too-large'

/** Why a league or league file was refused, and the field at fault (`teams[2].team.players[3].name`). */
export class LeagueError extends Error {
  constructor(
    readonly reason: LeagueProblem,
    readonly field: string,
    message: string,
    /** What the refusal names beyond the field, for the renderer to word (`why: 'over-treasury'`, the team...). */
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message)
    this.name = 'LeagueError'
  }
}
