// cc-interp: big-guys — the big-guy traits act as in Classic at the start of a skate (the ice's only action
// declaration): Bone-head, Really Stupid, Wild Animal and Take Root roll a D6 with Classic's numbers (read from
// Classic's skill table, never copied). A failure loses the move (Bone-head and Really Stupid also lose his stick
// zone until a passed roll or he leaves the ice; Take Root roots him: no skating, never pushed, until he goes
// down or leaves the ice). Loner does nothing: there are no team re-rolls on the ice.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { SkillRule } from '../../classic/skillRule'
import { F_NO_ZONE, F_ROOTED, P_FLAGS, P_SIDE, P_X, P_Y, PS_STANDING, P_STATE, TEAM_MAX } from '../layout'
import { hasSkill, iceRules } from '../skills'
import { emit, type CrossCheckState } from '../state'

const declarations = (s: CrossCheckState, p: number): SkillRule[] =>
  iceRules(s, p).filter((r) => r.declaration !== undefined)

/** LRB6 Really Stupid — a standing team-mate next to him without the same trait helps. */
function helped(s: CrossCheckState, p: number, skill: string): boolean {
  const w = s.m.w
  const side = w[P_SIDE + p]
  for (let i = 0; i < TEAM_MAX; i++) {
    const q = side * TEAM_MAX + i
    if (q === p || w[P_X + q] < 0 || w[P_STATE + q] !== PS_STANDING || hasSkill(s, q, skill)) continue
    if (Math.max(Math.abs(w[P_X + q] - w[P_X + p]), Math.abs(w[P_Y + q] - w[P_Y + p])) === 1) return true
  }
  return false
}

/** The chance `p` passes his declaration rolls (1 without traits; a rooted player's Take Root is not rolled). */
export function declarationChance(s: CrossCheckState, p: number): number {
  let chance = 1
  for (const r of declarations(s, p)) {
    if (r.declaration!.onFail === 'root' && (s.m.w[P_FLAGS + p] & F_ROOTED) !== 0) continue
    const need = Math.max(
      2,
      r.declaration!.target - (helped(s, p, r.id) ? (r.declaration!.helperBonus ?? 0) : 0),
    )
    chance *= (7 - need) / 6
  }
  return chance
}

/**
 * The rolls as `p` starts a move; false when the move is lost. Wild Animal's +2 for a declared block or blitz
 * never applies: a skate is declared before anyone knows whether it ends in a check (cc-interp: big-guys).
 */
export function declarationRolls(s: CrossCheckState, p: number): boolean {
  for (const r of declarations(s, p)) {
    const d = r.declaration!
    if (d.onFail === 'root' && (s.m.w[P_FLAGS + p] & F_ROOTED) !== 0) continue // already rooted: nothing to roll
    const die = roll(s.m, 6)
    const bonus = d.helperBonus !== undefined && helped(s, p, r.id) ? d.helperBonus : 0
    const ok = die !== 1 && die + bonus >= d.target
    emit(s, { type: 'roll', purpose: r.id, player: p, dice: [die], target: d.target, success: ok })
    if (ok) {
      if (d.onFail === 'lose-zones') set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] & ~F_NO_ZONE)
      continue
    }
    if (d.onFail === 'lose-zones') set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_NO_ZONE)
    if (d.onFail === 'root') {
      set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_ROOTED)
      continue // rooted, he may still do all but skate and check
    }
    return false
  }
  return true
}

export const rooted = (s: CrossCheckState, p: number): boolean => (s.m.w[P_FLAGS + p] & F_ROOTED) !== 0
export const zoneless = (s: CrossCheckState, p: number): boolean => (s.m.w[P_FLAGS + p] & F_NO_ZONE) !== 0
