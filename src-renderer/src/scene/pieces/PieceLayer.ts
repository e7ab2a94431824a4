// Draws the figures and balls of a GameView. Figures are instanced: one batch per look (equipment, race, role,
// body, gear, side, paint, own model), whose geometry is built once and cached, so a full 22-piece table costs a
// handful of draw calls. A position with an own model draws its model's parts instanced on a procedural base
// instead of the procedural figure (pieceBatch.ts). Knocked-down pieces lie on their bases in the same batch
// (poses.ts). Instance ids map back to piece ids for picking.
import type { GameView } from '@shared/engine/api'
import {
  type BufferGeometry,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshDepthMaterial,
  type MeshToonMaterial,
  type Vector3,
} from 'three'
import type { BoardLayout } from '../boards/layout'
import { buildBall, buildCarriedPuck, buildPuck } from './ballBuilder'
import { CarrierRing } from './carrierRing'
import { buildDazeMarker, DAZE_HEIGHT } from './dazeMarker'
import { buildCachedFigure, type CachedFigure } from './figureCache'
import { makePaintMaterial } from './paint'
import { PieceBatch } from './pieceBatch'
import { NO_LOOKS, type PieceLooks, resolveLook } from './pieceLooks'
import { figureKeyString, type Placements, placeView, type Pose } from './placement'
import { lieBetween, withLying } from './poses'

type Batch = PieceBatch

const NO_PLACEMENTS: Placements = { pieces: [], balls: [] }

/** Where a piece is drawn: its batch and instance, and the size of its figure (for rings and plates). */
interface Drawn {
  readonly batch: Batch
  readonly index: number
  readonly height: number
  readonly baseRadius: number
  /** For animation overrides (overridePiece): the figure's lying poses, its yaw and its base top. */
  readonly fig: CachedFigure
  readonly yaw: number
}

/** scene/animation: how to draw one piece this frame instead of its view placement. */
export interface PieceOverride {
  /** World position of the square centre it is over, and its height above the board. */
  readonly x: number
  readonly z: number
  readonly lift: number
  /** Lying between `fromPose` (blend 0) and `pose` (blend 1). */
  readonly pose: Pose
  readonly fromPose: Pose
  readonly blend: number
  /** 0 = gone (leaving or not yet arrived), 1 = full size. */
  readonly scale: number
}

export class PieceLayer {
  readonly group = new Group()
  /** Marks over the figures that are not miniatures (the daze stars): an overlay photos leave out. */
  readonly marks = new Group()
  private readonly material: MeshToonMaterial = withLying(makePaintMaterial(), 'figures')
  /** The shadow pass's material for figures: their bodies lie down in the shadow map as they do on screen. */
  private readonly depthMaterial = withLying(new MeshDepthMaterial(), 'figure-depth')
  private readonly figures = new Map<string, CachedFigure>()
  private readonly batches = new Map<string, Batch>()
  private readonly ballMeshes: Mesh[] = []
  private ballGeometry: BufferGeometry | null = null
  private puckGeometry: BufferGeometry | null = null
  private carriedPuckGeometry: BufferGeometry | null = null
  /** Cross Check: the ring on the puck carrier's base. */
  private readonly carrierRing = new CarrierRing(this.material)
  private ringHolder: number | null = null
  /** Stars over stunned figures: one instanced batch, no shadows. */
  private daze: InstancedMesh | null = null
  private readonly drawn = new Map<number, Drawn>()
  private readonly scratch = new Matrix4()
  private readonly turn = new Matrix4()
  private readonly touched = new Set<Batch>()
  private looks: PieceLooks = NO_LOOKS
  private placements: Placements = NO_PLACEMENTS

  constructor() {
    this.group.name = 'pieces'
    this.marks.name = 'piece-marks'
    this.group.add(this.marks, this.carrierRing.mesh)
  }

  /** Lays out `view` on `layout` (null clears the table). */
  setView(view: GameView | null, layout: BoardLayout): void {
    this.setPlacements(view ? placeView(view, layout) : NO_PLACEMENTS)
  }

  /**
   * Paint schemes and own models per side (pieceLooks.ts); the pieces on the table are redrawn with them at
   * once. Procedural looks whose paint did not change are kept (a look's key says all it is); own-model looks are
   * rebuilt (their template may be a new one); looks nothing uses any more are freed.
   */
  setLooks(looks: PieceLooks): void {
    if (looks === this.looks) return
    this.looks = looks
    this.dropFigures((fig) => fig.model)
    this.setPlacements(this.placements)
    const used = new Set([...this.drawn.values()].map((d) => d.batch))
    this.dropFigures((_fig, batch) => batch === undefined || !used.has(batch))
  }

  /** How many pieces are drawn, and how many of them as own models (for the scene probe and tests). */
  counts(): { pieces: number; models: number } {
    let models = 0
    for (const d of this.drawn.values()) if (d.fig.model) models++
    return { pieces: this.drawn.size, models }
  }

