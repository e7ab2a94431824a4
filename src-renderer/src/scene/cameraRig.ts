// The table's camera controls: camera-controls for orbit (left drag), pan (right drag) and zoom (wheel), with
// smooth transitions between the default 3/4 view, top-down and following the ball, the limits of
// cameraLimits.ts, and keyboard nudges. The scene calls update() every frame; it says whether the camera moved.
import CameraControls from 'camera-controls'
import {
  Box3,
  Matrix4,
  type PerspectiveCamera,
  Quaternion,
  Raycaster,
  Sphere,
  Spherical,
  Vector2,
  Vector3,
  Vector4,
} from 'three'
import { frameBoard, type Framing, type NdcArea } from './camera'
import {
  type CameraLimits,
  cameraLimits,
  type CameraMode,
  CAMERA_MODES,
  clampTarget,
  distanceOf,
  frameTop,
  type NudgeDir,
  nudgeMove,
  zoomDistance,
} from './cameraLimits'

let installed = false
/** camera-controls needs three's classes handed over once (the line-up's photo camera shares this). */
export function installCameraControls(): void {
  if (installed) return
  CameraControls.install({
    THREE: { Vector2, Vector3, Vector4, Quaternion, Matrix4, Spherical, Box3, Sphere, Raycaster },
  })
  installed = true
}

export class CameraRig {
  private readonly controls: CameraControls
  private mode: CameraMode = 'default'
  private framings: { default: Framing; top: Framing } | null = null
  private limits: CameraLimits | null = null
  /** Set once the player drags or wheels: a resize then keeps their view instead of snapping back. */
  private userMoved = false
  private readonly ball = new Vector3()
  private readonly lastBall = new Vector3(Number.NaN, 0, 0)

  constructor(
    private readonly camera: PerspectiveCamera,
    domElement: HTMLElement,
  ) {
    installCameraControls()
    const c = new CameraControls(camera, domElement)
    c.smoothTime = 0.3
    c.draggingSmoothTime = 0.08
    c.dollyToCursor = true
    // Left drag orbits, right drag pans, the wheel zooms toward the pointer; no "zoom the lens" (fov stays put).
    c.mouseButtons.left = CameraControls.ACTION.ROTATE
    c.mouseButtons.right = CameraControls.ACTION.TRUCK
    c.mouseButtons.middle = CameraControls.ACTION.DOLLY
    c.mouseButtons.wheel = CameraControls.ACTION.DOLLY
    c.addEventListener('controlstart', () => {
      this.userMoved = true
      // Grabbing the camera leaves follow-the-ball: the player wants to look elsewhere.
      if (this.mode === 'follow-ball') this.mode = 'default'
    })
    this.controls = c
  }

  get cameraMode(): CameraMode {
    return this.mode
  }

  /** While false (e.g. dragging a piece) the mouse does not move the camera. */
  set enabled(on: boolean) {
    this.controls.enabled = on
  }

  /**
   * Fits the framings and limits to a board footprint, inside `area` (NDC; the view less the panels over it);
   * re-applies the current mode unless the player moved.
   */
  frame(halfX: number, halfZ: number, area?: NdcArea): void {
    // The clone keeps the camera's view offset, so the framing is measured in the canvas's own NDC.
    const probe = this.camera.clone()
    const def = frameBoard(probe, halfX, halfZ, { area })
    const top = frameTop(probe, halfX, halfZ, area)
    this.framings = { default: def, top }
    const limits = cameraLimits(halfX, halfZ, distanceOf(def))
    this.limits = limits
    const c = this.controls
    c.minDistance = limits.minDistance
    c.maxDistance = Math.max(limits.maxDistance, distanceOf(top) * 1.1)
    c.minPolarAngle = limits.minPolarAngle
    c.maxPolarAngle = limits.maxPolarAngle
    const t = limits.target
    c.setBoundary(new Box3(new Vector3(t.minX, -0.01, t.minZ), new Vector3(t.maxX, 0.01, t.maxZ)))
    if (!this.userMoved || this.mode === 'top')
      this.apply(this.mode === 'follow-ball' ? 'default' : this.mode, false)
  }

  /** Forgets the player's moves: the next frame() applies the default view (a new board). */
  forget(): void {
    this.userMoved = false
    this.mode = 'default'
  }

  /** The default 3/4 framing's look-at distance (the fog is fitted to it). */
  defaultDistance(): number {
    return this.framings ? distanceOf(this.framings.default) : 30
  }

  setMode(mode: CameraMode, ball: Vector3 | null = null): void {
    if (!CAMERA_MODES.includes(mode)) throw new TypeError(`setCameraMode: unknown mode '${String(mode)}'`)
    this.mode = mode
    this.lastBall.set(Number.NaN, 0, 0)
    if (mode === 'follow-ball') {
      // Closer than the whole-board view, so the play round the ball fills the screen.
      void this.controls.dollyTo(this.defaultDistance() * 0.6, true)
      if (ball) this.follow(ball)
      return
    }
    this.userMoved = false
    this.apply(mode, true)
  }

  reset(): void {
    this.setMode('default')
  }

  nudge(dir: NudgeDir): void {
    const move = nudgeMove(dir, this.controls.distance)
    const c = this.controls
    if (move.truck[0]) void c.truck(move.truck[0], 0, true)
    if (move.truck[1]) void c.forward(move.truck[1], true)
    if (move.rotate[0] || move.rotate[1]) void c.rotate(move.rotate[0], move.rotate[1], true)
    this.userMoved = true
    if (this.mode === 'follow-ball' && (move.truck[0] || move.truck[1])) this.mode = 'default'
  }

  zoom(step: number): void {
    void this.controls.dolly(zoomDistance(step, this.controls.distance), true)
    this.userMoved = true
  }

  /** Advances transitions; follows the ball in 'follow-ball' mode. True when the camera moved this frame. */
  update(deltaSeconds: number, ball: Vector3 | null): boolean {
    if (this.mode === 'follow-ball' && ball) this.follow(ball)
    return this.controls.update(deltaSeconds)
  }

  dispose(): void {
    this.controls.dispose()
  }

  private follow(ball: Vector3): void {
    if (!this.limits) return
    // Only a ball that moved a little re-aims the camera: no endless tiny transitions.
    if (Number.isFinite(this.lastBall.x) && this.lastBall.distanceToSquared(ball) < 1e-4) return
    this.lastBall.copy(ball)
    const t = clampTarget(ball, this.limits)
    this.ball.set(t.x, t.y, t.z)
    void this.controls.moveTo(this.ball.x, this.ball.y, this.ball.z, true)
  }

  private apply(mode: 'default' | 'top', transition: boolean): void {
    if (!this.framings) return
    const f = this.framings[mode]
    void this.controls.setLookAt(
      f.position.x,
      f.position.y,
      f.position.z,
      f.target.x,
      f.target.y,
      f.target.z,
      transition,
    )
  }
}
