// Highlights that follow a piece: a ring round the selected piece's base and a name plate over the hovered one.
// Both read the piece's drawn position every frame (PieceLayer.piecePosition), so they follow a piece that an
// animation is moving. Two meshes, two draw calls at most, only while shown.
import {
  CanvasTexture,
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  RingGeometry,
  SRGBColorSpace,
  Sprite,
  SpriteMaterial,
  Vector3,
} from 'three'
import type { PieceLayer } from './pieces/PieceLayer'
import { makeCanvas } from './textures/canvas'
import { localName } from '../play/names'

/** The plate's text for a piece: its number and name, e.g. '#7 Grim Ironjaw'. */
export function plateText(piece: { number: number; name: string; positionId?: string } | undefined): string {
  if (!piece) return ''
  const name = localName(piece).trim()
  return name ? `#${piece.number} ${name}` : `#${piece.number}`
}

const PLATE = { w: 512, h: 96 } as const
/** The plate's height on screen as a share of the view's height (sizeAttenuation off: same size at any zoom). */
const PLATE_SCREEN_SHARE = 0.045

export class Highlights {
  readonly group = new Group()
  private readonly ring: Mesh<RingGeometry, MeshBasicMaterial>
  private plate: Sprite | null = null
  private plateTexture: CanvasTexture | null = null
  private selectedId: number | null = null
  private hoverId: number | null = null
  private plateFor = ''
  private readonly at = new Vector3()

  constructor() {
    this.group.name = 'highlights'
    // A flat ring just outside the base, bright and thick enough to read from the far end of the table.
    const geometry = new RingGeometry(1.08, 1.42, 40)
    geometry.rotateX(-Math.PI / 2)
    const material = new MeshBasicMaterial({
      color: 0xfff27a,
      transparent: true,
      opacity: 0.95,
      depthWrite: false,
      side: DoubleSide,
      toneMapped: false,
      fog: false,
    })
    this.ring = new Mesh(geometry, material)
    this.ring.name = 'highlight:selected'
    this.ring.visible = false
    this.ring.renderOrder = 3
    this.ring.raycast = () => undefined
    this.group.add(this.ring)
  }

  get selected(): number | null {
    return this.selectedId
  }

  get hovered(): number | null {
    return this.hoverId
  }

  setSelected(id: number | null): void {
    if (id !== null && !Number.isInteger(id))
      throw new TypeError(`setSelected: piece id must be an integer or null`)
    this.selectedId = id
  }

  /** Shows `text` over piece `id` (null hides the plate). */
  setHover(id: number | null, text: string): void {
    this.hoverId = id === null || !text ? null : id
    if (this.hoverId !== null && text !== this.plateFor) this.paintPlate(text)
  }

  /** Moves the ring and plate to their pieces; true when either is shown. */
  sync(pieces: PieceLayer, fovDeg: number): boolean {
    let shown = false
    const sel = this.selectedId === null ? null : pieces.piecePosition(this.selectedId, this.at)
    const size = this.selectedId === null ? null : pieces.pieceSize(this.selectedId)
    if (sel && size) {
      this.ring.position.set(sel.x, 0.02, sel.z)
      this.ring.scale.setScalar(size.baseRadius)
      this.ring.visible = true
      shown = true
    } else this.ring.visible = false

    const plate = this.plate
    const hov = this.hoverId === null ? null : pieces.piecePosition(this.hoverId, this.at)
    const hsize = this.hoverId === null ? null : pieces.pieceSize(this.hoverId)
    if (plate && hov && hsize) {
      plate.position.set(hov.x, hsize.height + 0.3, hov.z)
      // Without size attenuation a sprite's scale is multiplied by its depth: scale·(1/tan(fov/2)) is its height
      // in NDC (2 = the whole view). The projection already corrects x for the aspect.
      const sy = PLATE_SCREEN_SHARE * 2 * Math.tan((fovDeg * Math.PI) / 360)
      plate.scale.set(sy * (PLATE.w / PLATE.h), sy, 1)
      plate.visible = true
      shown = true
    } else if (plate) plate.visible = false
    return shown
  }

  dispose(): void {
    this.ring.geometry.dispose()
    this.ring.material.dispose()
    this.plateTexture?.dispose()
    // The sprite's geometry is three.js's shared quad: not ours to free.
    this.plate?.material.dispose()
    this.group.clear()
  }

  private paintPlate(text: string): void {
    const { canvas, ctx } = makeCanvas(PLATE.w, PLATE.h)
    ctx.font = `600 ${Math.round(PLATE.h * 0.5)}px system-ui, sans-serif`
    const tw = Math.min(PLATE.w - 8, ctx.measureText(text).width + PLATE.h * 0.6)
    const x = (PLATE.w - tw) / 2
    const r = PLATE.h * 0.3
    ctx.fillStyle = 'rgba(18,16,14,0.86)'
    ctx.strokeStyle = 'rgba(255,242,122,0.9)'
    ctx.lineWidth = 3
    ctx.beginPath()
    ctx.roundRect(x, 6, tw, PLATE.h - 12, r)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = '#fffdf5'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(text, PLATE.w / 2, PLATE.h / 2 + 2, PLATE.w - 24)
    const texture = new CanvasTexture(canvas)
    texture.colorSpace = SRGBColorSpace
    this.plateTexture?.dispose()
    this.plateTexture = texture
    if (!this.plate) {
      const material = new SpriteMaterial({
        map: texture,
        sizeAttenuation: false,
        depthTest: false,
        depthWrite: false,
        toneMapped: false,
        fog: false,
      })
      this.plate = new Sprite(material)
      this.plate.name = 'highlight:plate'
      this.plate.renderOrder = 10
      this.plate.center.set(0.5, 0)
      this.plate.raycast = () => undefined
      this.group.add(this.plate)
    } else {
      this.plate.material.map = texture
      this.plate.material.needsUpdate = true
    }
    this.plateFor = text
  }
}