  /** Lays out pieces and balls already placed (setView's work after placeView; the Showcase line-up's). */
  setPlacements(placements: Placements): void {
    this.placements = placements
    const groups = new Map<string, { items: (typeof placements.pieces)[number][]; fig: () => CachedFigure }>()
    for (const p of placements.pieces) {
      const look = resolveLook(this.looks, p.key.side, p.positionId)
      const k = `${figureKeyString(p.key)}|${look.key}`
      const g = groups.get(k) ?? {
        items: [],
        fig: () => this.figure(k, () => buildCachedFigure(p.key, look)),
      }
      g.items.push(p)
      groups.set(k, g)
    }

    for (const [k, batch] of this.batches) {
      if (!groups.has(k)) batch.hide()
    }
    const place = new Matrix4()
    const turn = new Matrix4()
    this.drawn.clear()
    for (const [k, { items, fig: figureOf }] of groups) {
      const fig = figureOf()
      const batch = this.batch(k, fig, items.length)
      batch.ids.length = 0
      items.forEach((p, i) => {
        place.makeTranslation(p.x, p.y ?? 0, p.z).multiply(turn.makeRotationY(p.yaw))
        batch.setMatrixAt(i, place, fig.lie[p.pose])
        batch.ids.push(p.id)
        const lying = p.pose !== 'standing'
        this.drawn.set(p.id, {
          batch,
          index: i,
          // A figure lying on its base is about as high as its base is wide.
          height: lying ? fig.baseRadius * 2 : fig.height,
          baseRadius: fig.baseRadius,
          fig,
          yaw: p.yaw,
        })
      })
      batch.show(items.length)
      batch.markUpdated()
    }

    this.placeDaze(placements.pieces.filter((p) => p.pose === 'stunned'))

    // Balls: few enough for a mesh each.
    placements.balls.forEach((ball, i) => {
      const mesh = this.ballMesh(i, ball.carried ? 'carried-puck' : ball.kind)
      const lift = ball.onBase && ball.carrier !== null ? this.baseTopOf(ball.carrier) : 0
      mesh.position.set(ball.x, lift, ball.z)
      mesh.visible = true
    })
    for (let i = placements.balls.length; i < this.ballMeshes.length; i++) this.ballMeshes[i].visible = false
    const held = placements.balls.find((b) => b.carried && b.carrier !== null)
    const holder = held ? this.drawn.get(held.carrier!) : undefined
    const at = held ? placements.pieces.find((p) => p.id === held.carrier) : undefined
    this.ringHolder = holder && at ? at.id : null
    this.carrierRing.place(
      holder && at ? { x: at.x, z: at.z, top: holder.fig.baseTop, radius: holder.baseRadius } : null,
    )
  }

  /** The piece id drawn by instance `instanceId` of `mesh`, for picking; null if it is not a figure. */
  pieceIdAt(mesh: unknown, instanceId: number | undefined): number | null {
    if (instanceId === undefined) return null
    for (const batch of this.batches.values()) if (batch.owns(mesh)) return batch.ids[instanceId] ?? null
    return null
  }

  /** The figure meshes, own models' parts included (not the daze stars or balls), for raycasting. */
  figureMeshes(): InstancedMesh[] {
    return [...this.batches.values()].filter((b) => b.visible).flatMap((b) => b.meshes)
  }

  /**
   * Where piece `id` is drawn now (its instance's origin, so it follows whatever moved the instance), or null when
   * it is not on the table.
   */
  piecePosition(id: number, out: Vector3): Vector3 | null {
    const d = this.drawn.get(id)
    if (!d || d.batch.ids[d.index] !== id) return null
    d.batch.getMatrixAt(d.index, this.scratch)
    // The base stays on the square when the figure lies down: the instance's origin is the square's centre.
    return out.setFromMatrixPosition(this.scratch)
  }

  /** Height of piece `id`'s figure as it lies or stands, and its base radius; null when it is not drawn. */
  pieceSize(id: number): { height: number; baseRadius: number } | null {
    const d = this.drawn.get(id)
    return d ? { height: d.height, baseRadius: d.baseRadius } : null
  }

  /** Where the first visible ball or puck is, or null when none is on the table. */
  ballPosition(out: Vector3): Vector3 | null {
    const ball = this.ballMeshes.find((m) => m.visible)
    return ball ? out.copy(ball.position) : null
  }

  /**
   * Animation: draws piece `id` as `t` says until the next setView. False when it has no instance (it was not
   * on the table in the last setView). Call flushOverrides() once after a frame's overrides.
   */
  overridePiece(id: number, t: PieceOverride): boolean {
    const d = this.drawn.get(id)
    if (!d || d.batch.ids[d.index] !== id) return false
    if (id === this.ringHolder) this.carrierRing.place(null) // back at the next setView, where he ends up
    const s = Math.max(1e-4, t.scale)
    this.scratch
      .makeTranslation(t.x, t.lift, t.z)
      .multiply(this.turn.makeRotationY(d.yaw))
      .multiply(this.turn.makeScale(s, s, s))
    d.batch.setMatrixAt(d.index, this.scratch, lieBetween(d.fig.lie, t.fromPose, t.pose, t.blend))
    this.touched.add(d.batch)
    return true
  }

