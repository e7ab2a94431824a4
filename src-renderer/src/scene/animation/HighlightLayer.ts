// A touchdown's or goal's highlight: rings in the scoring side's colour spreading from the square, and a soft
// glow on it, fading out. One mesh drawn additively (no shadow), visible only while a highlight runs.
import {
  AdditiveBlending,
  Color,
  DoubleSide,
  Group,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  RingGeometry,
  Vector3,
} from 'three'
import { DEFAULT_TEAM_HEX } from '../pieces/teamColours'

const RINGS = 3

export class HighlightLayer {
  readonly group = new Group()
  private readonly mesh: InstancedMesh
  private readonly material = new MeshBasicMaterial({
    color: 0xffffff,
    transparent: true,
    blending: AdditiveBlending,
    depthWrite: false,
    side: DoubleSide,
  })
  private readonly m = new Matrix4()
  private readonly flat = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2)

  constructor() {
    this.group.name = 'highlights'
    const ring = new RingGeometry(0.42, 0.5, 48)
    this.mesh = new InstancedMesh(ring, this.material, RINGS)
    this.mesh.name = 'highlight-rings'
    this.mesh.frustumCulled = false
    this.mesh.visible = false
    this.mesh.renderOrder = 2
    this.group.add(this.mesh)
  }

  /** Draws a highlight at world (x, z) for `side` at progress u (0..1); null hides it. */
  set(h: { x: number; z: number; side: 0 | 1; progress: number } | null): void {
    if (!h) {
      this.mesh.visible = false
      return
    }
    const colour = new Color(DEFAULT_TEAM_HEX[h.side].rim)
    this.material.color.copy(colour)
    // Fades in fast, out slowly.
    this.material.opacity = Math.min(1, h.progress * 6) * (1 - h.progress) ** 0.7
    const pos = new Vector3()
    const scale = new Vector3()
    for (let i = 0; i < RINGS; i++) {
      const u = (h.progress * 2.2 + i / RINGS) % 1
      const s = 0.6 + u * 3.2
      pos.set(h.x, 0.03 + i * 0.002, h.z)
      scale.set(s, s, s)
      this.mesh.setMatrixAt(i, this.m.compose(pos, this.flat, scale))
    }
    this.mesh.count = RINGS
    this.mesh.instanceMatrix.needsUpdate = true
    this.mesh.visible = true
  }

  dispose(): void {
    this.mesh.geometry.dispose()
    this.material.dispose()
    this.mesh.dispose()
    this.group.clear()
  }
}
