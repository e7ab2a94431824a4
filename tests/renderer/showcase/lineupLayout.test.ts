// The turntable's ring: neighbours a base apart, every figure facing outwards, the first at the front, and a
// camera far enough back to show the whole turntable.
import { describe, expect, it } from 'vitest'
import {
  cameraDistance,
  frontAngle,
  lineupLayout,
  PLINTH_MARGIN,
  SLOT_SPACING,
} from '@renderer/scene/showcase/lineupLayout'

describe('lineupLayout', () => {
  it('puts one figure in the middle and none on an empty turntable', () => {
    expect(lineupLayout(0).slots).toEqual([])
    expect(lineupLayout(1).slots).toEqual([{ x: 0, z: 0, yaw: 0 }])
  })

  it('spaces a ring of figures a base apart, facing outwards, the first at the front', () => {
    for (const n of [2, 4, 6, 9, 12]) {
      const { slots, ring, plinth } = lineupLayout(n)
      expect(slots).toHaveLength(n)
      expect(plinth).toBeCloseTo(ring + PLINTH_MARGIN, 9)
      expect(slots[0].x).toBeCloseTo(0, 9)
      expect(slots[0].z).toBeCloseTo(ring, 9)
      for (let i = 0; i < n; i++) {
        const a = slots[i]
        const b = slots[(i + 1) % n]
        expect(Math.hypot(a.x, a.z)).toBeCloseTo(ring, 9)
        expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThanOrEqual(SLOT_SPACING - 1e-9)
        // Facing outwards: the figure's +Z, turned by yaw, points away from the centre.
        expect(Math.sin(a.yaw) * a.x + Math.cos(a.yaw) * a.z).toBeCloseTo(ring, 9)
      }
    }
  })

  it('turns a slot to the front', () => {
    const n = 6
    const { slots } = lineupLayout(n)
    for (let i = 0; i < n; i++) {
      const a = frontAngle(i, n)
      // Rotating the slot by the angle round +Y brings it to +Z.
      const x = slots[i].x * Math.cos(a) + slots[i].z * Math.sin(a)
      const z = -slots[i].x * Math.sin(a) + slots[i].z * Math.cos(a)
      expect(x).toBeCloseTo(0, 9)
      expect(z).toBeGreaterThan(0)
    }
  })

  it('backs the camera off for a bigger turntable and a narrower view', () => {
    expect(cameraDistance(3, 1, 30, 16 / 9)).toBeGreaterThan(cameraDistance(1.5, 1, 30, 16 / 9))
    expect(cameraDistance(2, 1, 30, 1)).toBeGreaterThan(cameraDistance(2, 1, 30, 2))
  })
})
