// Heads and helmets: where races and roles differ most at a glance (tusks, beards, ears, noses, snouts, horns,
// crests, bare-headed big guys), and each big guy's own head (an ogre's brow, a troll's long nose, a bull's horns,
// a treeman's knotted face, a rat's snout, a lizard's jaws, a mummy's wrappings, a golem's bolts).
import type { HeadKind } from './bodies'
import { type RGB, shade } from './paint'
import type { PartBuilder, V3 } from './parts'
import type { HeadFeature, RaceLook } from './races'
import type { RoleLook } from './roles'
import { COMMON, type TeamPalette } from './teamColours'

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]

export interface HeadSpec {
  readonly centre: V3
  readonly radius: number
  readonly race: RaceLook
  /** The race's head with the role's helmet, or a big guy's own. */
  readonly kind?: HeadKind
  readonly role: RoleLook
  readonly palette: TeamPalette
  readonly skin: RGB
  readonly hockey: boolean
}

export function addHead(b: PartBuilder, h: HeadSpec): void {
  const kind = h.kind ?? 'race'
  if (kind !== 'race') return addBigHead(b, kind, h)
  const { centre: c, radius: r, race, role, palette, skin } = h
  const has = (f: HeadFeature): boolean => race.features.includes(f)
  b.sphere(r, c, skin, [0.95, 1, 1])

  if (role.helmet === 'none') {
    // Bare-headed: a brow and ears make the head read as a face, not a ball.
    b.box([r * 1.5, r * 0.3, r * 0.5], add(c, [0, r * 0.35, r * 0.65]), skin, [0.25, 0, 0])
    if (has('hair')) {
      // Curly hair: a mop of small lumps over the crown.
      b.sphere(r * 1.06, add(c, [0, r * 0.2, -r * 0.12]), COMMON.hair, [1, 0.85, 1.05], [0, 0, 0], true)
      for (const s of [-1, 1]) b.sphere(r * 0.38, add(c, [s * r * 0.7, r * 0.55, r * 0.2]), COMMON.hair)
    }
  } else {
    // The helmet shell (a dome), its stripe or crest, and ear guards in the team colour.
    b.sphere(r * 1.14, add(c, [0, r * 0.02, -r * 0.04]), palette.primary, [1, 1.05, 1.08], [0, 0, 0], true)
    if (has('plume') && role.helmet === 'full') {
      // A crest front to back, like a gladiator's helmet.
      b.sphere(r * 0.6, add(c, [0, r * 1.1, -r * 0.15]), palette.trim, [0.22, 0.75, 1.6])
    } else {
      b.torus(r * 1.15, r * 0.14, c, palette.trim, [0, Math.PI / 2, 0], Math.PI, 12)
    }
    for (const s of [-1, 1]) {
      b.cylinder(r * 0.42, r * 0.42, r * 0.25, add(c, [s * r * 1.05, -r * 0.1, 0]), palette.primary, 8, [
        0,
        0,
        Math.PI / 2,
      ])
    }
    if (role.helmet === 'open' && !h.hockey) {
      // Open helmets get a peak over the eyes instead of a face guard.
      b.box([r * 1.3, r * 0.12, r * 0.6], add(c, [0, r * 0.45, r * 0.95]), palette.primary, [0.25, 0, 0])
    }
    if (role.helmet === 'full' || h.hockey) {
      // Face guard: a bar across the mouth (a cage for hockey helmets).
      b.torus(r * 1.02, r * 0.1, add(c, [0, -r * 0.35, 0]), COMMON.metal, [Math.PI / 2, 0, 0], Math.PI, 10)
    }
    if (has('helmetSpike'))
      b.cone(r * 0.22, r * 0.8, add(c, [0, r * 1.35, -r * 0.05]), COMMON.metal, [0, 0, 0], 6)
    if (has('helmetHorns')) {
      // Viking horns, out to the sides and up.
      for (const s of [-1, 1])
        b.cone(r * 0.26, r * 1.0, add(c, [s * r * 1.15, r * 0.7, -r * 0.05]), COMMON.horn, [0, 0, -s * 0.75])
    }
  }
  addFaceFeatures(b, h, has)
}

