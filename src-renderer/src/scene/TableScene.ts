// The 3D table: owns the three.js renderer, scene, camera, lights, the current board and the figures. It knows no
// rules: it draws what a GameView says. Vue components talk to it only through this class (photo mode and the
// Showcase's line-up through its `stages`, the StageDirector's calls).
import type { EngineEvent, GameView } from '@shared/engine/api'
import { type Fog, PerspectiveCamera, Scene, type Texture, Vector2, Vector3, type WebGLRenderer } from 'three'
import { Animator } from './animation/Animator'
import type { AnimationOptions } from './animation/types'
import { buildBoard } from './boards'
import { type BoardKind, squareToWorld } from './boards/layout'
import { buildTable } from './boards/table'
import type { BoardBuild } from './boards/types'
import type { FocusTarget } from './cameraFocus'
import { CameraFollow, focusAreaOf } from './cameraFollow'
import type { CameraMode, NudgeDir } from './cameraLimits'
import { CameraRig } from './cameraRig'
import { rollSpot } from './dice/rollSpot'
import { disposeObject } from './dispose'
import { type Framing, framingOf, squareToScreen } from './framingProbe'
import { FrameLoop } from './frameLoop'
import { Highlights, plateText } from './highlights'
import {
  applyViewOffset,
  checkInsets,
  freeArea,
  type Insets,
  NO_INSETS,
  sameInsets,
  usableInsets,
} from './insets'
import { buildLighting, dressRoom, fitFog, type Lighting, ROOM_COLOUR, ShadowSchedule } from './lighting'
import { MarkLayer } from './marks'
import type { SquareMark } from './overlay'
import { cssToNdc, NOTHING, pick, type PickResult } from './picking'
import { PieceLayer } from './pieces/PieceLayer'
import { createTableRenderer, roomEnvironment } from './renderSetup'
import type { PieceLooks } from './pieces/pieceLooks'
import { SquareIndex } from './squareIndex'
import { type StageControls, StageDirector } from './StageDirector'
import type { CinematicCamera } from './cinematic/CinematicCamera'
import type { PhotoTarget } from './photo/photoTarget'
import type { SceneStats } from './sceneTypes'
import { qualityProfile, type QualityProfile } from './quality'
import { setAnisotropyCap } from './textures/canvas'

export type * from './sceneTypes'

export class TableScene {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  private readonly camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
  private readonly lighting: Lighting
  private readonly envMap: Texture
  private readonly table = buildTable()
  private readonly pieces = new PieceLayer()
  /** Plays engine events between views: moves, dice on the table, touchdown/goal highlights. */
  private readonly animator = new Animator(this.pieces)
  private readonly marks = new MarkLayer()
  private readonly highlights = new Highlights()
  private readonly rig: CameraRig
  /** The frame loop; its `dirty` flag asks for a redraw of a still table. */
  private readonly loop = new FrameLoop(
    (delta) => this.advance(delta),
    () => this.renderOnce(),
    this.camera,
  )
  private readonly ndc = new Vector2()
  private readonly ballAt = new Vector3()
  private cssSize = { w: 1, h: 1 }
  /** CSS pixels of the canvas hidden by panels (setInsets): the board is framed in the rest. */
  private insets: Insets = NO_INSETS
  /** The default view shows the whole board (a replay) instead of a window following the play. */
  private wholeBoard = false
  /** Square of each piece on the pitch and the piece on each square ('x,y'), from the current view. */
  private readonly squares = new SquareIndex()
  private board: BoardBuild | null = null
  private boardKind: BoardKind | null = null
  private boardVariant: string | undefined = undefined
  private view: GameView | null = null
  /** After dispose() every method is a no-op, so a late Vue watcher cannot rebuild a freed scene. */
  private disposed = false
  private lastStats: SceneStats = { drawCalls: 0, triangles: 0 }
  /** The table or the Showcase's line-up (scene/showcase), and photo mode over either (scene/photo). */
  private readonly director: StageDirector
  /** While set, the attract loop's cinematic camera (scene/cinematic) moves the camera instead of the mouse rig. */
  private cinematic: CinematicCamera | null = null
  /** What the default camera follows: the latest of the acting player, the selection and focusOn(). */
  private readonly follow = new CameraFollow()
  private readonly spotAt3 = new Vector3()
  /** When the key light's shadow map is redrawn (after changes, while pieces move, once when they stop). */
  private readonly shadows = new ShadowSchedule()

