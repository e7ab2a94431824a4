// Square marks on the board: every mark is one instance of a flat quad textured from the tone atlas, and every
// label one instance of a smaller card from the label atlas, so any number of marks costs two draw calls. A tiny
// shader picks each instance's tile (aTile), since instanced meshes share one set of UVs. Labels are sized for the
// camera before each frame (fitLabels, labelSize.ts): they grow with the distance to stay legible, and the label
// of the square under the pointer grows more, drawn over its neighbours.
import {
  type CanvasTexture,
  DoubleSide,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  LinearMipmapLinearFilter,
  Matrix4,
  type PerspectiveCamera,
  PlaneGeometry,
  ShaderMaterial,
  type Texture,
} from 'three'
import type { BoardLayout } from './boards/layout'
import { fitLabelScale, HOVER_LABEL_PX, LABEL_SIZE, labelPose, MAX_HOVER_SCALE, textShare } from './labelSize'
import { atlasGrid, buildMarks, type LabelInstance, type SquareMark, TONE_TILES } from './overlay'
import { canvasTexture } from './textures/canvas'
import { paintLabelAtlas, paintToneAtlas } from './textures/markAtlas'

/** Height above the board top: marks float a hair above it (labels above them: labelSize.ts). */
export const MARK_Y = 0.012
export { LABEL_SIZE, LABEL_Y } from './labelSize'

const VERTEX = /* glsl */ `
attribute float aTile;
uniform vec2 uGrid;
varying vec2 vUv;
void main() {
  float col = mod(aTile, uGrid.x);
  float row = floor(aTile / uGrid.x);
  // Canvas row 0 is the top of the image, which three.js flips to v = 1.
  vUv = (uv + vec2(col, uGrid.y - 1.0 - row)) / uGrid;
  gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
}`

const FRAGMENT = /* glsl */ `
uniform sampler2D uMap;
varying vec2 vUv;
void main() {
  vec4 texel = texture2D(uMap, vUv);
  if (texel.a < 0.01) discard;
  gl_FragColor = texel;
  #include <colorspace_fragment>
}`

/** `onTop`: drawn over the figures (labels: a chance on a block target's square stays readable in front of him). */
export function makeAtlasMaterial(map: Texture, cols: number, rows: number, onTop = false): ShaderMaterial {
  const material = new ShaderMaterial({
    uniforms: { uMap: { value: map }, uGrid: { value: [cols, rows] } },
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    transparent: true,
    depthWrite: false,
    depthTest: !onTop,
    side: DoubleSide,
    // Marks are flat paint on the board: no fog, no tone mapping, crisp in any light.
    fog: false,
    toneMapped: false,
  })
  material.name = 'atlas-marks'
  return material
}

interface Batch {
  mesh: InstancedMesh
  tiles: InstancedBufferAttribute
}

export class MarkLayer {
  readonly group = new Group()
  private toneMap: Texture | null = null
  private toneMaterial: ShaderMaterial | null = null
  private marks: Batch | null = null
  private labels: Batch | null = null
  private labelMap: Texture | null = null
  private labelTexts = ''
  private current: readonly SquareMark[] = []
  /** Labels as placed by the last setMarks (world square centres, atlas tiles) and their texts. */
  private placed: readonly LabelInstance[] = []
  private texts: readonly string[] = []
  /** World centre of the hovered square, if it has a label to enlarge. */
  private hover: { x: number; z: number } | null = null
  /** What the labels were last fitted for (camera matrices, viewport, hover): unchanged, nothing to redo. */
  private fittedFor = ''

  constructor() {
    this.group.name = 'marks'
  }

  /** The marks now drawn (as handed in). */
  get value(): readonly SquareMark[] {
    return this.current
  }

  /** Replaces every mark. An invalid mark throws (MarkError) before anything changes. */
  setMarks(marks: readonly SquareMark[], layout: BoardLayout): void {
    const build = buildMarks(marks, layout)
    this.current = marks
    const m = new Matrix4()
    if (build.squares.length > 0 || this.marks) {
      const batch = this.ensureMarks(build.squares.length)
      build.squares.forEach((s, i) => {
        batch.mesh.setMatrixAt(i, m.makeTranslation(s.x, MARK_Y, s.z))
        batch.tiles.setX(i, s.tile)
      })
      this.commit(batch, build.squares.length)
    }
    this.placed = build.labels
    this.texts = build.texts
    this.fittedFor = ''
    if (build.labels.length > 0) {
      const key = build.texts.join('\u0000')
      if (key !== this.labelTexts || !this.labels) this.repaintLabels(build.texts)
      const batch = this.ensureLabels(build.labels.length)
      build.labels.forEach((l, i) => {
        const pose = labelPose(l.x, l.z, 1)
        batch.mesh.setMatrixAt(i, m.compose(pose.position, pose.quaternion, pose.scale))
        batch.tiles.setX(i, l.tile)
      })
      this.commit(batch, build.labels.length)
    } else if (this.labels) {
      this.labels.mesh.count = 0
      this.labels.mesh.visible = false
    }
  }

  /** The square (world centre) under the pointer: its label, if it has one, is drawn larger. null: none. */
  setHover(at: { x: number; z: number } | null): void {
    if (at?.x === this.hover?.x && at?.z === this.hover?.z) return
    this.hover = at ? { x: at.x, z: at.z } : null
    this.fittedFor = ''
  }

