// The Showcase's line-up: a team's miniatures, one per position, standing in a ring on a turntable that turns
// slowly — a giant painted miniature base (black body, a band in the team's rim colour, a flocked or icy top) in a
// dark studio with a warm key light, a cool fill and a back light. Selecting a position turns it to the front and
// holds it there. Its own scene and camera; TableScene draws it instead of the table while the stage is 'lineup'
// (TableScene.stages.setStage). Its photoTarget lets photo mode shoot it (studio floor and selection ring hidden as
// the backdrop asks; the lens on the selected or front-centre miniature); home() is the framed camera pose a free
// photo camera starts from. Dispose frees everything it made.
// A saved team in photo mode (LineupSpec.team) stands instead as the whole team's photo: every player on a stepped
// stand (TeamStand.ts, teamPhotoLayout.ts) in the same pieces and looks, his number on his step, the team's name on a
// banner, the camera framed on all of it (teamPhotoFrame.ts); the turntable is hidden meanwhile and stands still.
import type { Side } from '@shared/engine/api'
import {
  CircleGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Fog,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  type Texture,
  TorusGeometry,
  Vector3,
} from 'three'
import { disposeObject } from '../dispose'
import { type Insets, NO_INSETS, usableInsets, viewOffset } from '../insets'
import type { Equipment } from '../pieces/figureBuilder'
import type { PieceLooks } from '../pieces/pieceLooks'
import { PieceLayer } from '../pieces/PieceLayer'
import { figureKeyOf, type PiecePlacement } from '../pieces/placement'
import { defaultPaint, hexColour } from '../pieces/schemePaint'
import { fitDistance, frontAngle, lineupLayout, TURN_DEG_PER_SECOND } from './lineupLayout'
import { flockTexture } from './flockTexture'
import { TeamStand } from './TeamStand'
import type { PhotoMember, TeamPhotoLayout } from './teamPhotoLayout'
import { PHOTO_ELEVATION, teamFrame } from './teamPhotoFrame'
import { centralPoint } from '../photo/focusChoice'
import type { PhotoTarget } from '../photo/photoTarget'

export interface LineupSpec {
  readonly teamKey: string
  /** The team's roster (or card) id: with each position's id and role it says which figure stands there. */
  readonly rosterId: string
  readonly equipment: Equipment
  /** Positions in line-up order: id and the figure's role hint. */
  readonly positions: readonly { readonly id: string; readonly role: string }[]
  /** The team's look (scheme, own models) on side 0. */
  readonly looks: PieceLooks
  /** The position turned to the front and held there; null lets the turntable spin. */
  readonly selected: string | null
  /** False stops the turntable (the reduced-motion setting, a paused view). */
  readonly spin: boolean
  /** The whole team's photo instead of the turntable (a saved team in photo mode); absent or null: the turntable. */
  readonly team?: TeamPhotoSpec | null
}

/** A saved team as its photo shows it: every player in line-up order, and the banner's caption (its name). */
export interface TeamPhotoSpec {
  readonly caption: string
  readonly players: readonly {
    readonly positionId: string
    readonly role: string
    readonly number: number | null
  }[]
}

const STUDIO = new Color(0x14161b)
const BODY_HEIGHT = 0.26
const ELEVATION = (17 * Math.PI) / 180
/** How fast the turntable swings a selected position to the front (per second, exponential approach). */
const SWING = 4

export class LineupStage {
  readonly scene = new Scene()
  readonly camera = new PerspectiveCamera(30, 16 / 9, 0.1, 200)
  private readonly turntable = new Group()
  private readonly plinth = new Group()
  private readonly pieces = new PieceLayer()
  private readonly rimMaterial = new MeshStandardMaterial({ roughness: 0.45, metalness: 0.1 })
  private readonly marker: Mesh
  private readonly key: DirectionalLight
  private readonly stand: TeamStand
  /** The team photo on show (its layout and miniatures' sizes), null on the turntable; what its stand was built for. */
  private team: { layout: TeamPhotoLayout; members: readonly PhotoMember[] } | null = null
  /** The framed camera pose (position, look-at point), kept by frame(). */
  /** What photo mode shoots while the line-up is on show. */
  readonly photoTarget: PhotoTarget
  private readonly homePose = { position: new Vector3(), target: new Vector3() }
  /** Counts frame() calls: a free photo camera re-homes when the framing changed under it. */
  private framings = 0
  private flock: Texture | null = null
  private spec: LineupSpec | null = null
  private plinthRadius = 0
  private ringRadius = 0
  private figureHeight = 1
  private angle = 0
  private size = { w: 1, h: 1 }
  private insets: Insets = NO_INSETS
  private disposed = false

