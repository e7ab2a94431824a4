// Checks a team builder draft with the same schemas main saves with (savedTeam.ts; a Classic team carries its own
// treasury, which teamSchema.ts holds its price to) and maps every zod issue to the field the screen shows it next to
// and to a message key with its values, so the screen can say it in the coach's language. An issue no key covers
// keeps its English text (`raw`) as the fallback.
import type { z } from 'zod'
import { parseReadable } from '../../rules/teamCheck'
import { savedTeamSchema, type SavedTeam } from '../savedTeam'
import { toSavedTeam, type TeamDraft } from './draft'

export type ErrorKey =
  | 'empty'
  | 'tooLong'
  | 'notWhole'
  | 'atLeast'
  | 'atMost'
  | 'step'
  | 'missing'
  | 'numberTaken'
  | 'playerCount'
  | 'positionLimit'
  | 'overTreasury'
  | 'crossCheckBench'
  | 'raw'

export interface FieldError {
  /**
   * The field: 'name', 'rerolls', 'fanFactor', 'assistantCoaches', 'treasury', 'players' (the list as a whole),
   * 'players.3.name', 'players.3.number', 'players.3' (the player otherwise), or 'team'.
   */
  readonly field: string
  readonly key: ErrorKey
  readonly values: Readonly<Record<string, string | number>>
  /** The schema's own English text. */
  readonly raw: string
}

export type DraftCheck =
  | { readonly ok: true; readonly team: SavedTeam; readonly errors: readonly [] }
  | { readonly ok: false; readonly errors: readonly FieldError[] }

export function checkDraft(draft: TeamDraft): DraftCheck {
  const saved = toSavedTeam(draft)
  const issues: { path: PropertyKey[]; issue: z.core.$ZodIssue }[] = []
  const parsed = parseReadable(savedTeamSchema, saved)
  if (!parsed.success) for (const issue of parsed.error.issues) issues.push({ path: issue.path, issue })
  if (draft.ruleset !== 'classic' && !parsed.success) issues.push(...numberClashes(draft.players))
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const { path, issue } of issues) {
    const error = fieldError(draft.ruleset, path, issue)
    const id = `${error.field}|${error.raw}`
    if (seen.has(id)) continue
    seen.add(id)
    errors.push(error)
  }
  return errors.length === 0 && parsed.success
    ? { ok: true, team: parsed.data, errors: [] }
    : { ok: false, errors }
}

/**
 * Shirt numbers worn twice in a Blitz Bowl or Cross Check line-up, in the saved-team schema's own words: the schema
 * checks them only once everything else passed, and the coach should see them beside the other errors at once.
 */
function numberClashes(
  players: readonly { readonly number: number }[],
): { path: PropertyKey[]; issue: z.core.$ZodIssue }[] {
  const worn = new Map<number, number>()
  const out: { path: PropertyKey[]; issue: z.core.$ZodIssue }[] = []
  players.forEach((player, i) => {
    const first = worn.get(player.number)
    if (first === undefined) {
      worn.set(player.number, i)
      return
    }
    const path = ['players', i, 'number']
    const message = `number ${player.number} is already worn by players[${first}]`
    out.push({ path, issue: { code: 'custom', path, message, input: player.number } })
  })
  return out
}

/** The errors shown next to one field. */
export const errorsAt = (errors: readonly FieldError[], field: string): FieldError[] =>
  errors.filter((e) => e.field === field)

function fieldError(
  ruleset: TeamDraft['ruleset'],
  path: readonly PropertyKey[],
  issue: z.core.$ZodIssue,
): FieldError {
  const { key, values } = keyOf(issue)
  return {
    field: fieldOf(ruleset, path),
    key,
    values,
    raw: issue.message,
  }
}

/** A saved team's issue path → the builder's field (see FieldError.field). */
export function fieldOf(ruleset: TeamDraft['ruleset'], path: readonly PropertyKey[]): string {
  const [head, second, third, fourth] = path
  if (path.length === 1 && head === 'name') return 'name'
  if (head === 'team' && path.length === 2 && second === 'name') return 'name'
  if (
    head === 'team' &&
    path.length === 2 &&
    typeof second === 'string' &&
    ['rerolls', 'fanFactor', 'assistantCoaches', 'treasury'].includes(second)
  )
    return second
  // Classic players are the team's; Blitz Bowl's and Cross Check's are `players` (numbers, names) and the team's.
  const inTeam = head === 'team' && second === 'players'
  const own = ruleset !== 'classic' && head === 'players'
  if (inTeam || own) {
    const index = inTeam ? third : second
    const leaf = inTeam ? fourth : third
    if (typeof index !== 'number') return 'players'
    if (leaf === 'name' || leaf === 'number') return `players.${index}.${leaf}`
    return `players.${index}`
  }
  return 'team'
}

const PATTERNS: readonly [RegExp, ErrorKey, readonly string[]][] = [
  [/^number (\d+) is already worn/, 'numberTaken', ['number']],
  [/^a team has (\d+) to (\d+) players, this one has (\d+)/, 'playerCount', ['min', 'max', 'count']],
  [/^(\d+) × (.+), the limit is (\d+)$/, 'positionLimit', ['count', 'position', 'max']],
  [/^more than (\d+) (.+)$/, 'positionLimit', ['max', 'position']],
  [/^costs (\d+) gold, more than the treasury of (\d+)$/, 'overTreasury', ['cost', 'treasury']],
  [
    /^a team needs at least (\d+) skaters and (\d+) goalies, at most (\d+) players$/,
    'crossCheckBench',
    ['skaters', 'goalies', 'max'],
  ],
  [/^must not be empty$/, 'empty', []],
  [/^is missing$/, 'missing', []],
]

function keyOf(issue: z.core.$ZodIssue): { key: ErrorKey; values: Record<string, string | number> } {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'tooLong', values: { max: Number(issue.maximum) } }
  if (issue.code === 'too_big' && issue.origin === 'number')
    return { key: 'atMost', values: { max: Number(issue.maximum) } }
  if (issue.code === 'too_small' && issue.origin === 'number')
    return { key: 'atLeast', values: { min: Number(issue.minimum) } }
  if (issue.code === 'not_multiple_of') return { key: 'step', values: { step: Number(issue.divisor) } }
  if (issue.code === 'invalid_type' && issue.expected === 'number') return { key: 'notWhole', values: {} }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { key: 'notWhole', values: {} }
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(issue.message)
    if (!match) continue
    const values: Record<string, string | number> = {}
    names.forEach((name, i) => {
      const text = match[i + 1]
      values[name] = /^\d+$/.test(text) ? Number(text) : text
    })
    return { key, values }
  }
  return { key: 'raw', values: { message: issue.message } }
}
