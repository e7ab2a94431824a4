// The set of the whole team's photo (teamPhotoLayout.ts): a stepped stand like the turntable's base (black body,
// a band in the team's rim colour along each step's edge, flocked or icy treads), each player's number on a card on
// the face of his step — the table's label cards (textures/markAtlas.ts paintLabelAtlas, marks.ts
// makeAtlasMaterial), all numbers one instanced draw — and a banner with the team's name over the back row. Owned by
// LineupStage: standTeam() stands the team's miniatures (LineupStage's piece layer: the same figures, paint and own
// models, one instanced batch per look) on it, building the set again only when it changed; dispose() frees it.
import {
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  LinearMipmapLinearFilter,
  type Material,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  type ShaderMaterial,
  type Texture,
} from 'three'
import type { Equipment } from '../pieces/figureBuilder'
import type { PieceLayer } from '../pieces/PieceLayer'
import { figureKeyOf, type PiecePlacement } from '../pieces/placement'
import type { LineupSpec, TeamPhotoSpec } from './LineupStage'
import { makeAtlasMaterial } from '../marks'
import { atlasGrid } from '../overlay'
import { canvasTexture, makeCanvas } from '../textures/canvas'
import { paintLabelAtlas } from '../textures/markAtlas'
import { flockTexture } from './flockTexture'
import { type PhotoMember, type TeamPhotoLayout, teamPhotoLayout } from './teamPhotoLayout'

/** A number card on a step's face (the table label's 2:1 card), and its gap under the step's band. */
export const CARD = { w: 0.44, h: 0.22, below: 0.04 } as const
const BAND = 0.035

export class TeamStand {
  readonly group = new Group()
  private readonly body = new MeshStandardMaterial({ color: 0x111114, roughness: 0.55, metalness: 0.05 })
  private tread: MeshStandardMaterial | null = null
  private flock: Texture | null = null
  private cards: InstancedMesh | null = null
  private cardMap: Texture | null = null
  private bannerMap: Texture | null = null
  private bannerMaterial: MeshStandardMaterial | null = null
  /** What the set was last built for: a new spec of the same team builds nothing. */
  private builtFor = ''

  constructor(private readonly rim: Material) {
    this.group.name = 'team-stand'
  }

  /** Stands `team` on the set in `pieces` (the team's looks already set): its layout and its miniatures' sizes. */
  standTeam(
    pieces: PieceLayer,
    spec: LineupSpec,
    team: TeamPhotoSpec,
  ): { layout: TeamPhotoLayout; members: PhotoMember[] } {
    const placements: PiecePlacement[] = team.players.map((p, i) => ({
      id: i,
      key: figureKeyOf(spec.rosterId, p.positionId, p.role, 0, spec.equipment),
      positionId: p.positionId,
      x: 0,
      z: 0,
      yaw: 0,
      pose: 'standing',
    }))
    // First stood anywhere for their sizes (the tallest go to the back), then where the layout puts them.
    pieces.setPlacements({ pieces: placements, balls: [] })
    const members = placements.map((p) => pieces.pieceSize(p.id) ?? { height: 1, baseRadius: 0.36 })
    const layout = teamPhotoLayout(members)
    const at = (p: PiecePlacement, i: number): PiecePlacement => {
      const { x, y, z } = layout.slots[i]
      return { ...p, x, y, z }
    }
    pieces.setPlacements({ pieces: placements.map(at), balls: [] })
    const accent = spec.looks[0]?.scheme?.colours.armour ?? '#e0b341'
    const numbers = team.players.map((p) => (p.number === null ? null : `#${p.number}`))
    const key = JSON.stringify([layout, numbers, team.caption, accent, spec.equipment])
    if (key !== this.builtFor) {
      this.build(layout, numbers, team.caption, accent, spec.equipment)
      this.builtFor = key
    }
    return { layout, members }
  }

