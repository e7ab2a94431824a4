// How a figure lies when knocked down, as a rest matrix in the figure's own frame (then placed and turned on its
// square). Prone: on its back, fallen backwards; stunned: face down, fallen forwards — the figure tips over the
// rim of its base like a real miniature laid on the table, so the two read apart (face up vs face down, and the
// head points the other way).
import { type BufferGeometry, Matrix4, Vector3 } from 'three'
import type { Pose } from './placement'

/**
 * The rest matrix for `pose`: rotation round the base rim, then a shift so the lowest point touches the board and
 * the footprint is centred on the square.
 */
export function restMatrix(geometry: BufferGeometry, pose: Pose, baseRadius: number): Matrix4 {
  if (pose === 'standing') return new Matrix4()
  const pos = geometry.attributes.position
  // dir = -1: falls backwards (prone); +1: falls forwards (stunned). The figure tips round the base rim on that
  // side; the body point that meets the board first is the one with the largest angle atan2(z·dir − R, y) seen
  // from the rim (points low down belong to the base and legs and cannot touch first).
  const dir = pose === 'prone' ? -1 : 1
  let best = -Math.PI / 2
  for (let i = 0; i < pos.count; i++) {
    const y = pos.getY(i)
    if (y < 0.25) continue
    best = Math.max(best, Math.atan2(pos.getZ(i) * dir - baseRadius, y))
  }
  // makeRotationX(θ) turns +Y toward +Z; the contact point ends up level with the rim, on the board.
  const angle = dir * (Math.PI / 2 - best)
  const pivot = new Vector3(0, 0, dir * baseRadius)
  const m = new Matrix4()
    .makeTranslation(pivot.x, pivot.y, pivot.z)
    .multiply(new Matrix4().makeRotationX(angle))
    .multiply(new Matrix4().makeTranslation(-pivot.x, -pivot.y, -pivot.z))
  // Settle on the board and centre the footprint on the square.
  const v = new Vector3()
  let minY = Infinity
  let minX = Infinity
  let maxX = -Infinity
  let minZ = Infinity
  let maxZ = -Infinity
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i).applyMatrix4(m)
    minY = Math.min(minY, v.y)
    minX = Math.min(minX, v.x)
    maxX = Math.max(maxX, v.x)
    minZ = Math.min(minZ, v.z)
    maxZ = Math.max(maxZ, v.z)
  }
  return new Matrix4().makeTranslation(-(minX + maxX) / 2, -minY, -(minZ + maxZ) / 2).multiply(m)
}
