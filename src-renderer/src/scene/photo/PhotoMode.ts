// Photo mode on whatever the canvas shows (a PhotoTarget: the table, or the Showcase's line-up): a background (the
// scene's own room or studio, studio grey or black), depth of field focused on a clicked point or the target's
// chosen piece (else where the camera looks), UI in the scene hidden, and PNG capture at 1×, 2× or 4× the window
// through the same render chain (photoPipeline.ts), tile by tile. TableScene owns one PhotoMode and hands it the
// target of the stage on show (setTarget); the camera stays the stage's own, moved by its free camera.
import {
  Color,
  type Fog,
  type Object3D,
  Plane,
  Raycaster,
  Vector2,
  Vector3,
  Vector4,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three'
import { blurMargin, type CaptureScale, captureSize, captureTiles } from './capturePlan'
import { withoutOverlays } from './overlayGuard'
import { type DepthOfField, PhotoPipeline } from './photoPipeline'
import type { PhotoBackground, PhotoOptions } from './photoOptions'
import type { PhotoTarget } from './photoTarget'

export { PHOTO_BACKGROUNDS, PHOTO_DEFAULTS, type PhotoBackground, type PhotoOptions } from './photoOptions'

/** A finished photo: the PNG and its pixel size. */
export interface Photo {
  readonly blob: Blob
  readonly width: number
  readonly height: number
}

/** The studio backdrops (sRGB hex); 'table' keeps the room. */
const BACKDROP: Record<Exclude<PhotoBackground, 'table'>, number> = { grey: 0x75787c, black: 0x000000 }
/** Tiles of a big photo: small enough for any WebGL2 GPU's render targets. */
const MAX_TILE = 2048
/**
 * Vignettes per backdrop: the table's own warm one (vignette.ts); a soft neutral falloff on studio grey, as a lit
 * backdrop has; none on black.
 */
const VIGNETTE: Record<PhotoBackground, { strength: number; colour: readonly [number, number, number] }> = {
  table: { strength: 0.5, colour: [0.1, 0.05, 0.02] },
  grey: { strength: 0.4, colour: [0.05, 0.05, 0.055] },
  black: { strength: 0, colour: [0, 0, 0] },
}

export class PhotoMode {
  private options: PhotoOptions | null = null
  private readonly pipeline = new PhotoPipeline()
  private readonly focusPoint = new Vector3()
  private hasFocus = false
  private readonly ray = new Raycaster()
  private readonly at = new Vector3()
  private readonly ground = new Plane(new Vector3(0, 1, 0), 0)

  constructor(
    private readonly renderer: WebGLRenderer,
    private ctx: PhotoTarget,
  ) {}

  /** The scene and camera photo mode works on now. */
  get target(): PhotoTarget {
    return this.ctx
  }

  /**
   * Points photo mode at another stage's scene and camera (the Showcase opened or closed): the old target gets its
   * own look back, the new one takes the current options; a clicked focus belongs to the old view and is dropped.
   */
  setTarget(target: PhotoTarget): void {
    if (target === this.ctx) return
    const options = this.options
    if (options) this.apply(null)
    this.ctx = target
    this.hasFocus = false
    if (options) this.apply(options)
  }

  get active(): boolean {
    return this.options !== null
  }

  get current(): PhotoOptions | null {
    return this.options
  }

  /** Enters (options), changes or leaves (null) photo mode. */
  set(options: PhotoOptions | null): void {
    const entering = options !== null && this.options === null
    this.options = options
    if (entering) this.hasFocus = false
    this.apply(options)
  }

  /** Sets the target's backdrop, ground and overlays for `options` (null: its own look). */
  private apply(options: PhotoOptions | null): void {
    const { scene, ground, overlays, room } = this.ctx
    const backdrop =
      options && options.background !== 'table' ? new Color(BACKDROP[options.background]) : room
    scene.background = backdrop
    const fog = scene.fog as Fog | null
    fog?.color.copy(backdrop)
    for (const g of ground) g.visible = !options || options.background === 'table'
    for (const o of overlays) o.visible = options === null
  }

  /** Focuses on what lies under NDC point `ndc` (a figure, the board, the table); false when nothing is there. */
  focusAt(ndc: Vector2): boolean {
    const { camera, scene } = this.ctx
    camera.updateMatrixWorld()
    this.ray.setFromCamera(ndc, camera)
    const hit = this.ray.intersectObjects(scene.children, true).find((h) => shown(h.object))
    if (!hit) return false
    this.focusPoint.copy(hit.point)
    this.hasFocus = true
    return true
  }

  /** Draws the current frame to the screen through the photo chain. */
  renderScreen(): void {
    const { renderer } = this
    const { scene, camera } = this.ctx
    const size = renderer.getDrawingBufferSize(new Vector2())
    withoutOverlays(this.ctx.overlays, () =>
      this.pipeline.render(renderer, scene, camera, {
        width: size.x,
        height: size.y,
        region: new Vector4(0, 0, 1, 1),
        dof: this.depthOfField(),
        vignette: this.vignette().strength,
        vignetteColour: this.vignette().colour,
        target: null,
      }),
    )
  }

  /**
   * A PNG of the current view at `scale` × the canvas's CSS size, rendered tile by tile through the camera's view
   * offset (the panels' framing offset is kept and scaled with it).
   */
  async capture(cssWidth: number, cssHeight: number, scale: CaptureScale): Promise<Photo> {
    const { renderer } = this
    const { scene, camera } = this.ctx
    const size = captureSize(cssWidth, cssHeight, scale)
    const dof = this.depthOfField()
    const margin = dof ? blurMargin(size.width, dof.maxBlur) : 0
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2D canvas to assemble the photo on')
    const view = camera.view && camera.view.enabled ? { ...camera.view } : null
    const target = new WebGLRenderTarget(1, 1)
    try {
      // No UI in a photo, in photo mode or not (overlayGuard.ts).
      withoutOverlays(this.ctx.overlays, () => {
        for (const tile of captureTiles(size, MAX_TILE, margin)) {
          // The photo is the canvas's view scaled up: the same frustum, cut into this tile's rectangle.
          const k = size.width / (view ? view.width : size.width)
          const fullW = view ? view.fullWidth * k : size.width
          const fullH = view ? view.fullHeight * k : size.height
          const offX = (view ? view.offsetX * k : 0) + tile.rx
          const offY = (view ? view.offsetY * k : 0) + tile.ry
          camera.setViewOffset(fullW, fullH, offX, offY, tile.rw, tile.rh)
          target.setSize(tile.rw, tile.rh)
          this.pipeline.render(renderer, scene, camera, {
            width: tile.rw,
            height: tile.rh,
            region: new Vector4(
              tile.rx / size.width,
              (size.height - tile.ry - tile.rh) / size.height,
              tile.rw / size.width,
              tile.rh / size.height,
            ),
            dof,
            vignette: this.vignette().strength,
            vignetteColour: this.vignette().colour,
            target,
          })
          const pixels = new Uint8Array(tile.width * tile.height * 4)
          const left = tile.x - tile.rx
          const bottom = tile.ry + tile.rh - (tile.y + tile.height)
          renderer.readRenderTargetPixels(target, left, bottom, tile.width, tile.height, pixels)
          context.putImageData(flipRows(pixels, tile.width, tile.height), tile.x, tile.y)
        }
      })
    } finally {
      target.dispose()
      if (view)
        camera.setViewOffset(
          view.fullWidth,
          view.fullHeight,
          view.offsetX,
          view.offsetY,
          view.width,
          view.height,
        )
      else camera.clearViewOffset()
    }
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (png) => (png ? resolve(png) : reject(new Error('the photo could not be encoded'))),
        'image/png',
      ),
    )
    return { blob, width: size.width, height: size.height }
  }

  dispose(): void {
    this.pipeline.dispose()
  }

  private vignette(): { strength: number; colour: readonly [number, number, number] } {
    return VIGNETTE[this.options?.background ?? 'table']
  }

  /** The sharp plane: a clicked point, else the target's chosen piece, else where the view's centre meets y = 0. */
  private depthOfField(): DepthOfField | null {
    const o = this.options
    if (!o || !o.depthOfField || o.blur <= 0) return null
    const { camera } = this.ctx
    camera.updateMatrixWorld()
    let point: Vector3 | null = this.hasFocus ? this.at.copy(this.focusPoint) : this.ctx.focusPoint(this.at)
    if (!point) {
      this.ray.setFromCamera(new Vector2(0, 0), camera)
      point = this.ray.ray.intersectPlane(this.ground, this.at)
    }
    const focus = point ? -point.applyMatrix4(camera.matrixWorldInverse).z : 30
    const b = Math.min(1, Math.max(0, o.blur))
    return { focus: Math.max(camera.near, focus), aperture: 0.0004 + 0.0036 * b, maxBlur: 0.004 + 0.012 * b }
  }
}

/** Visible itself and under visible parents (hidden overlays' children keep their own `visible` true). */
function shown(object: Object3D): boolean {
  for (let o: Object3D | null = object; o; o = o.parent) if (!o.visible) return false
  return true
}

/** WebGL reads rows bottom-up; a canvas wants them top-down. */
function flipRows(pixels: Uint8Array, width: number, height: number): ImageData {
  const out = new ImageData(width, height)
  const row = width * 4
  for (let y = 0; y < height; y++)
    out.data.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row)
  return out
}
