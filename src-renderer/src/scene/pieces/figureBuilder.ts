// Procedural miniatures: a base with a coloured rim, legs, boots, torso, belt, pads with trim, arms, hands and a
// head, posed per role, shaped per race and body, holding the position's gear, merged into one vertex-coloured
// geometry (one draw call per look, instanced). Four-legged creatures and machines come from creatures.ts. The
// figure stands on the origin and faces +Z; one world unit is one square. Parts after the base are marked as the
// body, which lies down on the base when the piece is knocked down (poses.ts).
import { type BufferGeometry, CylinderGeometry } from 'three'
import type { Gear } from '@shared/showcase/figureLook'
import { type Body, BODY_LOOKS, type BodyLook } from './bodies'
import { addBodyExtras } from './bodyExtras'
import { buildCreature, isCreature } from './creatures'
import { addHead } from './figureHead'
import { addGear, gearArms } from './gear'
import type { PaintFinish, RGB } from './paint'
import { shade } from './paint'
import { compose, PartBuilder, type V3 } from './parts'
import { type Race, RACE_LOOKS, type RaceLook, raceSkin } from './races'
import { ARM_POSES, type Role, ROLE_LOOKS, type RoleLook } from './roles'
import { COMMON, type TeamPalette } from './teamColours'

export type Equipment = 'football' | 'hockey'

export interface FigureSpec {
  readonly role: Role
  readonly race: Race
  /** The body (bodies.ts); a standard one of the race's build when absent. */
  readonly body?: Body
  /** What the figure carries beyond its role's kit (the position's gear); none when absent. */
  readonly gear?: Gear
  readonly palette: TeamPalette
  readonly equipment: Equipment
  /** Skin from the position's look or a paint scheme; the race's own when absent. */
  readonly skin?: RGB
  /** Wash and dry-brush strengths from a paint scheme; the table's when absent. */
  readonly finish?: PaintFinish
}

export interface FigureBuild {
  readonly geometry: BufferGeometry
  /** Primitives merged into the geometry. */
  readonly primitives: number
  /** Top of the figure above the board (the head, or what it holds up higher), world units. */
  readonly height: number
  /** Top of the head (or a creature's back) above the board: how tall the figure stands. */
  readonly headTop: number
  readonly baseRadius: number
  /** Height of the base's top (where a carried ball rests). */
  readonly baseTop: number
}

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const mid = (a: V3, b: V3): V3 => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]

/** Role look after equipment: in Cross Check everyone but the goalie carries a stick. */
export function effectiveLook(role: Role, equipment: Equipment): RoleLook {
  const look = ROLE_LOOKS[role]
  if (equipment !== 'hockey' || look.kit === 'goalie' || look.kit === 'stick') return look
  return { ...look, armR: 'stickLow', armL: 'stickHigh', kit: 'stick', lean: Math.max(look.lean, 0.25) }
}

/** The role's look as the body and the position's gear change it (build, lean, arms, helmet, kit). */
export function figureLookOf(
  spec: Pick<FigureSpec, 'role' | 'body' | 'gear' | 'equipment' | 'race'>,
): RoleLook {
  const body = BODY_LOOKS[spec.body ?? 'standard']
  const race = RACE_LOOKS[spec.race]
  const role = ROLE_LOOKS[spec.role]
  let look: RoleLook = {
    ...role,
    scale: role.scale * body.scale,
    baseRadius: body.baseRadius ?? role.baseRadius,
    girth: role.girth * body.girth,
    legLength: role.legLength * body.legLength,
    lean: body.lean ?? role.lean,
    pads: role.pads * body.pads,
    armR: body.arms?.[0] ?? role.armR,
    armL: body.arms?.[1] ?? role.armL,
    helmet: body.bare || race.bareHead ? 'none' : role.helmet,
    kit: body.kit ?? role.kit,
  }
  if (spec.equipment === 'hockey') {
    // On the ice every skater leans on a stick, whatever he carries on the pitch.
    if (look.kit !== 'goalie')
      look = { ...look, armR: 'stickLow', armL: 'stickHigh', kit: 'stick', lean: Math.max(look.lean, 0.25) }
    return look
  }
  const arms = gearArms(spec.gear ?? 'none')
  if (arms && body.kit === null) look = { ...look, armR: arms[0] ?? look.armR, armL: arms[1] ?? look.armL }
  return look
}

