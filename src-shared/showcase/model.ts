// An imported miniature (glTF/GLB) for one team's position: the limits a model file must meet, and how it
// stands on its base (scale, rotation, height). Shared so the screens can show the limits and check an
// adjustment before sending it; main enforces both.
import { z } from 'zod'

/** A model file is at most this big (a scan of a painted miniature is a few MB; more would slow the table). */
export const MAX_MODEL_BYTES = 20 * 1024 * 1024
/** Triangles a model may draw: a whole team of them has to keep the table at frame rate. */
export const MAX_MODEL_TRIANGLES = 60_000

/** Degrees about each axis, applied X then Y then Z (scans often come Z-up: x = -90 stands them up). */
export const rotationSchema = z.strictObject({
  x: z.number().min(-360).max(360),
  y: z.number().min(-360).max(360),
  z: z.number().min(-360).max(360),
})

export const modelAdjustmentSchema = z.strictObject({
  /**
   * Multiplies the model's size after the renderer fits it to its base (as tall as the procedural piece it
   * replaces, or as wide as the base allows); 1 keeps that fit, whatever units the file was made in.
   */
  scale: z.number().min(0.001).max(1000),
  rotation: rotationSchema,
  /** Raises (or sinks) the model on its base, in table units (one square is 1). */
  heightOffset: z.number().min(-2).max(2),
})

export type ModelAdjustment = z.infer<typeof modelAdjustmentSchema>

export const DEFAULT_ADJUSTMENT: ModelAdjustment = {
  scale: 1,
  rotation: { x: 0, y: 0, z: 0 },
  heightOffset: 0,
}

/** The model's axis-aligned bounds in its own units, so a screen can fit it to a base. */
export interface ModelBounds {
  readonly min: readonly [number, number, number]
  readonly max: readonly [number, number, number]
}

/** A model as recorded for a team's position. */
export interface PieceModel {
  readonly teamKey: string
  readonly positionId: string
  /** sha256 of the stored GLB, hex; the file is `models/<hash>.glb` in the app's data folder. */
  readonly hash: string
  /** Relative to the data folder. */
  readonly file: string
  /** The name the painter's file had (for display only). */
  readonly originalName: string
  readonly bytes: number
  readonly triangles: number
  readonly meshes: number
  readonly bounds: ModelBounds
  readonly adjust: ModelAdjustment
  readonly importedAt: string
}
