import { boardCorners, frameBoard, ndcBounds } from '@renderer/scene/camera'
import {
  cameraLimits,
  clampTarget,
  frameTop,
  MIN_ELEVATION_DEG,
  type NudgeDir,
  nudgeMove,
  wheelSteps,
  zoomedDistance,
  zoomFactor,
  ZOOM_NOTCHES,
} from '@renderer/scene/cameraLimits'
import { PerspectiveCamera, Vector3 } from 'three'

const camera = (aspect = 16 / 9) => new PerspectiveCamera(30, aspect, 0.5, 300)

describe('camera limits', () => {
  it('keeps the camera above the table: the polar angle stops 15° short of the horizon', () => {
    const limits = cameraLimits(13.6, 8.1, 30)
    expect(limits.maxPolarAngle).toBeCloseTo(((90 - MIN_ELEVATION_DEG) * Math.PI) / 180, 12)
    expect(limits.maxPolarAngle).toBeLessThan(Math.PI / 2)
    expect(limits.minPolarAngle).toBe(0)
    // The default 3/4 view (48° up, i.e. 42° from straight down) is inside the allowed range.
    expect((42 * Math.PI) / 180).toBeLessThan(limits.maxPolarAngle)
  })

  it('lets the camera come close enough to read a figure but not fly away from the table', () => {
    const limits = cameraLimits(13.6, 8.1, 30)
    expect(limits.minDistance).toBeGreaterThan(0.5)
    expect(limits.minDistance).toBeLessThan(30)
    expect(limits.maxDistance).toBeCloseTo(42, 9)
  })

  it('keeps the look-at point over the board', () => {
    const limits = cameraLimits(13.6, 8.1, 30)
    expect(clampTarget({ x: 40, z: -40 }, limits)).toEqual({ x: 13.6, y: 0, z: -8.1 })
    expect(clampTarget({ x: 1, z: 2 }, limits)).toEqual({ x: 1, y: 0, z: 2 })
  })

  it.each([16 / 9, 4 / 3, 1, 21 / 9])('frames the whole board from straight above at aspect %f', (aspect) => {
    const cam = camera(aspect)
    const f = frameTop(cam, 13.6, 8.1)
    // Straight down (within half a degree), long side across the screen.
    const dir = f.target.clone().sub(f.position).normalize()
    expect(dir.y).toBeLessThan(-Math.cos((0.6 * Math.PI) / 180))
    const b = ndcBounds(cam, f.position, f.target, boardCorners(13.6, 8.1, 0))
    expect(Math.min(b.minX, b.minY)).toBeGreaterThanOrEqual(-1)
    expect(Math.max(b.maxX, b.maxY)).toBeLessThanOrEqual(1)
    // Snug: one of the two axes is nearly filled.
    expect(Math.max(b.maxX - b.minX, b.maxY - b.minY)).toBeGreaterThan(1.8)
    // The near sideline (+Z) is at the bottom of the screen, as in the default view.
    const near = new Vector3(0, 0, 8.1).project(cam)
    expect(near.y).toBeLessThan(0)
  })

  it('keeps the top view within the zoom-out limit of the default one', () => {
    const cam = camera()
    const def = frameBoard(cam, 13.6, 8.1)
    const top = frameTop(cam, 13.6, 8.1)
    const limits = cameraLimits(13.6, 8.1, def.position.distanceTo(def.target))
    expect(top.position.distanceTo(top.target)).toBeLessThan(limits.maxDistance)
  })

  it('turns keyboard nudges into pans that scale with distance, orbits and tilts', () => {
    const near = nudgeMove('left', 10)
    const far = nudgeMove('left', 40)
    expect(near.truck[0]).toBeLessThan(0)
    expect(far.truck[0]).toBeCloseTo(near.truck[0] * 4, 9)
    expect(nudgeMove('up', 10).truck[0]).toBe(0)
    expect(nudgeMove('up', 10).truck[1]).toBeCloseTo(0.6, 12)
    expect(nudgeMove('down', 10).truck[1]).toBeLessThan(0)
    expect(nudgeMove('rotate-left', 10).rotate[0]).toBeLessThan(0)
    expect(nudgeMove('rotate-right', 10).rotate[0]).toBeGreaterThan(0)
    expect(nudgeMove('tilt-up', 10).rotate[1]).toBeLessThan(0)
    expect(nudgeMove('tilt-down', 10).rotate[1]).toBeGreaterThan(0)
    expect(() => nudgeMove('sideways' as NudgeDir, 10)).toThrow(/unknown direction 'sideways'/)
  })

  it('zooms in fine steps: twenty like steps from the farthest to the nearest, clamped, refusing a non-number', () => {
    const limits = cameraLimits(13.6, 8.1, 30)
    const f = zoomFactor(limits)
    expect(ZOOM_NOTCHES).toBeGreaterThanOrEqual(20)
    expect(f ** ZOOM_NOTCHES).toBeCloseTo(limits.maxDistance / limits.minDistance, 9)
    // Walk in from the farthest: each step the same share, the nearest reached after exactly ZOOM_NOTCHES steps.
    let d = limits.maxDistance
    let steps = 0
    while (d > limits.minDistance + 1e-9) {
      const next = zoomedDistance(1, d, limits)
      expect(d / next).toBeCloseTo(f, 9)
      d = next
      steps++
    }
    expect(steps).toBe(ZOOM_NOTCHES)
    expect(zoomedDistance(1, limits.minDistance, limits)).toBe(limits.minDistance)
    expect(zoomedDistance(-3, limits.maxDistance, limits)).toBe(limits.maxDistance)
    expect(zoomedDistance(-1, 20, limits)).toBeCloseTo(20 * f, 9)
    expect(() => zoomedDistance(Number.NaN, 20, limits)).toThrow(/finite number/)
  })

  it('reads a wheel notch as one step in whatever unit the browser reports, a touchpad as fractions', () => {
    expect(wheelSteps({ deltaY: -100, deltaMode: 0 })).toBe(1)
    expect(wheelSteps({ deltaY: 100, deltaMode: 0 })).toBe(-1)
    expect(wheelSteps({ deltaY: 3, deltaMode: 1 })).toBe(-1)
    expect(wheelSteps({ deltaY: -1, deltaMode: 2 })).toBe(1)
    expect(wheelSteps({ deltaY: -12, deltaMode: 0 })).toBeCloseTo(0.12, 12)
    // A flick of a free-spinning wheel is a few steps, not a jump across the room.
    expect(wheelSteps({ deltaY: -5000, deltaMode: 0 })).toBe(3)
    expect(wheelSteps({ deltaY: Number.NaN, deltaMode: 0 })).toBe(0)
  })
})
