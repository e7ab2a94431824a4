// @vitest-environment happy-dom
// The camera rig with the real camera-controls on a happy-dom canvas: the wheel zooms in fine steps (at least
// twenty notches from the overview to the nearest), toward the pointer; the default view follows the play by
// sliding its window, pauses once the coach moves the camera, and takes over again on reset() or a new turn.
import { CameraRig } from '@renderer/scene/cameraRig'
import { ZOOM_NOTCHES } from '@renderer/scene/cameraLimits'
import { PerspectiveCamera, Vector3 } from 'three'

const W = 1280
const H = 720

function setup() {
  const canvas = document.createElement('canvas')
  Object.defineProperty(canvas, 'getBoundingClientRect', {
    value: () => ({ left: 0, top: 0, right: W, bottom: H, x: 0, y: 0, width: W, height: H }),
  })
  document.body.appendChild(canvas)
  const camera = new PerspectiveCamera(30, W / H, 0.5, 300)
  const rig = new CameraRig(camera, canvas)
  rig.frame(13.6, 8.1)
  settle(rig)
  return { canvas, camera, rig }
}

/** Runs the rig's smooth transitions to their end. */
function settle(rig: CameraRig, focus: { x: number; z: number } | null = null): void {
  for (let i = 0; i < 400; i++) rig.update(0.05, null, focus)
}

function wheel(canvas: HTMLElement, deltaY: number, x = W / 2, y = H / 2): void {
  const event = new WheelEvent('wheel', { deltaY, deltaMode: 0, cancelable: true })
  // happy-dom's WheelEvent keeps no pointer position: give it the one a browser would.
  Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y } })
  canvas.dispatchEvent(event)
}

/** Where the camera's line of sight meets the table (y = 0). */
function target(camera: PerspectiveCamera): Vector3 {
  camera.updateMatrixWorld()
  const dir = new Vector3(0, 0, -1).applyQuaternion(camera.quaternion)
  return camera.position.clone().addScaledVector(dir, -camera.position.y / dir.y)
}

describe('CameraRig', () => {
  it('zooms from the overview to the nearest in at least twenty wheel notches, each a like step', () => {
    const { canvas, rig } = setup()
    // From the whole-pitch view.
    rig.setMode('pitch')
    settle(rig)
    const far = rig.distance
    const distances = [far]
    for (let i = 0; i < 60 && distances[distances.length - 1] > 3 + 1e-6; i++) {
      wheel(canvas, -100)
      settle(rig)
      distances.push(rig.distance)
    }
    const notches = distances.length - 1
    expect(notches).toBeGreaterThanOrEqual(20)
    expect(notches).toBeLessThanOrEqual(ZOOM_NOTCHES)
    expect(distances[distances.length - 1]).toBeCloseTo(3, 6)
    // Every notch but the last (which stops at the nearest) is the same share of the distance.
    const ratios = distances.slice(1, -1).map((d, i) => distances[i] / d)
    for (const r of ratios) expect(r).toBeCloseTo(ratios[0], 3)
    expect(ratios[0]).toBeLessThan(1.15)
    // And out again all the way, past the overview, in as many.
    for (let i = 0; i < ZOOM_NOTCHES; i++) wheel(canvas, 100)
    settle(rig)
    expect(rig.distance).toBeGreaterThan(far)
    rig.dispose()
  })

  it('zooms toward the point under the pointer', () => {
    const { canvas, camera, rig } = setup()
    const before = target(camera)
    // Pointer on the right of the canvas: the look-at point moves right.
    wheel(canvas, -100, W * 0.9, H / 2)
    settle(rig)
    expect(target(camera).x).toBeGreaterThan(before.x + 0.1)
    rig.dispose()
  })

  it('follows the play, pauses when the coach takes the camera, and takes over again on a new turn or a reset', () => {
    const { canvas, rig } = setup()
    const view = rig.actionView()!
    expect(rig.following).toBe(true)
    // The action at the right end zone: the window slides there (as far as the board allows).
    settle(rig, { x: 13, z: 0 })
    expect(rig.windowCentre().x).toBeCloseTo(view.slideX, 9)
    // The coach zooms with the wheel: following pauses, the window stays where he left it.
    wheel(canvas, -100)
    settle(rig, { x: -13, z: 0 })
    expect(rig.following).toBe(false)
    expect(rig.windowCentre().x).toBeCloseTo(view.slideX, 9)
    // A new turn: the camera follows the play again, to the other end.
    rig.resume()
    settle(rig, { x: -13, z: 0 })
    expect(rig.following).toBe(true)
    expect(rig.windowCentre().x).toBeCloseTo(-view.slideX, 9)
    // A nudge pauses it again; reset() gives it back.
    rig.nudge('left')
    expect(rig.following).toBe(false)
    rig.reset()
    expect(rig.following).toBe(true)
    rig.dispose()
  })

  it('keeps a drill’s area framed instead of following', () => {
    const { rig } = setup()
    rig.setFocusArea({ centre: { x: 8, z: 1 }, half: { x: 3, z: 2 } })
    settle(rig, { x: -13, z: 0 })
    expect(rig.windowCentre().x).toBeCloseTo(Math.min(8, rig.actionView()!.slideX), 9)
    rig.setFocusArea(null)
    settle(rig, { x: -13, z: 0 })
    expect(rig.windowCentre().x).toBeLessThan(0)
    rig.dispose()
  })
})
