import { buildFigure } from '@renderer/scene/pieces/figureBuilder'
import { restMatrix } from '@renderer/scene/pieces/poses'
import { defaultPalette } from '@renderer/scene/pieces/teamColours'
import { Box3, Matrix3, Matrix4, Vector3 } from 'three'

const fig = buildFigure({ role: 'lineman', race: 'human', equipment: 'football', palette: defaultPalette(0) })
/** The exact bounds of the posed figure (every vertex transformed, not the transformed bounding box). */
const box = (pose: 'prone' | 'stunned') => {
  const m = restMatrix(fig.geometry, pose, fig.baseRadius)
  const pos = fig.geometry.attributes.position
  const b = new Box3()
  const v = new Vector3()
  for (let i = 0; i < pos.count; i++) b.expandByPoint(v.fromBufferAttribute(pos, i).applyMatrix4(m))
  return b
}
/** Where the figure's front (+Z, its face) and its head-up (+Y) point after the pose. */
const axes = (pose: 'prone' | 'stunned') => {
  const m = new Matrix3().setFromMatrix4(restMatrix(fig.geometry, pose, fig.baseRadius))
  return { front: new Vector3(0, 0, 1).applyMatrix3(m), up: new Vector3(0, 1, 0).applyMatrix3(m) }
}

describe('knocked-down poses', () => {
  it('leaves a standing figure as built', () => {
    expect(restMatrix(fig.geometry, 'standing', fig.baseRadius).equals(new Matrix4())).toBe(true)
  })

  it('lays prone figures face up and stunned figures face down', () => {
    expect(axes('prone').front.y).toBeGreaterThan(0.9)
    expect(axes('stunned').front.y).toBeLessThan(-0.9)
  })

  it('drops them head-first in opposite directions (backwards vs forwards)', () => {
    expect(axes('prone').up.z).toBeLessThan(-0.9)
    expect(axes('stunned').up.z).toBeGreaterThan(0.9)
  })

  it('rests them on the board, centred on the square, lower than a standing figure', () => {
    for (const pose of ['prone', 'stunned'] as const) {
      const b = box(pose)
      // The lowest vertex touches the board.
      expect(b.min.y).toBeCloseTo(0, 3)
      expect((b.min.x + b.max.x) / 2).toBeCloseTo(0, 6)
      expect((b.min.z + b.max.z) / 2).toBeCloseTo(0, 6)
      expect(b.max.y).toBeLessThan(fig.height * 0.85)
    }
  })
})
