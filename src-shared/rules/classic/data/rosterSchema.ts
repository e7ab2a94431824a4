// The shape of a Classic roster file (rosters/*.json) and its validation. A roster lists what a team may buy:
// positions with their limit, price, MA/ST/AG/AV and starting skills (game-facts A9), the price of a team
// re-roll and whether an apothecary is allowed. A broken file fails loudly with every problem listed.

import { z } from 'zod'
import { skillById } from './skills'

export const ROLES = ['lineman', 'blitzer', 'thrower', 'catcher', 'runner', 'bigguy', 'special'] as const
/** Silhouette hint for the 3D renderer; it says nothing about the rules. */
export type Role = (typeof ROLES)[number]

const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id like "black-orc-blocker"')
const name = z.string().trim().min(1, 'must not be empty')
const whole = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, min === 0 ? 'must not be negative' : `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

// Stat ranges are wide enough for every roster in game-facts A9 and any later stat increase, and narrow enough
// to catch typos (BSData's "Dark Elf Blitzer ST 6" kind). AG 6+ all roll 1+ on the agility table (002).
const positionSchema = z
  .strictObject({
    id: kebabId,
    name,
    max: whole(0, 16),
    cost: whole(0, 1_000_000),
    ma: whole(1, 10),
    st: whole(1, 10),
    ag: whole(1, 6),
    av: whole(1, 12),
    skills: z.array(z.string()).readonly(),
    bigGuy: z.boolean().optional(),
    role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }),
    /** LRB6 Animosity: the position's race when not the roster's own (default: the roster id). */
    race: kebabId.optional(),
    note: z.string().optional(),
  })
  .superRefine((position, ctx) => {
    const seen = new Set<string>()
    position.skills.forEach((skill, index) => {
      if (skillById(skill) === undefined) {
        ctx.addIssue({ code: 'custom', path: ['skills', index], message: `unknown skill id "${skill}"` })
      } else if (seen.has(skill)) {
        ctx.addIssue({ code: 'custom', path: ['skills', index], message: `skill "${skill}" is listed twice` })
      }
      seen.add(skill)
    })
    if ((position.bigGuy === true) !== (position.role === 'bigguy')) {
      ctx.addIssue({
        code: 'custom',
        path: ['bigGuy'],
        message: "bigGuy must be true exactly when role is 'bigguy'",
      })
    }
  })
  .readonly()

export const rosterSchema = z
  .strictObject({
    id: kebabId,
    name,
    rerollCost: whole(1, 1_000_000),
    apothecary: z.boolean(),
    source: name,
    note: z.string().optional(),
    positions: z.array(positionSchema).min(1, 'must list at least one position').readonly(),
  })
  .superRefine((roster, ctx) => {
    const seen = new Set<string>()
    roster.positions.forEach((position, index) => {
      if (seen.has(position.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['positions', index, 'id'],
          message: `duplicate position id "${position.id}"`,
        })
      }
      seen.add(position.id)
    })
    // game-facts A1: a team fields 11 and has 11-16 players, so the limits must allow at least 11.
    const room = roster.positions.reduce((sum, position) => sum + position.max, 0)
    if (room < 11) {
      ctx.addIssue({
        code: 'custom',
        path: ['positions'],
        message: `position limits allow only ${room} players; a team needs at least 11`,
      })
    }
  })
  .readonly()

export type Roster = z.output<typeof rosterSchema>
export type Position = Roster['positions'][number]

export type RosterErrorCode = 'roster/invalid' | 'roster/unknown'

export class RosterError extends Error {
  override readonly name = 'RosterError'
  readonly code: RosterErrorCode
  readonly issues: string[]

  constructor(code: RosterErrorCode, message: string, issues: string[] = []) {
    super(issues.length > 0 ? `${message}:\n- ${issues.join('\n- ')}` : message)
    this.code = code
    this.issues = issues
  }
}

/** "positions.2.skills.0" -> "positions[2].skills[0]"; the root is "(roster)". */
function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`
  }
  return out === '' ? '(roster)' : out
}

/** Validates a roster file's contents; the result is deeply frozen. Throws RosterError('roster/invalid'). */
export function parseRoster(json: unknown): Roster {
  const result = rosterSchema.safeParse(json, {
    // A missing field reads better as "is missing" than as "expected string, received undefined".
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : undefined),
  })
  if (result.success) return result.data
  const id =
    typeof json === 'object' && json !== null && typeof (json as { id?: unknown }).id === 'string'
      ? (json as { id: string }).id
      : '?'
  const issues = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
  throw new RosterError('roster/invalid', `Roster "${id}" is invalid`, issues)
}
