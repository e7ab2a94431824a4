// The chances of the ball's flights, before they are tried: a throw (accurate, not intercepted, caught), an
// interception roll, a bomb, a thrown team-mate's landing and a hand-off — for the probability service and the
// pass-aiming read-out (passInfo.ts).

import { CATCH } from './data/modifiers'
import { P_X, P_Y } from './layout'
import { catchModifier } from './procs/ball'
import { bandOf, interceptionModifier, interceptionStands, interceptors, passModifier } from './procs/pass'
import { RK_CATCH, RK_INTERCEPTION, RK_LANDING, RK_PASS, teamRerollAvailable } from './procs/roll'
import { HUNGER_SAFE_ON, RK_HUNGER, isAlwaysHungry } from './procs/alwaysHungry'
import { hasNoHands } from './procs/noHands'
import { animosityChance } from './procs/animosity'
import { landingModifier, throwBandAllowed, throwTeamMateModifier } from './procs/throwTeamMate'
import { agilityNeed, need, sequenceChance } from './rollNeeds'
import { occupant, sideOf, type ClassicState } from './state'

/** Chance that `q` makes his interception roll (002: -2, his tackle zones, skills; no re-roll counted). */
export function interceptionChance(s: ClassicState, q: number): number {
  return sequenceChance([agilityNeed(s, RK_INTERCEPTION, q, interceptionModifier(s, q))], false)
}

/** Chance that a throw to (tx, ty) is accurate, not intercepted, and caught by the player there. */
export function throwProbability(s: ClassicState, thrower: number, tx: number, ty: number): number {
  const w = s.m.w
  const band = bandOf(w[P_X + thrower], w[P_Y + thrower], tx, ty)
  if (band < 0) return 0
  // The opposing coach picks his best interceptor; the interception is rolled before the pass (rulings.md).
  let intercept = 0
  for (const q of interceptors(s, thrower, tx, ty)) intercept = Math.max(intercept, interceptionChance(s, q))
  const receiver = occupant(s, tx, ty)
  if (receiver >= 0 && hasNoHands(s, receiver)) return 0 // not in the seeds (LRB6 No Hands): never caught
  const rolls = [agilityNeed(s, RK_PASS, thrower, passModifier(s, thrower, band))]
  if (receiver >= 0)
    rolls.push(agilityNeed(s, RK_CATCH, receiver, catchModifier(s, receiver, CATCH.accuratePass)))
  return (
    // 003: Safe Throw cancels a successful interception on 2+.
    (1 - intercept * interceptionStands(s, thrower)) *
    (receiver >= 0 ? sequenceChance(rolls, teamRerollAvailable(s, sideOf(s, thrower))) : 0) *
    animosityChance(s, thrower, receiver) // LRB6 Animosity
  )
}

/**
 * Not in the seeds (LRB6 Bombardier): chance that a bomb thrown at (tx, ty) is not intercepted and comes down there
 * accurately (the pass roll, with its re-rolls; no Safe Throw for a bomb: interpretations).
 */
export function bombProbability(s: ClassicState, thrower: number, tx: number, ty: number): number {
  const w = s.m.w
  const band = bandOf(w[P_X + thrower], w[P_Y + thrower], tx, ty)
  if (band < 0) return 0
  let intercept = 0
  for (const q of interceptors(s, thrower, tx, ty))
    intercept = Math.max(intercept, agilityNeed(s, RK_INTERCEPTION, q, interceptionModifier(s, q)).p)
  const pass = agilityNeed(s, RK_PASS, thrower, passModifier(s, thrower, band))
  return (1 - intercept) * sequenceChance([pass], teamRerollAvailable(s, sideOf(s, thrower)))
}

/**
 * Chance that throwing team-mate `thrown` to (tx, ty) is accurate and he lands on his feet there (004: Throwing
 * teammates; no interception; the Pass skill and the team re-roll apply to the throw, the team re-roll to the landing).
 */
export function throwTeamMateProbability(
  s: ClassicState,
  thrower: number,
  thrown: number,
  tx: number,
  ty: number,
): number {
  const w = s.m.w
  const band = bandOf(w[P_X + thrower], w[P_Y + thrower], tx, ty)
  if (!throwBandAllowed(s, band)) return 0
  const rolls = [
    agilityNeed(s, RK_PASS, thrower, throwTeamMateModifier(s, thrower, band)),
    agilityNeed(s, RK_LANDING, thrown, landingModifier(s, thrown, tx, ty, true)),
  ]
  // not in the seeds (LRB6 Always Hungry): first a 2+ on his hunger D6, which the re-rolls may retake too.
  if (isAlwaysHungry(s, thrower)) rolls.unshift(need(s, RK_HUNGER, thrower, HUNGER_SAFE_ON))
  return sequenceChance(rolls, teamRerollAvailable(s, sideOf(s, thrower)))
}

export function handOffProbability(s: ClassicState, from: number, to: number): number {
  if (hasNoHands(s, to)) return 0 // not in the seeds (LRB6 No Hands): never caught
  const r = agilityNeed(s, RK_CATCH, to, catchModifier(s, to, CATCH.accuratePass))
  // LRB6 Animosity: he may refuse a team-mate of another race first.
  return sequenceChance([r], teamRerollAvailable(s, sideOf(s, from))) * animosityChance(s, from, to)
}
