// A whole league as a `.pitchside-league.json` file a club can pass around (issue 23 point 4): its settings, its
// teams (each a whole saved team with its coach), and its fixtures with their results. Game ids are not carried (the
// games live in one machine's saves; their replays travel as replay files), so a fixture under way is written as
// scheduled. Reading one refuses, before anything is stored: text too long, not JSON, another format, a newer
// version, and any bad field, named (`teams[2].team.players[3].name: …`).
import { z } from 'zod'
import { fileSlug } from '../fileName'
import { parseReadable, pathText } from '../rules/teamCheck'
import { parseSavedTeam, TeamError, type SavedTeam } from '../teams/savedTeam'
import { roundRobin, LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN } from './fixtures'
import {
  coachSchema,
  fixtureResultSchema,
  LeagueError,
  leagueSettingsSchema,
  type Coach,
  type LeagueSettings,
} from './league'
import type { FixtureResult } from './standings'

export const LEAGUE_FORMAT = 'pitchside-league'
export const LEAGUE_VERSION = 1
export const LEAGUE_FILE_SUFFIX = '.pitchside-league.json'
/** Sixteen team files at their largest and a double round-robin of results stay well inside this. */
export const MAX_LEAGUE_FILE_CHARS = 1_000_000

export interface LeagueFileFixture {
  readonly round: number
  readonly home: number
  readonly away: number
  readonly status: 'scheduled' | 'played'
  readonly result?: FixtureResult
}

export interface LeagueFile {
  readonly format: typeof LEAGUE_FORMAT
  readonly version: typeof LEAGUE_VERSION
  readonly league: LeagueSettings
  readonly teams: readonly { readonly coach: Coach; readonly team: SavedTeam }[]
  readonly fixtures: readonly LeagueFileFixture[]
}

const fixtureSchema = z
  .strictObject({
    round: z
      .int()
      .min(1)
      .max(2 * LEAGUE_TEAMS_MAX),
    home: z
      .int()
      .min(0)
      .max(LEAGUE_TEAMS_MAX - 1),
    away: z
      .int()
      .min(0)
      .max(LEAGUE_TEAMS_MAX - 1),
    status: z.enum(['scheduled', 'played'], { error: 'must be "scheduled" or "played"' }),
    result: fixtureResultSchema.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.status === 'played' && !f.result)
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'a played fixture has a result' })
    if (f.status === 'scheduled' && f.result)
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'a scheduled fixture has no result yet' })
  })

const fileSchema = z.strictObject({
  format: z.literal(LEAGUE_FORMAT),
  version: z.literal(LEAGUE_VERSION),
  league: leagueSettingsSchema,
  teams: z
    .array(z.strictObject({ coach: coachSchema, team: z.record(z.string(), z.unknown()) }))
    .min(LEAGUE_TEAMS_MIN, `a league has at least ${LEAGUE_TEAMS_MIN} teams`)
    .max(LEAGUE_TEAMS_MAX, `a league has at most ${LEAGUE_TEAMS_MAX} teams`),
  fixtures: z.array(fixtureSchema).max(LEAGUE_TEAMS_MAX * (LEAGUE_TEAMS_MAX - 1)),
})

/** The file's text and a suggested file name (from the league's name). */
export function exportLeague(file: LeagueFile): { fileName: string; text: string } {
  const checked = checkLeagueFile(file)
  const slug = fileSlug(checked.league.name, 'league')
  return { fileName: `${slug}${LEAGUE_FILE_SUFFIX}`, text: `${JSON.stringify(checked, null, 2)}\n` }
}

/** Reads a league file's text; throws a LeagueError naming the field at fault. */
export function parseLeagueFile(text: string): LeagueFile {
  if (text.length > MAX_LEAGUE_FILE_CHARS) {
    throw new LeagueError(
      'too-large',
      '',
      `This file is ${text.length} characters; a league file is at most ${MAX_LEAGUE_FILE_CHARS}.`,
    )
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new LeagueError('malformed', '', `This is not a JSON file: ${(error as Error).message}`)
  }
  return checkLeagueFile(value)
}

/** Checks a league file's contents field by field; throws a LeagueError naming the first bad one. */
export function checkLeagueFile(value: unknown): LeagueFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LeagueError('malformed', '', 'A league file holds one JSON object.')
  }
  const { format, version } = value as { format?: unknown; version?: unknown }
  if (format !== LEAGUE_FORMAT) {
    throw new LeagueError(
      'malformed',
      'format',
      `format: not a Pitchside league (expected "${LEAGUE_FORMAT}").`,
    )
  }
  if (typeof version === 'number' && Number.isInteger(version) && version > LEAGUE_VERSION) {
    throw new LeagueError(
      'newer-version',
      'version',
      `version: this league is format ${version}, made by a newer Pitchside (this one reads up to ` +
        `${LEAGUE_VERSION}). Update Pitchside to open it.`,
    )
  }
  // JSON.parse keeps a "__proto__" key as a field, and zod's objects pass over it silently: refuse it by name.
  const proto = protoKeyPath(value, [])
  if (proto) throw invalid(pathText(proto), 'is not a field of a league file')
  const parsed = parseReadable(fileSchema, value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path
    const field = path.length === 0 ? '' : pathText(path)
    throw invalid(field, issue.message)
  }
  const { league, fixtures } = parsed.data
  const teams = parsed.data.teams.map((entry, i) => {
    let team: SavedTeam
    try {
      // The saved-team check refuses a "__proto__" key anywhere, a newer team version and any bad field.
      team = parseSavedTeam(entry.team)
    } catch (error) {
      if (!(error instanceof TeamError)) throw error
      const field = `teams[${i}].team${error.field ? `.${error.field}` : ''}`
      const reason = error.reason === 'newer-version' ? 'newer-version' : 'invalid'
      throw new LeagueError(reason, field, `teams[${i}].team: ${error.message}`)
    }
    if (team.ruleset !== league.ruleset)
      throw invalid(
        `teams[${i}].team.ruleset`,
        `is a ${team.ruleset} team; this league plays ${league.ruleset}`,
      )
    return { coach: entry.coach, team }
  })
  // The fixtures are the league's round-robin and nothing else, so a file cannot make a team play itself, twice
  // in a round, or a pair meet more often than the league says.
  const expected = roundRobin(teams.length, league.options)
  if (fixtures.length !== expected.length)
    throw invalid(
      'fixtures',
      `lists ${fixtures.length} fixtures; ${teams.length} teams play ${expected.length}`,
    )
  fixtures.forEach((f, i) => {
    const e = expected[i]
    if (f.round !== e.round || f.home !== e.home || f.away !== e.away)
      throw invalid(
        `fixtures[${i}]`,
        `must be round ${e.round}, team ${e.home} v team ${e.away} (the league's round-robin)`,
      )
  })
  return { format: LEAGUE_FORMAT, version: LEAGUE_VERSION, league, teams, fixtures }
}

function invalid(field: string, message: string): LeagueError {
  const text = `${field || 'league'}: ${message}`
  return new LeagueError('invalid', field, text.length > 300 ? `${text.slice(0, 299)}…` : text)
}

/** The path of the first own "__proto__" key in a JSON value, or null. */
function protoKeyPath(value: unknown, at: (string | number)[]): (string | number)[] | null {
  if (typeof value !== 'object' || value === null || at.length > 12) return null
  if (Object.hasOwn(value, '__proto__')) return [...at, '__proto__']
  for (const [key, item] of Object.entries(value)) {
    const found = protoKeyPath(item, [...at, Array.isArray(value) ? Number(key) : key])
    if (found) return found
  }
  return null
}
