// The table's frame loop and when it redraws: requestAnimationFrame on a THREE.Timer; each frame the scene
// advances what moves (animations, the turntable, the camera) and says whether anything did. A still table is not
// redrawn — software WebGL has no cycles to spare: motion draws every frame; other changes (a new view, marks, a
// selection: `dirty`) at most every STILL_FRAME_MS, so a burst of them — an AI playing a whole turn with
// animations off — costs a few frames, not one each.
import { Matrix4, type Object3D, Timer } from 'three'

/** The shortest time between two frames of a still table that changed. */
export const STILL_FRAME_MS = 120

export class FrameLoop {
  /** Something changed while nothing moves: the next frame allowed by STILL_FRAME_MS redraws. */
  dirty = true
  private readonly timer = new Timer()
  private readonly lastCamera = new Matrix4()
  private lastDrawAt = -Infinity
  private rafId = 0
  private running = false

  /**
   * `advance` moves things by the seconds since the last frame (uncapped: each part caps it for its own needs)
   * and answers whether anything moved; `draw` renders and then calls drawn(). `camera` moving by any other
   * hand also counts as motion.
   */
  constructor(
    private readonly advance: (deltaSeconds: number) => boolean,
    private readonly draw: () => void,
    private readonly camera: Object3D,
  ) {}

  start(): void {
    if (this.running) return
    this.running = true
    this.timer.update()
    const loop = (time: number): void => {
      if (!this.running) return
      this.rafId = requestAnimationFrame(loop)
      this.timer.update(time)
      const moving = this.advance(this.timer.getDelta())
      if (moving || !this.camera.matrixWorld.equals(this.lastCamera)) this.draw()
      else if (this.dirty && time - this.lastDrawAt >= STILL_FRAME_MS) this.draw()
    }
    this.rafId = requestAnimationFrame(loop)
  }

  /** A frame was drawn now (by the loop or by hand): nothing is pending. */
  drawn(): void {
    this.lastCamera.copy(this.camera.matrixWorld)
    this.lastDrawAt = performance.now()
    this.dirty = false
  }

  stop(): void {
    this.running = false
    cancelAnimationFrame(this.rafId)
  }

  dispose(): void {
    this.stop()
    this.timer.dispose()
  }
}