/** Everything the part helpers share about one figure. */
export interface FigureBody {
  readonly b: PartBuilder
  readonly look: RoleLook
  readonly race: RaceLook
  readonly bodyLook: BodyLook
  readonly palette: TeamPalette
  readonly hockey: boolean
  /** Overall, vertical and horizontal scale. */
  readonly S: number
  readonly H: number
  readonly W: number
  readonly skin: RGB
  /** Bare chest (big guys, axe-wielders). */
  readonly bare: boolean
  /** Top of the base, where the feet stand. */
  readonly yb: number
  readonly hipY: number
  /** Torso length and its frame: tp() maps torso-local points (leaning with the figure) to figure space. */
  readonly L: number
  readonly tp: (x: number, y: number, z: number) => V3
}

export function buildFigure(spec: FigureSpec): FigureBuild {
  const bodyKind = spec.body ?? 'standard'
  const b = new PartBuilder(spec.finish)
  const skin = spec.skin ?? raceSkin(spec.race)
  const hockey = spec.equipment === 'hockey'
  const look = figureLookOf(spec)
  const bodyLook = BODY_LOOKS[bodyKind]
  const yb = addBase(b, look.baseRadius, spec.palette, hockey)
  b.body = true
  if (isCreature(bodyKind)) {
    const top = buildCreature(b, { body: bodyKind, race: spec.race, palette: spec.palette, skin, yb, hockey })
    return finish(b, top, look.baseRadius, yb)
  }
  // Big guys are their own creature: their team's race does not shrink a goblin team's troll.
  const big = bodyLook.scale > 1.2
  const race = big ? { ...RACE_LOOKS.human, height: 1, width: 1, head: 1 } : RACE_LOOKS[spec.race]
  const S = look.scale
  const H = S * race.height * bodyLook.height
  const W = S * look.girth * race.width
  const hipY = yb + 0.29 * H * look.legLength
  const waistY = hipY + 0.08 * H
  const cosL = Math.cos(look.lean)
  const sinL = Math.sin(look.lean)
  const body: FigureBody = {
    b,
    look,
    race,
    bodyLook,
    palette: spec.palette,
    hockey,
    S,
    H,
    W,
    skin,
    bare: bodyLook.bare || (!hockey && spec.gear === 'axe'),
    yb,
    hipY,
    L: 0.24 * H,
    tp: (x, y, z) => [x, waistY + y * cosL - z * sinL, y * sinL + z * cosL],
  }
  addLegs(body)
  addTorso(body)
  const hr = 0.085 * S * race.head * (big ? 0.9 : 1)
  const headC = body.tp(0, body.L + 0.04 * S + hr * (big ? 0.6 : 1), big ? 0.06 * S : 0.015)
  addHead(b, {
    centre: headC,
    radius: hr,
    race: big ? RACE_LOOKS.human : RACE_LOOKS[spec.race],
    kind: bodyLook.head,
    role: look,
    palette: spec.palette,
    skin,
    hockey,
  })
  addPads(body)
  const hands = addArms(body)
  addKit(body, hands)
  if (!hockey) addGear(body, spec.gear ?? 'none', hands)
  addBodyExtras(body, big ? [] : RACE_LOOKS[spec.race].features)
  return finish(b, headC[1] + hr * 1.2, look.baseRadius, yb)
}

function finish(b: PartBuilder, headTop: number, baseRadius: number, baseTop: number): FigureBuild {
  const geometry = b.build()
  geometry.computeBoundingBox()
  // The top of the figure: its head, or whatever it holds up higher (a thrower's ball, a treeman's leaves).
  const height = Math.max(headTop, geometry.boundingBox?.max.y ?? headTop)
  return { geometry, primitives: b.count, height, headTop, baseRadius, baseTop }
}

/**
 * A base alone (for an own model standing on it): the same black body, rim band and top as a procedural
 * figure's, as one vertex-coloured geometry, and the height of its top.
 */
