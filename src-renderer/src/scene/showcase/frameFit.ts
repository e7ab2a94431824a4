// The one framing rule of the Showcase's cameras (the turntable's and the team photo's): the nearest distance at
// which a camera looking at a point from a given elevation sees every sample point inside a share of its view.
// Pure maths (bisection over the projection), so any content and any window shape frame alike.

export type Point3 = readonly [number, number, number]

/**
 * The camera distance from `target` for a view of vertical field of view `fovDeg` and aspect `aspect`, looking at
 * `target` from `elevation` radians above the horizon (from +Z), at which every one of `points` lies inside `fill`
 * of the view's half-width and half-height (bisection between 0.5 and 200, to a few micrometres).
 */
export function fitDistanceTo(
  points: readonly Point3[],
  target: Point3,
  fovDeg: number,
  aspect: number,
  elevation: number,
  fill: number,
): number {
  const tanV = Math.tan((fovDeg * Math.PI) / 360)
  const tanH = tanV * aspect
  const cos = Math.cos(elevation)
  const sin = Math.sin(elevation)
  const [tx, ty, tz] = target
  const fits = (d: number): boolean => {
    // Camera at target + d·(0, sin, cos) looking at target: view axes right = +x, up, forward.
    for (const [px, py, pz] of points) {
      const x = px - tx
      const y = py - ty
      const z = pz - tz
      const depth = d - (z * cos + y * sin) // distance along the view direction
      if (depth <= 0.1) return false
      const up = y * cos - z * sin
      if (Math.abs(x / depth) > tanH * fill || Math.abs(up / depth) > tanV * fill) return false
    }
    return true
  }
  let lo = 0.5
  let hi = 200
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (fits(mid)) hi = mid
    else lo = mid
  }
  return hi
}