  /** How much the table draws (scene/quality.ts), fixed for this renderer's life. */
  readonly quality: QualityProfile

  constructor(canvas: HTMLCanvasElement, quality: QualityProfile = qualityProfile('best', null)) {
    this.quality = quality
    setAnisotropyCap(quality.maxAnisotropy)
    const renderer = createTableRenderer(canvas, quality)
    this.renderer = renderer
    this.envMap = roomEnvironment(renderer, quality.envMapSize)
    dressRoom(this.scene, this.envMap)

    this.lighting = buildLighting(quality.shadowMapSize)
    this.scene.add(
      this.lighting.group,
      this.table,
      this.marks.group,
      this.pieces.group,
      this.highlights.group,
      this.animator.group,
    )
    this.rig = new CameraRig(this.camera, canvas)
    this.animator.setDicePlacer((roll) =>
      rollSpot(
        roll,
        this.view,
        this.ensureBoard().layout,
        typeof roll.player === 'number' ? this.pieces.piecePosition(roll.player, this.spotAt3) : null,
      ),
    )
    const { highlights, pieces } = this
    const target: PhotoTarget = {
      stage: 'table',
      scene: this.scene,
      camera: this.camera,
      ground: [this.table],
      overlays: [this.marks.group, highlights.group, pieces.marks],
      room: ROOM_COLOUR,
      focusPoint: (out) =>
        highlights.selected === null ? null : pieces.piecePosition(highlights.selected, out),
    }
    this.director = new StageDirector(renderer, canvas, target, this.envMap, {
      cssSize: () => this.cssSize,
      changed: () => this.invalidate(),
      redraw: () => (this.loop.dirty = true),
      beforeCapture: () => {
        this.ensureBoard()
        this.highlights.sync(this.pieces, this.camera.fov)
      },
      stageShown: (stage) => (this.rig.enabled = stage === 'table'),
    })

    // The board is built on first need, so an app that calls setBoard('blitz') right away never paints a
    // Classic pitch it will throw away (texture painting takes seconds on software rendering).
    this.resize(canvas.clientWidth || canvas.width || 1, canvas.clientHeight || canvas.height || 1)
  }

  /** Shows the board of `kind`; `variant` picks a version of it (Blitz Bowl: the side of the board in play). */
  setBoard(kind: BoardKind, variant?: string): void {
    if (this.disposed || (kind === this.boardKind && variant === this.boardVariant && this.board)) return
    // Build first: an unknown kind throws here and leaves the current board as it was.
    const next = buildBoard(kind, variant)
    if (this.board) {
      this.scene.remove(this.board.group)
      disposeObject(this.board.group)
    }
    this.board = next
    this.boardKind = kind
    this.boardVariant = variant
    this.scene.add(this.board.group)
    this.lighting.fitShadow(this.board.halfX, this.board.halfZ)
    // A new board starts from its own default view, with no marks left from the old one.
    this.rig.forget()
    this.follow.clear()
    this.marks.setMarks([], next.layout)
    this.reframe()
    this.setView(this.view)
  }

