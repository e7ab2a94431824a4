// The set-ups the Cross Check scenarios share: a default scenario (home to move, the puck far away), the
// actions by name, and the usual positions. New scenario files build on these to stay short.

import type { Action } from '@shared/engine/api'
import { a, h, type Scenario, type ScenarioPlayer } from '@shared/rules/crosscheck/scenario'

/** A loose puck out of everyone's way. */
export const FAR_PUCK = { x: 20, y: 2 } as const
/** A loose puck within one square of a check at 10,7 -> 11,7 (so no roughing). */
export const NEAR_PUCK = { x: 12, y: 6 } as const
/** An away player far from everything (the away side has someone on the ice). */
export const FAR_AWAY: ScenarioPlayer = { id: a(1), x: 3, y: 13 }

export const at = (id: number, x: number, y: number, prone = false): ScenarioPlayer => ({ id, x, y, prone })

export const skate = (player: number): Action => ({ type: 'skate', player })
export const step = (x: number, y: number): Action => ({ type: 'step', x, y })
export const hold = (player: number): Action => ({ type: 'hold', player })
export const check = (player: number): Action => ({ type: 'check', player })
export const push = (square: number): Action => ({ type: 'push', square })
export const chooseDie = (die: number): Action => ({ type: 'choose-die', die })
export const pass = (x: number, y: number): Action => ({ type: 'pass', x, y })
export const shoot = (y = 7): Action => ({ type: 'shoot', x: 25, y })
export const blockPuck = (player: number, x: number, y: number): Action => ({
  type: 'block-puck',
  player,
  x,
  y,
})
export const TAKE: Action = { type: 'take' }
export const STOP: Action = { type: 'stop' }
export const FOLLOW: Action = { type: 'follow' }
export const STAY: Action = { type: 'stay' }
export const END_TURN: Action = { type: 'end-turn' }
export const GOALIE_STAY: Action = { type: 'goalie-stay' }
export const NO_BLOCK: Action = { type: 'no-block' }
/** The owning coach's answers to a failed roll (cc-interp: skills — a re-roll is his choice). */
export const REROLL_SKILL: Action = { type: 'reroll', source: 'skill' }
export const REROLL_PRO: Action = { type: 'reroll', source: 'pro' }
export const NO_REROLL: Action = { type: 'no-reroll' }
/** LRB6 Juggernaut: Both Down taken as Pushed (true) or as rolled (false). */
export const juggernaut = (use: boolean): Action => ({ type: 'use-skill', use })

/** Checker h(i) at 10,7 face to face with a(j) at 11,7, the puck beside them. */
export const faceToFace = (checker: number, target: number): ScenarioPlayer[] => [
  at(checker, 10, 7),
  at(target, 11, 7),
]

/** h(0) at 10,7 carrying the puck at 11,7 (east), an away player far off. */
export const CARRIER = { players: [at(h(0), 10, 7), FAR_AWAY], puck: { x: 11, y: 7, carrier: h(0) } } as const

/** h(0) at 21,7 about to shoot with the puck at 22,7. */
export const SHOOTER = { players: [at(h(0), 21, 7)], puck: { x: 22, y: 7, carrier: h(0) } } as const

type Given = Partial<Scenario> & Pick<Scenario, 'name' | 'source' | 'players'>

/** A scenario with the defaults filled in: home to move, the puck far away, no dice, no actions, no checks. */
export function scenario(given: Given): Scenario {
  return { active: 0, puck: FAR_PUCK, dice: [], actions: [], expect: {}, ...given }
}
