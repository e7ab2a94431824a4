// What a position carries, as the board game's miniatures do: the thrower's ball held high, the goblins' secret
// weapons (a bomb, a pogo stick, a chainsaw, a ball and chain), the assassin's daggers, stilts, an axe. Each gear
// may set the arms (gearArms) and adds its parts in the hands (addGear).
import type { Gear } from '@shared/showcase/figureLook'
import type { FigureBody } from './figureBuilder'
import type { V3 } from './parts'
import type { ArmPoseName } from './roles'
import { COMMON } from './teamColours'

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]

/** The arms a gear needs (right, left; null keeps the role's), or null for none. */
export function gearArms(gear: Gear): readonly [ArmPoseName | null, ArmPoseName | null] | null {
  switch (gear) {
    case 'bomb':
      return ['throw', 'point']
    case 'pogo':
    case 'chainsaw':
      return ['forward', 'forward']
    case 'ballchain':
      return ['reach', 'reach']
    case 'daggers':
      return ['point', 'swing']
    case 'stilts':
      return ['stickLow', 'stickLow']
    case 'axe':
      return ['axe', null]
    default:
      return null
  }
}

export function addGear(f: FigureBody, gear: Gear, [right, left]: [V3, V3]): void {
  const { b, S, yb } = f
  switch (gear) {
    case 'ball': {
      // The thrower's ball, held up ready to throw (the game's ball is drawn on the carrier's base).
      const c = add(right, [0, 0.07 * S, 0])
      b.sphere(0.065 * S, c, COMMON.ballLeather, [1, 1.4, 1], [0.3, 0, 0])
      b.box([0.02 * S, 0.09 * S, 0.02 * S], add(c, [0, 0, 0.06 * S]), COMMON.tape, [0.3, 0, 0])
      return
    }
    case 'bomb': {
      // A black round bomb with a lit fuse.
      const c = add(right, [0, 0.07 * S, 0])
      b.sphere(0.07 * S, c, COMMON.black)
      b.limb(
        add(c, [0, 0.06 * S, 0]),
        add(c, [0.02 * S, 0.12 * S, 0]),
        0.008 * S,
        0.008 * S,
        COMMON.leather,
        4,
      )
      b.sphere(0.025 * S, add(c, [0.02 * S, 0.14 * S, 0]), COMMON.spark)
      return
    }
    case 'pogo': {
      // A pogo stick from the hands to the ground, with a spring and a foot peg.
      const top = add(mid(right, left), [0, 0.04 * S, 0.02 * S])
      const foot: V3 = [top[0], yb + 0.01, top[2] + 0.03 * S]
      b.limb(top, foot, 0.014 * S, 0.014 * S, COMMON.metal, 5)
      b.torus(
        0.03 * S,
        0.01 * S,
        add(foot, [0, 0.12 * S, 0]),
        COMMON.iron,
        [Math.PI / 2, 0, 0],
        Math.PI * 2,
        8,
      )
      b.box([0.16 * S, 0.02 * S, 0.03 * S], top, COMMON.black)
      return
    }
    case 'chainsaw': {
      // A chainsaw held out in front: an engine box and a long toothed blade.
      const grip = mid(right, left)
      b.box([0.1 * S, 0.09 * S, 0.12 * S], add(grip, [0, 0, 0.05 * S]), COMMON.iron)
      b.box([0.025 * S, 0.06 * S, 0.32 * S], add(grip, [0, 0, 0.26 * S]), COMMON.metal)
      return
    }
    case 'ballchain': {
      // A huge iron ball on a chain, swung overhead.
      const top = add(mid(right, left), [0, 0.05 * S, 0])
      const ball = add(top, [0.12 * S, 0.22 * S, -0.05 * S])
      b.limb(top, ball, 0.012 * S, 0.012 * S, COMMON.iron, 4)
      b.sphere(0.12 * S, ball, COMMON.iron)
      for (const [x, y, z] of [
        [1, 0, 0],
        [-1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ] as const)
        b.cone(
          0.025 * S,
          0.08 * S,
          add(ball, [x * 0.12 * S, y * 0.12 * S, z * 0.12 * S]),
          COMMON.metal,
          [z * 1.57, 0, -x * 1.57],
          4,
        )
      return
    }
    case 'daggers': {
      for (const hand of [right, left])
        b.cone(0.018 * S, 0.16 * S, add(hand, [0, 0.02 * S, 0.08 * S]), COMMON.metal, [Math.PI / 2, 0, 0], 4)
      return
    }
    case 'stilts': {
      // Long poles from the hands down past the feet.
      for (const hand of [right, left])
        b.limb(
          add(hand, [0, 0.14 * S, 0]),
          [hand[0] * 1.3, yb + 0.01, hand[2] + 0.05 * S],
          0.012 * S,
          0.012 * S,
          COMMON.wood,
          5,
        )
      return
    }
    case 'axe': {
      // A one-handed axe raised in the right hand.
      const tip = add(right, [0, 0.24 * S, 0.02 * S])
      b.limb(add(right, [0, -0.03 * S, 0]), tip, 0.014 * S, 0.014 * S, COMMON.wood, 5)
      b.box([0.025 * S, 0.11 * S, 0.1 * S], add(tip, [0, -0.03 * S, 0.05 * S]), COMMON.metal)
      return
    }
    default:
      return
  }
}

function mid(a: V3, b: V3): V3 {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]
}
