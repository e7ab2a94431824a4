// A board as a physical object: a slab whose top face carries the painted surface and whose edges look like the
// printed board's folded card edge. Its top is at y = 0, where every base stands.
import { BoxGeometry, type Texture, Mesh, MeshStandardMaterial } from 'three'
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

export function buildSlab(spec: SlabSpec): Mesh {
  const thickness = -TABLE_TOP_Y
  const edge = new MeshStandardMaterial({ color: spec.edgeColour, roughness: 0.8 })
  const top = new MeshStandardMaterial({
    map: spec.top,
    roughness: spec.topRoughness ?? 0.92,
    bumpMap: spec.bump ?? null,
    bumpScale: spec.bumpScale ?? 1,
  })
  // BoxGeometry groups: +x, -x, +y (top), -y, +z, -z. Its +y face maps u along +X and v = 1 at -Z, matching a
  // canvas painted with row 0 at the far (-Z) side.
  const slab = new Mesh(new BoxGeometry(spec.sizeX, thickness, spec.sizeZ), [
    edge,
    edge,
    top,
    edge,
    edge,
    edge,
  ])
  slab.position.y = -thickness / 2
  slab.receiveShadow = true
  slab.castShadow = true
  slab.name = 'board-slab'
  return slab
}
