// Skills that act on a casualty: LRB6 Decay (the victim's casualty is made worse) and LRB6 Nurgle's Rot (a player
// the Rotter kills is infected). Called from the injury roll (injury.ts) and the foul (foul.ts).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { InjuryResult } from '../data/injuryTable'
import {
  F_REGEN_ROLLED,
  G_ACTIVE,
  G_INFECTED,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  S_DEAD,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { emit, type ClassicState } from '../state'
import { injuryFor } from './injury'

const DECAYING = rulesWith((r) => r.worseCasualty)
const ROTTERS = rulesWith((r) => r.infectsVictims)
const REGENERATORS = rulesWith((r) => r.regeneratesOn !== undefined)

/** How bad an injury result is; 2 and more are casualties (002: 10-12 to the Dead & Injured box). */
const SEVERITY: Record<InjuryResult, number> = {
  stunned: 0,
  ko: 1,
  'badly-hurt': 2,
  'serious-injury': 3,
  dead: 4,
}

/**
 * LRB6 Decay — "roll twice on the Casualty table and apply both results". 002's injury table has no casualty table
 * (rulings.md), so a casualty he suffers makes the injury roll again (2D6 + the same modifier) and the worse of the
 * two casualties stands (docs/rules/classic-interpretations.md). Anything less than a casualty is not rolled again.
 */
export function decayed(s: ClassicState, p: number, result: InjuryResult, modifier: number): InjuryResult {
  if (SEVERITY[result] < 2 || !hasAnyOf(s, p, DECAYING)) return result
  const dice = [roll(s.m, 6), roll(s.m, 6)]
  const again = injuryFor(s, p, dice[0] + dice[1] + modifier)
  const worse = SEVERITY[again] > SEVERITY[result] ? again : result
  if (s.events) {
    emit(s, {
      type: 'roll',
      purpose: 'decay',
      player: p,
      dice,
      modifiers: [{ reason: 'net', value: modifier }],
    })
    emit(s, { type: 'decay', player: p, first: result, second: again, result: worse })
  }
  return worse
}

/**
 * LRB6 Nurgle's Rot — an opponent killed by a Rotter during the Rotter's own Block, Blitz or Foul (his team's turn,
 * `by` the player who caused the injury) is infected; whether he becomes a Rotter is settled at the end of the
 * match, when Regeneration has had its roll (game.ts infectedPlayers).
 */
export function noteKill(s: ClassicState, victim: number, by: number): void {
  const w = s.m.w
  if (by < 0 || w[P_STATE + victim] !== S_DEAD || w[P_SIDE + by] === w[P_SIDE + victim]) return
  if (w[G_ACTIVE] !== w[P_SIDE + by] || !hasAnyOf(s, by, ROTTERS)) return
  set(s.m, G_INFECTED, w[G_INFECTED] | (1 << victim))
  if (s.events) emit(s, { type: 'infected', player: victim, by })
}

/**
 * LRB6 Nurgle's Rot — the infected players (of `side`, or of both with -1): killed by a Rotter and still dead, and
 * not waiting for a Regeneration roll (003: rolled before the next kick-off; one never made counts as saved).
 */
export function infectedPlayers(s: ClassicState, side = -1): number[] {
  const w = s.m.w
  const out: number[] = []
  if (w[G_INFECTED] === 0) return out
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (((w[G_INFECTED] >>> p) & 1) === 0 || w[P_STATE + p] !== S_DEAD) continue
    if (side >= 0 && w[P_SIDE + p] !== side) continue
    if (hasAnyOf(s, p, REGENERATORS) && (w[P_FLAGS + p] & F_REGEN_ROLLED) === 0) continue
    out.push(p)
  }
  return out
}
