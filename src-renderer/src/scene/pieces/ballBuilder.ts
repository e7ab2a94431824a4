// The ball (a spiked Blood Bowl ball: a leather oval with laces and studs) and the Cross Check puck. Both rest
// with their lowest point at y = 0 and are a little oversized so they read from the default camera.
import type { BufferGeometry } from 'three'
import { hexToLinear } from './paint'
import { PartBuilder } from './parts'
import { COMMON } from './teamColours'

export const BALL_HEIGHT = 0.2
export const PUCK_HEIGHT = 0.06

export function buildBall(): BufferGeometry {
  const b = new PartBuilder()
  const leather = hexToLinear(0x8a4a22)
  const r = BALL_HEIGHT / 2
  const c = [0, r, 0] as const
  // A prolate leather oval lying along X.
  b.sphere(r, c, leather, [1.45, 1, 1])
  // Laces along the top.
  b.box([r * 1.3, r * 0.16, r * 0.22], [0, r * 1.96, 0], COMMON.tape)
  for (const dx of [-0.5, -0.17, 0.17, 0.5])
    b.box([r * 0.1, r * 0.14, r * 0.5], [dx * r, r * 1.97, 0], COMMON.tape)
  // Studs round the middle and at the tips.
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2
    b.cone(
      r * 0.22,
      r * 0.5,
      [0, r + Math.sin(a) * r * 1.08, Math.cos(a) * r * 1.08],
      COMMON.metal,
      [Math.PI / 2 - a, 0, 0],
      5,
    )
  }
  for (const s of [-1, 1])
    b.cone(r * 0.2, r * 0.45, [s * r * 1.55, r, 0], COMMON.metal, [0, 0, (-s * Math.PI) / 2], 5)
  return b.build()
}

export function buildPuck(): BufferGeometry {
  const b = new PartBuilder()
  b.cylinder(0.15, 0.15, PUCK_HEIGHT, [0, PUCK_HEIGHT / 2, 0], COMMON.black, 20)
  // A faint ring on top so the puck reads as a disc from above rather than a hole in the ice.
  b.torus(0.105, 0.012, [0, PUCK_HEIGHT, 0], hexToLinear(0x4a4a4a), [Math.PI / 2, 0, 0], Math.PI * 2, 20)
  return b.build()
}

/** The carried puck's halo colour: the carrier's ring shares it (carrierRing.ts), so the two read as one. */
export const CARRIED_GOLD = 0xffd23f

/**
 * A controlled puck (issue 19: "the puck on a carrier is hard to see"): the same puck with a bright ring on the ice
 * round it, part of its own mesh so it costs no draw call.
 */
export function buildCarriedPuck(): BufferGeometry {
  const b = new PartBuilder()
  b.cylinder(0.15, 0.15, PUCK_HEIGHT, [0, PUCK_HEIGHT / 2, 0], COMMON.black, 20)
  b.torus(0.105, 0.012, [0, PUCK_HEIGHT, 0], hexToLinear(0x4a4a4a), [Math.PI / 2, 0, 0], Math.PI * 2, 20)
  b.torus(0.25, 0.035, [0, 0.02, 0], hexToLinear(CARRIED_GOLD), [Math.PI / 2, 0, 0], Math.PI * 2, 24)
  return b.build()
}
