// Body looks, as data: how a body changes the role's figure — a heavier or slimmer build, a small goblin-kin, and
// each big guy's own shape (about 1.4× a lineman on a larger base, but an Ogre is a bare-chested brute with a club,
// a Troll hunches with arms to its knees, a Minotaur has a bull's head and an axe, a Treeman is a trunk with
// branches). Four-legged creatures and machines are built on their own (creatures.ts).
import type { Body } from '@shared/showcase/figureLook'
import type { ArmPoseName } from './roles'

export type { Body }

/** The head drawn on top: the race's (with the role's helmet), or a big guy's own. */
export type HeadKind = 'race' | 'ogre' | 'troll' | 'bull' | 'tree' | 'rat' | 'lizard' | 'wrapped' | 'golem'

/** Parts a body adds to the humanoid figure. */
export type BodyExtra =
  'tail' | 'thickTail' | 'backSpikes' | 'leaves' | 'bandages' | 'bolts' | 'hooves' | 'bark'

export interface BodyLook {
  /** Overall size, times the role's (big guys ~1.4). */
  readonly scale: number
  /** Base radius; null keeps the role's. */
  readonly baseRadius: number | null
  readonly girth: number
  readonly height: number
  /** Leg length, times the role's. */
  readonly legLength: number
  /** Forward lean (radians); null keeps the role's. */
  readonly lean: number | null
  /** Shoulder pads, times the role's. */
  readonly pads: number
  /** Bare chest and head: skin where a jersey and helmet would be. */
  readonly bare: boolean
  readonly head: HeadKind
  /** Arm poses (right, left); null keeps the role's. */
  readonly arms: readonly [ArmPoseName, ArmPoseName] | null
  /** What a big guy carries whatever its role says; null keeps the role's (and the position's gear). */
  readonly kit: 'club' | 'axe' | 'claws' | 'none' | null
  readonly extras: readonly BodyExtra[]
}

const PERSON: BodyLook = {
  scale: 1,
  baseRadius: null,
  girth: 1,
  height: 1,
  legLength: 1,
  lean: null,
  pads: 1,
  bare: false,
  head: 'race',
  arms: null,
  kit: null,
  extras: [],
}

const BIG: BodyLook = { ...PERSON, scale: 1.55, baseRadius: 0.46, bare: true, lean: 0.3, pads: 1.1 }

export const BODY_LOOKS: Readonly<Record<Body, BodyLook>> = {
  standard: PERSON,
  heavy: { ...PERSON, girth: 1.2, height: 1.06, pads: 1.3, baseRadius: 0.38 },
  slim: { ...PERSON, girth: 0.86, height: 1.03, pads: 0.8 },
  small: { ...PERSON, scale: 0.8, baseRadius: 0.3 },
  // A bare-chested brute with a club, a belly and a small head.
  ogre: { ...BIG, head: 'ogre', arms: ['club', 'wide'], kit: 'club' },
  // Hunched, long arms hanging to the knees, claws, a long nose and ears.
  troll: {
    ...BIG,
    scale: 1.62,
    girth: 0.9,
    legLength: 0.9,
    lean: 0.42,
    head: 'troll',
    arms: ['dangle', 'dangle'],
    kit: 'claws',
  },
  // A bull's head with wide horns, hooves and a great axe.
  minotaur: {
    ...BIG,
    scale: 1.48,
    head: 'bull',
    arms: ['axe', 'axeLow'],
    kit: 'axe',
    extras: ['hooves', 'tail'],
  },
  // A trunk with bark, branches raised, leaves on top, roots for feet.
  treeman: {
    ...BIG,
    scale: 1.42,
    baseRadius: 0.48,
    girth: 1.05,
    lean: 0.05,
    head: 'tree',
    arms: ['branch', 'branch'],
    kit: 'none',
    pads: 0,
    extras: ['leaves', 'bark'],
  },
  // A skaven grown huge: hunched, claws forward, snout and tail.
  ratogre: {
    ...BIG,
    scale: 1.58,
    lean: 0.42,
    head: 'rat',
    arms: ['claw', 'claw'],
    kit: 'claws',
    extras: ['tail'],
  },
  // A huge lizard: a long snout, spikes down the back, a thick tail and a club.
  kroxigor: {
    ...BIG,
    lean: 0.4,
    head: 'lizard',
    arms: ['club', 'wide'],
    kit: 'club',
    extras: ['thickTail', 'backSpikes'],
  },
  // Wrapped in bandages, arms out in front.
  mummy: {
    ...BIG,
    lean: 0.12,
    head: 'wrapped',
    arms: ['forward', 'forward'],
    kit: 'none',
    extras: ['bandages'],
  },
  // The Beast of Nurgle is built on its own (creatures.ts); this is its size.
  beast: { ...BIG, scale: 1.3, baseRadius: 0.48 },
  // Stitched together, bolts in the neck.
  golem: { ...BIG, lean: 0.15, head: 'golem', arms: ['wide', 'wide'], kit: 'none', extras: ['bolts'] },
  // Four-legged creatures and machines (creatures.ts); the humanoid fields are unused.
  centaur: { ...PERSON, baseRadius: 0.44 },
  boar: { ...PERSON, baseRadius: 0.38 },
  fox: { ...PERSON, baseRadius: 0.32 },
  roller: { ...PERSON, baseRadius: 0.46 },
}
