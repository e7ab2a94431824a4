// What a race or a big guy adds to the body beyond the head: tails (skaven, wolves, minotaurs; a lizard's thick
// one), ribs showing on the undead, spikes down a kroxigor's back, a treeman's crown of leaves and bark, a mummy's
// bandages, a golem's bolts.
import type { FigureBody } from './figureBuilder'
import { shade } from './paint'
import type { V3 } from './parts'
import type { HeadFeature } from './races'
import { COMMON } from './teamColours'

export function addBodyExtras(f: FigureBody, raceFeatures: readonly HeadFeature[]): void {
  const { b, bodyLook, S, W, H, L, tp, skin, hipY, yb, bare } = f
  const extras = new Set<string>([...raceFeatures, ...bodyLook.extras])
  // Tails curl down behind to the base.
  if (extras.has('tail'))
    b.limb([0, hipY, -0.08 * W], [0.1 * S, yb + 0.03, -0.36 * S], 0.025 * S, 0.008 * S, skin)
  if (extras.has('lizardTail') || extras.has('thickTail')) {
    const thick = extras.has('thickTail') ? 1.6 : 1
    const root: V3 = [0, hipY, -0.08 * W]
    // A big guy's tail stays on its base: it curls round to the side rather than out behind.
    const reach = thick > 1 ? 0.62 : 1
    const bend: V3 = [0.04 * S, yb + 0.08 * S, -0.3 * S * reach]
    b.limb(root, bend, 0.05 * S * thick, 0.035 * S * thick, skin, 7)
    b.limb(bend, [0.2 * S * (2 - reach), yb + 0.02, -0.4 * S * reach], 0.035 * S * thick, 0.01 * S, skin, 6)
  }
  if (extras.has('ribs') && !bare) {
    // Bones under torn armour: pale ribs across the front of the chest.
    for (let i = 0; i < 3; i++)
      b.box([0.2 * W, 0.018 * H, 0.02], tp(0, L * (0.3 + i * 0.13), 0.12 * W), COMMON.tape, [
        f.look.lean,
        0,
        0,
      ])
  }
  if (extras.has('backSpikes')) {
    for (let i = 0; i < 4; i++)
      b.cone(0.03 * S, 0.1 * S, tp(0, L * (0.25 + i * 0.22), -0.12 * W), f.palette.trim, [-0.9, 0, 0], 4)
  }
  if (extras.has('leaves')) {
    // A crown of leaves over the trunk, and a few on the branches.
    const top = tp(0, L * 1.35, -0.02)
    for (const [x, y, z, r] of [
      [0, 0.1, 0, 0.2],
      [-0.15, 0, 0.05, 0.14],
      [0.15, 0.02, -0.04, 0.15],
      [0, 0.02, -0.15, 0.14],
      [0.03, 0.0, 0.14, 0.12],
    ] as const)
      b.sphere(r * S, [top[0] + x * S, top[1] + y * S, top[2] + z * S], COMMON.leaves, [1, 0.8, 1])
  }
  if (extras.has('bark')) {
    // Bark ridges down the trunk.
    for (const a of [0.5, 2.2, 3.8, 5.3])
      b.box(
        [0.03 * S, L * 0.9, 0.03 * S],
        tp(Math.sin(a) * 0.15 * W, L * 0.5, Math.cos(a) * 0.14 * W),
        shade(skin, 0.35),
        [f.look.lean, a, 0],
      )
  }
  if (extras.has('bandages')) {
    // Loose bandage bands round the belly, chest and thighs.
    for (const y of [0.15, 0.5, 0.85])
      b.torus(
        0.15 * W,
        0.012 * S,
        tp(0, L * y, 0),
        shade(skin, 0.25),
        [Math.PI / 2 + f.look.lean + 0.2, 0, 0.15],
        Math.PI * 2,
        12,
      )
  }
  if (extras.has('bolts')) {
    for (const s of [-1, 1])
      b.cylinder(0.02 * S, 0.02 * S, 0.12 * S, tp(s * 0.11 * W, L * 1.02, 0), COMMON.metal, 6, [
        0,
        0,
        Math.PI / 2,
      ])
    // A stitched seam down the chest.
    b.box([0.015 * S, L * 0.8, 0.02], tp(0.02 * W, L * 0.5, 0.135 * W), COMMON.black, [f.look.lean, 0, 0.1])
  }
}
