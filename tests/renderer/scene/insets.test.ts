import { boardCorners, frameBoard, ndcBounds } from '@renderer/scene/camera'
import { frameTop } from '@renderer/scene/cameraLimits'
import {
  checkInsets,
  freeArea,
  InsetsError,
  MIN_FREE_SHARE,
  usableInsets,
  viewOffset,
} from '@renderer/scene/insets'
import { PerspectiveCamera } from 'three'

// The three boards' half footprints (Classic, Blitz, Cross Check), as in camera.test.ts.
const boards = [
  [14.2, 8.7],
  [9.3, 7.3],
  [14.9, 9.4],
] as const
// The play screen at 1280×720: left column to 304 px, side panels from 1006 px, score bar to 84 px, the toolbar,
// timeline and status line from 600 px.
const W = 1280
const H = 720
const panels = { left: 304, right: 274, top: 84, bottom: 120 }

/** A camera as TableScene sets it: the view centre slid to the free area's centre. */
function offsetCamera(): PerspectiveCamera {
  const cam = new PerspectiveCamera(30, W / H, 0.5, 300)
  const o = viewOffset(panels, W, H)
  cam.setViewOffset(W, H, o.x, o.y, W, H)
  return cam
}

/** NDC → CSS px of the canvas. */
const px = (x: number): number => ((x + 1) / 2) * W
const py = (y: number): number => ((1 - y) / 2) * H

describe('framing the board between the panels', () => {
  it('free area in NDC matches the pixels the panels leave', () => {
    const a = freeArea(panels, W, H)
    expect(px(a.minX)).toBeCloseTo(304, 6)
    expect(px(a.maxX)).toBeCloseTo(W - 274, 6)
    expect(py(a.maxY)).toBeCloseTo(84, 6)
    expect(py(a.minY)).toBeCloseTo(H - 120, 6)
  })

  it('the view offset puts the view centre at the free area centre', () => {
    const cam = offsetCamera()
    // A point straight ahead of the camera projects to the view centre.
    cam.position.set(0, 10, 10)
    cam.lookAt(0, 0, 0)
    cam.updateMatrixWorld(true)
    const p = cam.position
      .clone()
      .add(cam.getWorldDirection(cam.position.clone()).multiplyScalar(5))
      .project(cam)
    expect(px(p.x)).toBeCloseTo(304 + (W - 304 - 274) / 2, 3)
    expect(py(p.y)).toBeCloseTo(84 + (H - 84 - 120) / 2, 3)
  })

  it.each(['default', 'top'] as const)(
    '%s framing fits every board inside the free area, centred',
    (mode) => {
      const area = freeArea(panels, W, H)
      for (const [hx, hz] of boards) {
        const cam = offsetCamera()
        const f = mode === 'default' ? frameBoard(cam, hx, hz, { area }) : frameTop(cam, hx, hz, area)
        const b = ndcBounds(cam, f.position, f.target, boardCorners(hx, hz, mode === 'top' ? 0.2 : 1))
        expect(px(b.minX)).toBeGreaterThanOrEqual(304)
        expect(px(b.maxX)).toBeLessThanOrEqual(W - 274)
        expect(py(b.maxY)).toBeGreaterThanOrEqual(84)
        expect(py(b.minY)).toBeLessThanOrEqual(H - 120)
        // Centred in the free area on both axes (within 1% of the view) ...
        expect(Math.abs((b.minX + b.maxX) / 2 - (area.minX + area.maxX) / 2)).toBeLessThan(0.02)
        expect(Math.abs((b.minY + b.maxY) / 2 - (area.minY + area.maxY) / 2)).toBeLessThan(0.02)
        // ... and snug: it touches the margin on one axis.
        const share = Math.max(
          (b.maxX - b.minX) / (area.maxX - area.minX),
          (b.maxY - b.minY) / (area.maxY - area.minY),
        )
        expect(share).toBeGreaterThan(0.93)
        // The camera still looks at the board's middle: the offset, not a moved target, does the centring.
        expect(Math.hypot(f.target.x, f.target.z)).toBeLessThan(3)
      }
    },
  )

  it('without panels the framing is the one of the whole view', () => {
    const cam = new PerspectiveCamera(30, W / H, 0.5, 300)
    const plain = frameBoard(cam, 14.2, 8.7)
    const full = frameBoard(cam, 14.2, 8.7, {
      area: freeArea({ left: 0, right: 0, top: 0, bottom: 0 }, W, H),
    })
    expect(full.position.distanceTo(plain.position)).toBeLessThan(1e-6)
  })

  it('fits a lopsided free area on a camera without a view offset by moving the target', () => {
    const cam = new PerspectiveCamera(30, W / H, 0.5, 300)
    const area = freeArea(panels, W, H)
    const f = frameBoard(cam, 14.2, 8.7, { area })
    const b = ndcBounds(cam, f.position, f.target, boardCorners(14.2, 8.7, 1))
    expect(b.minX).toBeGreaterThanOrEqual(area.minX - 1e-3)
    expect(b.maxX).toBeLessThanOrEqual(area.maxX + 1e-3)
    expect(b.maxY).toBeLessThanOrEqual(area.maxY + 1e-3)
  })
})

describe('insets', () => {
  it('refuses negative or non-finite pixels with a typed error', () => {
    expect(() => checkInsets({ left: -1, right: 0, top: 0, bottom: 0 })).toThrow(InsetsError)
    expect(() => checkInsets({ left: 0, right: Number.NaN, top: 0, bottom: 0 })).toThrow(/right/)
    expect(() => checkInsets({ left: 0, right: 0, top: 0 } as never)).toThrow(/bottom/)
    expect(checkInsets({ left: 1, right: 2, top: 3, bottom: 4 })).toEqual({
      left: 1,
      right: 2,
      top: 3,
      bottom: 4,
    })
  })

  it('panels wider than the window leave the board its minimum share, each side in proportion', () => {
    const u = usableInsets({ left: 600, right: 200, top: 0, bottom: 900 }, 1000, 800)
    expect(u.left + u.right).toBeCloseTo(1000 * (1 - MIN_FREE_SHARE), 6)
    expect(u.left / u.right).toBeCloseTo(3, 6)
    expect(u.top).toBe(0)
    expect(u.bottom).toBeCloseTo(800 * (1 - MIN_FREE_SHARE), 6)
    expect(usableInsets(panels, W, H)).toEqual(panels)
  })
})
