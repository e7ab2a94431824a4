// The team's one re-roll of a team turn (004: Reroll's), offered and spent in one place for every roll that may use
// it (roll.ts for the D6 rolls, block.ts for the block dice). 003 Leader adds a second counter to spend it from;
// LRB6 Loner makes a team re-roll for him a gamble. The probability service asks the same questions.

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { A_REROLL, code } from '../actions'
import {
  F_MISSES_MATCH,
  G_ACTIVE,
  G_LEADER0,
  G_RR0,
  G_RR_USED,
  P_FLAGS,
  P_STATE,
  P_X,
  S_ABSENT,
  S_DEAD,
  TEAM_SIZE,
} from '../layout'
import { hasAnyOf, hasSkillBit, rulesWith } from '../skills'
import { emit, type ClassicState } from '../state'

/** Re-roll sources in the `reroll` action's x (actions.ts REROLL_SOURCES): the team counter and 003's Leader one. */
export const SOURCE_TEAM = 0
export const SOURCE_LEADER = 2

const LEADERS = rulesWith((r) => r.leader)
const LONERS = rulesWith((r) => r.teamRerollGate !== undefined)

/** 003: Leader — "may only be used if a player with the Leader skill is on the playing field (standing or prone)". */
export function leaderOnPitch(s: ClassicState, side: number): boolean {
  const w = s.m.w
  // Only standing, prone and stunned players have a square.
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++)
    if (w[P_X + p] >= 0 && hasAnyOf(s, p, LEADERS)) return true
  return false
}

/** Whether the side may use its team re-roll now, from the team counter or the Leader counter. */
export function teamRerollAvailable(s: ClassicState, side: number): boolean {
  const w = s.m.w
  if (w[G_ACTIVE] !== side || w[G_RR_USED] !== 0) return false
  return w[G_RR0 + side] > 0 || (w[G_LEADER0 + side] > 0 && leaderOnPitch(s, side))
}

/** The `reroll` codes the side may play now: the team counter, the Leader counter, or both (the coach chooses). */
export function teamRerollCodes(s: ClassicState, side: number, out: number[]): void {
  const w = s.m.w
  if (w[G_ACTIVE] !== side || w[G_RR_USED] !== 0) return
  if (w[G_RR0 + side] > 0) out.push(code(A_REROLL, 0, SOURCE_TEAM))
  if (w[G_LEADER0 + side] > 0 && leaderOnPitch(s, side)) out.push(code(A_REROLL, 0, SOURCE_LEADER))
}

/** LRB6 Loner — the D6 a team re-roll for this player must reach, 0 when he is no Loner. */
export function lonerGate(s: ClassicState, p: number): number {
  let gate = 0
  for (let i = 0; i < LONERS.length; i++)
    if (hasSkillBit(s, p, LONERS[i].bit)) gate = Math.max(gate, LONERS[i].teamRerollGate!)
  return gate
}

/** Chance that a team re-roll for this player goes ahead (LRB6 Loner: 4+, so one half), 1 for anybody else. */
export function teamRerollChance(s: ClassicState, p: number): number {
  const gate = lonerGate(s, p)
  return gate === 0 ? 1 : (7 - gate) / 6
}

/**
 * Spends the side's re-roll of the turn from `source` for `player`'s roll. Returns false when the re-roll does
 * not go ahead (LRB6 Loner: "On a roll of 1-3 the original result stands"; the re-roll is spent all the same).
 */
export function spendTeamReroll(s: ClassicState, side: number, player: number, source: number): boolean {
  if (source === SOURCE_LEADER) add(s.m, G_LEADER0 + side, -1)
  else add(s.m, G_RR0 + side, -1)
  set(s.m, G_RR_USED, 1) // 003 Leader: "used in exactly the same way as a Team Re-Roll counter" — one a turn
  if (s.events)
    emit(s, { type: 'reroll', source: source === SOURCE_LEADER ? 'leader' : 'team', side, player })
  const gate = lonerGate(s, player)
  if (gate === 0) return true
  const die = roll(s.m, 6)
  const ok = die >= gate
  if (s.events) emit(s, { type: 'roll', purpose: 'loner', player, dice: [die], target: gate, success: ok })
  return ok
}

/**
 * 003: Leader — "take a Leader Re-Roll counter at the start of the match and at half time ... A team may only
 * ever have one": the counter is set (not added) at the start of each half when a Leader plays for the team.
 */
export function takeLeaderCounters(s: ClassicState): void {
  const w = s.m.w
  for (let side = 0; side < 2; side++) {
    let has = 0
    for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) {
      const st = w[P_STATE + p]
      // A dead Leader, or one out of the match (003 Sappy, LRB6 Secret Weapon), is no longer in the team.
      if (st === S_ABSENT || st === S_DEAD || (w[P_FLAGS + p] & F_MISSES_MATCH) !== 0) continue
      if (hasAnyOf(s, p, LEADERS)) has = 1
    }
    if (w[G_LEADER0 + side] !== has) set(s.m, G_LEADER0 + side, has)
    if (has && s.events) emit(s, { type: 'leader-reroll', side })
  }
}
