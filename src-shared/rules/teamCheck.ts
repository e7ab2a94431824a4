// What every ruleset's team schema shares: turning zod's issues into short sentences that name the field
// (`players[3].skills[0]: unknown skill "Blok"`), and the TeamCheck a ruleset's `checkTeam` answers.
import { z } from 'zod'
import type { TeamCheck } from '../engine/api'

/** Name lengths are the project's choice (no seed prints one), the same in every game. */
export const TEAM_NAME_MAX = 60
export const PLAYER_NAME_MAX = 40

/** A team's or player's name: some text, not only blanks, at most `max` characters. */
export const nameSchema = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => s.trim() !== '', 'must not be empty')

/** A roster, card or position id as a team names it (looked up afterwards; bounded so a hostile one stays small). */
export const idSchema = z.string().max(64, 'must be at most 64 characters')

/**
 * The fields a Blitz Bowl or Cross Check team has besides its card or roster id: an optional name, and optionally
 * its players by position with their names (Classic's players carry their whole stat line instead).
 */
export function lineupFields(maxPlayers: number, tooMany: string) {
  return {
    name: nameSchema(TEAM_NAME_MAX).optional(),
    players: z
      .array(z.strictObject({ positionId: idSchema, name: nameSchema(PLAYER_NAME_MAX).optional() }))
      .max(maxPlayers, tooMany)
      .optional(),
  }
}

/** At most this many issues are reported, each at most ISSUE_MAX characters: a hostile team must not flood. */
export const ISSUES_MAX = 5
export const ISSUE_MAX = 200

/** `['players', 3, 'skills', 0]` → `players[3].skills[0]`; the team itself is `team`. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path)
    out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`
  return out === '' ? 'team' : out
}

export function issueTexts(error: z.ZodError): string[] {
  return error.issues.slice(0, ISSUES_MAX).map((issue) => clip(`${pathText(issue.path)}: ${issue.message}`))
}

/** A schema's parse with this file's wording for missing fields, wrong types and unknown keys. */
export function parseReadable<T>(schema: z.ZodType<T>, value: unknown) {
  return schema.safeParse(value, { error: readable })
}

/** Parses a team with its ruleset's schema: its roster id, or the issues. */
export function checkTeamWith<T>(
  schema: z.ZodType<T>,
  team: unknown,
  rosterIdOf: (team: T) => string,
): TeamCheck {
  const parsed = parseReadable(schema, team)
  return parsed.success
    ? { ok: true, rosterId: rosterIdOf(parsed.data) }
    : { ok: false, issues: issueTexts(parsed.error) }
}

/** A quoted value for an issue, clipped (a 200,000-character name must not come back whole). */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 39)}…"` : text
}

function clip(text: string): string {
  return text.length > ISSUE_MAX ? `${text.slice(0, ISSUE_MAX - 1)}…` : text
}

/** zod's wording for the common cases, in the words the rest of the app uses. */
function readable(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type')
    return issue.input === undefined
      ? 'is missing'
      : `must be ${article(issue.expected)}, not ${kind(issue.input)}`
  if (issue.code === 'unrecognized_keys') return `has no field ${issue.keys.map((k) => quoted(k)).join(', ')}`
  return undefined
}

function article(expected: string): string {
  const names: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  }
  return names[expected] ?? expected
}

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `the text ${quoted(value)}`
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${String(value)}`
}
