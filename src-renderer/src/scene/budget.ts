// What a frame would cost, counted from the scene graph without WebGL: one draw call per visible mesh, sprite or
// instanced batch (per material group), its triangles times its instances; the shadow pass draws every visible
// shadow caster once more. It matches renderer.info closely enough to test the table's budget in Node (the e2e
// test reads the real renderer.info through window.__pitchside.sceneStats()).
import { type BufferGeometry, InstancedMesh, Mesh, type Object3D, Sprite } from 'three'

/** Issue 8: a full Classic setup stays within these, shadow pass included. */
export const FRAME_BUDGET = { drawCalls: 40, triangles: 250_000 } as const

export interface FrameCost {
  readonly drawCalls: number
  readonly triangles: number
}

function trianglesOf(geometry: BufferGeometry): number {
  const n = geometry.index ? geometry.index.count : (geometry.attributes.position?.count ?? 0)
  return Math.floor(n / 3)
}

function visibleInTree(obj: Object3D): boolean {
  for (let o: Object3D | null = obj; o; o = o.parent) if (!o.visible) return false
  return true
}

/**
 * Counts what drawing `root` costs. `shadowPass` adds the shadow map's draws (casters only), as on a frame that
 * redraws it; `extraCalls` covers passes outside the graph (the vignette).
 */
export function estimateFrame(
  root: Object3D,
  options: { shadowPass?: boolean; extraCalls?: number } = {},
): FrameCost {
  let drawCalls = options.extraCalls ?? 0
  let triangles = options.extraCalls ?? 0
  root.traverse((obj) => {
    if (!visibleInTree(obj)) return
    if (obj instanceof Sprite) {
      drawCalls += 1
      triangles += 2
      return
    }
    if (!(obj instanceof Mesh)) return
    const instances = obj instanceof InstancedMesh ? obj.count : 1
    if (instances === 0) return
    const groups = Array.isArray(obj.material) ? Math.max(1, obj.geometry.groups.length) : 1
    const tris = trianglesOf(obj.geometry) * instances
    const passes = options.shadowPass && obj.castShadow ? 2 : 1
    drawCalls += groups * passes
    triangles += tris * passes
  })
  return { drawCalls, triangles }
}
