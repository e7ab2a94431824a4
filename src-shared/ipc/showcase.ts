// The showcase part of the contract: paint schemes per team (src-shared/showcase/scheme.ts) and imported models
// per team and position (src-shared/showcase/model.ts). Teams are named by team key ('classic/orc').
import { z } from 'zod'
import { MAX_MODEL_BYTES, modelAdjustmentSchema, rotationSchema, type PieceModel } from '../showcase/model'
import { paintSchemeSchema, positionIdSchema, teamKeySchema, type PaintScheme } from '../showcase/scheme'
import { MAX_SCHEME_FILE_CHARS } from '../showcase/schemeFile'
import { rulesetIdSchema } from './schemas'

export { teamKeySchema, positionIdSchema, paintSchemeSchema, modelAdjustmentSchema }

/** A team's scheme as the screens get it: the saved one, or the preset when none is saved. */
export interface SchemeInfo {
  readonly scheme: PaintScheme
  /** True when the painter saved this scheme; false for the team's preset. */
  readonly custom: boolean
  /** When it was saved; null for a preset. */
  readonly updatedAt: string | null
}

export interface SchemeSummary {
  readonly teamKey: string
  /** The team's name in its game. */
  readonly team: string
  /** The scheme's own name. */
  readonly name: string
  readonly custom: boolean
  readonly updatedAt: string | null
  /** The team's colours at a glance (armour, cloth, skin, trim, rim). */
  readonly colours: PaintScheme['colours']
}

export type { PieceModel }
export type { TeamLineup, LineupPosition, LineupStat, LineupStatKey } from '../showcase/lineup'

/**
 * A stored model file travels to the renderer in pieces of at most this many bytes (base64 in the answer), so
 * each answer stays under the web host's 1 MB message cap whatever the model's size.
 */
export const MODEL_CHUNK_BYTES = 512 * 1024

/** One piece of a stored model file (`models.file`); ask again from `next` until it is null. */
export interface ModelFileChunk {
  readonly hash: string
  /** The whole file's size in bytes. */
  readonly total: number
  readonly offset: number
  /** This piece's bytes, base64. */
  readonly bytes: string
  /** Where the next piece starts, or null when this was the last. */
  readonly next: number | null
}

/**
 * The web host refuses a message over 1 MB: a `models.import` must fit in one (base64 of ~730 kB of model). A
 * bigger file goes in pieces: `models.importBegin`, `models.importChunk` from offset 0 in order, then
 * `models.importCommit` (the whole file is checked then, exactly as `models.import` checks it).
 */
export const WEB_IMPORT_MAX_BYTES = 720 * 1024

/** A model upload in pieces under way (`models.importBegin`): its id and the biggest piece main takes. */
export interface ModelUpload {
  readonly uploadId: string
  readonly chunkBytes: number
}

const uploadIdSchema = z
  .string()
  .regex(/^u-[0-9a-f-]{36}$/, 'an upload id looks like "u-…" (from importBegin)')
/** A piece's base64: at most MODEL_CHUNK_BYTES of model, so a piece always fits one web message. */
const MAX_CHUNK_BASE64_CHARS = Math.ceil(MODEL_CHUNK_BYTES / 3) * 4

// Base64 is 4 characters per 3 bytes. The cap lets files up to 1.5 times the size limit reach the import (which
// refuses them with model/too-large, naming the limit) while keeping huge payloads out of the parser.
const MAX_BASE64_CHARS = Math.ceil((MAX_MODEL_BYTES * 1.5 * 4) / 3)

export const teamRefSchema = z.strictObject({ teamKey: teamKeySchema })
export const positionRefSchema = z.strictObject({ teamKey: teamKeySchema, positionId: positionIdSchema })

export const showcaseArgs = {
  schemesList: z.strictObject({ ruleset: rulesetIdSchema.optional() }),
  schemesSave: z.strictObject({ scheme: paintSchemeSchema }),
  schemesImport: z.strictObject({ text: z.string().min(1).max(MAX_SCHEME_FILE_CHARS) }),
  modelsImport: z.strictObject({
    teamKey: teamKeySchema,
    positionId: positionIdSchema,
    bytes: z.base64('the model bytes are base64').min(4).max(MAX_BASE64_CHARS),
    /** The painter's file name, for display. */
    fileName: z.string().max(200).optional(),
  }),
  modelsImportBegin: z.strictObject({
    teamKey: teamKeySchema,
    positionId: positionIdSchema,
    /** The whole file's size in bytes (over the model limit: refused at once, nothing begun). */
    size: z
      .int()
      .min(1)
      .max(2 ** 31),
    fileName: z.string().max(200).optional(),
  }),
  modelsImportChunk: z.strictObject({
    uploadId: uploadIdSchema,
    /** Where this piece starts: exactly the bytes received so far (pieces come in order). */
    offset: z
      .int()
      .min(0)
      .max(2 ** 31),
    bytes: z.base64('the model bytes are base64').min(4).max(MAX_CHUNK_BASE64_CHARS),
  }),
  modelsUploadRef: z.strictObject({ uploadId: uploadIdSchema }),
  modelsList: z.strictObject({ teamKey: teamKeySchema.optional() }),
  modelsFile: z.strictObject({
    hash: z.string().regex(/^[0-9a-f]{64}$/, 'a model hash is 64 lower-case hex digits'),
    offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  modelsAdjust: positionRefSchema
    .extend({
      scale: modelAdjustmentSchema.shape.scale.optional(),
      rotation: rotationSchema.optional(),
      heightOffset: modelAdjustmentSchema.shape.heightOffset.optional(),
    })
    .refine((a) => a.scale !== undefined || a.rotation !== undefined || a.heightOffset !== undefined, {
      message: 'give at least one of scale, rotation, heightOffset',
    }),
}