function addFaceFeatures(b: PartBuilder, h: HeadSpec, has: (f: HeadFeature) => boolean): void {
  const { centre: c, radius: r, skin } = h
  if (has('jaw')) b.box([r * 1.3, r * 0.55, r * 0.85], add(c, [0, -r * 0.6, r * 0.3]), skin)
  if (has('tusks')) {
    for (const s of [-1, 1])
      b.cone(r * 0.13, r * 0.55, add(c, [s * r * 0.45, -r * 0.25, r * 0.85]), COMMON.tape)
  }
  if (has('beard')) {
    b.cone(r * 0.95, r * 1.9, add(c, [0, -r * 1.0, r * 0.55]), [0.35, 0.12, 0.03], [Math.PI + 0.35, 0, 0], 8)
  }
  if (has('nose')) {
    // A long pointed nose (goblins) or a bulbous one (dwarves under the helmet's rim).
    b.cone(
      r * 0.2,
      r * 0.75,
      add(c, [0, -r * 0.05, r * 1.15]),
      shade(skin, 0.1),
      [Math.PI / 2 - 0.2, 0, 0],
      6,
    )
  }
  if (has('ears')) {
    for (const s of [-1, 1])
      b.cone(r * 0.22, r * 0.9, add(c, [s * r * 1.15, r * 0.35, -r * 0.1]), skin, [0, 0, -s * 1.1])
  }
  if (has('bigEars')) {
    // Goblin ears: big flat flaps sticking out sideways, the goblin's tell from every side.
    for (const s of [-1, 1])
      b.cone(r * 0.35, r * 1.4, add(c, [s * r * 1.55, r * 0.25, -r * 0.1]), skin, [0, 0.2 * s, -s * 1.35], 5)
  }
  if (has('snout')) {
    b.cone(r * 0.5, r * 1.2, add(c, [0, -r * 0.2, r * 1.1]), skin, [Math.PI / 2, 0, 0], 7)
  }
  if (has('wolfMuzzle')) {
    b.cone(r * 0.55, r * 1.4, add(c, [0, -r * 0.25, r * 1.15]), skin, [Math.PI / 2, 0, 0], 7)
    b.sphere(r * 0.14, add(c, [0, -r * 0.15, r * 1.85]), COMMON.black)
  }
  if (has('lizardSnout')) {
    // A long flat reptile snout and a jaw under it.
    b.box([r * 0.9, r * 0.45, r * 1.3], add(c, [0, -r * 0.1, r * 1.0]), skin)
    b.box([r * 0.8, r * 0.2, r * 1.1], add(c, [0, -r * 0.45, r * 0.9]), shade(skin, 0.15))
  }
  if (has('crest')) {
    for (let i = 0; i < 3; i++)
      b.cone(
        r * 0.2,
        r * 0.6,
        add(c, [0, r * (0.95 - i * 0.15), -r * (0.1 + i * 0.45)]),
        h.palette.trim,
        [-0.5, 0, 0],
        4,
      )
  }
  if (has('frog')) {
    // Slann: a wide flat head with a broad mouth and eyes on top.
    b.sphere(r * 1.1, add(c, [0, -r * 0.25, r * 0.2]), skin, [1.35, 0.6, 1.1])
    for (const s of [-1, 1]) b.sphere(r * 0.3, add(c, [s * r * 0.6, r * 0.5, r * 0.5]), COMMON.tape)
    b.torus(
      r * 0.95,
      r * 0.07,
      add(c, [0, -r * 0.4, r * 0.25]),
      COMMON.black,
      [Math.PI / 2, 0, 0],
      Math.PI,
      10,
    )
  }
  if (has('goatHorns')) {
    // Beastmen: curled horns from the brow.
    for (const s of [-1, 1]) {
      b.torus(
        r * 0.55,
        r * 0.16,
        add(c, [s * r * 0.85, r * 0.7, -r * 0.3]),
        COMMON.horn,
        [0, s * 1.2, 0.4 * s],
        Math.PI * 1.2,
        8,
      )
    }
  }
  if (has('bigHorns')) {
    // Chaos: great horns sweeping out of the helmet.
    for (const s of [-1, 1]) {
      b.cone(r * 0.3, r * 1.5, add(c, [s * r * 1.3, r * 0.9, 0]), COMMON.horn, [0, 0, -s * 1.0], 7)
      b.cone(r * 0.16, r * 0.8, add(c, [s * r * 1.9, r * 1.7, 0]), COMMON.horn, [0, 0, -s * 0.3], 6)
    }
  }
  if (has('sockets')) {
    // Undead: dark eye sockets in a pale face, teeth bared.
    for (const s of [-1, 1]) b.sphere(r * 0.2, add(c, [s * r * 0.35, r * 0.05, r * 0.85]), COMMON.black)
    b.box([r * 0.7, r * 0.14, r * 0.1], add(c, [0, -r * 0.45, r * 0.9]), COMMON.tape)
  }
}

