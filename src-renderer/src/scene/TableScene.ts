// The 3D table: owns the three.js renderer, scene, camera, lights, the current board and the figures. It knows no
// rules: it draws what a GameView says. Vue components talk to it only through this class.
import type { GameView } from '@shared/engine/api'
import {
  ACESFilmicToneMapping,
  Fog,
  Matrix4,
  PCFShadowMap,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  SRGBColorSpace,
  type Texture,
  WebGLRenderer,
} from 'three'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
import { buildBoard } from './boards'
import type { BoardKind } from './boards/layout'
import { buildTable } from './boards/table'
import type { BoardBuild } from './boards/types'
import { frameBoard, type Framing } from './camera'
import { disposeObject } from './dispose'
import { buildLighting, type Lighting, ROOM_COLOUR } from './lighting'
import { PieceLayer } from './pieces/PieceLayer'
import { buildVignette, type Vignette } from './vignette'

export type { BoardKind } from './boards/layout'

export interface SceneStats {
  readonly drawCalls: number
  readonly triangles: number
}

export class TableScene {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  private readonly camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
  private readonly lighting: Lighting
  private readonly vignette: Vignette
  private readonly envMap: Texture
  private readonly table = buildTable()
  private readonly pieces = new PieceLayer()
  private board: BoardBuild | null = null
  private boardKind: BoardKind | null = null
  private view: GameView | null = null
  private framing: Framing | null = null
  private rafId = 0
  private running = false
  private dirty = true
  /** After dispose() every method is a no-op, so a late Vue watcher cannot rebuild a freed scene. */
  private disposed = false
  private readonly lastCameraMatrix = new Matrix4()
  private lastStats: SceneStats = { drawCalls: 0, triangles: 0 }

  constructor(canvas: HTMLCanvasElement) {
    const renderer = new WebGLRenderer({ canvas, antialias: true, powerPreference: 'high-performance' })
    // Software WebGL here: a capped pixel ratio keeps fill-rate sane on dense displays.
    renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2))
    renderer.outputColorSpace = SRGBColorSpace
    renderer.toneMapping = ACESFilmicToneMapping
    renderer.toneMappingExposure = 1.05
    renderer.shadowMap.enabled = true
    renderer.shadowMap.type = PCFShadowMap
    // Shadows are redrawn only when something moved (see invalidate): a still table costs one pass a frame.
    renderer.shadowMap.autoUpdate = false
    // Stats cover the whole frame (scene + vignette), so counters are reset by hand once per frame.
    renderer.info.autoReset = false
    this.renderer = renderer

    this.scene.background = ROOM_COLOUR
    this.scene.fog = new Fog(ROOM_COLOUR, 40, 120)
    const pmrem = new PMREMGenerator(renderer)
    const room = new RoomEnvironment()
    this.envMap = pmrem.fromScene(room, 0.04).texture
    room.dispose()
    pmrem.dispose()
    this.scene.environment = this.envMap
    // Faint reflections only: the look is painted, not glossy.
    this.scene.environmentIntensity = 0.25

    this.lighting = buildLighting()
    this.scene.add(this.lighting.group, this.table, this.pieces.group)
    this.vignette = buildVignette()

    // The board is built on first need, so an app that calls setBoard('blitz') right away never paints a
    // Classic pitch it will throw away (texture painting takes seconds on software rendering).
    this.resize(canvas.clientWidth || canvas.width || 1, canvas.clientHeight || canvas.height || 1)
  }

  setBoard(kind: BoardKind): void {
    if (this.disposed || (kind === this.boardKind && this.board)) return
    // Build first: an unknown kind throws here and leaves the current board as it was.
    const next = buildBoard(kind)
    if (this.board) {
      this.scene.remove(this.board.group)
      disposeObject(this.board.group)
    }
    this.board = next
    this.boardKind = kind
    this.scene.add(this.board.group)
    this.lighting.fitShadow(this.board.halfX, this.board.halfZ)
    this.reframe()
    this.setView(this.view)
  }

  setView(view: GameView | null): void {
    if (this.disposed) return
    this.view = view
    this.pieces.setView(view, this.ensureBoard().layout)
    this.invalidate()
  }

  resize(width: number, height: number): void {
    if (this.disposed) return
    const w = Math.max(1, Math.floor(width))
    const h = Math.max(1, Math.floor(height))
    // updateStyle = false: the app's layout owns the canvas's CSS size; only the drawing buffer follows it.
    this.renderer.setSize(w, h, false)
    this.camera.aspect = w / h
    this.reframe()
  }

  start(): void {
    if (this.running || this.disposed) return
    this.running = true
    const loop = (): void => {
      if (!this.running) return
      this.rafId = requestAnimationFrame(loop)
      // A still table is not redrawn: software WebGL has no cycles to spare.
      if (this.dirty || !this.camera.matrixWorld.equals(this.lastCameraMatrix)) this.renderOnce()
    }
    this.rafId = requestAnimationFrame(loop)
  }

  stop(): void {
    this.running = false
    cancelAnimationFrame(this.rafId)
  }

  renderOnce(): void {
    if (this.disposed) return
    this.ensureBoard()
    const r = this.renderer
    r.info.reset()
    r.autoClear = true
    r.render(this.scene, this.camera)
    r.autoClear = false
    r.render(this.vignette.scene, this.vignette.camera)
    r.autoClear = true
    this.lastStats = { drawCalls: r.info.render.calls, triangles: r.info.render.triangles }
    this.lastCameraMatrix.copy(this.camera.matrixWorld)
    this.dirty = false
  }

  stats(): SceneStats {
    return { ...this.lastStats }
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.stop()
    if (this.board) disposeObject(this.board.group)
    this.board = null
    disposeObject(this.table)
    this.pieces.dispose()
    this.vignette.dispose()
    this.envMap.dispose()
    this.lighting.key.shadow.dispose()
    this.scene.clear()
    this.renderer.dispose()
  }

  private ensureBoard(): BoardBuild {
    if (!this.board) this.setBoard(this.boardKind ?? 'classic')
    return this.board as BoardBuild
  }

  /** Marks the table changed: the next frame redraws, shadows included. */
  private invalidate(): void {
    this.dirty = true
    this.renderer.shadowMap.needsUpdate = true
  }

  private reframe(): void {
    if (!this.board) return
    this.framing = frameBoard(this.camera, this.board.halfX, this.board.halfZ)
    // Fog starts behind the board so the table's far end and the room fade, never the pitch.
    const d = this.framing.position.distanceTo(this.framing.target)
    const fog = this.scene.fog as Fog
    fog.near = d * 1.15
    fog.far = d * 3.2
    this.invalidate()
  }
}
