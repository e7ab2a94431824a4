// 001: Re-rolling Dice — who may re-roll what: an ability (Offensive Specialist: Block dice; Expert Passer: a
// failed Throw Check), the Raw Talent Bonus Play (Armour Check, Throw Check or Block dice), the Rookies to Watch
// card (the same, once a game). Only a coach's own rolls, and never a roll that was already re-rolled.

import { set } from '../../../engine/memory'
import { A_NO_REROLL, A_REROLL, code, nOf, REROLL_SOURCES } from '../actions'
import { B_KIND, G_ROOKIES } from '../layout'
import { ballOf } from '../geometry'
import { emit, type BlitzState } from '../state'
import { playable, playBonus } from './bonus'

export const RR_ABILITY = 0
export const RR_RAW_TALENT = 1
export const RR_ROOKIES = 2
export const RR_BALL = 3

/** The kind of ball a player holds (001: Blitz Bowl Balls), -1 when none. */
export function heldKind(s: BlitzState, p: number): number {
  const b = ballOf(s, p)
  return b < 0 ? -1 : s.m.w[B_KIND + b]
}

/** Appends the re-roll choices `side` has (and "no re-roll" when there is any); returns how many sources. */
export function rerollChoices(
  s: BlitzState,
  side: number,
  ability: boolean,
  out: number[],
  ball = false,
): number {
  const n = out.length
  if (ability) out.push(code(A_REROLL, -1, -1, -1, -1, RR_ABILITY))
  if (ball) out.push(code(A_REROLL, -1, -1, -1, -1, RR_BALL))
  if (playable(s, side, 'raw-talent') >= 0) out.push(code(A_REROLL, -1, -1, -1, -1, RR_RAW_TALENT))
  if (s.m.w[G_ROOKIES + side] === 1) out.push(code(A_REROLL, -1, -1, -1, -1, RR_ROOKIES))
  const sources = out.length - n
  if (sources > 0) out.push(code(A_NO_REROLL))
  return sources
}

export function hasRerollChoice(s: BlitzState, side: number, ability: boolean, ball = false): boolean {
  return ability || ball || playable(s, side, 'raw-talent') >= 0 || s.m.w[G_ROOKIES + side] === 1
}

/** Spends the source of a re-roll code (a Bonus Play card, the Rookies card) and says so. */
export function useReroll(s: BlitzState, side: number, c: number, player: number, ability: string): void {
  const source = nOf(c)
  if (source === RR_RAW_TALENT) playBonus(s, side, 'raw-talent')
  if (source === RR_ROOKIES) set(s.m, G_ROOKIES + side, 0) // 001: Rookies to Watch — discarded after use
  emit(s, { type: 'reroll', source: source === RR_ABILITY ? ability : REROLL_SOURCES[source], player })
}
