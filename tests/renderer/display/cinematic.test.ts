// The attract loop's camera path: deterministic in time, a slow orbit that keeps the pitch in frame and the
// camera above the table, and a dolly toward a big moment that eases in and out without a jolt.
import { PerspectiveCamera, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { CinematicCamera } from '../../../src-renderer/src/scene/cinematic/CinematicCamera'
import {
  CINEMATIC_DEFAULTS,
  cinematicPose,
  fitDistance,
  MIN_ELEVATION,
  momentOver,
  momentWeight,
  orbitPose,
  type CinematicPose,
  type Moment,
} from '../../../src-renderer/src/scene/cinematic/path'

const CLASSIC = { halfX: 13, halfZ: 7.5 }
const o = CINEMATIC_DEFAULTS
const dist = (p: CinematicPose): number =>
  Math.hypot(p.position.x - p.target.x, p.position.y - p.target.y, p.position.z - p.target.z)
const elevationDeg = (p: CinematicPose): number =>
  (Math.asin((p.position.y - p.target.y) / dist(p)) * 180) / Math.PI
const azimuth = (p: CinematicPose): number => Math.atan2(p.position.x - p.target.x, p.position.z - p.target.z)

function ndcOf(pose: CinematicPose, point: Vector3): Vector3 {
  const camera = new PerspectiveCamera(o.fov, o.aspect, 0.5, 300)
  camera.position.set(pose.position.x, pose.position.y, pose.position.z)
  camera.lookAt(pose.target.x, pose.target.y, pose.target.z)
  camera.updateMatrixWorld()
  return point.clone().project(camera)
}

describe('cinematic orbit', () => {
  it('is a function of time alone', () => {
    for (const t of [0, 1.5, 42, 600]) expect(orbitPose(t, CLASSIC)).toEqual(orbitPose(t, CLASSIC))
    expect(cinematicPose(12, CLASSIC)).toEqual(orbitPose(12, CLASSIC))
  })

  it('turns a full circle in orbitSeconds, a quarter in a quarter of it', () => {
    const a0 = azimuth(orbitPose(0, CLASSIC))
    const a1 = azimuth(orbitPose(o.orbitSeconds / 4, CLASSIC))
    expect(a0).toBeCloseTo(0, 1)
    expect(a1).toBeCloseTo(Math.PI / 2, 1)
    const full = orbitPose(o.orbitSeconds, CLASSIC)
    expect(azimuth(full)).toBeCloseTo(0, 1)
  })

  it('stays above the table within its elevation swing and breathes in and out between 76% and 100% of the fitted distance', () => {
    const d = fitDistance(CLASSIC)
    for (let t = 0; t < 400; t += 0.7) {
      const pose = orbitPose(t, CLASSIC)
      const el = elevationDeg(pose)
      expect(el).toBeGreaterThanOrEqual(Math.max(MIN_ELEVATION, o.elevation - o.elevationSwing) - 1e-6)
      expect(el).toBeLessThanOrEqual(o.elevation + o.elevationSwing + 1e-6)
      expect(dist(pose)).toBeGreaterThan(d * 0.759)
      expect(dist(pose)).toBeLessThan(d * 1.001)
      expect(pose.target.y).toBe(0)
    }
  })

  it('keeps the middle of the pitch in frame from every side', () => {
    const inner = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => new Vector3(sx * 9, 0, sz * 5)))
    for (let t = 0; t < o.orbitSeconds; t += 5) {
      const pose = orbitPose(t, CLASSIC)
      for (const p of [new Vector3(0, 0, 0), ...inner]) {
        const ndc = ndcOf(pose, p)
        expect(Math.abs(ndc.x)).toBeLessThan(1)
        expect(Math.abs(ndc.y)).toBeLessThan(1)
      }
    }
  })

  it('backs off further for a portrait screen than for a wide one', () => {
    expect(fitDistance(CLASSIC, { ...o, aspect: 9 / 16 })).toBeGreaterThan(fitDistance(CLASSIC, o))
    expect(fitDistance({ halfX: 7.5, halfZ: 5.5 })).toBeLessThan(fitDistance(CLASSIC))
  })

  it('moves smoothly: a frame at 60 fps shifts the camera by a small fraction of a unit', () => {
    let last = orbitPose(0, CLASSIC)
    for (let t = 1 / 60; t < 60; t += 1 / 60) {
      const pose = orbitPose(t, CLASSIC)
      const step = Math.hypot(
        pose.position.x - last.position.x,
        pose.position.y - last.position.y,
        pose.position.z - last.position.z,
      )
      expect(step).toBeLessThan(0.05)
      last = pose
    }
  })
})

