// Procedural miniatures: a base with a coloured rim, legs, boots, torso, belt, pads with trim, arms, hands and a
// head, posed per role and shaped per race, merged into one vertex-coloured geometry. The figure stands on the
// origin and faces +Z; one world unit is one square.
import type { BufferGeometry } from 'three'
import { addHead } from './figureHead'
import { shade } from './paint'
import { PartBuilder, type V3 } from './parts'
import { type Race, RACE_LOOKS } from './races'
import { ARM_POSES, type Role, ROLE_LOOKS, type RoleLook } from './roles'
import { COMMON, type TeamPalette } from './teamColours'

export type Equipment = 'football' | 'hockey'

export interface FigureSpec {
  readonly role: Role
  readonly race: Race
  readonly palette: TeamPalette
  readonly equipment: Equipment
}

export interface FigureBuild {
  readonly geometry: BufferGeometry
  /** Primitives merged into the geometry (the painted-look budget is 35–45). */
  readonly primitives: number
  /** Top of the head above the board, world units. */
  readonly height: number
  readonly baseRadius: number
  /** Height of the base's top (where a carried ball rests). */
  readonly baseTop: number
}

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const scaleV = (a: V3, s: number, sx = 1): V3 => [a[0] * s * sx, a[1] * s, a[2] * s]
const mid = (a: V3, b: V3): V3 => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]

/** Role look after equipment: in Cross Check everyone but the goalie carries a stick. */
export function effectiveLook(role: Role, equipment: Equipment): RoleLook {
  const look = ROLE_LOOKS[role]
  if (equipment !== 'hockey' || look.kit === 'goalie' || look.kit === 'stick') return look
  return { ...look, armR: 'stickLow', armL: 'stickHigh', kit: 'stick', lean: Math.max(look.lean, 0.25) }
}

export function buildFigure(spec: FigureSpec): FigureBuild {
  const look = effectiveLook(spec.role, spec.equipment)
  const race = RACE_LOOKS[spec.race]
  const { palette } = spec
  const hockey = spec.equipment === 'hockey'
  const b = new PartBuilder()
  const S = look.scale
  const H = S * race.height
  const W = S * look.girth * race.width
  const R = look.baseRadius
  // Big guys are bare-chested; everyone else wears the jersey.
  const chest = look.helmet === 'none' ? race.skin : palette.primary
  const skin = race.skin

  // Base: black body, a coloured rim band, and a flocked top.
  const baseH = 0.07
  b.cylinder(R, R * 1.03, baseH, [0, baseH / 2, 0], COMMON.base, 28)
  b.cylinder(R * 1.025, R * 1.035, 0.024, [0, baseH - 0.02, 0], palette.rim, 28)
  b.cylinder(R - 0.025, R - 0.02, 0.012, [0, baseH + 0.006, 0], COMMON.flock, 20)
  const yb = baseH + 0.012

  // Legs: left foot forward by half the stride; knees bend forward with the lean.
  const hipY = yb + 0.29 * H * look.legLength
  for (const s of [-1, 1]) {
    const footZ = (s < 0 ? 1 : -1) * (look.stride / 2) * S
    const hip: V3 = [s * 0.075 * W, hipY, 0]
    const foot: V3 = [s * 0.085 * W, yb + 0.045 * S, footZ]
    const knee = add(mid(hip, foot), [0, 0.01, (0.04 + 0.06 * look.lean) * S])
    b.limb(hip, knee, 0.06 * W, 0.05 * W, palette.secondary)
    b.limb(knee, foot, 0.05 * W, 0.04 * W, look.kit === 'goalie' ? palette.trim : palette.primary)
    b.box([0.09 * W, 0.065 * S, 0.16 * S], [foot[0], yb + 0.032 * S, footZ + 0.025 * S], COMMON.boot)
    if (hockey) b.box([0.015, 0.02, 0.2 * S], [foot[0], yb + 0.004, footZ + 0.02 * S], COMMON.metal)
    if (look.kit === 'goalie') {
      // Goalie leg pads: big blocks over the shins.
      b.box(
        [0.11 * W, 0.2 * S, 0.08 * S],
        add(mid(knee, foot), [0, 0.02, 0.04 * S]),
        palette.trim,
        [0.2, 0, 0],
      )
    } else {
      b.sphere(0.045 * W, add(knee, [0, 0, 0.03 * S]), palette.trim, [1, 1, 0.8])
    }
  }

  // Pelvis and belt.
  b.box(
    [0.21 * W, 0.1 * H, 0.15 * W],
    [0, hipY + 0.02 * H, 0],
    look.helmet === 'none' ? COMMON.leather : palette.secondary,
  )
  b.cylinder(0.112 * W, 0.112 * W, 0.03 * S, [0, hipY + 0.075 * H, 0], COMMON.leather, 10)
  b.box([0.045 * S, 0.035 * S, 0.02], [0, hipY + 0.075 * H, 0.112 * W], COMMON.metal)

  // Torso in its own leaning frame: tp() maps torso-local points to figure space.
  const waistY = hipY + 0.08 * H
  const L = 0.24 * H
  const cosL = Math.cos(look.lean)
  const sinL = Math.sin(look.lean)
  const tp = (x: number, y: number, z: number): V3 => [x, waistY + y * cosL - z * sinL, y * sinL + z * cosL]
  const depth = 0.78
  b.cylinder(0.15 * W, 0.115 * W, L, tp(0, L / 2, 0), chest, 10, [look.lean, 0, 0])
  // Widen the torso front-to-back less than side-to-side: a squashed second shell for the chest.
  b.sphere(0.14 * W, tp(0, L * 0.68, 0.01), chest, [1.05, 0.75, depth], [look.lean, 0, 0])
  // Number patch on the chest, and one on the back.
  b.box([0.11 * W, 0.08 * H, 0.02], tp(0, L * 0.55, 0.125 * W), palette.trim, [look.lean, 0, 0])
  b.box([0.13 * W, 0.1 * H, 0.02], tp(0, L * 0.55, -0.125 * W), palette.trim, [look.lean, 0, 0])

  // Neck and head.
  const hr = 0.085 * S * race.head
  b.cylinder(0.045 * S, 0.055 * S, 0.06 * S, tp(0, L + 0.015 * S, 0), skin, 7, [look.lean, 0, 0])
  const headC = tp(0, L + 0.04 * S + hr, 0.015)
  addHead(b, { centre: headC, radius: hr, race, role: look, palette, skin, hockey })

  // Shoulder pads with a trim ring; spikes for blitzers and big guys (big guys wear one pad).
  const pr = 0.08 * look.pads * S * Math.sqrt(race.width)
  const padSides = look.helmet === 'none' ? [-1] : [-1, 1]
  if (look.pads > 0) {
    for (const s of padSides) {
      const pc = tp(s * 0.15 * W, L - 0.005, 0)
      b.sphere(pr, pc, palette.primary, [1.15, 0.7, 1.05])
      b.torus(pr * 1.05, 0.014 * S, add(pc, [0, -0.012 * S, 0]), palette.trim, [Math.PI / 2, 0, 0])
      if (look.spikes) {
        for (const dz of [-0.35, 0.35]) {
          b.cone(0.018 * S, 0.075 * S, add(pc, [s * pr * 0.45, pr * 0.55, dz * pr]), COMMON.metal, [
            0,
            0,
            -s * 0.55,
          ])
        }
      }
    }
  } else {
    // No pads (catchers): light shoulder caps keep the silhouette from looking bare.
    for (const s of [-1, 1]) b.sphere(0.055 * W, tp(s * 0.15 * W, L - 0.02, 0), palette.trim, [1, 0.7, 1])
  }

  // Arms (right first): upper arm in the sleeve colour, bare forearm, elbow pad, hand.
  const armW = look.helmet === 'none' ? 1.25 : 1
  const hands: V3[] = []
  for (const s of [-1, 1]) {
    // Facing +Z, the figure's right hand is on -X.
    const pose = ARM_POSES[s < 0 ? look.armR : look.armL]
    const sh = tp(s * 0.17 * W, L - 0.045 * S, 0)
    const elbow = add(sh, scaleV(pose.elbow as V3, S, s))
    const hand = add(sh, scaleV(pose.hand as V3, S, s))
    hands.push(hand)
    b.limb(sh, elbow, 0.045 * W * armW, 0.037 * W * armW, look.helmet === 'none' ? skin : palette.primary)
    b.limb(elbow, hand, 0.038 * W * armW, 0.031 * W * armW, skin)
    b.sphere(0.036 * S * armW, elbow, palette.trim)
    b.sphere(0.04 * S * armW, hand, look.pads === 0 ? palette.trim : shade(skin, 0.08))
  }

  addKit(b, look, hands, yb, S, palette)
  if (race.features.includes('tail')) {
    const t0: V3 = [0, hipY, -0.08 * W]
    const t1: V3 = [0.06, yb + 0.12, -0.3 * S]
    b.limb(t0, t1, 0.025, 0.018, skin)
    b.limb(t1, [0.14, yb + 0.02, -0.38 * S], 0.018, 0.008, skin)
  }

  return { geometry: b.build(), primitives: b.count, height: headC[1] + hr * 1.2, baseRadius: R, baseTop: yb }
}