export function buildBase(
  role: Role,
  rim: RGB,
  equipment: Equipment,
  finish?: PaintFinish,
  body: Body = 'standard',
): { geometry: BufferGeometry; baseRadius: number; baseTop: number } {
  const look = figureLookOf({ role, body, equipment, race: 'human' })
  const b = new PartBuilder(finish)
  const palette: TeamPalette = { primary: rim, secondary: rim, trim: rim, rim }
  const baseTop = addBase(b, look.baseRadius, palette, equipment === 'hockey')
  return { geometry: b.build(), baseRadius: look.baseRadius, baseTop }
}

/** Base: black body, a coloured rim band, and a flocked (pitch) or painted-ice (rink) top. Returns its top. */
function addBase(b: PartBuilder, R: number, palette: TeamPalette, hockey: boolean): number {
  const baseH = 0.07
  b.cylinder(R, R * 1.03, baseH, [0, baseH / 2, 0], COMMON.base, 28)
  b.cylinder(R * 1.025, R * 1.035, 0.024, [0, baseH - 0.02, 0], palette.rim, 28)
  b.cylinder(R - 0.025, R - 0.02, 0.012, [0, baseH + 0.006, 0], hockey ? COMMON.ice : COMMON.flock, 20)
  return baseH + 0.012
}

/** Legs: left foot forward by half the stride, knees bent forward with the lean; knee pads, boots, skates. */
function addLegs({ b, look, bodyLook, palette, hockey, S, W, skin, bare, yb, hipY }: FigureBody): void {
  const tree = bodyLook.head === 'tree'
  for (const s of [-1, 1]) {
    const footZ = (s < 0 ? 1 : -1) * (look.stride / 2) * S
    const hip: V3 = [s * 0.075 * W, hipY, 0]
    const foot: V3 = [s * 0.085 * W, yb + 0.045 * S, footZ]
    const knee = add(mid(hip, foot), [0, 0.01, (0.04 + 0.06 * look.lean) * S])
    if (tree) {
      // A treeman stands on two thick stumps that spread into roots.
      b.limb(hip, [foot[0] * 1.2, yb + 0.02, footZ], 0.085 * W, 0.1 * W, skin, 8)
      for (const a of [-0.7, 0.5, 1.9])
        b.limb(
          [foot[0] * 1.2, yb + 0.05, footZ],
          [foot[0] * 1.2 + Math.sin(a + s) * 0.11 * S, yb + 0.01, footZ + Math.cos(a + s) * 0.11 * S],
          0.03 * S,
          0.012 * S,
          shade(skin, 0.2),
          5,
        )
      continue
    }
    // Bare-legged big guys show skin below the shorts; everyone else wears the team's trousers and socks.
    b.limb(hip, knee, 0.06 * W, 0.05 * W, bare ? skin : palette.secondary)
    b.limb(
      knee,
      foot,
      0.05 * W,
      0.04 * W,
      look.kit === 'goalie' ? palette.trim : bare ? skin : palette.primary,
    )
    const hoof = bodyLook.extras.includes('hooves')
    b.box(
      [0.075 * W, 0.055 * S, hoof ? 0.09 * S : 0.135 * S],
      [foot[0], yb + 0.027 * S, footZ + 0.02 * S],
      hoof ? COMMON.black : COMMON.boot,
    )
    if (look.kit === 'goalie') {
      // Goalie leg pads: big blocks over the shins.
      b.box(
        [0.14 * W, 0.24 * S, 0.09 * S],
        add(mid(knee, foot), [0, 0.02, 0.04 * S]),
        palette.trim,
        [0.2, 0, 0],
      )
    } else if (!hockey && !bare) {
      b.sphere(0.045 * W, add(knee, [0, 0, 0.03 * S]), palette.trim, [1, 1, 0.8])
    }
    // Skate blades (skaters wear their trousers over the knee pads).
    if (hockey) b.box([0.015, 0.02, 0.2 * S], [foot[0], yb + 0.004, footZ + 0.02 * S], COMMON.metal)
  }
}

