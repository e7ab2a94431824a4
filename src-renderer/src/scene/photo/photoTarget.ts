// What photo mode photographs: the scene and camera the canvas shows now (the table, or the Showcase's line-up on
// its turntable), the ground a studio backdrop hides, the UI drawn in the scene (marks, rings) that never belongs
// in a photo, the colour to give back when the backdrop goes, and where the lens focuses when nobody clicked.
// TableScene hands PhotoMode the target of the stage on show (StageDirector), so one photo mode serves both.
import type { Color, Object3D, PerspectiveCamera, Scene, Vector3 } from 'three'

export type PhotoStage = 'table' | 'lineup'

export interface PhotoTarget {
  readonly stage: PhotoStage
  readonly scene: Scene
  readonly camera: PerspectiveCamera
  /** Hidden on a studio backdrop (the wooden table; the line-up's studio floor). */
  readonly ground: readonly Object3D[]
  /** UI in the scene (marks, highlights, the line-up's selection ring): never in a photo. */
  readonly overlays: readonly Object3D[]
  /** The scene's own background (and fog) colour, given back when photo mode ends or the backdrop is 'table'. */
  readonly room: Color
  /** The point the lens focuses on when no click chose one (a selected or central piece), or null. */
  focusPoint(out: Vector3): Vector3 | null
}

/** The target of the stage on show: the line-up's while it is up, else the table's. */
export function photoTargetFor(
  table: PhotoTarget,
  lineup: { readonly photoTarget: PhotoTarget } | null,
): PhotoTarget {
  return lineup ? lineup.photoTarget : table
}
