// How big a square's label (a chance such as '83%') is drawn so it stays legible: each label is a small card on
// the front half of its square, leaning back toward the viewer, and grows with the camera's distance until its text
// is MIN_LABEL_PX tall on screen — or until it is as wide as its square (labels never cover a neighbour). The label
// of the square under the pointer grows on to HOVER_LABEL_PX whatever the distance. Pure maths on a camera, so
// the legibility is unit-tested in Node.
import { Euler, type PerspectiveCamera, Quaternion, Vector3 } from 'three'

/** A label's card at scale 1, world units. */
export const LABEL_SIZE = { w: 0.62, h: 0.31 } as const
/** Above the board (over the marks, no z-fighting). */
export const LABEL_Y = 0.018
/** The card's near edge, from its square's centre toward the viewer (a hair inside the square). */
export const LABEL_NEAR_EDGE = 0.47
/** How far the card leans back from lying flat: it reads better from a low camera, and still lies low. */
export const LABEL_TILT = (30 * Math.PI) / 180
/** Smallest text on screen, CSS px, for every label (as far as the square's width allows) and for the hovered one. */
export const MIN_LABEL_PX = 11
export const HOVER_LABEL_PX = 16
/** The widest a label may grow: its square's width, less a hair. */
export const MAX_LABEL_SCALE = 0.96 / LABEL_SIZE.w
/** The hovered label may cover its neighbours (it is drawn over them), up to this. */
export const MAX_HOVER_SCALE = 4

/** Text height as a share of the card's height, as markAtlas.ts paints it (short texts larger). */
export function textShare(text: string): number {
  return text.length > 4 ? 0.56 : 0.72
}

export interface LabelPose {
  readonly position: Vector3
  readonly quaternion: Quaternion
  readonly scale: Vector3
}

const TILT = new Quaternion().setFromEuler(new Euler(LABEL_TILT, 0, 0))

/**
 * The card of a label on the square centred at world (x, z), at `scale`: its near edge on the board at
 * LABEL_NEAR_EDGE toward the viewer, leaning back by LABEL_TILT.
 */
export function labelPose(x: number, z: number, scale: number): LabelPose {
  const h = LABEL_SIZE.h * scale
  return {
    position: new Vector3(
      x,
      LABEL_Y + (h / 2) * Math.sin(LABEL_TILT),
      z + LABEL_NEAR_EDGE - (h / 2) * Math.cos(LABEL_TILT),
    ),
    quaternion: TILT.clone(),
    scale: new Vector3(scale, 1, scale),
  }
}

const a = new Vector3()
const b = new Vector3()

/**
 * The on-screen height in CSS px of a label's text (its card's far and near edges projected through `camera` onto
 * a canvas `viewportHeight` CSS px tall, times the text's share of the card). Zero behind the camera.
 */
export function textPixels(
  camera: PerspectiveCamera,
  viewportHeight: number,
  x: number,
  z: number,
  scale: number,
  share: number,
): number {
  const pose = labelPose(x, z, scale)
  const half = (LABEL_SIZE.h * scale) / 2
  // The card's centre line from its near edge to its far one, leaning back.
  const dy = half * Math.sin(LABEL_TILT)
  const dz = half * Math.cos(LABEL_TILT)
  a.set(pose.position.x, pose.position.y - dy, pose.position.z + dz).project(camera)
  b.set(pose.position.x, pose.position.y + dy, pose.position.z - dz).project(camera)
  if (a.z > 1 || b.z > 1) return 0
  return (
    Math.hypot(((a.x - b.x) / 2) * viewportHeight * camera.aspect, ((a.y - b.y) / 2) * viewportHeight) * share
  )
}

/**
 * The scale at which a label's text reaches `minPx` on screen, never below 1 nor above `maxScale`. The card's size
 * on screen is nearly proportional to its scale at these sizes, so one measurement at scale 1 gives it.
 */
export function fitLabelScale(
  camera: PerspectiveCamera,
  viewportHeight: number,
  x: number,
  z: number,
  share: number,
  minPx = MIN_LABEL_PX,
  maxScale = MAX_LABEL_SCALE,
): number {
  const px = textPixels(camera, viewportHeight, x, z, 1, share)
  if (px <= 0) return 1
  return Math.min(maxScale, Math.max(1, minPx / px))
}
