// What the canvas shows and through which camera: the table, or the Showcase's line-up on its turntable, and photo
// mode over whichever is up. PhotoMode is handed the PhotoTarget of the stage on show, so backdrops, depth of
// field, focus clicks and 1×/2×/4× captures work on the line-up as on the table; on the line-up photo mode gets a
// free orbit camera (showcase/lineupOrbit.ts) and the turntable stands still until photo mode ends, when the
// stage frames its camera again and turns on. TableScene owns one director and draws through render().
import type { Texture, Vector2, WebGLRenderer } from 'three'
import type { Insets } from './insets'
import type { CaptureScale } from './photo/capturePlan'
import { type Photo, PhotoMode, type PhotoOptions } from './photo/PhotoMode'
import { type PhotoStage, type PhotoTarget, photoTargetFor } from './photo/photoTarget'
import { LineupStage, type LineupSpec } from './showcase/LineupStage'
import { LineupOrbit } from './showcase/lineupOrbit'
import type { Vignette } from './vignette'

export class StageDirector {
  private lineup: LineupStage | null = null
  private readonly photo: PhotoMode
  private orbit: LineupOrbit | null = null
  private input = true

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly canvas: HTMLElement,
    private readonly table: PhotoTarget,
    private readonly environment: Texture | null,
  ) {
    this.photo = new PhotoMode(renderer, table)
  }

  /** The stage on show. */
  get stage(): PhotoStage {
    return this.lineup ? 'lineup' : 'table'
  }

  get photoActive(): boolean {
    return this.photo.active
  }

  /** What photo mode (and the screen) draws now: the stage on show's scene and camera. */
  get target(): PhotoTarget {
    return this.photo.target
  }

  /** True while photo mode moves the line-up's camera by hand (its free orbit camera). */
  get freeCamera(): boolean {
    return this.orbit !== null
  }

  /** Shows (or updates) the line-up on the turntable, framed in a `width` × `height` canvas less `insets`. */
  showLineup(spec: LineupSpec, width: number, height: number, insets?: Insets): void {
    this.lineup ??= new LineupStage(this.environment)
    this.lineup.resize(width, height, insets)
    this.lineup.setLineup(spec)
    this.sync()
  }

  /** Back to the table; the line-up is freed (after photo mode has let go of it). */
  showTable(): void {
    const old = this.lineup
    this.lineup = null
    this.sync()
    old?.dispose()
  }

  /** Enters, changes or leaves (null) photo mode on the stage on show. */
  setPhoto(options: PhotoOptions | null): void {
    this.photo.set(options)
    this.sync()
  }

  focusAt(ndc: Vector2): boolean {
    return this.photo.focusAt(ndc)
  }

  capture(cssWidth: number, cssHeight: number, scale: CaptureScale): Promise<Photo> {
    return this.photo.capture(cssWidth, cssHeight, scale)
  }

  /** While false the mouse does not move the line-up's photo camera (as for the table's rig). */
  setInput(enabled: boolean): void {
    this.input = enabled
    if (this.orbit) this.orbit.enabled = enabled
  }

  resize(width: number, height: number): void {
    this.lineup?.resize(width, height)
  }

  /** Turns the turntable and moves the photo camera by `dt` seconds; true when the line-up's view changed. */
  tick(dt: number): boolean {
    const lineup = this.lineup
    if (!lineup) return false
    // The turntable stands still in photo mode: the photographer walks round it instead.
    const turning = this.photo.active ? false : lineup.tick(dt)
    // Its figures' shadows turn with them (the renderer redraws shadow maps only when asked).
    if (turning) this.renderer.shadowMap.needsUpdate = true
    if (!this.orbit) return turning
    this.orbit.follow(lineup.home())
    return this.orbit.update(dt) || turning
  }

  /** Draws the stage on show: through photo mode's chain while it is on, else its scene and the vignette. */
  render(vignette: Vignette): void {
    const r = this.renderer
    r.autoClear = true
    if (this.photo.active) {
      this.photo.renderScreen()
      return
    }
    const { scene, camera } = this.photo.target
    r.render(scene, camera)
    r.autoClear = false
    r.render(vignette.scene, vignette.camera)
    r.autoClear = true
  }

  /** Miniatures on the turntable and how many are own models; null while the table is shown. */
  lineupCounts(): { pieces: number; models: number } | null {
    return this.lineup?.counts() ?? null
  }

  dispose(): void {
    this.orbit?.dispose()
    this.orbit = null
    this.lineup?.dispose()
    this.lineup = null
    this.photo.dispose()
  }

  /** Photo mode follows the stage on show; the line-up's free camera lives exactly while photo mode is on it. */
  private sync(): void {
    this.photo.setTarget(photoTargetFor(this.table, this.lineup))
    const lineup = this.lineup
    if (this.photo.active && lineup) {
      if (this.orbit) return
      this.orbit = new LineupOrbit(lineup.camera, this.canvas, lineup.home())
      this.orbit.enabled = this.input
    } else if (this.orbit) {
      this.orbit.dispose()
      this.orbit = null
      lineup?.reframe()
    }
  }
}
