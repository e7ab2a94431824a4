// Figures that are not one person on two legs: the Bull Centaur (a dwarf's torso on a bull), the Norse Beer Boar
// carrying its barrel, the Gnomes' Woodland Fox, the Beast of Nurgle (a slug with tentacles) and the machines (the
// Dwarf Deathroller, the Snotlings' Pump Wagon). Each wears its team's colour somewhere (a saddle cloth, a collar,
// the chassis), as the base's rim does. Built on the base's top, facing +Z; returns the figure's top.
import type { Body } from '@shared/showcase/figureLook'
import { addHead } from './figureHead'
import { highlight, shade } from './paint'
import type { PartBuilder, V3 } from './parts'
import { type Race, RACE_LOOKS, raceSkin } from './races'
import { ROLE_LOOKS } from './roles'
import { COMMON, type TeamPalette } from './teamColours'
import type { RGB } from './paint'

export interface CreatureSpec {
  readonly body: Body
  readonly race: Race
  readonly palette: TeamPalette
  readonly skin: RGB
  /** Top of the base. */
  readonly yb: number
  readonly hockey: boolean
}

/** A dwarf's face and hands on a bull-bodied centaur (the position's skin is the bull's hide). */
const DWARF_FACE: RGB = raceSkin('dwarf')

const CREATURES: ReadonlySet<Body> = new Set<Body>(['centaur', 'boar', 'fox', 'roller', 'beast'])

export function isCreature(body: Body): boolean {
  return CREATURES.has(body)
}

export function buildCreature(b: PartBuilder, c: CreatureSpec): number {
  switch (c.body) {
    case 'boar':
      return boar(b, c)
    case 'fox':
      return fox(b, c)
    case 'centaur':
      return centaur(b, c)
    case 'roller':
      return roller(b, c)
    default:
      return beast(b, c)
  }
}

/** Four legs under a body whose belly is at `belly`, spread `w` wide and `l` long; hooves or paws. */
function legs(
  b: PartBuilder,
  yb: number,
  belly: number,
  w: number,
  l: number,
  r: number,
  colour: RGB,
  foot: RGB,
): void {
  for (const x of [-w, w])
    for (const z of [-l, l]) {
      b.limb([x, belly + 0.04, z], [x * 1.05, yb + 0.03, z + 0.02], r, r * 0.8, colour, 6)
      b.cylinder(r * 0.9, r, 0.04, [x * 1.05, yb + 0.02, z + 0.02], foot, 6)
    }
}

function boar(b: PartBuilder, { palette, skin, yb }: CreatureSpec): number {
  const belly = yb + 0.18
  const body: V3 = [0, belly + 0.13, 0]
  legs(b, yb, belly, 0.1, 0.16, 0.035, skin, COMMON.black)
  b.sphere(0.19, body, skin, [0.85, 0.8, 1.45])
  // Bristles along the back and a curly tail.
  for (let i = 0; i < 4; i++)
    b.cone(0.025, 0.08, [0, body[1] + 0.16, -0.12 + i * 0.09], shade(skin, 0.35), [-0.4, 0, 0], 4)
  b.torus(0.035, 0.01, [0, body[1] + 0.04, -0.29], skin, [0, Math.PI / 2, 0], Math.PI * 1.6, 8)
  // Head, snout, tusks, ears.
  const head: V3 = [0, body[1] + 0.02, 0.3]
  b.sphere(0.12, head, skin, [0.9, 0.95, 1.1])
  b.cylinder(0.06, 0.07, 0.1, [0, head[1] - 0.03, head[2] + 0.13], shade(skin, 0.1), 8, [Math.PI / 2, 0, 0])
  for (const s of [-1, 1]) {
    b.cone(0.018, 0.09, [s * 0.06, head[1] - 0.04, head[2] + 0.15], COMMON.horn, [-0.6, 0, -s * 0.3], 5)
    b.cone(0.04, 0.08, [s * 0.08, head[1] + 0.1, head[2] - 0.03], skin, [-0.3, 0, -s * 0.5], 4)
    b.sphere(0.018, [s * 0.05, head[1] + 0.04, head[2] + 0.09], COMMON.black)
  }
  // A saddle cloth in the team's colour and the barrel of beer on it.
  b.box([0.3, 0.03, 0.3], [0, body[1] + 0.15, -0.02], palette.primary, [0, 0, 0])
  b.box([0.32, 0.02, 0.04], [0, body[1] + 0.165, -0.02], palette.trim)
  b.cylinder(0.1, 0.1, 0.24, [0, body[1] + 0.27, -0.03], COMMON.wood, 10, [0, 0, Math.PI / 2])
  for (const x of [-0.08, 0.08])
    b.torus(0.102, 0.01, [x, body[1] + 0.27, -0.03], COMMON.iron, [0, Math.PI / 2, 0], Math.PI * 2, 12)
  return body[1] + 0.37
}

