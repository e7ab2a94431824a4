// Where the camera stands for the whole team's photo (teamPhotoLayout.ts): it looks at the middle of everything in
// the picture — the stand, every miniature standing on it, the banner over them — from a little above, as far
// back as it must for all of it to fit the view with air round it, at any window shape. Pure maths (tested without
// WebGL); LineupStage puts the camera there.
import { fitDistanceTo, type Point3 } from './frameFit'
import { FIRST_STEP, STEP_RISE, type PhotoMember, type TeamPhotoLayout } from './teamPhotoLayout'

/** The photographer's height: 20° above the horizon, high enough to see each back row over the one in front. */
export const PHOTO_ELEVATION = (20 * Math.PI) / 180
/** Share of the view's half-size the team may fill (the rest is air round it). */
export const PHOTO_FILL = 0.88

export interface TeamFrame {
  /** The point looked at, and the camera's distance from it along the elevation. */
  readonly target: Point3
  readonly distance: number
}

/** The corners of everything the photo must show. */
export function photoPoints(layout: TeamPhotoLayout, members: readonly PhotoMember[]): Point3[] {
  const points: Point3[] = []
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): void => {
    for (const x of [x0, x1]) for (const y of [y0, y1]) for (const z of [z0, z1]) points.push([x, y, z])
  }
  const { stand, banner, rows } = layout
  const top = rows.length ? FIRST_STEP + (rows.length - 1) * STEP_RISE : FIRST_STEP
  box(-stand.width / 2, stand.width / 2, 0, top, stand.back, stand.front)
  layout.slots.forEach((s, i) => {
    const r = members[i].baseRadius
    box(s.x - r, s.x + r, s.y, s.y + members[i].height, s.z - r, s.z + r)
  })
  box(-banner.width / 2, banner.width / 2, banner.y, banner.y + banner.height, banner.z, banner.z)
  return points
}

/**
 * The team photo's camera for a view of vertical field of view `fovDeg` and aspect `aspect`: looking at the middle
 * of the pictured content's bounding box from PHOTO_ELEVATION, at the nearest distance that fits it in PHOTO_FILL.
 */
export function teamFrame(
  layout: TeamPhotoLayout,
  members: readonly PhotoMember[],
  fovDeg: number,
  aspect: number,
): TeamFrame {
  const points = photoPoints(layout, members)
  const mid = (axis: 0 | 1 | 2): number => {
    let lo = Infinity
    let hi = -Infinity
    for (const p of points) {
      lo = Math.min(lo, p[axis])
      hi = Math.max(hi, p[axis])
    }
    return (lo + hi) / 2
  }
  const target: Point3 = [mid(0), mid(1), mid(2)]
  return { target, distance: fitDistanceTo(points, target, fovDeg, aspect, PHOTO_ELEVATION, PHOTO_FILL) }
}
