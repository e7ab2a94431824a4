// Drives the table's camera along the display's path (path.ts) from a clock. TableScene hands the camera to it each
// frame while set (`scene.setCinematic(c)`), instead of to the mouse rig, with where the ball is drawn; the camera
// follows it smoothly (a ball off the board leaves the camera where it was). The attract loop and the match display
// call moment() on a touchdown, goal or injury. The clock is injectable, so a test (or a screenshot) can pin the
// time.
import type { PerspectiveCamera } from 'three'
import {
  type BoardHalf,
  CINEMATIC_DEFAULTS,
  type CinematicOptions,
  cinematicPose,
  followStep,
  type Moment,
  momentOver,
  type Vec3,
} from './path'

export type Clock = () => number

/** The camera moves slowly: 30 poses a second are smooth, and a TV's machine need not redraw faster. */
export const CINEMATIC_FPS = 30

const wallClock: Clock = () => (globalThis.performance?.now() ?? Date.now()) / 1000

export class CinematicCamera {
  private current: Moment | null = null
  private lastApplied = Number.NEGATIVE_INFINITY
  /** Seconds on the clock when this camera started: the swing begins at its own start, seen straight on. */
  private readonly origin: number
  /** The followed point as the camera has caught up with it so far (null until there is one). */
  private followed: Vec3 | null = null

  constructor(
    private readonly clock: Clock = wallClock,
    private readonly options: Partial<CinematicOptions> = {},
  ) {
    this.origin = clock()
  }

  /** Seconds since this camera started. */
  elapsed(): number {
    return this.clock() - this.origin
  }

  /** Dollies toward `focus` (world point) from now; a newer moment replaces a running one. */
  moment(focus: Vec3): void {
    this.current = { start: this.elapsed(), focus }
  }

  get inMoment(): boolean {
    return this.current !== null && !momentOver(this.elapsed(), this.current, this.merged(1))
  }

  /** The point the camera follows now (smoothed), or null before it had one. */
  get following(): Vec3 | null {
    return this.followed
  }

  /**
   * Places `camera` for the current time (the aspect comes from the camera itself), following `ball` (world point,
   * null: none on the board); at most CINEMATIC_FPS times a second, so frames in between leave the camera still
   * and the scene does not redraw. False when it did not move.
   */
  apply(camera: PerspectiveCamera, board: BoardHalf, ball: Vec3 | null = null): boolean {
    const t = this.elapsed()
    if (t - this.lastApplied < 1 / CINEMATIC_FPS && t >= this.lastApplied) return false
    const dt = Number.isFinite(this.lastApplied) ? Math.max(0, t - this.lastApplied) : 0
    this.lastApplied = t
    const o = this.merged(camera.aspect, camera.fov)
    if (ball) {
      const at = { x: ball.x, y: 0, z: ball.z }
      this.followed = this.followed ? followStep(this.followed, at, dt, o.followSeconds) : at
    }
    if (this.current && momentOver(t, this.current, o)) this.current = null
    const pose = cinematicPose(t, board, this.current, this.followed, o)
    camera.position.set(pose.position.x, pose.position.y, pose.position.z)
    camera.lookAt(pose.target.x, pose.target.y, pose.target.z)
    camera.updateMatrixWorld()
    return true
  }

  private merged(aspect: number, fov = CINEMATIC_DEFAULTS.fov): CinematicOptions {
    return { ...CINEMATIC_DEFAULTS, fov, aspect, ...this.options }
  }
}