/** Pelvis, belt and torso; number patches, or a strap, belly and loincloth on a bare-chested figure. */
function addTorso({ b, look, bodyLook, palette, S, H, W, skin, bare, hipY, L, tp }: FigureBody): void {
  const tree = bodyLook.head === 'tree'
  // Bare-chested figures wear shorts in the team colour: their skin must not hide whose side they are on.
  if (!tree)
    b.box([0.21 * W, 0.1 * H, 0.15 * W], [0, hipY + 0.02 * H, 0], bare ? palette.primary : palette.secondary)
  b.cylinder(
    0.112 * W,
    0.112 * W,
    0.03 * S,
    [0, hipY + 0.075 * H, 0],
    tree ? palette.primary : COMMON.leather,
    10,
  )
  const chest = bare || tree ? skin : palette.primary
  const depth = 0.8
  if (tree) {
    // A trunk: wider at the bottom, gnarled, as tall as the whole body.
    const trunk = new CylinderGeometry(0.13 * W, 0.16 * W, L * 1.25, 9)
    b.add(trunk, chest, compose(tp(0, L * 0.55, 0), [look.lean, 0, 0], [1, 1, 0.9]))
    return
  }
  const torso = new CylinderGeometry(0.15 * W, 0.115 * W, L, 10)
  b.add(torso, chest, compose(tp(0, L / 2, 0), [look.lean, 0, 0], [1, 1, depth]))
  // A squashed shell over the chest rounds the barrel shape.
  b.sphere(0.14 * W, tp(0, L * 0.68, 0.01), chest, [1.05, 0.75, depth], [look.lean, 0, 0])
  if (bare) {
    b.torus(
      0.16 * W,
      0.012 * S,
      tp(0, L * 0.55, 0),
      COMMON.leather,
      [look.lean + 0.3, 0, 0.9],
      Math.PI * 2,
      16,
    )
    b.sphere(0.12 * W, tp(0, L * 0.2, 0.04 * W), skin, [1.1, 0.9, 1])
    b.box([0.12 * W, 0.12 * H, 0.02], [0, hipY - 0.01 * H, 0.085 * W], COMMON.leather, [0.1, 0, 0])
  } else {
    // Number patches, front and back.
    b.box([0.08 * W, 0.07 * H, 0.02], tp(0, L * 0.5, 0.125 * W * depth + 0.01), palette.trim, [
      look.lean,
      0,
      0,
    ])
    b.box([0.1 * W, 0.09 * H, 0.02], tp(0, L * 0.5, -0.13 * W * depth - 0.01), palette.trim, [
      look.lean,
      0,
      0,
    ])
  }
}

/** Shoulder pads with a trim ring (big guys wear one), a spike each for blitzers and big guys; caps otherwise. */
function addPads({ b, look, race, bodyLook, palette, S, W, bare, L, tp }: FigureBody): void {
  if (bodyLook.head === 'tree') return
  if (look.pads <= 0) {
    for (const s of [-1, 1]) b.sphere(0.055 * W, tp(s * 0.15 * W, L - 0.02, 0), palette.trim, [1, 0.7, 1])
    return
  }
  const pr = 0.08 * look.pads * S * Math.sqrt(race.width)
  for (const s of bare ? [-1] : [-1, 1]) {
    const pc = tp(s * 0.15 * W, L - 0.005, 0)
    b.sphere(pr, pc, palette.primary, [1.15, 0.7, 1.05])
    b.torus(pr * 1.05, 0.014 * S, add(pc, [0, -0.012 * S, 0]), palette.trim, [Math.PI / 2, 0, 0])
    if (look.spikes) {
      b.cone(0.024 * S, 0.1 * S, add(pc, [s * pr * 0.45, pr * 0.55, 0]), COMMON.metal, [0, 0, -s * 0.55])
    }
  }
}

