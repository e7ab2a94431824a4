// The turntable's ring: neighbours a base apart, every figure facing outwards, the first at the front, and a
// camera far enough back to show the whole turntable.
import { describe, expect, it } from 'vitest'
import {
  fitDistance,
  FRAME_FILL,
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

  it('frames the turntable: nearer for a small one, farther for a big one or a narrow view', () => {
    const small = { plinth: 1.2, top: 0.26, ring: 0.6, height: 1 }
    const big = { plinth: 2.6, top: 0.26, ring: 2, height: 1 }
    const el = (17 * Math.PI) / 180
    expect(fitDistance(big, 30, 16 / 9, el, 0.6)).toBeGreaterThan(fitDistance(small, 30, 16 / 9, el, 0.6))
    expect(fitDistance(big, 30, 1, el, 0.6)).toBeGreaterThan(fitDistance(big, 30, 2, el, 0.6))
    // At the fitted distance the rim's widest point fills FRAME_FILL of the half-width (within the bisection).
    const d = fitDistance(big, 30, 16 / 9, el, 0.6)
    const tanH = Math.tan((15 * Math.PI) / 180) * (16 / 9)
    const r = big.plinth * 1.04
    const depth = (x: number, y: number, z: number) => d - (z * Math.cos(el) + (y - 0.6) * Math.sin(el))
    const widest = Math.max(
      ...[0, 0.26].flatMap((y) =>
        Array.from({ length: 24 }, (_, i) => {
          const a = (i / 24) * Math.PI * 2
          return Math.abs(Math.sin(a) * r) / depth(Math.sin(a) * r, y, Math.cos(a) * r)
        }),
      ),
    )
    expect(widest / tanH).toBeLessThanOrEqual(FRAME_FILL + 1e-6)
  })
})
