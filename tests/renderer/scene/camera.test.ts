import { boardCorners, frameBoard, ndcBounds } from '@renderer/scene/camera'
import { PerspectiveCamera } from 'three'

describe('default camera framing', () => {
  const boards = [
    [14.2, 8.7],
    [9.3, 7.3],
    [14.9, 9.4],
  ] as const

  it.each([16 / 9, 4 / 3, 1, 9 / 16, 21 / 9])(
    'fits every board, centred and snug, at aspect %f',
    (aspect) => {
      for (const [hx, hz] of boards) {
        const cam = new PerspectiveCamera(30, aspect, 0.1, 300)
        const f = frameBoard(cam, hx, hz, { margin: 0.04 })
        const b = ndcBounds(cam, f.position, f.target, boardCorners(hx, hz, 1))
        expect(b.minX).toBeGreaterThanOrEqual(-0.961)
        expect(b.maxX).toBeLessThanOrEqual(0.961)
        expect(b.minY).toBeGreaterThanOrEqual(-0.961)
        expect(b.maxY).toBeLessThanOrEqual(0.961)
        // Snug: the board touches the margin on at least one axis, and is centred on both.
        expect(Math.max(b.maxX - b.minX, b.maxY - b.minY)).toBeGreaterThan(1.85)
        expect(Math.abs(b.minX + b.maxX)).toBeLessThan(0.03)
        expect(Math.abs(b.minY + b.maxY)).toBeLessThan(0.03)
      }
    },
  )

  it('looks down from above the table at the board centre', () => {
    const cam = new PerspectiveCamera(30, 16 / 9, 0.1, 300)
    const f = frameBoard(cam, 14, 8, { elevation: 52 })
    expect(f.position.y).toBeGreaterThan(0)
    const dir = f.target.clone().sub(f.position).normalize()
    expect((Math.asin(-dir.y) * 180) / Math.PI).toBeCloseTo(52, 3)
    expect(Math.hypot(f.target.x, f.target.z)).toBeLessThan(3)
  })
})