  /**
   * Draws `view`. `events` are the engine events that led to it (scene/animation plays them; without them the
   * pieces jump to their new squares).
   */
  setView(view: GameView | null, events: readonly EngineEvent[] = []): void {
    if (this.disposed) return
    const prev = this.view
    this.view = view
    // A new turn gives the camera back to the play if the coach had taken it.
    if (this.follow.follow(prev, view, events)) this.rig.resume()
    // The animator hands `view` to the piece layer, at once or when its animation ends.
    this.animator.play(prev, events, view, this.ensureBoard().layout)
    this.squares.update(view)
    // A hovered piece that left the pitch loses its plate.
    if (this.highlights.hovered !== null && this.squares.squareOf(this.highlights.hovered) === null)
      this.setHover(null)
    this.invalidate()
  }

  /** Animation speed (1 = normal) and "skip animations"; skipping ends a running animation at once. */
  setAnimation(options: Partial<AnimationOptions>): void {
    if (!this.disposed) this.animator.setOptions(options)
  }

  /** Resolves when no animation is running (at once when none is). */
  whenIdle(): Promise<void> {
    return this.disposed ? Promise.resolve() : this.animator.whenIdle()
  }

  /** Replaces the square marks (see overlay.ts). Invalid marks throw a MarkError and change nothing. */
  setMarks(marks: readonly SquareMark[]): void {
    if (this.disposed) return
    this.marks.setMarks(marks, this.ensureBoard().layout)
    this.loop.dirty = true
  }

  /** Rings the base of piece `pieceId` (null: none). */
  setSelected(pieceId: number | null): void {
    if (this.disposed) return
    this.highlights.setSelected(pieceId)
    if (pieceId !== null) this.follow.select(pieceId)
    this.loop.dirty = true
  }

  /**
   * Points the default camera at a square or a piece (wherever it is drawn, also while it moves): the window slides
   * there smoothly unless the coach has taken the camera this turn. null: back to the view's own focus (the
   * acting player, the ball). A malformed target throws a FocusError and changes nothing.
   */
  focusOn(target: FocusTarget | null): void {
    if (this.disposed) return
    this.follow.focusOn(target, this.view)
    this.loop.dirty = true
  }

  /**
   * Squares the default view keeps in frame (a drill's area: its highlighted squares and pieces), or null to
   * follow the play. Off-board or fractional squares throw a FocusError and change nothing.
   */
  setFocusArea(squares: readonly { readonly x: number; readonly y: number }[] | null): void {
    if (this.disposed) return
    const layout = this.ensureBoard().layout
    if (!squares || squares.length === 0) {
      this.rig.setFocusArea(null)
      return
    }
    this.rig.setFocusArea(focusAreaOf(layout, squares))
    this.loop.dirty = true
  }

  /** Shows the number/name plate over piece `pieceId` (null hides it). */
  setHover(pieceId: number | null): void {
    if (this.disposed) return
    const piece = pieceId === null ? undefined : this.view?.pieces.find((p) => p.id === pieceId)
    this.highlights.setHover(piece ? pieceId : null, plateText(piece))
    this.loop.dirty = true
  }

  /** The piece whose name plate is shown (null: none). */
  get hoveredPiece(): number | null {
    return this.highlights.hovered
  }

  /** The square under the pointer (null: none): its label, if any, is drawn larger over its neighbours. */
  setHoverSquare(square: { readonly x: number; readonly y: number } | null): void {
    if (this.disposed) return
    const layout = this.ensureBoard().layout
    this.marks.setHover(square ? squareToWorld(layout, square.x, square.y) : null)
    this.loop.dirty = true
  }

  /** The square and piece under CSS pixel (cssX, cssY) of the canvas. */
  pickAt(cssX: number, cssY: number): PickResult {
    if (this.disposed || !this.board) return NOTHING
    cssToNdc(cssX, cssY, this.cssSize.w, this.cssSize.h, this.ndc)
    this.camera.updateMatrixWorld()
    return pick(this.camera, this.ndc, {
      layout: this.board.layout,
      figures: this.pieces.figureMeshes(),
      pieceIdAt: (mesh, i) => this.pieces.pieceIdAt(mesh, i),
      squareOf: (id) => this.squares.squareOf(id),
      occupant: (sq) => this.squares.occupant(sq),
    })
  }

