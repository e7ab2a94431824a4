// Where photo mode's lens focuses when nobody clicked: on a ring of miniatures (the Showcase's turntable) the one a
// photographer would pick — in the near half of the ring, closest to the middle of the frame — rather than the
// empty middle of the ring the camera looks at. Pure maths on camera-space points, unit-tested.
import type { Camera, Vector3 } from 'three'

/**
 * Index of the point nearest the view's centre line among those nearer the camera than the group's mean depth
 * (the front of a ring), or null when no point lies in front of the camera. The camera's matrices must be current.
 */
export function centralPoint(points: readonly Vector3[], camera: Camera): number | null {
  const inView = points
    .map((p, index) => ({ index, at: p.clone().applyMatrix4(camera.matrixWorldInverse) }))
    .filter((p) => p.at.z < 0)
  if (inView.length === 0) return null
  const meanDepth = inView.reduce((sum, p) => sum - p.at.z, 0) / inView.length
  const front = inView.filter((p) => -p.at.z <= meanDepth + 1e-6)
  let best = front[0]
  let bestOff = Infinity
  for (const p of front) {
    // Off-axis angle (its tangent): the share of the frame's centre line the point sits away from.
    const off = Math.hypot(p.at.x, p.at.y) / -p.at.z
    if (off < bestOff - 1e-9) {
      best = p
      bestOff = off
    }
  }
  return best.index
}
