// The display's camera (attract loop and match display) frames the figures for a TV across a room: deterministic
// in time and followed point, a broadcast camera on the near side that swings slowly, stays above the table and
// keeps the followed ball in the middle of the frame; a figure stands at least 60 px tall on a 1920×1080 screen
// nearly all the time (and always at the ball); a big moment dollies in and out without a jolt; the camera catches
// up with the ball smoothly.
import { PerspectiveCamera, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { CinematicCamera } from '../../../src-renderer/src/scene/cinematic/CinematicCamera'
import {
  CINEMATIC_DEFAULTS,
  cinematicPose,
  followStep,
  keepOverBoard,
  MIN_ELEVATION,
  MOMENT_KEEP,
  momentOver,
  momentWeight,
  orbitPose,
  type CinematicPose,
  type Moment,
  swingAzimuth,
  type Vec3,
} from '../../../src-renderer/src/scene/cinematic/path'

const CLASSIC = { halfX: 13.6, halfZ: 8.1 }
const BLITZ = { halfX: 9.1, halfZ: 7.3 }
const o = CINEMATIC_DEFAULTS
/** A lineman's height in world units (scene/pieces: base, legs, body, head). */
const FIGURE = 0.85
const dist = (p: CinematicPose): number =>
  Math.hypot(p.position.x - p.target.x, p.position.y - p.target.y, p.position.z - p.target.z)
const elevationDeg = (p: CinematicPose): number =>
  (Math.asin((p.position.y - p.target.y) / dist(p)) * 180) / Math.PI
const azimuth = (p: CinematicPose): number => Math.atan2(p.position.x - p.target.x, p.position.z - p.target.z)

function cameraAt(pose: CinematicPose, aspect = 16 / 9): PerspectiveCamera {
  const camera = new PerspectiveCamera(o.fov, aspect, 0.5, 300)
  camera.position.set(pose.position.x, pose.position.y, pose.position.z)
  camera.lookAt(pose.target.x, pose.target.y, pose.target.z)
  camera.updateMatrixWorld()
  return camera
}

/** On-screen height in px of a figure standing at `at`, on a screen `height` px tall. */
function figurePixels(pose: CinematicPose, at: Vec3, height = 1080): number {
  const camera = cameraAt(pose)
  const foot = new Vector3(at.x, 0, at.z).project(camera)
  const head = new Vector3(at.x, FIGURE, at.z).project(camera)
  return ((head.y - foot.y) / 2) * height
}

/** A ball wandering over the pitch (a stand-in for a game's play). */
const ballAt = (t: number): Vec3 => ({ x: 11 * Math.sin(t / 23), y: 0, z: 6 * Math.sin(t / 17 + 1) })

describe('the display camera', () => {
  it('is a function of time and the followed point alone', () => {
    for (const t of [0, 1.5, 42, 600])
      expect(orbitPose(t, CLASSIC, ballAt(t))).toEqual(orbitPose(t, CLASSIC, ballAt(t)))
    expect(cinematicPose(12, CLASSIC, null, ballAt(3))).toEqual(orbitPose(12, CLASSIC, ballAt(3)))
  })

  it('swings from side to side on the near side, never round behind the pitch', () => {
    expect(azimuth(orbitPose(0, CLASSIC))).toBeCloseTo(0, 6)
    expect(azimuth(orbitPose(o.swingSeconds / 4, CLASSIC))).toBeCloseTo((o.swing * Math.PI) / 180, 6)
    for (let t = 0; t < 400; t += 0.9)
      expect(Math.abs(swingAzimuth(t))).toBeLessThanOrEqual((o.swing * Math.PI) / 180)
  })

  it('stays low but above the table, close, looking at the ball kept over the board', () => {
    for (let t = 0; t < 400; t += 0.7) {
      const pose = orbitPose(t, CLASSIC, ballAt(t))
      const el = elevationDeg(pose)
      expect(el).toBeGreaterThanOrEqual(Math.max(MIN_ELEVATION, o.elevation - o.elevationSwing) - 1e-6)
      expect(el).toBeLessThanOrEqual(o.elevation + o.elevationSwing + 1e-6)
      expect(dist(pose)).toBeLessThanOrEqual(o.distance * (1 + o.breath) + 1e-9)
      expect(pose.target).toEqual(keepOverBoard(ballAt(t), CLASSIC))
      // The ball itself is in the middle part of the frame.
      const ndc = new Vector3(ballAt(t).x, 0, ballAt(t).z).project(cameraAt(pose))
      expect(Math.abs(ndc.x)).toBeLessThan(0.6)
      expect(Math.abs(ndc.y)).toBeLessThan(0.6)
    }
  })

  it('shows a figure at least 60 px tall on a 1920×1080 screen: always at the ball, nearly always anywhere in the middle of the frame', () => {
    let samples = 0
    let tall = 0
    for (let t = 0; t < 600; t += 0.5) {
      const pose = orbitPose(t, CLASSIC, ballAt(t))
      expect(figurePixels(pose, pose.target)).toBeGreaterThanOrEqual(60)
      // Figures three squares either side of the ball, toward and away from the camera.
      for (const d of [-3, 3])
        for (const at of [
          { x: pose.target.x + d, y: 0, z: pose.target.z },
          { x: pose.target.x, y: 0, z: pose.target.z + d },
        ]) {
          samples++
          if (figurePixels(pose, at) >= 60) tall++
        }
    }
    expect(tall / samples).toBeGreaterThan(0.9)
  })

  it('keeps the look-at point inside the board on a small board too', () => {
    expect(keepOverBoard({ x: 40, y: 3, z: -40 }, BLITZ)).toEqual({ x: 9.1 - 3.5, y: 0, z: -(7.3 - 2.5) })
    expect(keepOverBoard({ x: 1, y: 0, z: 1 }, { halfX: 2, halfZ: 2 })).toEqual({ x: 0, y: 0, z: 0 })
  })

  it('moves smoothly: a frame at 60 fps shifts the camera by a small fraction of a unit', () => {
    let last = orbitPose(0, CLASSIC, ballAt(0))
    for (let t = 1 / 60; t < 60; t += 1 / 60) {
      const pose = orbitPose(t, CLASSIC, ballAt(t))
      const step = Math.hypot(
        pose.position.x - last.position.x,
        pose.position.y - last.position.y,
        pose.position.z - last.position.z,
      )
      expect(step).toBeLessThan(0.05)
      last = pose
    }
  })

  it('catches up with a ball that flies away without overshooting', () => {
    let at: Vec3 = { x: 0, y: 0, z: 0 }
    const to = { x: 10, y: 0, z: -4 }
    const xs: number[] = []
    for (let i = 0; i < 90; i++) {
      at = followStep(at, to, 1 / 30, o.followSeconds)
      xs.push(at.x)
    }
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThanOrEqual(xs[i - 1])
    expect(xs.at(-1)!).toBeLessThanOrEqual(10)
    expect(xs.at(-1)!).toBeGreaterThan(8)
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

  it('while held, looks at the focus from the close distance, lower still, the figure there large', () => {
    const pose = cinematicPose(10 + o.momentIn + 1, CLASSIC, moment, ballAt(0))
    expect(pose.target).toEqual(moment.focus)
    expect(dist(pose)).toBeCloseTo(o.closeDistance, 6)
    expect(elevationDeg(pose)).toBeCloseTo(o.closeElevation, 6)
    expect(figurePixels(pose, { x: 8, y: 0, z: -3 })).toBeGreaterThan(120)
  })

  it('at the board’s edge (a touchdown in the end zone) looks a little inside it, the scorer still in frame', () => {
    const endZone: Moment = { start: 10, focus: { x: 13, y: 0.4, z: 0 } }
    const pose = cinematicPose(10 + o.momentIn + 1, CLASSIC, endZone, null)
    expect(pose.target.x).toBeCloseTo(CLASSIC.halfX - MOMENT_KEEP.x, 9)
    const ndc = new Vector3(13, 0.4, 0).project(cameraAt(pose))
    expect(Math.abs(ndc.x)).toBeLessThan(0.8)
    expect(Math.abs(ndc.y)).toBeLessThan(0.8)
  })

  it('is the plain camera outside its window, and never jolts in between', () => {
    const follow = ballAt(5)
    expect(cinematicPose(9, CLASSIC, moment, follow)).toEqual(orbitPose(9, CLASSIC, follow))
    expect(cinematicPose(30, CLASSIC, moment, follow)).toEqual(orbitPose(30, CLASSIC, follow))
    let last = cinematicPose(9, CLASSIC, moment, follow)
    for (let t = 9 + 1 / 60; t < 18; t += 1 / 60) {
      const pose = cinematicPose(t, CLASSIC, moment, follow)
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
  it('places a camera from its clock, follows the ball smoothly, and a moment starts at the current time', () => {
    let now = 100
    const cinematic = new CinematicCamera(() => now)
    const camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
    const ball = new Vector3(4, 0.1, 2)
    cinematic.apply(camera, CLASSIC, ball)
    const expected = orbitPose(0, CLASSIC, { x: 4, y: 0, z: 2 })
    expect(camera.position.x).toBeCloseTo(expected.position.x, 9)
    expect(camera.position.z).toBeCloseTo(expected.position.z, 9)
    // Within a thirtieth of a second the camera is left where it is (no redraw).
    now = 100.01
    expect(cinematic.apply(camera, CLASSIC, ball)).toBe(false)
    // The ball flies off: a moment later the camera has gone part of the way, not jumped.
    now = 100.5
    cinematic.apply(camera, CLASSIC, new Vector3(-6, 0, -2))
    const part = cinematic.following!
    expect(part.x).toBeLessThan(4)
    expect(part.x).toBeGreaterThan(-6)
    // No ball on the board: the camera stays on the last place.
    now = 101
    cinematic.apply(camera, CLASSIC, null)
    expect(cinematic.following!.x).toBeCloseTo(part.x, 9)
    now = 105
    cinematic.moment({ x: 5, y: 0.4, z: 2 })
    expect(cinematic.inMoment).toBe(true)
    now = 105 + o.momentIn + 1
    cinematic.apply(camera, CLASSIC, null)
    const ahead = new Vector3(0, 0, -1).applyQuaternion(camera.quaternion)
    const toFocus = new Vector3(5, 0.4, 2).sub(camera.position).normalize()
    expect(ahead.dot(toFocus)).toBeCloseTo(1, 6)
    now = 200
    expect(cinematic.inMoment).toBe(false)
  })
})
