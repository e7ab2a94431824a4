// Dice on the table: one instanced mesh per die kind (D6, D8, Classic block, Blitz Bowl block) with its print
// atlas, so a roll of up to four dice costs at most two draw calls (four with the shadow pass). A roll stays on the
// table until the next one replaces it.
import { Group, InstancedMesh, Matrix4, MeshStandardMaterial, Vector3 } from 'three'
import type { DiceRoll, DieKind } from '../animation/types'
import { MAX_DICE_PER_ROLL } from '../animation/diceOfRoll'
import { buildDieGeometry } from './dieGeometry'
import { paintDieAtlas } from './dieFaces'
import { type DiceSpot, tumblePose } from './tumble'

export class DiceLayer {
  readonly group = new Group()
  private readonly meshes = new Map<DieKind, InstancedMesh>()
  private roll: Pick<DiceRoll, 'dice' | 'seed'> | null = null
  private spot: DiceSpot = { x: 0, z: 0 }
  private readonly m = new Matrix4()
  private readonly one = new Vector3(1, 1, 1)

  constructor() {
    this.group.name = 'dice'
  }

  /** Where dice land (see diceSpot.ts); a roll on the table moves there at its next update. */
  setSpot(spot: DiceSpot): void {
    this.spot = spot
  }

  /** The roll now on the table (null: none). The previous roll's dice go. */
  show(roll: Pick<DiceRoll, 'dice' | 'seed'> | null): void {
    this.roll = roll
    for (const mesh of this.meshes.values()) mesh.visible = false
  }

  /** Places the current roll's dice at tumble progress `u` (1 = at rest). */
  update(u: number): void {
    const roll = this.roll
    if (!roll) return
    const counts = new Map<DieKind, number>()
    roll.dice.forEach((die, i) => {
      const mesh = this.mesh(die.kind)
      const k = counts.get(die.kind) ?? 0
      const pose = tumblePose(roll.dice, i, u, this.spot, roll.seed)
      mesh.setMatrixAt(k, this.m.compose(pose.position, pose.quaternion, this.one))
      counts.set(die.kind, k + 1)
    })
    for (const [kind, mesh] of this.meshes) {
      const n = counts.get(kind) ?? 0
      mesh.count = n
      mesh.visible = n > 0
      if (n > 0) {
        mesh.instanceMatrix.needsUpdate = true
        mesh.computeBoundingSphere()
      }
    }
  }

  get showing(): boolean {
    return this.roll !== null
  }

  dispose(): void {
    for (const mesh of this.meshes.values()) {
      mesh.geometry.dispose()
      const mat = mesh.material as MeshStandardMaterial
      mat.map?.dispose()
      mat.dispose()
      mesh.dispose()
    }
    this.meshes.clear()
    this.group.clear()
  }

  private mesh(kind: DieKind): InstancedMesh {
    let mesh = this.meshes.get(kind)
    if (!mesh) {
      // Built on first roll of the kind: painting the atlas needs a canvas, and most games never roll a D8.
      const material = new MeshStandardMaterial({ map: paintDieAtlas(kind), roughness: 0.42, metalness: 0 })
      mesh = new InstancedMesh(buildDieGeometry(kind), material, MAX_DICE_PER_ROLL)
      mesh.name = `dice:${kind}`
      mesh.castShadow = true
      mesh.receiveShadow = false
      mesh.frustumCulled = false
      this.meshes.set(kind, mesh)
      this.group.add(mesh)
    }
    return mesh
  }
}