/** What the hands hold: a spiked club, a hockey stick, or a goalie's blocker, glove and stick. */
function addKit(
  b: PartBuilder,
  look: RoleLook,
  hands: V3[],
  yb: number,
  S: number,
  palette: TeamPalette,
): void {
  const [right, left] = hands
  if (look.kit === 'club') {
    const tip = add(right, [-0.05 * S, 0.3 * S, -0.12 * S])
    b.limb(right, tip, 0.022 * S, 0.05 * S, COMMON.wood)
    b.cone(0.015 * S, 0.06 * S, add(tip, [-0.05 * S, -0.02, 0]), COMMON.metal, [0, 0, 1.4])
  }
  if (look.kit === 'stick' || look.kit === 'goalie') {
    // The shaft runs from the top hand through the bottom hand down to the ice; the blade lies flat on it.
    const top = look.kit === 'goalie' ? add(right, [0, 0.12 * S, -0.05 * S]) : left
    const low = right
    const dir: V3 = [low[0] - top[0], low[1] - top[1], low[2] - top[2]]
    const t = (top[1] - (yb + 0.02)) / Math.max(0.05, top[1] - low[1])
    const heel: V3 = [top[0] + dir[0] * t, yb + 0.02, top[2] + dir[2] * t]
    b.limb(top, heel, 0.014, 0.014, COMMON.wood, 5)
    b.box([0.04, 0.035, 0.16 * S], add(heel, [0.02, 0, 0.06 * S]), COMMON.tape, [0, 0.3, 0])
  }
  if (look.kit === 'goalie') {
    b.box([0.05 * S, 0.15 * S, 0.11 * S], add(left, [0.03 * S, 0.02, 0]), palette.trim)
    b.sphere(0.075 * S, add(right, [-0.04 * S, 0.02, 0]), palette.primary, [0.6, 1, 1])
  }
}
