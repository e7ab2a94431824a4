// The animation plan: what moves where and when between two views. Plain data in board squares (fractional
// squares allowed) and seconds, so planning and sampling are unit-tested without WebGL; the Animator turns a
// sampled frame into world transforms.
import type { Pose } from '../pieces/placement'

/** A piece at rest: its square, how it lies, and its scale (0 = off the pitch, 1 = on it). */
export interface PieceKey {
  readonly x: number
  readonly y: number
  readonly pose: Pose
  readonly scale: 0 | 1
}

export type PieceMotion =
  'hop' | 'push' | 'fly' | 'fall' | 'rise' | 'turn-over' | 'enter' | 'leave' | 'settle'

/** One piece going from one rest to the next; `arc` is the peak height (world units) of its path. */
export interface PieceSegment {
  readonly id: number
  readonly motion: PieceMotion
  readonly start: number
  readonly duration: number
  readonly from: PieceKey
  readonly to: PieceKey
  readonly arc: number
}

/**
 * A ball (or the puck) at rest: on its square, or held by `carrier`. `attached` = drawn on the carrier's base
 * (Cross Check's puck stays on its own square beside the carrier, so it is never attached).
 */
export interface BallKey {
  readonly x: number
  readonly y: number
  readonly carrier: number | null
  readonly attached: boolean
  readonly visible: boolean
}

export type BallMotion = 'bounce' | 'pass' | 'kick' | 'slide' | 'catch' | 'appear' | 'vanish' | 'settle'

export interface BallSegment {
  /** Index into the view's `balls`. */
  readonly ball: number
  readonly motion: BallMotion
  readonly start: number
  readonly duration: number
  readonly from: BallKey
  readonly to: BallKey
  readonly arc: number
}

/** The dice kinds drawn on the table. */
export type DieKind = 'd6' | 'd8' | 'block' | 'blitz-block'

/** One die of a roll: its kind and the face that ends up (1-based, as the engine rolled it). */
export interface DieFace {
  readonly kind: DieKind
  readonly face: number
}

/** A roll shown on the table: dice tumble in from `start` for `duration`, then lie still until the next roll. */
export interface DiceRoll {
  readonly start: number
  readonly duration: number
  readonly purpose: string
  readonly player: number | null
  readonly success: boolean | null
  readonly dice: readonly DieFace[]
  /** Seeds the tumble's path, so a roll always tumbles the same way. */
  readonly seed: number
}

/** A short highlight on a touchdown or a goal, at a square. */
export interface Highlight {
  readonly kind: 'touchdown' | 'goal'
  readonly side: 0 | 1
  readonly x: number
  readonly y: number
  readonly start: number
  readonly duration: number
}

export interface AnimationPlan {
  readonly duration: number
  /** Every piece drawn during the plan (on the pitch before or after), at its rest before the plan. */
  readonly startPieces: ReadonlyMap<number, PieceKey>
  readonly startBalls: readonly BallKey[]
  /** Per piece, its segments in time order (never overlapping). */
  readonly pieces: ReadonlyMap<number, readonly PieceSegment[]>
  /** Per ball index, its segments in time order (never overlapping). */
  readonly balls: readonly (readonly BallSegment[])[]
  readonly rolls: readonly DiceRoll[]
  readonly highlights: readonly Highlight[]
}

export interface AnimationOptions {
  /** 1 = normal; 2 = twice as fast. Clamped to 0.1..10. */
  readonly speed: number
  /** No motion: the plan is empty and the table jumps to the next view (the last roll's dice lie settled). */
  readonly skip: boolean
}

/** A piece in a sampled frame. `blend` runs 0..1 from `fromPose` to `pose`. */
export interface PieceFrame {
  readonly id: number
  readonly x: number
  readonly y: number
  readonly lift: number
  readonly pose: Pose
  readonly fromPose: Pose
  readonly blend: number
  readonly scale: number
  /** Moving now (so the Animator only rewrites what changed). */
  readonly moving: boolean
}

export interface BallFrame {
  readonly x: number
  readonly y: number
  readonly lift: number
  readonly carrier: number | null
  readonly attached: boolean
  readonly visible: boolean
}

export interface Frame {
  readonly t: number
  readonly pieces: readonly PieceFrame[]
  readonly balls: readonly BallFrame[]
  /** The roll on the table at t (index into plan.rolls) and how far its tumble has gone (0..1); -1 = none yet. */
  readonly roll: number
  readonly rollProgress: number
  readonly highlights: readonly { readonly index: number; readonly progress: number }[]
}
