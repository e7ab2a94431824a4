// The Classic team schema: what a team in `GameSetup.teams` may be when it comes from outside (a replay file, the
// team builder of issue 23). `buildDefaultTeam` makes such teams and `validateTeam` checks one with this schema;
// replay import refuses any other (ruleset.checkTeam). Where each bound comes from:
// - 11 to 16 players, at most 11 on the pitch: game-facts A1. Position limits, prices, MA/ST/AG/AV and starting
//   skills: the roster (game-facts A9); a player has exactly his position's characteristics and skills, because no
//   seed lets a new team buy more. What he learned in a league lives apart, in his optional `advances`
//   (advanceSkills.ts: 003's General, Agility, Strength or Passing skills he lacks, at most one per level; a team file
//   holds no points, so the schema bounds them at the most a Legend has and the league checks them against his level).
// - Team re-rolls 0..8: 004 (Reroll's) keeps them as counters on the dug-out sheet and prints no limit; 8 is the
//   engine's own bound (ruleset.ts checkTeam) and the most any roster's price list is drawn for.
// - Fan Factor and assistant coaches 0..20: 004's kick-off table adds them to 2D6 / D6 (Cheering Fans, Brilliant
//   Coaching...) and prints no limit; 20 is the project's bound, as for scenario files.
// - Shirt numbers 1..99, unique; names up to 60 (team) and 40 (player) characters: the project's choice, enough
//   for every default team and for the Load list.
// - The treasury (issue 23 point 1): the gold the team was built within, its own field — 0 to MAX_TREASURY in steps
//   of TREASURY_STEP, absent = DEFAULT_TREASURY (the project's 1,000,000 for one-off games, teamBuilder.ts), so every
//   team and file from before it reads as that. The team's price (players and re-rolls) is at most its own treasury;
//   no seed prices a team, so the bounds are the project's, the same as a league's starting treasury.
import { z } from 'zod'
import { nameSchema, PLAYER_NAME_MAX, quoted, TEAM_NAME_MAX } from '../../teamCheck'
import { ROSTERS } from './rosters/index'
import type { Position, Roster } from './rosterSchema'
import { isAdvanceSkill, MAX_ADVANCES } from './advanceSkills'
import { skillById } from './skills'

export const MIN_PLAYERS = 11
export const MAX_PLAYERS = 16
export const DEFAULT_TREASURY = 1_000_000
/** A team's or a league's starting treasury: 0 to this, in steps of TREASURY_STEP (the project's; no seed sets one). */
export const MAX_TREASURY = 5_000_000
export const TREASURY_STEP = 10_000
export const MAX_REROLLS = 8
export const MAX_FAN_FACTOR = 20
export const MAX_ASSISTANT_COACHES = 20
export { PLAYER_NAME_MAX, TEAM_NAME_MAX }

const whole = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

/** A team's own treasury (see the file's head). */
const treasurySchema = whole(0, MAX_TREASURY).multipleOf(
  TREASURY_STEP,
  `must be a multiple of ${TREASURY_STEP}`,
)

const playerCount = (issue: { readonly input?: unknown }) =>
  `a team has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, this one has ${(issue.input as unknown[]).length}`

const playerSchema = z.strictObject({
  positionId: z.string().max(64, 'must be at most 64 characters'),
  name: nameSchema(PLAYER_NAME_MAX),
  number: whole(1, 99),
  // The roster schema's ranges; that they are the position's own is checked with the roster below.
  ma: whole(1, 10),
  st: whole(1, 10),
  ag: whole(1, 6),
  av: whole(1, 12),
  skills: z.array(z.string().max(40, 'must be at most 40 characters')).max(16, 'lists at most 16 skills'),
  /** Skills learned by advancement in a league (absent: none), in the order taken; checked in checkAdvances. */
  advances: z
    .array(z.string().max(40, 'must be at most 40 characters'))
    .max(MAX_ADVANCES, `lists at most ${MAX_ADVANCES} advances (a Legend's)`)
    .optional(),
})

const baseSchema = z.strictObject({
  rosterId: z.string().max(64, 'must be at most 64 characters'),
  name: nameSchema(TEAM_NAME_MAX),
  rerolls: whole(0, MAX_REROLLS),
  players: z
    .array(playerSchema)
    .min(MIN_PLAYERS, { error: playerCount })
    .max(MAX_PLAYERS, { error: playerCount }),
  fanFactor: whole(0, MAX_FAN_FACTOR).optional(),
  assistantCoaches: whole(0, MAX_ASSISTANT_COACHES).optional(),
  /** The gold the team was built within; absent = DEFAULT_TREASURY (see the file's head). */
  treasury: treasurySchema.optional(),
})

export type ClassicTeam = z.output<typeof baseSchema>

/** Gold a team costs: its players at their positions' prices plus its re-rolls; unknown positions cost 0. */
export function teamCostIn(
  roster: Roster,
  team: { readonly rerolls: number; readonly players: readonly { readonly positionId: string }[] },
): number {
  const prices = new Map(roster.positions.map((p) => [p.id, p.cost]))
  return (
    team.players.reduce((sum, p) => sum + (prices.get(p.positionId) ?? 0), 0) +
    team.rerolls * roster.rerollCost
  )
}

