// A team a coach built and named (issue 23 point 2), as the save store keeps it and a `.pitchside-team.json`
// file carries it: `{format, version, ruleset, name, team, players?}`. `team` is exactly what that ruleset's team
// schema (rules/teamSchemas.ts, the one replay import uses) accepts, so a saved team always plays. Names and
// numbers live in one place only:
// - Classic: the team's own players carry name and shirt number (teamSchema.ts); `players` is not given.
// - Blitz Bowl and Cross Check: the engine's team has no numbers, so `players` (optional) numbers and names the
//   line-up, one entry per player in line-up order (the team's `players` if it lists them, else the card's or
//   roster's default line-up). A name the team's own players also give must be the same one.
// The team's own `name`, where given, is the saved name. A newer `version` is refused before anything else is read.
import { z } from 'zod'
import { blitzTeamSchema, classicTeamSchema, crossCheckTeamSchema } from '../rules/teamSchemas'
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../rules/crosscheck/data/teams'
import { nameSchema, parseReadable, pathText, quoted } from '../rules/teamCheck'

export const TEAM_FORMAT = 'pitchside-team'
/** The saved-team format this app writes and reads. */
export const TEAM_VERSION = 1
export const SAVED_TEAM_NAME_MAX = 40
export const SAVED_PLAYER_NAME_MAX = 30

const numberSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(99, 'must be at most 99')

/** A Blitz Bowl or Cross Check player's shirt number and name, in line-up order. */
export const savedPlayerSchema = z.strictObject({
  number: numberSchema,
  name: nameSchema(SAVED_PLAYER_NAME_MAX),
})

const common = {
  format: z.literal(TEAM_FORMAT, { error: `must be "${TEAM_FORMAT}"` }),
  version: z.literal(TEAM_VERSION, { error: `must be ${TEAM_VERSION}` }),
  name: nameSchema(SAVED_TEAM_NAME_MAX),
  players: z.array(savedPlayerSchema).max(16, 'lists at most 16 players').optional(),
}

const baseSchema = z.discriminatedUnion(
  'ruleset',
  [
    z.strictObject({ ruleset: z.literal('classic'), team: classicTeamSchema, ...common }),
    z.strictObject({ ruleset: z.literal('blitz'), team: blitzTeamSchema, ...common }),
    z.strictObject({ ruleset: z.literal('crosscheck'), team: crossCheckTeamSchema, ...common }),
  ],
  { error: 'must be "classic", "blitz" or "crosscheck"' },
)

export const savedTeamSchema = baseSchema.superRefine(
  (saved, ctx) => {
    if (saved.team.name !== undefined && saved.team.name !== saved.name)
      ctx.addIssue({
        code: 'custom',
        path: ['team', 'name'],
        message: `must be the team's name ${quoted(saved.name)}`,
      })
    if (saved.players === undefined) return
    if (saved.ruleset === 'classic') {
      const message = "a Classic team's players carry their names and numbers in team.players"
      ctx.addIssue({ code: 'custom', path: ['players'], message })
      return
    }
    const size = lineupSize(saved.ruleset, saved.team)
    if (saved.players.length !== size)
      ctx.addIssue({
        code: 'custom',
        path: ['players'],
        message: `lists ${saved.players.length} player${saved.players.length === 1 ? '' : 's'}, the team has ${size}`,
      })
    const numbers = new Map<number, number>()
    saved.players.forEach((player, i) => {
      const worn = numbers.get(player.number)
      if (worn !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['players', i, 'number'],
          message: `number ${player.number} is already worn by players[${worn}]`,
        })
      else numbers.set(player.number, i)
      const own = saved.team.players?.[i]?.name
      if (own !== undefined && own !== player.name)
        ctx.addIssue({
          code: 'custom',
          path: ['team', 'players', i, 'name'],
          message: `must be players[${i}].name ${quoted(player.name)}`,
        })
    })
    // Only over a team that passed every field (its card or roster known): the team's own refinements report custom
    // issues that do not stop zod, and this one reads the card or roster.
  },
  { when: (payload) => payload.issues.length === 0 },
)

export type SavedTeam = z.output<typeof savedTeamSchema>
export type SavedPlayer = z.output<typeof savedPlayerSchema>

/** How many players a Blitz Bowl or Cross Check team fields (its team must have passed its schema). */
function lineupSize(
  ruleset: 'blitz' | 'crosscheck',
  team: { players?: readonly unknown[]; teamId?: string; rosterId?: string },
): number {
  if (team.players) return team.players.length
  if (ruleset === 'blitz') return TEAM_BY_ID[team.teamId!].positions.reduce((n, p) => n + p.count, 0)
  return defaultPlayers(CROSSCHECK_ROSTERS[team.rosterId!]).length
}

export type TeamProblem = 'malformed' | 'invalid' | 'newer-version' | 'too-large' | 'in-league'

/**
 * Why a saved team or team file was refused, and the field at fault (`team.players[3].number`; '' for all of it);
 * `in-league` names the league that keeps the team.
 */
export class TeamError extends Error {
  constructor(
    readonly reason: TeamProblem,
    readonly field: string,
    message: string,
    readonly league?: string,
  ) {
    super(message)
    this.name = 'TeamError'
  }
}

/** Checks a saved team (from the store, a request or a file); throws a TeamError naming the first bad field. */
export function parseSavedTeam(value: unknown): SavedTeam {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TeamError('invalid', '', 'A saved team is a JSON object.')
  }
  const { format, version } = value as { format?: unknown; version?: unknown }
  if (format !== TEAM_FORMAT) {
    throw new TeamError('malformed', 'format', `format: not a Pitchside team (expected "${TEAM_FORMAT}").`)
  }
  if (typeof version === 'number' && Number.isInteger(version) && version > TEAM_VERSION) {
    throw new TeamError(
      'newer-version',
      'version',
      `version: this team is format ${version}, made by a newer Pitchside (this one reads up to ` +
        `${TEAM_VERSION}). Update Pitchside to use it.`,
    )
  }
  // JSON.parse keeps a "__proto__" key as a field, and zod's objects pass over it silently: refuse it by name.
  const proto = protoKeyPath(value, [])
  if (proto) {
    const field = pathText(proto)
    throw new TeamError('invalid', field, `${field}: is not a field of a team`)
  }
  const parsed = parseReadable(savedTeamSchema, value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path
  const field = path.length === 0 ? '' : pathText(path)
  const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problems)` : ''
  const message = `${field || 'team'}: ${issue.message}${more}`
  throw new TeamError('invalid', field, message.length > 300 ? `${message.slice(0, 299)}…` : message)
}

/** The path of the first own "__proto__" key in a JSON value, or null. */
function protoKeyPath(value: unknown, at: (string | number)[]): (string | number)[] | null {
  if (typeof value !== 'object' || value === null || at.length > 8) return null
  if (Object.hasOwn(value, '__proto__')) return [...at, '__proto__']
  for (const [key, item] of Object.entries(value)) {
    const found = protoKeyPath(item, [...at, Array.isArray(value) ? Number(key) : key])
    if (found) return found
  }
  return null
}