function fox(b: PartBuilder, { palette, skin, yb }: CreatureSpec): number {
  const belly = yb + 0.14
  const body: V3 = [0, belly + 0.08, 0]
  legs(b, yb, belly, 0.06, 0.12, 0.022, skin, COMMON.black)
  b.sphere(0.11, body, skin, [0.8, 0.75, 1.6])
  b.sphere(0.08, [0, body[1] - 0.03, 0.06], COMMON.tape, [0.7, 0.6, 1.3])
  // A big bushy tail with a white tip, curled up behind.
  b.limb([0, body[1] + 0.02, -0.15], [0.05, body[1] + 0.12, -0.32], 0.05, 0.06, skin, 7)
  b.sphere(0.055, [0.06, body[1] + 0.16, -0.36], COMMON.tape)
  // Head: a pointed snout, tall ears; a collar in the team's colour.
  const head: V3 = [0, body[1] + 0.1, 0.2]
  b.sphere(0.08, head, skin)
  b.cone(0.045, 0.13, [0, head[1] - 0.02, head[2] + 0.09], skin, [Math.PI / 2, 0, 0], 6)
  b.sphere(0.015, [0, head[1] - 0.02, head[2] + 0.16], COMMON.black)
  for (const s of [-1, 1])
    b.cone(0.035, 0.1, [s * 0.05, head[1] + 0.09, head[2] - 0.01], skin, [0, 0, -s * 0.25], 4)
  b.torus(
    0.065,
    0.018,
    [0, head[1] - 0.06, head[2] - 0.06],
    palette.primary,
    [Math.PI / 2 - 0.5, 0, 0],
    Math.PI * 2,
    10,
  )
  return head[1] + 0.14
}

function centaur(b: PartBuilder, { palette, skin, yb, hockey }: CreatureSpec): number {
  // A bull's body and legs...
  const belly = yb + 0.24
  const body: V3 = [0, belly + 0.13, -0.06]
  legs(b, yb, belly, 0.12, 0.17, 0.045, skin, COMMON.black)
  b.sphere(0.2, body, skin, [0.95, 0.8, 1.4])
  b.limb([0, body[1] + 0.05, -0.3], [0.03, yb + 0.2, -0.4], 0.02, 0.012, skin, 5)
  // ...a barding in the team's colour...
  b.box([0.36, 0.04, 0.34], [0, body[1] + 0.14, -0.08], palette.primary)
  b.box([0.38, 0.03, 0.05], [0, body[1] + 0.15, -0.25], palette.trim)
  // ...and a dwarf's torso, arms and bearded, helmeted head rising from its front.
  const waist: V3 = [0, body[1] + 0.12, 0.14]
  const chestTop: V3 = [0, waist[1] + 0.26, 0.17]
  b.limb(waist, chestTop, 0.16, 0.19, palette.primary, 10)
  b.cylinder(0.17, 0.17, 0.04, waist, COMMON.leather, 10)
  for (const s of [-1, 1]) {
    const sh: V3 = [s * 0.2, chestTop[1] - 0.03, chestTop[2]]
    b.sphere(0.09, sh, palette.primary, [1.15, 0.7, 1.05])
    b.torus(0.095, 0.014, [sh[0], sh[1] - 0.012, sh[2]], palette.trim, [Math.PI / 2, 0, 0])
    const hand: V3 = [s * 0.25, sh[1] - 0.18, sh[2] + 0.14]
    b.limb(sh, hand, 0.045, 0.04, palette.primary, 7)
    b.sphere(0.045, hand, DWARF_FACE)
  }
  addHead(b, {
    centre: [0, chestTop[1] + 0.1, chestTop[2] + 0.02],
    radius: 0.1,
    race: RACE_LOOKS.dwarf,
    role: ROLE_LOOKS.blitzer,
    palette,
    skin: DWARF_FACE,
    hockey,
  })
  return chestTop[1] + 0.25
}