  /**
   * Sizes every label for `camera` on a canvas `viewportHeight` CSS px tall (labelSize.ts): each grows until its
   * text is legible or it fills its square's width; the hovered one grows on and is drawn last, over the others.
   * Cheap when nothing changed since the last call. True when the labels changed.
   */
  fitLabels(camera: PerspectiveCamera, viewportHeight: number): boolean {
    const batch = this.labels
    if (!batch || this.placed.length === 0) return false
    camera.updateMatrixWorld()
    const key = `${camera.matrixWorld.elements.join(',')}|${camera.projectionMatrix.elements.join(',')}|${viewportHeight}|${this.hover?.x},${this.hover?.z}`
    if (key === this.fittedFor) return false
    this.fittedFor = key
    const m = new Matrix4()
    const hovered = this.hover
    const isHovered = (l: LabelInstance): boolean =>
      hovered !== null && l.x === hovered.x && l.z === hovered.z
    // The hovered label last, so it is drawn over the ones it may cover.
    const order = [...this.placed.filter((l) => !isHovered(l)), ...this.placed.filter(isHovered)]
    order.forEach((l, i) => {
      const share = textShare(this.texts[l.tile] ?? '')
      const scale = isHovered(l)
        ? fitLabelScale(camera, viewportHeight, l.x, l.z, share, HOVER_LABEL_PX, MAX_HOVER_SCALE)
        : fitLabelScale(camera, viewportHeight, l.x, l.z, share)
      const pose = labelPose(l.x, l.z, scale)
      batch.mesh.setMatrixAt(i, m.compose(pose.position, pose.quaternion, pose.scale))
      batch.tiles.setX(i, l.tile)
    })
    this.commit(batch, order.length)
    return true
  }

  /** The labels' scales as last fitted, in the order they are drawn (tests). */
  labelScales(): number[] {
    const batch = this.labels
    if (!batch) return []
    const m = new Matrix4()
    const out: number[] = []
    for (let i = 0; i < batch.mesh.count; i++) {
      batch.mesh.getMatrixAt(i, m)
      out.push(Math.hypot(m.elements[0], m.elements[1], m.elements[2]))
    }
    return out
  }

  dispose(): void {
    for (const b of [this.marks, this.labels]) {
      if (!b) continue
      b.mesh.geometry.dispose()
      ;(b.mesh.material as ShaderMaterial).dispose()
      b.mesh.dispose()
    }
    this.toneMap?.dispose()
    this.labelMap?.dispose()
    this.marks = null
    this.labels = null
    this.group.clear()
  }

  private commit(batch: Batch, count: number): void {
    batch.mesh.count = count
    batch.mesh.visible = count > 0
    batch.mesh.instanceMatrix.needsUpdate = true
    batch.tiles.needsUpdate = true
    if (count > 0) batch.mesh.computeBoundingSphere()
  }

  private ensureMarks(count: number): Batch {
    if (this.marks && this.marks.tiles.count >= count) return this.marks
    if (!this.toneMap) {
      this.toneMap = canvasTexture(paintToneAtlas())
      this.toneMap.minFilter = LinearMipmapLinearFilter
      const { cols, rows } = atlasGrid(TONE_TILES)
      this.toneMaterial = makeAtlasMaterial(this.toneMap, cols, rows)
    }
    this.marks = this.rebuild(
      this.marks,
      count,
      1,
      1,
      this.toneMaterial as ShaderMaterial,
      'marks:squares',
      1,
    )
    return this.marks
  }

  private ensureLabels(count: number): Batch {
    if (this.labels && this.labels.tiles.count >= count) return this.labels
    const material = this.labels?.mesh.material as ShaderMaterial
    const batch = this.rebuild(
      this.labels,
      count,
      LABEL_SIZE.w,
      LABEL_SIZE.h,
      material,
      'marks:labels',
      2,
      false,
    )
    this.labels = batch
    return batch
  }

  private repaintLabels(texts: readonly string[]): void {
    const { cols, rows } = atlasGrid(texts.length)
    const next = canvasTexture(paintLabelAtlas(texts)) as CanvasTexture
    next.minFilter = LinearMipmapLinearFilter
    this.labelMap?.dispose()
    this.labelMap = next
    this.labelTexts = texts.join('\u0000')
    const material = makeAtlasMaterial(next, cols, rows, true)
    if (this.labels) {
      ;(this.labels.mesh.material as ShaderMaterial).dispose()
      this.labels.mesh.material = material
    } else {
      this.labels = this.rebuild(null, 4, LABEL_SIZE.w, LABEL_SIZE.h, material, 'marks:labels', 2)
    }
  }

  /** A new instanced quad batch of at least `count` (rounded up to a power of two), replacing `old`. */
  private rebuild(
    old: Batch | null,
    count: number,
    w: number,
    h: number,
    material: ShaderMaterial,
    name: string,
    renderOrder: number,
    disposeMaterial = false,
  ): Batch {
    if (old) {
      this.group.remove(old.mesh)
      old.mesh.geometry.dispose()
      if (disposeMaterial) (old.mesh.material as ShaderMaterial).dispose()
      old.mesh.dispose()
    }
    const capacity = Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, count))))
    const geometry = new PlaneGeometry(w, h)
    geometry.rotateX(-Math.PI / 2)
    const tiles = new InstancedBufferAttribute(new Float32Array(capacity), 1)
    geometry.setAttribute('aTile', tiles)
    const mesh = new InstancedMesh(geometry, material, capacity)
    mesh.name = name
    mesh.count = 0
    mesh.renderOrder = renderOrder
    // Marks never cast or take shadows: they are paint on the board, read at a glance.
    mesh.castShadow = false
    mesh.receiveShadow = false
    // Picking aims at the board and the figures, never at the paint over them.
    mesh.raycast = () => undefined
    this.group.add(mesh)
    return { mesh, tiles }
  }
}
