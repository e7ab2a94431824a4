// Dice on the board: one instanced mesh per die kind (D6, D8, Classic block, Blitz Bowl block) with its print
// atlas, so a roll of up to four dice costs at most two draw calls (four with the shadow pass). Each roll lands
// where the placer says (TableScene: beside the action, diceSpot.ts); a roll stays until the next one, or until
// clear() (the next action starts).
import { Group, InstancedMesh, Matrix4, MeshStandardMaterial, Vector3 } from 'three'
import type { DiceRoll, DieKind } from '../animation/types'
import { MAX_DICE_PER_ROLL } from '../animation/diceOfRoll'
import { buildDieGeometry } from './dieGeometry'
import { paintDieAtlas } from './dieFaces'
import { type DiceSpot, tumblePose } from './tumble'

/** The roll a layer shows: its dice, the seed of its tumble, and the player it is for (if the event named one). */
export type ShownRoll = Pick<DiceRoll, 'dice' | 'seed'> & Partial<Pick<DiceRoll, 'player'>>

/** Where a roll's dice land, chosen when the roll appears (the table knows where the action is). */
export type DicePlacer = (roll: ShownRoll) => DiceSpot

export class DiceLayer {
  readonly group = new Group()
  private readonly meshes = new Map<DieKind, InstancedMesh>()
  private roll: ShownRoll | null = null
  private spot: DiceSpot = { x: 0, z: 0, y: 0 }
  private placer: DicePlacer | null = null
  private readonly m = new Matrix4()
  private readonly one = new Vector3(1, 1, 1)

  constructor() {
    this.group.name = 'dice'
  }

  /** Where each new roll lands (without a placer: the board's middle). */
  setPlacer(placer: DicePlacer | null): void {
    this.placer = placer
  }

  /** Where the roll on the table lies (tests, the e2e probe). */
  get at(): DiceSpot {
    return this.spot
  }

  /** The roll now on the table (null: none). The previous roll's dice go; the new one lands where the placer says. */
  show(roll: ShownRoll | null): void {
    this.roll = roll
    if (roll) this.spot = this.placer?.(roll) ?? { x: 0, z: 0, y: 0 }
    for (const mesh of this.meshes.values()) mesh.visible = false
  }

  /** Takes the dice off the table (a new action starts). */
  clear(): void {
    this.show(null)
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
