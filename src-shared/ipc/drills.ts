// The drills part of the contract: the list of drills and a started drill (a hosted game plus its steps).
import { z } from 'zod'
import type { DrillGoal, DrillText } from '../drills/schema'
import type { RulesetId } from '../engine/api'
import type { NewGameResult } from './requests'

export const drillIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{3,48}$/, 'a drill id is lower-case letters, digits and dashes')

export interface DrillSummary {
  readonly id: string
  readonly ruleset: RulesetId
  readonly order: number
  readonly title: DrillText
  readonly summary: DrillText
  readonly steps: number
}

/** A step as the screen shows it (the tests' solutions stay in main). Pieces are named as in `pieces`. */
export interface DrillStepInfo {
  readonly rule: string
  readonly text: DrillText
  readonly highlight?: {
    readonly squares?: readonly (readonly [number, number])[]
    readonly pieces?: readonly string[]
  }
  readonly goal: DrillGoal
  readonly fail?: readonly DrillGoal[]
}

export interface StartedDrill extends NewGameResult {
  /** The drill as listed (its `steps` here are the steps themselves, not their count). */
  readonly drill: Omit<DrillSummary, 'steps'> & {
    readonly steps: readonly DrillStepInfo[]
    readonly success: DrillText
    readonly failure: DrillText
  }
  /** The drill's piece names → engine piece ids in this game. */
  readonly pieces: Readonly<Record<string, number>>
  /** Drill games are not saved (a scenario position is not a setup the saves can record). */
  readonly saved: false
}
