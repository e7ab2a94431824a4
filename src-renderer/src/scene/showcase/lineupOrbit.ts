// The free camera of photo mode on the Showcase's line-up: left drag orbits round the turntable, the wheel (or
// middle drag) zooms, right drag shifts the view a little; it starts from the stage's framed pose and never goes
// under the studio floor or far from the turntable. Made when photo mode opens on the line-up and disposed when it
// closes (the stage then frames its camera again), so outside photo mode the line-up's camera stays fixed.
import CameraControls from 'camera-controls'
import { Box3, type PerspectiveCamera, Vector3 } from 'three'
import { installCameraControls } from '../cameraRig'

export interface OrbitHome {
  readonly position: Vector3
  readonly target: Vector3
  /** The stage's framing count: a new framing (resize, panels) moves a camera nobody moved yet to it. */
  readonly framing: number
}

/** Closest and farthest the camera may be, as shares of the framed distance. */
export const ORBIT_ZOOM = { min: 0.3, max: 2.2 } as const
/** Polar angle limits (from straight above): never straight down, never under the floor. */
export const ORBIT_POLAR = { min: (8 * Math.PI) / 180, max: (86 * Math.PI) / 180 } as const

export class LineupOrbit {
  private readonly controls: CameraControls
  private framing = -1
  /** Set once the user drags or wheels: a new framing then keeps their view. */
  private moved = false

  constructor(camera: PerspectiveCamera, domElement: HTMLElement, home: OrbitHome) {
    installCameraControls()
    const c = new CameraControls(camera, domElement)
    c.smoothTime = 0.25
    c.draggingSmoothTime = 0.08
    c.mouseButtons.left = CameraControls.ACTION.ROTATE
    c.mouseButtons.right = CameraControls.ACTION.TRUCK
    c.mouseButtons.middle = CameraControls.ACTION.DOLLY
    c.mouseButtons.wheel = CameraControls.ACTION.DOLLY
    c.minPolarAngle = ORBIT_POLAR.min
    c.maxPolarAngle = ORBIT_POLAR.max
    c.addEventListener('controlstart', () => (this.moved = true))
    this.controls = c
    this.follow(home)
  }

  get userMoved(): boolean {
    return this.moved
  }

  set enabled(on: boolean) {
    this.controls.enabled = on
  }

  /** Takes a new framing of the stage as home (and goes there unless the user moved the camera). */
  follow(home: OrbitHome): void {
    if (home.framing === this.framing) return
    this.framing = home.framing
    const distance = home.position.distanceTo(home.target)
    const c = this.controls
    c.minDistance = distance * ORBIT_ZOOM.min
    c.maxDistance = distance * ORBIT_ZOOM.max
    // The look-at point may slide about the turntable, not away from it.
    const t = home.target
    const reach = distance * 0.35
    c.setBoundary(
      new Box3(
        new Vector3(t.x - reach, Math.max(0.05, t.y - reach / 2), t.z - reach),
        new Vector3(t.x + reach, t.y + reach, t.z + reach),
      ),
    )
    if (this.moved) return
    const p = home.position
    void c.setLookAt(p.x, p.y, p.z, t.x, t.y, t.z, false)
  }

  /** Advances the camera's smoothing; true when it moved this frame. */
  update(deltaSeconds: number): boolean {
    return this.controls.update(deltaSeconds)
  }

  dispose(): void {
    this.controls.dispose()
  }
}
