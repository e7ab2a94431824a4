// What the canvas shows and through which camera: the table, or the Showcase's line-up on its turntable, and photo
// mode over whichever is up. PhotoMode is handed the PhotoTarget of the stage on show, so backdrops, depth of
// field, focus clicks and 1×/2×/4× captures work on the line-up as on the table; on the line-up photo mode gets a
// free orbit camera (showcase/lineupOrbit.ts) and the turntable stands still until photo mode ends, when the
// stage frames its camera again and turns on. TableScene owns one director, draws through render() and hands its
// photo and stage calls (setPhoto, focusAt, capture, setStage, lineupCounts) straight to it; what they need from the
// table (its CSS size, a redraw, the highlights synced before a capture) comes through a StageHost.
import { type Texture, Vector2, type WebGLRenderer } from 'three'
import { checkInsets, type Insets } from './insets'
import type { CaptureScale } from './photo/capturePlan'
import { type Photo, PhotoMode, type PhotoOptions } from './photo/PhotoMode'
import { type PhotoStage, type PhotoTarget, photoTargetFor } from './photo/photoTarget'
import { LineupStage, type LineupSpec } from './showcase/LineupStage'
import { LineupOrbit } from './showcase/lineupOrbit'
import { cssToNdc } from './picking'
import { buildVignette } from './vignette'

/** What the director needs from the table scene that owns it. */
export interface StageHost {
  /** The canvas's CSS size: focus clicks come in its pixels, the line-up is framed in it, captures scale it. */
  cssSize(): { readonly w: number; readonly h: number }
  /** What is on show changed: the next frame redraws, shadows included. */
  changed(): void
  /** Only the picture changes (a new focus plane): the next frame redraws. */
  redraw(): void
  /** Just before a capture: the board is built and the highlights sit on their pieces. */
  beforeCapture(): void
  /** The stage on show is now `stage` (the table's mouse rig moves nothing under the line-up). */
  stageShown(stage: PhotoStage): void
}

/** The calls the app makes on the stage through `TableScene.stages`. */
export type StageControls = Pick<
  StageDirector,
  'setPhoto' | 'focusAt' | 'capture' | 'setStage' | 'lineupCounts'
>

export class StageDirector {
  private lineup: LineupStage | null = null
  private readonly photo: PhotoMode
  /** The table's and the line-up's faint warm vignette (photo mode draws its own, per backdrop). */
  private readonly vignette = buildVignette()
  private orbit: LineupOrbit | null = null
  private input = true
  private readonly ndc = new Vector2()
  /** After dispose() the scene-facing calls are no-ops (a late Vue watcher), and a capture is refused. */
  private disposed = false

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly canvas: HTMLElement,
    private readonly table: PhotoTarget,
    private readonly environment: Texture | null,
    private readonly host: StageHost,
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

  /**
   * What the canvas shows: the table, or a team's line-up on a turntable (the Showcase), framed in the canvas less
   * `insets` (bad insets throw an InsetsError and change nothing). Leaving the line-up frees everything it built; the
   * table comes back as it was. Photo mode follows to the stage on show.
   */
  setStage(stage: PhotoStage, lineup?: LineupSpec, insets?: Insets): void {
    if (this.disposed) return
    const { w, h } = this.host.cssSize()
    if (stage === 'lineup' && lineup) this.showLineup(lineup, w, h, insets && checkInsets(insets))
    else this.showTable()
    this.host.stageShown(this.stage)
    this.host.changed()
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

  /**
   * Enters, changes or leaves (null) photo mode on the stage on show (the table or the line-up): backdrop, depth of
   * field, no marks or highlights; on the line-up a free camera, the turntable still.
   */
  setPhoto(options: PhotoOptions | null): void {
    if (this.disposed) return
    this.photo.set(options)
    this.sync()
    this.host.changed()
  }

  /** Photo mode's depth of field focuses on what is under CSS pixel (cssX, cssY); false when nothing is. */
  focusAt(cssX: number, cssY: number): boolean {
    if (this.disposed) return false
    this.host.redraw()
    const { w, h } = this.host.cssSize()
    return this.photo.focusAt(cssToNdc(cssX, cssY, w, h, this.ndc))
  }

  /** A PNG of the stage on show at 1×, 2× or 4× the canvas's CSS size (photo mode's look when it is on). */
  capture(scale: CaptureScale): Promise<Photo> {
    if (this.disposed) return Promise.reject(new Error('the table is gone'))
    this.host.beforeCapture()
    const { w, h } = this.host.cssSize()
    return this.photo.capture(w, h, scale)
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
  render(): void {
    const r = this.renderer
    r.autoClear = true
    if (this.photo.active) {
      this.photo.renderScreen()
      return
    }
    const { scene, camera } = this.photo.target
    r.render(scene, camera)
    r.autoClear = false
    r.render(this.vignette.scene, this.vignette.camera)
    r.autoClear = true
  }

  /** Miniatures on the turntable and how many are own models; null while the table is shown. */
  lineupCounts(): { pieces: number; models: number } | null {
    return this.lineup?.counts() ?? null
  }

  dispose(): void {
    this.disposed = true
    this.orbit?.dispose()
    this.orbit = null
    this.lineup?.dispose()
    this.lineup = null
    this.photo.dispose()
    this.vignette.dispose()
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
