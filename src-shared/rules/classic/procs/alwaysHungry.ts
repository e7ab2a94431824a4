// not in the seeds (LRB6 Always Hungry, Trolls and Ogres): when he throws a team-mate, after he has moved and
// before the throw, a D6: 2+ the throw goes on; on a 1 he tries to eat the team-mate — a second D6, 1 swallows him
// (dead, no Regeneration; a ball he held scatters once from his square; a turnover), 2-6 he squirms free and the
// throw counts as fumbled. docs/rules/classic-interpretations.md: the first die is re-rolled like any of his rolls
// (the shared roll step: team re-roll, Pro); the second is not.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { F_REGEN_ROLLED, G_TURNOVER, P_FLAGS, P_STATE, P_X, P_Y, S_DEAD } from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { ROLL_KINDS } from './roll'
import { emit, removeFromPitch, type ClassicState } from '../state'

const HUNGRY = rulesWith((r) => r.alwaysHungry)

/** LRB6 Always Hungry: the throw goes on when the first D6 is this or more. */
export const HUNGER_SAFE_ON = 2
/** LRB6 Always Hungry: on the second D6, this or less and the team-mate is eaten. */
export const EATEN_ON = 1

/** What the eating roll left: the team-mate squirmed free (a fumble), or he was eaten. */
export const HUNGER_FUMBLE = 1
export const HUNGER_EATEN = 2

export function isAlwaysHungry(s: ClassicState, p: number): boolean {
  return hasAnyOf(s, p, HUNGRY)
}

/** The shared roll step's kind for the hunger D6 (team re-roll and Pro apply, as to any roll of his). */
export const RK_HUNGER = ROLL_KINDS.indexOf('always-hungry')

/**
 * The hunger D6 came back a failure (a 1): he tries to eat the team-mate — a second D6, not re-rolled. On
 * HUNGER_EATEN the team-mate is gone and the turn is over (the caller pops its frame, then bounces a ball he held);
 * on HUNGER_FUMBLE the caller fumbles the throw.
 */
export function eatRoll(s: ClassicState, thrower: number, thrown: number): number {
  const eat = roll(s.m, 6)
  const eaten = eat <= EATEN_ON
  // success: the team-mate squirms free.
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'always-hungry-eat',
      player: thrown,
      dice: [eat],
      target: EATEN_ON + 1,
      success: !eaten,
    })
  if (!eaten) {
    if (s.events) emit(s, { type: 'squirms-free', player: thrown, thrower })
    return HUNGER_FUMBLE
  }
  const w = s.m.w
  const x = w[P_X + thrown]
  const y = w[P_Y + thrown]
  removeFromPitch(s, thrown)
  set(s.m, P_STATE + thrown, S_DEAD)
  // LRB6: "without opportunity for recovery (Apothecaries, Regeneration or anything else cannot be used)".
  set(s.m, P_FLAGS + thrown, w[P_FLAGS + thrown] | F_REGEN_ROLLED)
  set(s.m, G_TURNOVER, 1)
  if (s.events) emit(s, { type: 'eaten', player: thrown, thrower, x, y })
  if (s.events) emit(s, { type: 'injury', player: thrown, result: 'dead' })
  return HUNGER_EATEN
}
