// Heads and helmets: where races and roles differ most at a glance (tusks, beards, ears, snouts, helmet horns,
// bare-headed big guys).
import type { RGB } from './paint'
import type { PartBuilder, V3 } from './parts'
import type { RaceLook } from './races'
import type { RoleLook } from './roles'
import { COMMON, type TeamPalette } from './teamColours'

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]

export interface HeadSpec {
  readonly centre: V3
  readonly radius: number
  readonly race: RaceLook
  readonly role: RoleLook
  readonly palette: TeamPalette
  readonly skin: RGB
  readonly hockey: boolean
}

export function addHead(b: PartBuilder, h: HeadSpec): void {
  const { centre: c, radius: r, race, role, palette, skin } = h
  const has = (f: string): boolean => race.features.includes(f as never)
  b.sphere(r, c, skin, [0.95, 1, 1])

  if (role.helmet === 'none') {
    // Bare-headed: a heavy brow and ears make the big guy's head read as a face, not a ball.
    b.box([r * 1.7, r * 0.35, r * 0.6], add(c, [0, r * 0.35, r * 0.6]), skin, [0.25, 0, 0])
    for (const s of [-1, 1]) b.sphere(r * 0.3, add(c, [s * r * 0.95, 0, -r * 0.1]), skin, [0.6, 1, 0.8])
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
  }

  if (has('jaw')) b.box([r * 1.3, r * 0.55, r * 0.85], add(c, [0, -r * 0.6, r * 0.3]), skin)
  if (has('tusks')) {
    for (const s of [-1, 1])
      b.cone(r * 0.13, r * 0.55, add(c, [s * r * 0.45, -r * 0.25, r * 0.85]), COMMON.tape)
  }
  if (has('helmetHorns') && role.helmet !== 'none') {
    for (const s of [-1, 1]) {
      b.cone(r * 0.26, r * 1.0, add(c, [s * r * 1.0, r * 0.75, -r * 0.05]), COMMON.tape, [0, 0, -s * 0.7])
    }
  }
  if (has('beard')) {
    b.cone(r * 0.95, r * 1.9, add(c, [0, -r * 1.0, r * 0.55]), [0.35, 0.12, 0.03], [Math.PI + 0.35, 0, 0], 8)
  }
  if (has('ears')) {
    for (const s of [-1, 1])
      b.cone(r * 0.22, r * 0.9, add(c, [s * r * 1.15, r * 0.35, -r * 0.1]), skin, [0, 0, -s * 1.1])
  }
  if (has('snout')) {
    b.cone(r * 0.5, r * 1.2, add(c, [0, -r * 0.2, r * 1.1]), skin, [Math.PI / 2, 0, 0], 7)
  }
  if (has('hood')) {
    // Undead: dark eye sockets in a pale face.
    for (const s of [-1, 1]) b.sphere(r * 0.2, add(c, [s * r * 0.35, r * 0.05, r * 0.85]), COMMON.black)
  }
}