  /** Animation: ball or puck `i` with its lowest point at `at` (null hides it), until the next setView. */
  overrideBall(i: number, at: Vector3 | null): void {
    const mesh = this.ballMeshes[i]
    if (!mesh) return
    this.carrierRing.place(null) // the puck is moving: whoever had it may not any more (back at setView)
    mesh.visible = at !== null
    if (at) mesh.position.copy(at)
  }

  /** Animation: piece `id`'s facing and the height of its base top (where a carried ball rides). */
  pieceFrame(id: number): { yaw: number; baseTop: number } | null {
    const d = this.drawn.get(id)
    return d ? { yaw: d.yaw, baseTop: d.fig.baseTop } : null
  }

  /** Animation: hides the daze stars while figures move (the next setView puts them back). */
  setDazeVisible(visible: boolean): void {
    if (this.daze && !visible) this.daze.visible = false
  }

  /** Uploads the instance matrices changed by overridePiece since the last flush. */
  flushOverrides(): void {
    for (const batch of this.touched) batch.markUpdated()
    this.touched.clear()
  }

  dispose(): void {
    this.dropFigures()
    this.daze?.geometry.dispose()
    this.daze?.dispose()
    this.ballGeometry?.dispose()
    this.puckGeometry?.dispose()
    this.carriedPuckGeometry?.dispose()
    this.carrierRing.dispose()
    this.material.gradientMap?.dispose()
    this.material.dispose()
    this.depthMaterial.dispose()
    this.group.clear()
  }

  /** Frees every batch and cached look (the next layout builds what it needs). */
  /** Frees the cached looks `which` picks (every one by default) and their batches. */
  private dropFigures(which: (fig: CachedFigure, batch: Batch | undefined) => boolean = () => true): void {
    for (const [k, fig] of [...this.figures]) {
      const batch = this.batches.get(k)
      if (!which(fig, batch)) continue
      if (batch) {
        batch.dispose(this.group)
        this.touched.delete(batch)
        this.batches.delete(k)
      }
      fig.dispose()
      this.figures.delete(k)
    }
    for (const [id, d] of [...this.drawn])
      if (this.batches.get(d.batch.key) !== d.batch) this.drawn.delete(id)
  }

  private figure(k: string, build: () => CachedFigure): CachedFigure {
    let fig = this.figures.get(k)
    if (!fig) {
      fig = build()
      this.figures.set(k, fig)
    }
    return fig
  }

  private batch(k: string, fig: CachedFigure, count: number): Batch {
    const existing = this.batches.get(k)
    if (existing && existing.capacity >= count) return existing
    if (existing) existing.dispose(this.group)
    // Room for a full team of one look without rebuilding the batch on every substitution.
    const capacity = Math.max(4, 2 ** Math.ceil(Math.log2(count)))
    const batch = new PieceBatch(fig, this.material, capacity, k, this.depthMaterial)
    this.batches.set(k, batch)
    batch.addTo(this.group)
    return batch
  }

  private placeDaze(stunned: readonly { x: number; z: number; yaw: number }[]): void {
    if (stunned.length === 0) {
      if (this.daze) this.daze.visible = false
      return
    }
    if (!this.daze || this.daze.instanceMatrix.count < stunned.length) {
      const geometry = this.daze?.geometry ?? buildDazeMarker()
      if (this.daze) {
        this.marks.remove(this.daze)
        this.daze.dispose()
      }
      this.daze = new InstancedMesh(
        geometry,
        this.material,
        Math.max(4, 2 ** Math.ceil(Math.log2(stunned.length))),
      )
      this.daze.name = 'daze-stars'
      this.marks.add(this.daze)
    }
    const m = new Matrix4()
    stunned.forEach((p, i) => this.daze?.setMatrixAt(i, m.makeTranslation(p.x, DAZE_HEIGHT, p.z)))
    this.daze.count = stunned.length
    this.daze.visible = true
    this.daze.instanceMatrix.needsUpdate = true
    this.daze.computeBoundingSphere()
  }

  private ballMesh(i: number, kind: 'ball' | 'puck' | 'carried-puck'): Mesh {
    const geometry =
      kind === 'carried-puck'
        ? (this.carriedPuckGeometry ??= buildCarriedPuck())
        : kind === 'puck'
          ? (this.puckGeometry ??= buildPuck())
          : (this.ballGeometry ??= buildBall())
    let mesh = this.ballMeshes[i]
    if (!mesh) {
      mesh = new Mesh(geometry, this.material)
      mesh.name = `ball:${i}`
      mesh.castShadow = true
      mesh.receiveShadow = true
      this.ballMeshes[i] = mesh
      this.group.add(mesh)
    }
    mesh.geometry = geometry
    return mesh
  }

  private baseTopOf(carrierId: number): number {
    return this.drawn.get(carrierId)?.fig.baseTop ?? 0
  }
}