  constructor(environment: Texture | null) {
    this.scene.name = 'lineup'
    this.scene.background = STUDIO
    this.scene.fog = new Fog(STUDIO, 14, 40)
    this.scene.environment = environment
    this.scene.environmentIntensity = 0.3

    // Warm key from the front left (the only shadow caster), cool fill from the right, a back light that
    // outlines the figures against the dark studio, and a soft sky/ground bounce.
    this.key = new DirectionalLight(0xffe2bd, 3.2)
    this.key.position.set(-4, 7, 5)
    this.key.castShadow = true
    this.key.shadow.mapSize.set(1024, 1024)
    this.key.shadow.radius = 4
    this.key.shadow.bias = -0.0005
    this.key.shadow.normalBias = 0.02
    const fill = new DirectionalLight(0x9db6ff, 0.8)
    fill.position.set(6, 4, 3)
    const back = new DirectionalLight(0xffd6a0, 2.2)
    back.position.set(1, 5, -7)
    const hemi = new HemisphereLight(0xdfe8ff, 0x2a2018, 0.6)
    this.scene.add(this.key, this.key.target, fill, fill.target, back, back.target, hemi)

    const floor = new Mesh(
      new CircleGeometry(30, 48),
      new MeshStandardMaterial({ color: 0x1c1e24, roughness: 0.95 }),
    )
    floor.rotation.x = -Math.PI / 2
    floor.receiveShadow = true
    floor.name = 'lineup-floor'

    this.marker = new Mesh(
      new TorusGeometry(0.5, 0.03, 6, 48),
      new MeshStandardMaterial({ color: 0xe0b341, emissive: 0x8a6410, roughness: 0.4 }),
    )
    this.marker.rotation.x = Math.PI / 2
    this.marker.visible = false
    this.marker.name = 'lineup-selected'

    this.pieces.group.position.y = BODY_HEIGHT
    this.turntable.add(this.plinth, this.pieces.group, this.marker)
    this.turntable.name = 'turntable'
    this.stand = new TeamStand(this.rimMaterial)
    this.stand.group.visible = false
    this.scene.add(floor, this.turntable, this.stand.group)
    this.photoTarget = {
      stage: 'lineup',
      scene: this.scene,
      camera: this.camera,
      ground: [floor],
      overlays: [this.marker],
      room: STUDIO,
      focusPoint: (out) => this.focusPoint(out),
    }
  }

  /** Shows a team's line-up (rebuilds the turntable only when its size or top changes). */
  setLineup(spec: LineupSpec): void {
    if (this.disposed) return
    const prev = this.spec
    this.spec = spec
    const layout = lineupLayout(spec.positions.length)
    this.ringRadius = layout.ring
    if (!prev || layout.plinth !== this.plinthRadius || prev.equipment !== spec.equipment) {
      this.buildPlinth(layout.plinth, spec.equipment)
    }
    const side: Side = 0
    const own = spec.looks[0]
    this.rimMaterial.color.setRGB(
      ...(own?.scheme ? hexColour(own.scheme.colours.rim) : defaultPaint(side).palette.rim),
    )
    this.pieces.setLooks(spec.looks)
    const team = spec.team ?? null
    this.plinth.visible = team === null
    this.stand.group.visible = team !== null
    this.turntable.rotation.y = team ? 0 : this.angle
    this.pieces.group.position.y = team ? 0 : BODY_HEIGHT
    if (team) return this.showTeam(spec, team)
    this.team = null
    const placements: PiecePlacement[] = spec.positions.map((p, i) => ({
      id: i,
      // The same figure as on the table (figureLook.ts): one source of looks.
      key: figureKeyOf(spec.rosterId, p.id, p.role, side, spec.equipment),
      positionId: p.id,
      x: layout.slots[i].x,
      z: layout.slots[i].z,
      yaw: layout.slots[i].yaw,
      pose: 'standing',
    }))
    this.pieces.setPlacements({ pieces: placements, balls: [] })
    let tallest = 0.9
    placements.forEach((p) => (tallest = Math.max(tallest, this.pieces.pieceSize(p.id)?.height ?? 0)))
    this.figureHeight = tallest
    const at = spec.selected === null ? -1 : spec.positions.findIndex((p) => p.id === spec.selected)
    this.marker.visible = at >= 0
    if (at >= 0) {
      const slot = layout.slots[at]
      this.marker.position.set(slot.x, BODY_HEIGHT + 0.004, slot.z)
      this.marker.scale.setScalar((this.pieces.pieceSize(at)?.baseRadius ?? 0.36) / 0.36)
    }
    this.frame()
  }