  /**
   * Where the centre of square (x, y) on the board's top shows on the canvas, in CSS pixels (e2e specs click
   * there through window.__pitchside), or null before a board exists.
   */
  squareOnScreen(x: number, y: number): { x: number; y: number } | null {
    if (this.disposed || !this.board) return null
    return squareToScreen(this.camera, this.board.layout, this.cssSize, x, y)
  }

  /**
   * Where things stand on the canvas now, in CSS pixels (the e2e framing probe, scene/framingProbe.ts), or null
   * before a board exists.
   */
  framingOnScreen(): Framing | null {
    if (this.disposed || !this.board) return null
    return framingOf({
      camera: this.camera,
      css: this.cssSize,
      insets: this.insets,
      board: this.board,
      rig: this.rig,
      dice: this.animator.group,
    })
  }

  setCameraMode(mode: CameraMode): void {
    this.moveCamera((rig) => rig.setMode(mode, this.pieces.ballPosition(this.ballAt)))
  }

  get cameraMode(): CameraMode {
    return this.rig.cameraMode
  }

  /** Back to the default 3/4 view, smoothly. */
  resetCamera(): void {
    this.moveCamera((rig) => rig.reset())
  }

  /** Keyboard camera: pan, orbit or tilt one step. */
  nudge(dir: NudgeDir): void {
    this.moveCamera((rig) => rig.nudge(dir))
  }

  /** Keyboard zoom: +1 a step in, −1 a step out. */
  zoom(step: number): void {
    this.moveCamera((rig) => rig.zoom(step))
  }

  /** While false the mouse does not move the camera (e.g. while a piece is dragged). */
  setCameraInput(enabled: boolean): void {
    if (this.disposed) return
    // The table's rig moves nothing while the line-up is on show (the line-up's photo camera has its own input).
    this.rig.enabled = enabled && this.director.stage === 'table'
    this.director.setInput(enabled)
  }

  /** The attract loop's camera (null gives the camera back to the mouse rig, which returns to the default view). */
  setCinematic(cinematic: CinematicCamera | null): void {
    if (this.disposed || cinematic === this.cinematic) return
    if (!cinematic) this.rig.reset()
    this.cinematic = cinematic
    this.loop.dirty = true
  }

  /** Paint schemes and own models of the two sides' pieces on the table (play and replays). */
  setPieceLooks(looks: PieceLooks): void {
    if (this.disposed) return
    this.pieces.setLooks(looks)
    this.invalidate()
  }

  /**
   * Photo mode and the stage on show, the table or the Showcase's line-up: `setPhoto`, `focusAt`, `capture`,
   * `setStage`, `lineupCounts` (scene/StageDirector.ts; no-ops once the table is disposed).
   */
  get stages(): StageControls {
    return this.director
  }

  /** Pieces on the table and how many of them are drawn as own models (scene probe, e2e). */
  pieceCounts(): { pieces: number; models: number } {
    return this.pieces.counts()
  }

  resize(width: number, height: number): void {
    if (this.disposed) return
    const w = Math.max(1, Math.floor(width))
    const h = Math.max(1, Math.floor(height))
    // updateStyle = false: the app's layout owns the canvas's CSS size; only the drawing buffer follows it.
    this.renderer.setSize(w, h, false)
    this.cssSize = { w, h }
    this.director.resize(w, h)
    this.camera.aspect = w / h
    applyViewOffset(this.camera, this.insets, this.cssSize.w, this.cssSize.h)
    this.reframe()
  }

  /**
   * CSS pixels of the canvas covered by panels at each edge: the default and top-down framings fit the board in
   * the rest and centre it there (the camera's view centre moves there too, so orbit and zoom turn round it).
   * Bad values throw an InsetsError and change nothing.
   */
  setInsets(insets: Insets): void {
    if (this.disposed) return
    const next = checkInsets(insets)
    if (sameInsets(next, this.insets)) return
    this.insets = next
    applyViewOffset(this.camera, this.insets, this.cssSize.w, this.cssSize.h)
    this.reframe()
  }

