// cc-interp: skills — the Classic skills that act on the ice, read from Classic's skill table (never copied): which
// ones act is data (ICE_SKILLS); their numbers (Mighty Blow +1, Claw +2, Thick Skull 4+ ...) come from the table.

import { SKILL_RULES } from '../classic/skillTable'
import type { SkillRule } from '../classic/skillRule'
import { P_STR } from './layout'
import type { CrossCheckState } from './state'

/** Classic skills that act in Cross Check (docs/rules/cross-check-interpretations.md, "Skills on the ice"). */
export const ICE_SKILLS: ReadonlySet<string> = new Set([
  'block',
  'dodge',
  'tackle',
  'mighty-blow',
  'claw',
  'razor-sharp-fangs',
  'thick-skull',
  'stunty',
  'horns',
  'stand-firm',
  'sure-hands',
  'regeneration',
  'break-tackle',
  'frenzy',
])

const RULES = new Map(SKILL_RULES.map((r) => [r.id, r]))

export function hasSkill(s: CrossCheckState, p: number, skill: string): boolean {
  return s.meta.players[p]?.skills.includes(skill) === true
}

/** The player's Classic rules for the skills that act on the ice. */
function iceRules(s: CrossCheckState, p: number): SkillRule[] {
  const out: SkillRule[] = []
  for (const id of s.meta.players[p]?.skills ?? []) {
    const r = RULES.get(id)
    if (r && ICE_SKILLS.has(id)) out.push(r)
  }
  return out
}

function total(s: CrossCheckState, p: number, value: (r: SkillRule) => number | undefined): number {
  if (p < 0) return 0
  const st = s.m.w[P_STR + p]
  let sum = 0
  // 003: Mighty Blow — "may not be used by players with a strength of 2 or less".
  for (const r of iceRules(s, p)) if (r.minStrength === undefined || st >= r.minStrength) sum += value(r) ?? 0
  return sum
}

/** 003: Mighty Blow, Claw — the bonus to the armour roll of a player `by` knocks down or boards (-1: nobody). */
export const armourBonusBy = (s: CrossCheckState, by: number): number => total(s, by, (r) => r.armourModifier)

/** 003: Mighty Blow, Razor Sharp Fangs (by `by`), Stunty (on the victim, [JJ] +1) — added to the injury roll. */
export const injuryBonus = (s: CrossCheckState, by: number, victim: number): number =>
  total(s, by, (r) => r.injuryModifier) + total(s, victim, (r) => r.injuredModifier)

/** 003: Thick Skull — the D6 that turns a KO into Stunned (0: none). */
export const koSaveOn = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.koSaveOn)

/** 003: Horns — strength bonus on a check (cc-interp: a check is a blitz, always after skating). */
export const checkStrengthBonus = (s: CrossCheckState, p: number): number =>
  total(s, p, (r) => r.blitzStrength)

/** 003: Tackle — the opponent's Dodge does not work against a player with Tackle. */
export function dodgeWorks(s: CrossCheckState, p: number, against: number): boolean {
  return hasSkill(s, p, 'dodge') && !iceRules(s, against).some((r) => r.cancels?.includes('dodge'))
}

/** 003: Stand Firm — never pushed back by a check. */
export const standsFirm = (s: CrossCheckState, p: number): boolean => iceRules(s, p).some((r) => r.standFirm)

/** 002: Sure Hands — re-rolls a failed pick-up; on the ice the take and puck-control rolls (cc-interp: skills). */
export const rerollsPuckControl = (s: CrossCheckState, p: number): boolean =>
  iceRules(s, p).some((r) => r.rerolls?.includes('pickup'))

/** 003: Regeneration — the D6 on which a casualty regenerates to the bench (0: none). */
export const regeneratesOn = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.regeneratesOn)

/** 003: Break Tackle — dodges (on the ice: hold rolls) with the better of ST and AG. */
export const holdsWithStrength = (s: CrossCheckState, p: number): boolean =>
  iceRules(s, p).some((r) => r.dodgesWithStrength)