function roller(b: PartBuilder, { palette, yb }: CreatureSpec): number {
  // An iron drum in front, a chassis in the team's colour, a smokestack, wheels at the back and a driver.
  const drumR = 0.16
  b.cylinder(drumR, drumR, 0.7, [0, yb + drumR, 0.24], COMMON.iron, 16, [0, 0, Math.PI / 2])
  for (const x of [-0.36, 0.36])
    b.cylinder(drumR * 0.6, drumR * 0.6, 0.04, [x, yb + drumR, 0.24], COMMON.metal, 10, [0, 0, Math.PI / 2])
  b.box([0.5, 0.22, 0.5], [0, yb + 0.25, -0.08], palette.primary)
  b.box([0.54, 0.04, 0.54], [0, yb + 0.37, -0.08], palette.trim)
  b.box([0.44, 0.06, 0.12], [0, yb + 0.18, 0.14], COMMON.iron)
  for (const x of [-0.26, 0.26])
    b.cylinder(0.1, 0.1, 0.06, [x, yb + 0.1, -0.26], COMMON.wood, 12, [0, 0, Math.PI / 2])
  b.cylinder(0.045, 0.055, 0.32, [0.14, yb + 0.52, -0.2], COMMON.iron, 8)
  b.cylinder(0.06, 0.045, 0.05, [0.14, yb + 0.7, -0.2], COMMON.black, 8)
  // The driver: a helmeted, bearded head over the rail.
  const head: V3 = [-0.08, yb + 0.52, -0.08]
  b.sphere(0.1, head, [0.8, 0.45, 0.3])
  b.sphere(0.11, [head[0], head[1] + 0.01, head[2] - 0.01], palette.primary, [1, 1.05, 1.08], [0, 0, 0], true)
  b.cone(0.09, 0.18, [head[0], head[1] - 0.1, head[2] + 0.06], [0.35, 0.12, 0.03], [Math.PI + 0.35, 0, 0], 8)
  return yb + 0.74
}

function beast(b: PartBuilder, { palette, skin, yb }: CreatureSpec): number {
  // A great slug: a squat body, a lighter belly, tentacles, a small head with a wide mouth, boils.
  const body: V3 = [0, yb + 0.36, -0.04]
  b.sphere(0.32, body, skin, [1.0, 1.05, 1.25])
  b.sphere(0.25, [0, yb + 0.17, 0.05], highlight(skin, 0.25), [1.15, 0.65, 1.35])
  const head: V3 = [0, yb + 0.66, 0.26]
  b.sphere(0.15, head, skin, [1.1, 0.9, 1])
  b.torus(
    0.1,
    0.025,
    [0, head[1] - 0.05, head[2] + 0.11],
    COMMON.black,
    [Math.PI / 2 + 0.3, 0, 0],
    Math.PI,
    10,
  )
  for (const s of [-1, 1]) b.sphere(0.03, [s * 0.06, head[1] + 0.08, head[2] + 0.12], COMMON.spark)
  for (const [x, z, dx, dz] of [
    [-0.22, 0.12, -0.14, 0.14],
    [0.22, 0.12, 0.14, 0.14],
    [-0.12, 0.24, -0.08, 0.2],
    [0.12, 0.24, 0.08, 0.2],
  ] as const)
    b.limb([x, body[1] + 0.14, z], [x + dx, body[1] + 0.36, z + dz], 0.045, 0.012, shade(skin, 0.15), 6)
  for (const [x, y, z] of [
    [0.18, 0.22, -0.12],
    [-0.14, 0.26, -0.2],
    [0.05, 0.3, -0.05],
  ] as const)
    b.sphere(0.055, [x, body[1] + y, body[2] + z], highlight(skin, 0.4))
  // A spiked collar in the team's colour.
  b.torus(
    0.16,
    0.035,
    [0, head[1] - 0.09, head[2] - 0.08],
    palette.primary,
    [Math.PI / 2 - 0.4, 0, 0],
    Math.PI * 2,
    12,
  )
  for (const s of [-1, 1])
    b.cone(0.02, 0.08, [s * 0.16, head[1] - 0.05, head[2] - 0.08], COMMON.metal, [0, 0, -s * 1.2], 4)
  return yb + 0.8
}
