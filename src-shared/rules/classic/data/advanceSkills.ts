// The skills a Classic player may learn by advancement (a league option; docs/rules/league-carry-over.md point 5).
// No seed prints an advancement table or says which skills a player may take. 003 sorts its skills into General,
// Agility, Strength, Passing, Physical Abilities and Negative skills, and speaks of Physical Abilities as *gained*
// mutations ("players who have gained the mutation Regenerate", "Players who have gained the physical skill Stunty"),
// not skills a coach picks. The app's reading: an advance is any skill of 003's (or 002's basic) General, Agility,
// Strength or Passing skills that the player does not have yet, one per advance; never a Physical Ability, a Negative
// skill or a skill no seed defines (Juggernaut, the weapons); no characteristic increases (no seed grounds them).
import { SKILLS, type SkillCategory } from './skills'

/** 003's categories an advance may come from, in 003's order. */
export const ADVANCE_CATEGORIES: readonly SkillCategory[] = ['general', 'agility', 'strength', 'passing']

/** The most advances a player can have: one per level past Rookie (leagues/advancement.ts: Legend is the sixth). */
export const MAX_ADVANCES = 6

/** Every skill an advance may be, in the skill list's order (003's categories, then within each its order). */
export const ADVANCE_SKILLS: readonly string[] = Object.freeze(
  SKILLS.filter((s) => s.source !== 'not in the seeds' && ADVANCE_CATEGORIES.includes(s.category)).map(
    (s) => s.id,
  ),
)

const ALLOWED = new Set(ADVANCE_SKILLS)

/** Whether a skill id may be taken as an advance (by anyone who does not have it yet). */
export function isAdvanceSkill(id: string): boolean {
  return ALLOWED.has(id)
}

/** The skills a player with these skills may take as his next advance, in the skill list's order. */
export function advanceChoices(skills: readonly string[]): string[] {
  const has = new Set(skills)
  return ADVANCE_SKILLS.filter((id) => !has.has(id))
}