/** Arms, right first (facing +Z the right hand is on -X): sleeve, forearm, elbow pad, hand. Returns the hands. */
function addArms({ b, look, bodyLook, palette, S, W, skin, bare, L, tp }: FigureBody): [V3, V3] {
  const tree = bodyLook.head === 'tree'
  const armW = bare ? 1.2 : 1
  const hands: V3[] = []
  for (const s of [-1, 1]) {
    const pose = ARM_POSES[s < 0 ? look.armR : look.armL]
    const sh = tp(s * 0.17 * W, L - 0.045 * S, 0)
    const elbow = add(sh, [pose.elbow[0] * S * s, pose.elbow[1] * S, pose.elbow[2] * S])
    const hand = add(sh, [pose.hand[0] * S * s, pose.hand[1] * S, pose.hand[2] * S])
    hands.push(hand)
    if (tree) {
      // Branches: a bough to the elbow, a thinner one on, and twigs for fingers.
      b.limb(sh, elbow, 0.055 * W, 0.045 * W, skin, 6)
      b.limb(elbow, hand, 0.045 * W, 0.025 * W, skin, 6)
      for (const t of [-1, 0, 1])
        b.limb(hand, add(hand, [s * 0.06 * S, 0.08 * S, t * 0.06 * S]), 0.018 * S, 0.008 * S, skin, 4)
      continue
    }
    b.limb(sh, elbow, 0.045 * W * armW, 0.037 * W * armW, bare ? skin : palette.primary)
    b.limb(elbow, hand, 0.038 * W * armW, 0.031 * W * armW, skin)
    b.sphere(0.036 * S * armW, elbow, bare ? shade(skin, 0.1) : palette.trim)
    // Catchers (no pads) wear sticky gloves with a cuff: hands are their trade.
    const gloves = look.pads <= 0 && !bare
    b.sphere(0.04 * S * armW, hand, gloves ? palette.trim : shade(skin, 0.08))
    if (gloves) b.limb(mid(elbow, hand), hand, 0.036 * W, 0.036 * W, palette.trim)
  }
  return [hands[0], hands[1]]
}

/** What the hands hold by role or body: a spiked club, an axe, claws, a hockey stick, a goalie's gear. */
function addKit({ b, look, palette, S, yb }: FigureBody, [right, left]: [V3, V3]): void {
  if (look.kit === 'club') {
    const tip = add(right, [-0.05 * S, 0.3 * S, -0.12 * S])
    b.limb(right, tip, 0.022 * S, 0.05 * S, COMMON.wood)
    b.cone(0.015 * S, 0.06 * S, add(tip, [-0.05 * S, -0.02, 0]), COMMON.metal, [0, 0, 1.4])
  }
  if (look.kit === 'axe') {
    // A great axe held in both hands, the blade up over the right shoulder.
    const top = add(right, [-0.04 * S, 0.26 * S, -0.06 * S])
    const bottom = add(left, [0.02 * S, -0.1 * S, 0.06 * S])
    b.limb(bottom, top, 0.016 * S, 0.016 * S, COMMON.wood, 6)
    b.box([0.03 * S, 0.16 * S, 0.12 * S], add(top, [-0.03 * S, -0.04 * S, 0.04 * S]), COMMON.metal)
  }
  if (look.kit === 'claws') {
    for (const hand of [right, left])
      for (const t of [-1, 0, 1])
        b.cone(
          0.012 * S,
          0.07 * S,
          add(hand, [t * 0.02 * S, -0.02 * S, 0.05 * S]),
          COMMON.horn,
          [1.9, 0, 0],
          4,
        )
  }
  if (look.kit === 'stick' || look.kit === 'goalie') {
    // The blade rests on the ice ahead of the right foot; the shaft rises to the top hand.
    const goalie = look.kit === 'goalie'
    const heel: V3 = [-0.1 * S, yb + 0.02, (goalie ? 0.3 : 0.36) * S]
    const top = goalie ? add(right, [0, 0.06 * S, -0.02 * S]) : left
    b.limb(top, heel, 0.014, 0.014, COMMON.wood, 5)
    const bladeLen = (goalie ? 0.22 : 0.16) * S
    b.box([bladeLen, 0.035, 0.04], add(heel, [-bladeLen / 2 + 0.02, 0, 0.01]), COMMON.tape, [0, -0.25, 0])
  }
  // The goalie's catching glove: a big flat mitt on the free hand, the silhouette's tell from above.
  if (look.kit === 'goalie')
    b.sphere(0.07 * S, add(left, [0.03 * S, 0.02, 0.02 * S]), palette.trim, [0.7, 1.1, 1.25])
}
