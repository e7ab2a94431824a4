// Cross Check: a bright ring on the base of the skater who controls the puck (issue 19: the puck on a carrier was
// hard to see from the default camera). One mesh, no shadow: one draw call; it takes the carried puck's halo
// colour so the pair reads as "he has it". PieceLayer places it at each setView.
import { type BufferGeometry, Mesh, type Material } from 'three'
import { CARRIED_GOLD } from './ballBuilder'
import { hexToLinear } from './paint'
import { PartBuilder } from './parts'

/** A ring of radius 1 lying flat (the layer scales it to the base's radius). */
function buildRing(): BufferGeometry {
  return new PartBuilder()
    .torus(1.06, 0.09, [0, 0, 0], hexToLinear(CARRIED_GOLD), [Math.PI / 2, 0, 0], Math.PI * 2, 28)
    .build()
}

export class CarrierRing {
  readonly mesh: Mesh

  constructor(material: Material) {
    this.mesh = new Mesh(buildRing(), material)
    this.mesh.name = 'carrier-ring'
    this.mesh.castShadow = false
    this.mesh.visible = false
  }

  /** Round the base at (x, z), whose top is `top` high and radius `radius`; null hides it. */
  place(at: { x: number; z: number; top: number; radius: number } | null): void {
    this.mesh.visible = at !== null
    if (!at) return
    this.mesh.position.set(at.x, at.top, at.z)
    this.mesh.scale.setScalar(at.radius)
  }

  dispose(): void {
    this.mesh.geometry.dispose()
  }
}
