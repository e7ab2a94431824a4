// A paint scheme: how one team's miniatures are painted, team-wide and per position. Colours for armour, cloth,
// skin, trim and the base rim, and a painted finish (how strongly recesses are shaded and raised edges
// highlighted). The schema is the one gate for schemes from the store, the renderer and imported files; a scheme
// from a newer Pitchside is refused rather than half-read.
import { z } from 'zod'
import { RULESET_IDS } from '../ipc/schemas'

/** The scheme format this app writes and reads; a file with a higher `version` is refused. */
export const SCHEME_VERSION = 1

/** The painted parts of a miniature. `rim` is the coloured band round the base. */
export const PAINT_PARTS = ['armour', 'cloth', 'skin', 'trim', 'rim'] as const
export type PaintPart = (typeof PAINT_PARTS)[number]

/** Positions a scheme may name: more than any roster has, few enough to keep a file small. */
export const MAX_SCHEME_POSITIONS = 32

/** '#rrggbb' (sRGB, as painters pick colours); stored lower-case so equal colours compare equal. */
export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour is "#rrggbb" (six hex digits)')
  .toLowerCase()

/**
 * A team is named by its game and roster: 'classic/orc', 'blitz/elven-union', 'crosscheck/dwarf'. The same
 * roster id means a different team card in each game, so the game is part of the key.
 */
export const teamKeySchema = z
  .string()
  .max(80)
  .regex(
    new RegExp(`^(${RULESET_IDS.join('|')})/[a-z0-9][a-z0-9-]{0,63}$`),
    'a team key is "<game>/<roster id>", e.g. "classic/orc"',
  )

export const positionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a position id is lower-case letters, digits and dashes')

/** Shade (wash in recesses) and highlight (dry-brush on edges) strengths, 0 (none) to 1 (full). */
export const finishSchema = z.strictObject({
  shade: z.number().min(0).max(1),
  highlight: z.number().min(0).max(1),
})

export const partColoursSchema = z.strictObject({
  armour: hexColourSchema,
  cloth: hexColourSchema,
  skin: hexColourSchema,
  trim: hexColourSchema,
  rim: hexColourSchema,
})

/** A position's differences from the team: any parts and/or its own finish. */
export const positionPaintSchema = z.strictObject({
  armour: hexColourSchema.optional(),
  cloth: hexColourSchema.optional(),
  skin: hexColourSchema.optional(),
  trim: hexColourSchema.optional(),
  rim: hexColourSchema.optional(),
  finish: finishSchema.optional(),
})

export const paintSchemeSchema = z.strictObject({
  version: z.literal(SCHEME_VERSION),
  teamKey: teamKeySchema,
  name: z.string().trim().min(1).max(80),
  colours: partColoursSchema,
  finish: finishSchema,
  positions: z
    .record(positionIdSchema, positionPaintSchema)
    .refine((p) => Object.keys(p).length <= MAX_SCHEME_POSITIONS, {
      message: `a scheme names at most ${MAX_SCHEME_POSITIONS} positions`,
    }),
})

export type TeamKey = string
export type Finish = z.infer<typeof finishSchema>
export type PartColours = z.infer<typeof partColoursSchema>
export type PositionPaint = z.infer<typeof positionPaintSchema>
export type PaintScheme = z.infer<typeof paintSchemeSchema>

export type SchemeProblem = 'malformed' | 'invalid' | 'newer-version' | 'too-large'

/** Why a scheme was refused, and which field (dotted path, '' for the whole value) is at fault. */
export class SchemeError extends Error {
  constructor(
    readonly reason: SchemeProblem,
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'SchemeError'
  }
}

export function teamKeyOf(ruleset: string, rosterId: string): TeamKey {
  return `${ruleset}/${rosterId}`
}

/** Splits a team key into its game and roster id (the key must be valid). */
export function splitTeamKey(teamKey: TeamKey): { ruleset: string; rosterId: string } {
  const slash = teamKey.indexOf('/')
  return { ruleset: teamKey.slice(0, slash), rosterId: teamKey.slice(slash + 1) }
}

/**
 * Checks a scheme value (from the store, a request or a file). A newer `version` is refused as such before the
 * rest is looked at: its fields may mean something this app does not know.
 */
export function parseScheme(value: unknown): PaintScheme {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SchemeError('invalid', '', 'A paint scheme is a JSON object.')
  }
  const version = (value as { version?: unknown }).version
  if (typeof version === 'number' && Number.isInteger(version) && version > SCHEME_VERSION) {
    throw new SchemeError(
      'newer-version',
      'version',
      `version: this scheme is format ${version}, written by a newer Pitchside (this one reads up to ` +
        `${SCHEME_VERSION}). Update Pitchside to use it.`,
    )
  }
  const parsed = paintSchemeSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  // An unknown key is reported on the key itself, so the field names the unknown part ('colours.glow').
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path
  const field = path.map(String).join('.')
  const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problems)` : ''
  throw new SchemeError('invalid', field, `${field || 'scheme'}: ${issue.message}${more}`)
}

/** The colours and finish a position is painted with: the team's, with the position's differences on top. */
export function resolvePosition(
  scheme: PaintScheme,
  positionId: string,
): { colours: PartColours; finish: Finish } {
  const own = Object.hasOwn(scheme.positions, positionId) ? scheme.positions[positionId] : undefined
  if (!own) return { colours: scheme.colours, finish: scheme.finish }
  const colours = { ...scheme.colours }
  for (const part of PAINT_PARTS) {
    const colour = own[part]
    if (colour !== undefined) colours[part] = colour
  }
  return { colours, finish: own.finish ?? scheme.finish }
}