  /**
   * Builds the stand for `layout`: `numbers[i]` is member i's card text (null: no card), `caption` the banner's
   * text, `accent` the colour (#rrggbb) of the band under it (the team's armour).
   */
  private build(
    layout: TeamPhotoLayout,
    numbers: readonly (string | null)[],
    caption: string,
    accent: string,
    equipment: Equipment,
  ): void {
    this.clear()
    const ice = equipment === 'hockey'
    this.flock = flockTexture(ice ? 'ice' : 'flock', Math.max(2, Math.round(layout.stand.width / 2)))
    this.tread = new MeshStandardMaterial({ map: this.flock, roughness: ice ? 0.35 : 1 })
    const { width } = layout.stand
    layout.rows.forEach((row, r) => {
      // Each step reaches from the floor to its tread; the front one also fills the stand's front edge.
      const front = row.z + layout.depth / 2
      const body = new Mesh(new BoxGeometry(width, row.top, layout.depth), this.body)
      body.position.set(0, row.top / 2, row.z)
      body.castShadow = true
      body.receiveShadow = true
      const band = new Mesh(new BoxGeometry(width + 0.01, BAND, 0.012), this.rim)
      band.position.set(0, row.top - BAND / 2, front)
      const top = new Mesh(new PlaneGeometry(width, layout.depth), this.tread!)
      top.rotation.x = -Math.PI / 2
      top.position.set(0, row.top + 0.002, row.z)
      top.receiveShadow = true
      body.name = `team-stand-step:${r}`
      this.group.add(body, band, top)
    })
    this.buildCards(layout, numbers)
    this.buildBanner(layout, caption, accent)
  }

  /** How many number cards are shown (tests). */
  cardCount(): number {
    return this.cards?.count ?? 0
  }

  dispose(): void {
    this.clear()
    this.builtFor = ''
    this.body.dispose()
  }

  private buildCards(layout: TeamPhotoLayout, numbers: readonly (string | null)[]): void {
    const shown = layout.slots.map((s, i) => ({ s, text: numbers[i] ?? null })).filter((c) => c.text !== null)
    if (shown.length === 0) return
    const texts = shown.map((c) => c.text as string)
    const { cols, rows } = atlasGrid(texts.length)
    this.cardMap = canvasTexture(paintLabelAtlas(texts))
    this.cardMap.minFilter = LinearMipmapLinearFilter
    const material: ShaderMaterial = makeAtlasMaterial(this.cardMap, cols, rows)
    const mesh = new InstancedMesh(new PlaneGeometry(CARD.w, CARD.h), material, shown.length)
    const tiles = new InstancedBufferAttribute(new Float32Array(shown.length), 1)
    mesh.geometry.setAttribute('aTile', tiles)
    const m = new Matrix4()
    shown.forEach(({ s }, i) => {
      // On the face of his own step, under its band: in line with him, below his feet.
      const y = s.y - BAND - CARD.below - CARD.h / 2
      mesh.setMatrixAt(i, m.makeTranslation(s.x, y, s.z + layout.depth / 2 + 0.004))
      tiles.setX(i, i)
    })
    mesh.name = 'team-stand-numbers'
    mesh.computeBoundingSphere()
    this.cards = mesh
    this.group.add(mesh)
  }

  private buildBanner(layout: TeamPhotoLayout, caption: string, accent: string): void {
    const { banner } = layout
    const px = 96
    const { canvas, ctx } = makeCanvas(Math.round((banner.width / banner.height) * px), px)
    ctx.fillStyle = '#15171c'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
    ctx.fillStyle = accent
    ctx.fillRect(0, canvas.height - 8, canvas.width, 8)
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillStyle = '#f3ead2'
    ctx.font = `bold ${Math.round(px * 0.56)}px system-ui, sans-serif`
    ctx.fillText(caption, canvas.width / 2, canvas.height / 2, canvas.width - px * 0.5)
    this.bannerMap = canvasTexture(canvas)
    this.bannerMaterial = new MeshStandardMaterial({
      map: this.bannerMap,
      roughness: 0.8,
      side: DoubleSide,
      emissive: 0xffffff,
      emissiveMap: this.bannerMap,
      emissiveIntensity: 0.35,
    })
    const sign = new Mesh(new PlaneGeometry(banner.width, banner.height), this.bannerMaterial)
    sign.position.set(0, banner.y + banner.height / 2, banner.z)
    sign.name = 'team-stand-banner'
    this.group.add(sign)
    // Two posts from the floor behind the stand hold it up.
    for (const side of [-1, 1]) {
      const post = new Mesh(new CylinderGeometry(0.04, 0.04, banner.y + banner.height, 10), this.body)
      post.position.set((side * (banner.width - 0.2)) / 2, (banner.y + banner.height) / 2, banner.z - 0.05)
      this.group.add(post)
    }
  }

  private clear(): void {
    for (const child of [...this.group.children]) {
      this.group.remove(child)
      ;(child as Mesh).geometry.dispose()
    }
    if (this.cards) (this.cards.material as ShaderMaterial).dispose()
    this.cards?.dispose()
    this.cards = null
    this.cardMap?.dispose()
    this.cardMap = null
    this.bannerMap?.dispose()
    this.bannerMap = null
    this.bannerMaterial?.dispose()
    this.bannerMaterial = null
    this.tread?.dispose()
    this.tread = null
    this.flock?.dispose()
    this.flock = null
  }
}