  /** A replay shows the whole board above its timeline; play goes back to the window that follows the action. */
  setWholeBoard(on: boolean): void {
    if (this.disposed || on === this.wholeBoard) return
    this.wholeBoard = on
    this.reframe()
    this.rig.resume()
  }

  start(): void {
    if (!this.disposed) this.loop.start()
  }

  stop(): void {
    this.loop.stop()
  }

  renderOnce(): void {
    if (this.disposed) return
    this.ensureBoard()
    this.highlights.sync(this.pieces, this.camera.fov)
    this.marks.fitLabels(this.camera, this.cssSize.h)
    const r = this.renderer
    r.info.reset()
    this.director.render()
    this.lastStats = { drawCalls: r.info.render.calls, triangles: r.info.render.triangles }
    this.loop.drawn()
  }

  stats(): SceneStats {
    return { ...this.lastStats }
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.loop.dispose()
    if (this.board) disposeObject(this.board.group)
    this.board = null
    disposeObject(this.table)
    this.rig.dispose()
    this.marks.dispose()
    this.highlights.dispose()
    this.animator.dispose()
    this.pieces.dispose()
    this.director.dispose()
    this.envMap.dispose()
    this.lighting.key.shadow.dispose()
    this.scene.clear()
    this.renderer.dispose()
  }

  /** One tick of the frame loop: advances what moves; true when anything did (the frame is drawn). */
  private advance(delta: number): boolean {
    const animating = this.animator.tick()
    // The turntable keeps wall-clock time even at a few frames a second (software WebGL).
    const staged = this.director.tick(Math.min(0.5, delta))
    const board = this.board
    // The display's camera follows the ball where it is drawn (in flight too).
    if (this.cinematic && board)
      this.cinematic.apply(this.camera, board, this.pieces.ballPosition(this.ballAt))
    const moved = this.cinematic
      ? false
      : // Capped, not dropped: on a slow software-WebGL frame a transition still ends in about its own time.
        this.rig.update(Math.min(0.25, delta), this.pieces.ballPosition(this.ballAt), this.focusPoint())
    // Moving figures and dice take their shadows along; the frame after they stop draws the last ones.
    const shadowsDue = this.shadows.due(performance.now(), animating)
    if (shadowsDue) this.renderer.shadowMap.needsUpdate = true
    return animating || staged || moved || shadowsDue
  }

  /** The followed target's world point as drawn now, or null. */
  private focusPoint(): { x: number; z: number } | null {
    return this.board ? this.follow.point(this.board.layout, this.pieces, this.squares) : null
  }

  private ensureBoard(): BoardBuild {
    if (!this.board) this.setBoard(this.boardKind ?? 'classic', this.boardVariant)
    return this.board as BoardBuild
  }

  /** A camera command from the coach (keys, buttons): applied to the rig, drawn next frame. */
  private moveCamera(command: (rig: CameraRig) => void): void {
    if (this.disposed) return
    command(this.rig)
    this.loop.dirty = true
  }

  /** Marks the table changed: the next frame redraws, shadows included. */
  private invalidate(): void {
    this.loop.dirty = true
    this.shadows.invalidate()
    this.renderer.shadowMap.needsUpdate = true
  }

  private reframe(): void {
    if (!this.board) return
    const { w, h } = this.cssSize
    const area = freeArea(usableInsets(this.insets, w, h), w, h)
    this.rig.frame(this.board.halfX, this.board.halfZ, area, this.board.actionDepth, this.wholeBoard)
    // Apply the framing now, so a renderOnce() before the loop starts (tests, screenshots) sees it.
    this.rig.update(1, null)
    // Fog starts behind the board so the table's far end and the room fade, never the pitch.
    fitFog(this.scene.fog as Fog, this.rig.defaultDistance())
    this.invalidate()
  }
}
