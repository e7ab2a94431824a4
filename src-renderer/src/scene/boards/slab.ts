// A board as a physical object: a slab whose top face carries the painted surface and whose edges look like the
// printed board's folded card edge. Its top is at y = 0, where every base stands. Top and edges are separate
// meshes with one material each: a box with a material per face would cost six draw calls (twelve with shadows).
import { BoxGeometry, Group, Mesh, MeshStandardMaterial, PlaneGeometry, type Texture } from 'three'
import { TABLE_TOP_Y } from './table'

export interface SlabSpec {
  /** Outer size in world units (squares), x then z. */
  readonly sizeX: number
  readonly sizeZ: number
  readonly top: Texture
  readonly topRoughness?: number
  readonly bump?: Texture
  readonly bumpScale?: number
  readonly edgeColour: number
}

export function buildSlab(spec: SlabSpec): Group {
  const thickness = -TABLE_TOP_Y
  const group = new Group()
  group.name = 'board-slab'
  const topMaterial = new MeshStandardMaterial({
    map: spec.top,
    roughness: spec.topRoughness ?? 0.92,
    bumpMap: spec.bump ?? null,
    bumpScale: spec.bumpScale ?? 1,
  })
  // A plane laid flat: uv v = 1 at -Z, matching a canvas painted with row 0 at the far (-Z) side.
  const topGeometry = new PlaneGeometry(spec.sizeX, spec.sizeZ)
  topGeometry.rotateX(-Math.PI / 2)
  const top = new Mesh(topGeometry, topMaterial)
  top.receiveShadow = true
  top.name = 'board-top'
  // The edges: a box just under the top, its own top face 0.01 down so the two never z-fight. It casts no
  // shadow (its top face would speckle the painted plane with acne).
  const edge = new Mesh(
    new BoxGeometry(spec.sizeX, thickness, spec.sizeZ),
    new MeshStandardMaterial({ color: spec.edgeColour, roughness: 0.8 }),
  )
  edge.position.y = -thickness / 2 - 0.01
  edge.receiveShadow = true
  edge.name = 'board-edge'
  group.add(top, edge)
  return group
}