  /** Advances the turntable by `dt` seconds; true when the view changed (the frame must be redrawn). */
  tick(dt: number): boolean {
    const spec = this.spec
    if (!spec || spec.team || this.disposed) return false
    const at = spec.selected === null ? -1 : spec.positions.findIndex((p) => p.id === spec.selected)
    if (at >= 0) {
      // Swing the shortest way round to bring the selected miniature to the front.
      const target = frontAngle(at, spec.positions.length)
      let delta = (target - this.angle) % (Math.PI * 2)
      if (delta > Math.PI) delta -= Math.PI * 2
      if (delta < -Math.PI) delta += Math.PI * 2
      if (Math.abs(delta) < 1e-4) return false
      this.angle += delta * Math.min(1, dt * SWING)
    } else if (spec.spin) {
      this.angle = (this.angle + ((TURN_DEG_PER_SECOND * Math.PI) / 180) * dt) % (Math.PI * 2)
    } else return false
    this.turntable.rotation.y = this.angle
    return true
  }

  resize(width: number, height: number, insets: Insets = this.insets): void {
    this.size = { w: Math.max(1, width), h: Math.max(1, height) }
    this.insets = insets
    this.frame()
  }

  /** Frames the camera again as the canvas and panels last said (a free photo camera left it elsewhere). */
  reframe(): void {
    this.frame()
  }

  /** The framed camera pose and how many framings there have been (a free photo camera starts from it). */
  home(): { readonly position: Vector3; readonly target: Vector3; readonly framing: number } {
    return { position: this.homePose.position, target: this.homePose.target, framing: this.framings }
  }

  /**
   * Where the lens focuses when nobody clicked: the selected miniature, else the front one nearest the middle of
   * the frame (half-way up the figure, in world space); null with no miniatures.
   */
  focusPoint(out: Vector3): Vector3 | null {
    const spec = this.spec
    const count = this.team ? this.team.members.length : (spec?.positions.length ?? 0)
    if (!spec || this.disposed || count === 0) return null
    this.scene.updateMatrixWorld()
    this.camera.updateMatrixWorld()
    const points = Array.from({ length: count }, (_, i) => {
      const p = this.pieces.piecePosition(i, new Vector3()) ?? new Vector3()
      p.y += (this.pieces.pieceSize(i)?.height ?? this.figureHeight) / 2
      return p.applyMatrix4(this.pieces.group.matrixWorld)
    })
    const selected =
      spec.selected === null || this.team ? -1 : spec.positions.findIndex((p) => p.id === spec.selected)
    const at = selected >= 0 ? selected : centralPoint(points, this.camera)
    return at === null ? null : out.copy(points[at])
  }

  /** Miniatures on the turntable, and how many of them are own models (the scene probe reports these). */
  counts(): { pieces: number; models: number } {
    return this.pieces.counts()
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    // The pieces' model parts belong to their templates: the layer frees only what it made.
    this.turntable.remove(this.pieces.group)
    this.pieces.dispose()
    this.stand.dispose()
    this.flock?.dispose()
    this.key.shadow.dispose()
    disposeObject(this.scene)
    this.rimMaterial.dispose()
    this.scene.clear()
  }

  private buildPlinth(radius: number, equipment: Equipment): void {
    for (const child of [...this.plinth.children]) {
      this.plinth.remove(child)
      const mesh = child as Mesh
      mesh.geometry.dispose()
      if (mesh.material !== this.rimMaterial) (mesh.material as MeshStandardMaterial).dispose()
    }
    this.flock?.dispose()
    this.flock = flockTexture(equipment === 'hockey' ? 'ice' : 'flock', Math.max(2, Math.round(radius * 2)))
    this.plinthRadius = radius
    const body = new Mesh(
      new CylinderGeometry(radius, radius * 1.04, BODY_HEIGHT, 72),
      new MeshStandardMaterial({ color: 0x111114, roughness: 0.55, metalness: 0.05 }),
    )
    body.position.y = BODY_HEIGHT / 2
    const band = new Mesh(
      new CylinderGeometry(radius * 1.012, radius * 1.03, 0.07, 72, 1, true),
      this.rimMaterial,
    )
    band.position.y = BODY_HEIGHT - 0.075
    const top = new Mesh(
      new CircleGeometry(radius - 0.05, 72),
      new MeshStandardMaterial({ map: this.flock, roughness: equipment === 'hockey' ? 0.35 : 1 }),
    )
    top.rotation.x = -Math.PI / 2
    top.position.y = BODY_HEIGHT + 0.002
    for (const mesh of [body, band, top]) {
      mesh.castShadow = mesh !== top
      mesh.receiveShadow = true
      this.plinth.add(mesh)
    }
    this.shadowReach(radius + 1.5)
  }