/** A big guy's own head. */
function addBigHead(b: PartBuilder, kind: HeadKind, h: HeadSpec): void {
  const { centre: c, radius: r, skin } = h
  const dark = shade(skin, 0.3)
  switch (kind) {
    case 'ogre':
    case 'golem': {
      // A small round head on a thick neck, a heavy brow, a broad jaw, ears.
      b.sphere(r, c, skin, [1.05, 1, 1])
      b.box([r * 1.7, r * 0.35, r * 0.6], add(c, [0, r * 0.35, r * 0.6]), skin, [0.25, 0, 0])
      b.box([r * 1.35, r * 0.6, r * 0.9], add(c, [0, -r * 0.55, r * 0.3]), skin)
      for (const s of [-1, 1]) b.sphere(r * 0.3, add(c, [s * r * 0.98, 0, -r * 0.1]), skin, [0.6, 1, 0.8])
      // Ogres keep a topknot of hair; golems are bald and stitched.
      if (kind === 'ogre')
        b.cone(r * 0.3, r * 0.8, add(c, [0, r * 1.1, -r * 0.4]), COMMON.hair, [-0.6, 0, 0], 6)
      else b.box([r * 1.2, r * 0.08, r * 0.08], add(c, [0, r * 0.75, r * 0.35]), COMMON.black, [0.6, 0, 0])
      return
    }
    case 'troll': {
      // Low-slung and forward: a long drooping nose, pointed ears, a wide mouth.
      b.sphere(r, c, skin, [1, 0.9, 1.15])
      b.cone(r * 0.3, r * 1.3, add(c, [0, -r * 0.25, r * 1.25]), skin, [Math.PI / 2 + 0.5, 0, 0], 6)
      for (const s of [-1, 1])
        b.cone(r * 0.25, r * 1.1, add(c, [s * r * 1.15, r * 0.3, -r * 0.1]), skin, [0, 0, -s * 1.2], 5)
      b.box([r * 1.3, r * 0.35, r * 0.7], add(c, [0, -r * 0.6, r * 0.45]), dark)
      for (const s of [-1, 1])
        b.cone(r * 0.1, r * 0.35, add(c, [s * r * 0.45, -r * 0.45, r * 0.85]), COMMON.tape)
      return
    }
    case 'bull': {
      // A bull's head: a long muzzle, wide horns, small ears, a ring through the nose.
      b.sphere(r * 1.05, c, skin, [1, 1, 1.1])
      b.box([r * 1.05, r * 0.8, r * 1.2], add(c, [0, -r * 0.35, r * 0.95]), dark, [0.35, 0, 0])
      b.torus(r * 0.25, r * 0.06, add(c, [0, -r * 0.9, r * 1.55]), COMMON.metal, [0.3, 0, 0], Math.PI * 2, 10)
      for (const s of [-1, 1]) {
        b.cone(r * 0.28, r * 1.6, add(c, [s * r * 1.5, r * 0.5, 0]), COMMON.horn, [0, 0, -s * 1.45], 7)
        b.cone(r * 0.14, r * 0.8, add(c, [s * r * 2.4, r * 1.0, r * 0.1]), COMMON.horn, [0, 0, -s * 0.2], 6)
        b.sphere(r * 0.25, add(c, [s * r * 1.0, r * 0.1, -r * 0.3]), skin, [0.5, 1, 1])
      }
      return
    }
    case 'tree': {
      // No neck: a knotted face in the top of the trunk under a crown of leaves (bodyExtras adds the leaves).
      b.sphere(r * 1.15, c, skin, [1.1, 1.2, 1])
      for (const s of [-1, 1]) b.sphere(r * 0.22, add(c, [s * r * 0.4, r * 0.15, r * 1.0]), COMMON.black)
      b.box([r * 0.8, r * 0.15, r * 0.2], add(c, [0, -r * 0.45, r * 1.0]), COMMON.black)
      b.cone(r * 0.18, r * 0.6, add(c, [0, -r * 0.1, r * 1.15]), shade(skin, 0.2), [Math.PI / 2, 0, 0], 5)
      return
    }
    case 'rat': {
      b.sphere(r, c, skin, [0.95, 0.95, 1.05])
      b.cone(r * 0.6, r * 1.5, add(c, [0, -r * 0.25, r * 1.2]), skin, [Math.PI / 2, 0, 0], 7)
      b.sphere(r * 0.16, add(c, [0, -r * 0.25, r * 1.95]), COMMON.black)
      for (const s of [-1, 1]) {
        b.sphere(r * 0.42, add(c, [s * r * 0.75, r * 0.75, -r * 0.1]), shade(skin, 0.1), [1, 1, 0.35])
        b.cone(r * 0.07, r * 0.3, add(c, [s * r * 0.18, -r * 0.7, r * 1.45]), COMMON.tape)
      }
      return
    }
    case 'lizard': {
      b.sphere(r, c, skin, [0.95, 0.85, 1.1])
      b.box([r * 1.0, r * 0.5, r * 1.6], add(c, [0, -r * 0.15, r * 1.15]), skin)
      b.box([r * 0.9, r * 0.25, r * 1.4], add(c, [0, -r * 0.55, r * 1.05]), dark)
      for (const s of [-1, 1]) b.sphere(r * 0.16, add(c, [s * r * 0.5, r * 0.25, r * 0.7]), COMMON.spark)
      return
    }
    case 'wrapped': {
      // A head in bandages: the skin is the wrapping; dark bands and glowing eye slits.
      b.sphere(r, c, skin, [1, 1.05, 1])
      for (const y of [-0.45, 0, 0.45])
        b.torus(r * 0.98, r * 0.08, add(c, [0, r * y, 0]), dark, [Math.PI / 2, 0, 0.25 * y], Math.PI * 2, 10)
      for (const s of [-1, 1]) b.sphere(r * 0.13, add(c, [s * r * 0.35, r * 0.2, r * 0.9]), COMMON.spark)
      return
    }
  }
}