/** The rules a team's fields must meet together: its roster's positions, limits, skills and price. */
function checkWithRoster(team: ClassicTeam, ctx: z.RefinementCtx, treasury: number | null): void {
  if (!Object.hasOwn(ROSTERS, team.rosterId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['rosterId'],
      message: `no Classic roster ${quoted(team.rosterId)}`,
    })
    return
  }
  const roster = ROSTERS[team.rosterId]
  const positions = new Map<string, Position>(roster.positions.map((p) => [p.id, p]))
  const used = new Map<string, number>()
  const numbers = new Map<number, number>()
  team.players.forEach((player, i) => {
    const at = (...path: (string | number)[]) => ['players', i, ...path]
    const shirt = numbers.get(player.number)
    if (shirt !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: at('number'),
        message: `number ${player.number} is already worn by players[${shirt}]`,
      })
    else numbers.set(player.number, i)
    const position = positions.get(player.positionId)
    if (!position) {
      const message = `${roster.name} has no position ${quoted(player.positionId)}`
      ctx.addIssue({ code: 'custom', path: at('positionId'), message })
      return
    }
    used.set(position.id, (used.get(position.id) ?? 0) + 1)
    for (const stat of ['ma', 'st', 'ag', 'av'] as const)
      if (player[stat] !== position[stat])
        ctx.addIssue({
          code: 'custom',
          path: at(stat),
          message: `is ${player[stat]}, a ${position.name} has ${position[stat]}`,
        })
    const seen = new Set<string>()
    player.skills.forEach((skill, k) => {
      const message = !skillById(skill)
        ? `unknown skill ${quoted(skill)}`
        : seen.has(skill)
          ? `${quoted(skill)} is listed twice`
          : !position.skills.includes(skill)
            ? `a ${position.name} does not have ${quoted(skill)}`
            : null
      seen.add(skill)
      if (message !== null) ctx.addIssue({ code: 'custom', path: at('skills', k), message })
    })
    for (const skill of position.skills)
      if (!seen.has(skill))
        ctx.addIssue({
          code: 'custom',
          path: at('skills'),
          message: `a ${position.name} has ${quoted(skill)}`,
        })
    checkAdvances(player.advances ?? [], position, (k, message) =>
      ctx.addIssue({ code: 'custom', path: at('advances', k), message }),
    )
  })
  for (const [id, n] of used) {
    const position = positions.get(id)!
    if (n > position.max)
      ctx.addIssue({
        code: 'custom',
        path: ['players'],
        message: `${n} × ${position.name}, the limit is ${position.max}`,
      })
  }
  if (treasury !== null) {
    const cost = teamCostIn(roster, team)
    if (cost > treasury)
      ctx.addIssue({
        code: 'custom',
        // Named on the treasury: raising it (or spending less) is the fix.
        path: ['treasury'],
        message: `costs ${cost} gold, more than the treasury of ${treasury}`,
      })
  }
}

/** A player's advances: each a skill he may learn (advanceSkills.ts), not one of his position's, none twice. */
function checkAdvances(
  advances: readonly string[],
  position: Position,
  report: (index: number, message: string) => void,
): void {
  const seen = new Set<string>()
  advances.forEach((skill, k) => {
    const message = !skillById(skill)
      ? `unknown skill ${quoted(skill)}`
      : seen.has(skill)
        ? `${quoted(skill)} is listed twice`
        : position.skills.includes(skill)
          ? `a ${position.name} has ${quoted(skill)} already`
          : !isAdvanceSkill(skill)
            ? `${quoted(skill)} is not a skill a player can learn (General, Agility, Strength or Passing)`
            : null
    seen.add(skill)
    if (message !== null) report(k, message)
  })
}

/** The treasury a team is held to: its own, else the one-off default. */
export const ownTreasury = (team: { readonly treasury?: number }): number => team.treasury ?? DEFAULT_TREASURY

/** Whether the team's own treasury is one to price it against (a bad one is named by its field alone). */
const fitTreasury = (team: ClassicTeam): boolean =>
  team.treasury === undefined || treasurySchema.safeParse(team.treasury).success

/**
 * The schema with a treasury to spend: `'own'` the team's own (ownTreasury), a number that one whatever the team
 * says, null any price (as when a coach only checks a line-up).
 */
export function classicTeamSchemaFor(options: { readonly treasury: number | 'own' | null }) {
  const { treasury } = options
  return baseSchema.superRefine((team, ctx) =>
    checkWithRoster(team, ctx, treasury !== 'own' ? treasury : fitTreasury(team) ? ownTreasury(team) : null),
  )
}

/** A Classic team as the app builds one, within its own treasury: see the file's head for each rule. */
export const classicTeamSchema = classicTeamSchemaFor({ treasury: 'own' })