  /** The whole team's photo: every player on the stand, his number on his step, the team's name over them. */
  private showTeam(spec: LineupSpec, team: TeamPhotoSpec): void {
    this.marker.visible = false
    const shown = this.stand.standTeam(this.pieces, spec, team)
    const { stand, banner } = shown.layout
    this.shadowReach(Math.max(stand.width / 2, -stand.back, banner.y) + 1.5)
    this.team = shown
    this.frame()
  }

  /** The key light's shadow covers `r` round the middle of the set. */
  private shadowReach(r: number): void {
    const cam = this.key.shadow.camera
    cam.left = -r
    cam.right = r
    cam.top = r
    cam.bottom = -r
    cam.near = 1
    cam.far = 30
    cam.updateProjectionMatrix()
  }

  /** Frames the turntable in the part of the canvas the Showcase's panels leave free. */
  private frame(): void {
    const { w, h } = this.size
    // The team photo shows only in photo mode, whose panels leave the whole canvas free (the Showcase's are hidden).
    const free = usableInsets(this.team ? NO_INSETS : this.insets, w, h)
    const freeW = Math.max(1, w - free.left - free.right)
    const freeH = Math.max(1, h - free.top - free.bottom)
    this.camera.aspect = w / h
    // The free area sees a narrower field of view than the whole canvas: frame for that one.
    const vHalf = (this.camera.fov * Math.PI) / 360
    const freeFov = (Math.atan(Math.tan(vHalf) * (freeH / h)) * 360) / Math.PI
    if (this.team) return this.frameTeam(freeFov, freeW / freeH, free)
    // Look a little above the figures' middle: the turntable's near rim sits low in the view.
    const lookY = BODY_HEIGHT + this.figureHeight * 0.4
    const content = {
      plinth: this.plinthRadius,
      top: BODY_HEIGHT,
      ring: this.ringRadius,
      height: this.figureHeight,
    }
    const d = fitDistance(content, freeFov, freeW / freeH, ELEVATION, lookY)
    this.camera.position.set(0, lookY + Math.sin(ELEVATION) * d, Math.cos(ELEVATION) * d)
    this.camera.lookAt(0, lookY, 0)
    this.homePose.target.set(0, lookY, 0)
    this.haze(14, 40)
    this.framed(free)
  }

  /** Frames the whole team's photo in the free area (field of view `fov`, aspect `aspect`). */
  private frameTeam(fov: number, aspect: number, free: Insets): void {
    const { target, distance } = teamFrame(this.team!.layout, this.team!.members, fov, aspect)
    const [x, y, z] = target
    this.camera.position.set(
      x,
      y + Math.sin(PHOTO_ELEVATION) * distance,
      z + Math.cos(PHOTO_ELEVATION) * distance,
    )
    this.homePose.target.set(x, y, z)
    this.camera.lookAt(this.homePose.target)
    // The studio's haze starts behind the back row however far the camera stands.
    this.haze(distance + 8, distance + 40)
    this.framed(free)
  }

  private haze(near: number, far: number): void {
    const fog = this.scene.fog as Fog
    fog.near = near
    fog.far = far
  }

  /** Keeps the framed pose as home and shifts the view into the free area. */
  private framed(free: Insets): void {
    const { w, h } = this.size
    this.homePose.position.copy(this.camera.position)
    this.framings++
    const o = viewOffset(free, w, h)
    if (o.x === 0 && o.y === 0) this.camera.clearViewOffset()
    else this.camera.setViewOffset(w, h, o.x, o.y, w, h)
    this.camera.updateProjectionMatrix()
    this.camera.updateMatrixWorld()
  }
}