describe('a big moment', () => {
  const moment: Moment = { start: 10, focus: { x: 8, y: 0.4, z: -3 } }

  it('weighs 0 before, eases in, holds at 1, eases out, then 0', () => {
    expect(momentWeight(9.9, moment)).toBe(0)
    expect(momentWeight(10, moment)).toBe(0)
    expect(momentWeight(10 + o.momentIn / 2, moment)).toBeCloseTo(0.5, 5)
    expect(momentWeight(10 + o.momentIn + 0.1, moment)).toBe(1)
    expect(momentWeight(10 + o.momentIn + o.momentHold - 0.01, moment)).toBe(1)
    expect(momentWeight(10 + o.momentIn + o.momentHold + o.momentOut / 2, moment)).toBeCloseTo(0.5, 5)
    expect(momentWeight(10 + o.momentIn + o.momentHold + o.momentOut, moment)).toBe(0)
    expect(momentWeight(100, null)).toBe(0)
    expect(momentOver(10 + o.momentIn + o.momentHold + o.momentOut + 0.001, moment)).toBe(true)
    expect(momentOver(11, moment)).toBe(false)
  })

  it('while held, looks at the focus from the close distance, still above the table', () => {
    const pose = cinematicPose(10 + o.momentIn + 1, CLASSIC, moment)
    expect(pose.target).toEqual(moment.focus)
    expect(dist(pose)).toBeCloseTo(o.closeDistance, 6)
    expect(elevationDeg(pose)).toBeCloseTo(o.closeElevation, 6)
  })

  it('is the plain orbit outside its window, and never jolts in between', () => {
    expect(cinematicPose(9, CLASSIC, moment)).toEqual(orbitPose(9, CLASSIC))
    expect(cinematicPose(30, CLASSIC, moment)).toEqual(orbitPose(30, CLASSIC))
    let last = cinematicPose(9, CLASSIC, moment)
    for (let t = 9 + 1 / 60; t < 18; t += 1 / 60) {
      const pose = cinematicPose(t, CLASSIC, moment)
      const step = Math.hypot(
        pose.position.x - last.position.x,
        pose.position.y - last.position.y,
        pose.position.z - last.position.z,
      )
      expect(step).toBeLessThan(0.6)
      last = pose
    }
  })
})

describe('CinematicCamera', () => {
  it('places a camera from its clock, and a moment starts at the current time', () => {
    let now = 100
    const cinematic = new CinematicCamera(() => now)
    const camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
    cinematic.apply(camera, CLASSIC)
    const expected = orbitPose(0, CLASSIC)
    expect(camera.position.x).toBeCloseTo(expected.position.x, 9)
    expect(camera.position.z).toBeCloseTo(expected.position.z, 9)
    // Within a thirtieth of a second the camera is left where it is (no redraw).
    now = 100.01
    expect(cinematic.apply(camera, CLASSIC)).toBe(false)
    now = 105
    cinematic.moment({ x: 5, y: 0.4, z: 2 })
    expect(cinematic.inMoment).toBe(true)
    now = 105 + o.momentIn + 1
    cinematic.apply(camera, CLASSIC)
    const ahead = new Vector3(0, 0, -1).applyQuaternion(camera.quaternion)
    const toFocus = new Vector3(5, 0.4, 2).sub(camera.position).normalize()
    expect(ahead.dot(toFocus)).toBeCloseTo(1, 6)
    now = 200
    expect(cinematic.inMoment).toBe(false)
  })
})
