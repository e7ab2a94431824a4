// The table's camera controls: camera-controls for orbit (left drag) and pan (right drag), our own wheel zoom in
// fine steps toward the pointer, smooth transitions between the views (cameraLimits.ts CameraMode), the limits of
// cameraLimits.ts and keyboard nudges. In the default view the camera follows the play: the action window
// (cameraAction.ts) slides to keep the focus (the acting player, the ball: TableScene says) in view, and a drill's
// area is framed whole. Once the coach moves the camera himself, following pauses until reset() or resume() (a new
// turn): it never fights his hand. The scene calls update() every frame; it says whether the camera moved.
import CameraControls from 'camera-controls'
import {
  Box3,
  Matrix4,
  Plane,
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
  type ActionView,
  frameAction,
  frameArea,
  framingAt,
  needsSlide,
  windowCentre,
  type XZ,
} from './cameraAction'
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
  wheelSteps,
  zoomedDistance,
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

/** A box of the board to keep in view (a drill's area): centre and half extents in world units. */
export interface FocusArea {
  readonly centre: XZ
  readonly half: XZ
}

const TABLE = new Plane(new Vector3(0, 1, 0), 0)

export class CameraRig {
  private readonly controls: CameraControls
  private mode: CameraMode = 'default'
  private framings: { pitch: Framing; top: Framing } | null = null
  private action: ActionView | null = null
  private limits: CameraLimits | null = null
  private areaNdc: NdcArea | undefined = undefined
  private focusArea: FocusArea | null = null
  /** Where the action window stands now (world x, z of its centre). */
  private centre: XZ = { x: 0, z: 0 }
  /** The last focus the scene reported, so a reframe or a reset aims at the play, not the board's middle. */
  private lastFocus: XZ | null = null
  /** Set once the player drags, wheels or nudges: following pauses and a resize keeps his view. */
  private userMoved = false
  private readonly ball = new Vector3()
  private readonly lastBall = new Vector3(Number.NaN, 0, 0)
  private readonly onWheel: (event: WheelEvent) => void
  private readonly ray = new Raycaster()
  private readonly v = new Vector3()
  private readonly w = new Vector3()

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly domElement: HTMLElement,
  ) {
    installCameraControls()
    const c = new CameraControls(camera, domElement)
    c.smoothTime = 0.3
    c.draggingSmoothTime = 0.08
    // Left drag orbits, right drag pans; the wheel is ours (fine steps toward the pointer, see onWheel).
    c.mouseButtons.left = CameraControls.ACTION.ROTATE
    c.mouseButtons.right = CameraControls.ACTION.TRUCK
    c.mouseButtons.middle = CameraControls.ACTION.DOLLY
    c.mouseButtons.wheel = CameraControls.ACTION.NONE
    c.addEventListener('controlstart', () => this.takeOver())
    this.controls = c
    this.onWheel = (event) => {
      if (!c.enabled) return
      event.preventDefault()
      const rect = domElement.getBoundingClientRect()
      const x = ((event.clientX - rect.left) / Math.max(1, rect.width)) * 2 - 1
      const y = -((event.clientY - rect.top) / Math.max(1, rect.height)) * 2 + 1
      this.zoomToward(wheelSteps(event), x, y)
    }
    domElement.addEventListener('wheel', this.onWheel, { passive: false })
  }

  get cameraMode(): CameraMode {
    return this.mode
  }

  /** True while the default view follows the play (the coach has not taken the camera since the last reset). */
  get following(): boolean {
    return this.mode === 'default' && !this.userMoved
  }

  /** While false (e.g. dragging a piece) the mouse does not move the camera. */
  set enabled(on: boolean) {
    this.controls.enabled = on
  }

  /** True until the camera stands where its transition (or the coach's drag) takes it (the e2e probe). */
  get moving(): boolean {
    const c = this.controls
    const near = (a: Vector3, b: Vector3): boolean => a.distanceToSquared(b) < 1e-6
    return (
      !near(c.getPosition(this.v, false), c.getPosition(this.w, true)) ||
      !near(c.getTarget(this.v, false), c.getTarget(this.w, true))
    )
  }

  /** The camera's current distance to the point it looks at (tests, the zoom probe). */
  get distance(): number {
    return this.controls.distance
  }

  /**
   * Fits the views and limits to a board footprint, inside `area` (NDC; the view less the panels over it);
   * re-applies the current view unless the player moved the camera. `wholeBoard`: the default view shows the
   * whole board (a replay; see frameAction).
   */
  frame(halfX: number, halfZ: number, area?: NdcArea, depth?: number, wholeBoard = false): void {
    // The clone keeps the camera's view offset, so the framing is measured in the canvas's own NDC.
    const probe = this.camera.clone()
    this.areaNdc = area
    this.action = frameAction(probe, halfX, halfZ, area, depth, wholeBoard)
    const pitch = frameBoard(probe, halfX, halfZ, { area })
    const top = frameTop(probe, halfX, halfZ, area)
    this.framings = { pitch, top }
    const limits = cameraLimits(halfX, halfZ, distanceOf(pitch))
    this.limits = limits
    const c = this.controls
    c.minDistance = limits.minDistance
    c.maxDistance = Math.max(limits.maxDistance, distanceOf(top) * 1.1)
    c.minPolarAngle = limits.minPolarAngle
    c.maxPolarAngle = limits.maxPolarAngle
    const t = limits.target
    c.setBoundary(new Box3(new Vector3(t.minX, -0.01, t.minZ), new Vector3(t.maxX, 0.01, t.maxZ)))
    this.centre = windowCentre(this.action, this.lastFocus ?? this.centre)
    if (!this.userMoved || this.mode === 'top' || this.mode === 'pitch')
      this.apply(this.mode === 'follow-ball' ? 'default' : this.mode, false)
  }

  /** Forgets the player's moves and the play's focus: the next frame() applies the default view (a new board). */
  forget(): void {
    this.userMoved = false
    this.mode = 'default'
    this.lastFocus = null
    this.focusArea = null
    this.centre = { x: 0, z: 0 }
  }

  /** The whole-board 3/4 framing's look-at distance (the fog is fitted to it). */
  defaultDistance(): number {
    return this.framings ? distanceOf(this.framings.pitch) : 30
  }

  /** The action view as now fitted (tests, the e2e probe); null before the first frame(). */
  actionView(): ActionView | null {
    return this.action
  }

  /** The action window's centre now (world x, z). */
  windowCentre(): XZ {
    return this.centre
  }

  setMode(mode: CameraMode, ball: Vector3 | null = null): void {
    if (!CAMERA_MODES.includes(mode)) throw new TypeError(`setCameraMode: unknown mode '${String(mode)}'`)
    this.mode = mode
    this.lastBall.set(Number.NaN, 0, 0)
    if (mode === 'follow-ball') {
      // Closer than the action view, so the play round the ball fills the screen.
      const near = this.action ? distanceOf(this.action.base) * 0.75 : this.defaultDistance() * 0.5
      void this.controls.dollyTo(near, true)
      if (ball) this.followBall(ball)
      return
    }
    this.userMoved = false
    this.apply(mode, true)
  }

  /** Back to the default view at the play, following it again. */
  reset(): void {
    this.setMode('default')
  }

  /** A new turn: following takes over again in the default view, even after the coach moved the camera. */
  resume(): void {
    if (this.mode !== 'default' || !this.userMoved) return
    this.userMoved = false
    this.apply('default', true)
  }

  /** A drill's area to keep framed in the default view (null: follow the play). */
  setFocusArea(area: FocusArea | null): void {
    const same =
      area === this.focusArea ||
      (area !== null &&
        this.focusArea !== null &&
        area.centre.x === this.focusArea.centre.x &&
        area.centre.z === this.focusArea.centre.z &&
        area.half.x === this.focusArea.half.x &&
        area.half.z === this.focusArea.half.z)
    if (same) return
    this.focusArea = area
    if (this.following) this.apply('default', true)
  }

  nudge(dir: NudgeDir): void {
    const move = nudgeMove(dir, this.controls.distance)
    const c = this.controls
    if (move.truck[0]) void c.truck(move.truck[0], 0, true)
    if (move.truck[1]) void c.forward(move.truck[1], true)
    if (move.rotate[0] || move.rotate[1]) void c.rotate(move.rotate[0], move.rotate[1], true)
    this.takeOver()
  }

  /** Keyboard zoom: `step` fine steps in (+) or out (−) toward the view's centre. */
  zoom(step: number): void {
    this.zoomToward(step, 0, 0)
  }

  /** Advances transitions; follows the ball or the play. True when the camera moved this frame. */
  update(deltaSeconds: number, ball: Vector3 | null, focus: XZ | null = null): boolean {
    if (this.mode === 'follow-ball' && ball) this.followBall(ball)
    if (focus) this.follow(focus)
    return this.controls.update(deltaSeconds)
  }

  dispose(): void {
    this.domElement.removeEventListener('wheel', this.onWheel)
    this.controls.dispose()
  }

  /** The coach moves the camera himself: following pauses, follow-the-ball ends. */
  private takeOver(): void {
    this.userMoved = true
    if (this.mode === 'follow-ball') this.mode = 'default'
  }

  /**
   * Zooms `steps` fine steps toward the point of the table under NDC (x, y): the camera and the point it looks at
   * both move toward it by the same share, so that point stays under the pointer.
   */
  private zoomToward(steps: number, x: number, y: number): void {
    if (steps === 0 || !this.limits) return
    const c = this.controls
    const limits = { minDistance: c.minDistance, maxDistance: c.maxDistance }
    const target = c.getTarget(this.v, true)
    const position = c.getPosition(this.w, true)
    const from = position.distanceTo(target)
    const to = zoomedDistance(steps, from, limits)
    if (Math.abs(to - from) < 1e-9) return
    this.takeOver()
    const share = 1 - to / from
    const toward = this.tablePoint(x, y)
    const nextTarget = toward ? target.clone().lerp(toward, share) : target.clone()
    const t = clampTarget(nextTarget, this.limits)
    const offset = position
      .clone()
      .sub(target)
      .multiplyScalar(to / from)
    void c.setLookAt(t.x + offset.x, t.y + offset.y, t.z + offset.z, t.x, t.y, t.z, true)
  }

  /** The table point (y = 0) under NDC (x, y), or null when the ray misses it (pointing above the horizon). */
  private tablePoint(x: number, y: number): Vector3 | null {
    if (x === 0 && y === 0) return null
    this.camera.updateMatrixWorld()
    this.ray.setFromCamera(new Vector2(x, y), this.camera)
    return this.ray.ray.intersectPlane(TABLE, new Vector3())
  }

  private follow(focus: XZ): void {
    this.lastFocus = { x: focus.x, z: focus.z }
    const view = this.action
    if (!view || !this.following || this.focusArea) return
    if (!needsSlide(view, this.centre, focus)) return
    this.centre = windowCentre(view, focus)
    const f = framingAt(view, this.centre)
    void this.controls.setLookAt(
      f.position.x,
      f.position.y,
      f.position.z,
      f.target.x,
      f.target.y,
      f.target.z,
      true,
    )
  }

  private followBall(ball: Vector3): void {
    if (!this.limits) return
    // Only a ball that moved a little re-aims the camera: no endless tiny transitions.
    if (Number.isFinite(this.lastBall.x) && this.lastBall.distanceToSquared(ball) < 1e-4) return
    this.lastBall.copy(ball)
    const t = clampTarget(ball, this.limits)
    this.ball.set(t.x, t.y, t.z)
    void this.controls.moveTo(this.ball.x, this.ball.y, this.ball.z, true)
  }

  /** The framing of a view: the default one at the drill's area, or at the play (the window round the focus). */
  private framingOf(mode: 'default' | 'pitch' | 'top'): Framing | null {
    if (mode !== 'default') return this.framings ? this.framings[mode] : null
    const view = this.action
    if (!view) return null
    if (this.focusArea) {
      const f = frameArea(this.camera.clone(), view, this.focusArea.centre, this.focusArea.half, this.areaNdc)
      this.centre = windowCentre(view, this.focusArea.centre)
      return f
    }
    this.centre = windowCentre(view, this.lastFocus ?? this.centre)
    return framingAt(view, this.centre)
  }

  private apply(mode: 'default' | 'pitch' | 'top', transition: boolean): void {
    const f = this.framingOf(mode)
    if (!f) return
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
