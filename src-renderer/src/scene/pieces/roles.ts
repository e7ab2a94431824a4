// Role silhouettes, as data: build, stance, arm poses and kit. A piece's `role` (a renderer hint in GameView)
// picks one; unknown roles are drawn as linemen. The body (bodies.ts) and race (races.ts) shape the figure further.
import type { FigureRole } from '@shared/showcase/figureLook'

export type Role = FigureRole

/** Elbow and hand offsets from the shoulder, for the right arm (x outward); the left arm mirrors x. */
export interface ArmPose {
  readonly elbow: readonly [number, number, number]
  readonly hand: readonly [number, number, number]
}

export const ARM_POSES = {
  down: { elbow: [0.03, -0.13, 0.01], hand: [0.05, -0.25, 0.05] },
  block: { elbow: [0.05, -0.09, 0.08], hand: [0.02, -0.06, 0.21] },
  throw: { elbow: [0.08, 0.07, -0.05], hand: [0.06, 0.2, -0.03] },
  point: { elbow: [0.05, -0.02, 0.11], hand: [0.03, 0.02, 0.23] },
  cradle: { elbow: [0.05, -0.12, 0.02], hand: [-0.06, -0.09, 0.12] },
  reach: { elbow: [0.04, 0.11, 0.05], hand: [0.02, 0.23, 0.08] },
  swing: { elbow: [0.05, -0.12, -0.07], hand: [0.06, -0.2, -0.14] },
  wide: { elbow: [0.09, -0.1, 0.04], hand: [0.1, -0.25, 0.1] },
  club: { elbow: [0.08, -0.07, 0.06], hand: [0.05, 0.04, 0.15] },
  stickHigh: { elbow: [0.06, -0.12, 0.06], hand: [-0.02, -0.16, 0.16] },
  stickLow: { elbow: [0.05, -0.14, 0.08], hand: [0.03, -0.24, 0.2] },
  // Big guys: a troll's arms hang to its knees, a rat ogre's claws reach, a minotaur swings its axe, a treeman's
  // branches rise, a mummy's arms stretch out in front.
  dangle: { elbow: [0.1, -0.16, 0.08], hand: [0.12, -0.36, 0.16] },
  claw: { elbow: [0.1, -0.08, 0.1], hand: [0.08, -0.1, 0.2] },
  axe: { elbow: [0.09, 0.06, 0.02], hand: [0.04, 0.18, 0.08] },
  axeLow: { elbow: [0.06, -0.04, 0.1], hand: [-0.02, 0.06, 0.16] },
  branch: { elbow: [0.12, 0.06, 0.02], hand: [0.17, 0.24, 0.04] },
  forward: { elbow: [0.03, -0.02, 0.13], hand: [0.02, -0.01, 0.27] },
} as const satisfies Record<string, ArmPose>

export type ArmPoseName = keyof typeof ARM_POSES

export interface RoleLook {
  /** Overall size (big guys ~1.4×). */
  readonly scale: number
  readonly baseRadius: number
  readonly girth: number
  readonly legLength: number
  /** Distance between front and back foot along the facing. */
  readonly stride: number
  /** Forward lean of the torso, radians. */
  readonly lean: number
  /** Shoulder-pad size; 0 leaves bare shoulders. */
  readonly pads: number
  readonly spikes: boolean
  readonly armR: ArmPoseName
  readonly armL: ArmPoseName
  readonly helmet: 'full' | 'open' | 'none'
  /** Something in the hands: a club, an axe, claws, a hockey stick, goalie gear. */
  readonly kit: 'none' | 'club' | 'axe' | 'claws' | 'stick' | 'goalie'
}

const FIELD: RoleLook = {
  scale: 1,
  baseRadius: 0.36,
  girth: 1,
  legLength: 1,
  stride: 0.1,
  lean: 0.1,
  pads: 1,
  spikes: false,
  armR: 'block',
  armL: 'block',
  helmet: 'full',
  kit: 'none',
}

export const ROLE_LOOKS: Readonly<Record<Role, RoleLook>> = {
  lineman: FIELD,
  // Spiked, oversized pads and a charging lean.
  blitzer: {
    ...FIELD,
    girth: 1.08,
    pads: 1.35,
    spikes: true,
    lean: 0.3,
    stride: 0.16,
    armR: 'block',
    armL: 'swing',
  },
  // The throwing arm high, a light build.
  thrower: {
    ...FIELD,
    girth: 0.95,
    pads: 0.85,
    lean: -0.05,
    stride: 0.12,
    armR: 'throw',
    armL: 'point',
    helmet: 'open',
  },
  // Tall and slim, both hands up to catch, no pads.
  catcher: {
    ...FIELD,
    girth: 0.85,
    legLength: 1.12,
    pads: 0,
    lean: 0.02,
    armR: 'reach',
    armL: 'reach',
    helmet: 'open',
  },
  // Mid-stride, leaning, ball tucked in.
  runner: {
    ...FIELD,
    girth: 0.9,
    legLength: 1.06,
    pads: 0.6,
    lean: 0.32,
    stride: 0.24,
    armR: 'cradle',
    armL: 'swing',
  },
  // Big guys: ~1.4× (bodies.ts gives each kind its own shape), a larger base, hunched, bare-headed, a club.
  bigguy: {
    ...FIELD,
    scale: 1,
    baseRadius: 0.46,
    girth: 1.0,
    legLength: 0.95,
    lean: 0.3,
    stride: 0.1,
    pads: 1.1,
    spikes: true,
    armR: 'club',
    armL: 'wide',
    helmet: 'none',
    kit: 'club',
  },
  // Cross Check: padded goalie with blocker and glove; skaters lean on their sticks.
  goalie: {
    ...FIELD,
    girth: 1.2,
    pads: 1.3,
    lean: 0.15,
    stride: 0.02,
    armR: 'stickLow',
    armL: 'wide',
    kit: 'goalie',
  },
  skater: { ...FIELD, lean: 0.35, stride: 0.18, armR: 'stickLow', armL: 'stickHigh', kit: 'stick' },
  // Secret weapons, assassins, renegades: a lineman's stance; what they carry (their gear) tells them apart.
  special: { ...FIELD, lean: 0.18, stride: 0.14, pads: 0.8, armR: 'block', armL: 'down' },
}

const ROLE_ALIASES: Readonly<Record<string, Role>> = {
  'big guy': 'bigguy',
  'big-guy': 'bigguy',
  big_guy: 'bigguy',
  ogre: 'bigguy',
  troll: 'bigguy',
  minotaur: 'bigguy',
  'rat ogre': 'bigguy',
  treeman: 'bigguy',
  passer: 'thrower',
  receiver: 'catcher',
  blocker: 'lineman',
  goaltender: 'goalie',
}

export function normaliseRole(role: string | undefined): Role {
  const r = (role ?? '').trim().toLowerCase()
  if (r in ROLE_LOOKS) return r as Role
  return ROLE_ALIASES[r] ?? 'lineman'
}
