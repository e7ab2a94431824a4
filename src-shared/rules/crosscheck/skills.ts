// cc-interp: skills — the Classic skills that act on the ice, read from Classic's skill table (never copied): which
// ones act is data (ICE_SKILLS); their numbers (Mighty Blow +1, Claw +2, Thick Skull 4+ ...) come from the table.

import { SKILL_RULES } from '../classic/skillTable'
import type { RollKind, SkillRule } from '../classic/skillRule'
import { G_PRO_USED, P_STR } from './layout'
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
  'pro',
  'dauntless',
  'jump-up',
  'side-step',
  'juggernaut',
  'strip-ball',
  'foul-appearance',
  'pass',
  'accurate',
  'strong-arm',
  'safe-throw',
  'nerves-of-steel',
  'bone-head',
  'really-stupid',
  'wild-animal',
  'take-root',
  'no-hands',
])

const RULES = new Map(SKILL_RULES.map((r) => [r.id, r]))

export function hasSkill(s: CrossCheckState, p: number, skill: string): boolean {
  return s.meta.players[p]?.skills.includes(skill) === true
}

const EMPTY: readonly SkillRule[] = Object.freeze([])
/** Per player meta (fixed once the game exists): his ice rules, worked out once (random play asks constantly). */
const cache = new WeakMap<object, readonly SkillRule[]>()

/** The player's Classic rules for the skills that act on the ice. */
export function iceRules(s: CrossCheckState, p: number): readonly SkillRule[] {
  const meta = s.meta.players[p]
  if (!meta) return EMPTY
  let out = cache.get(meta)
  if (!out) {
    out = meta.skills.flatMap((id) => {
      const r = RULES.get(id)
      return r && ICE_SKILLS.has(id) ? [r] : []
    })
    cache.set(meta, out)
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

/** `p`'s skill `skill`, unless `against` cancels it (003: Tackle cancels Dodge, Sure Hands cancels Strip Ball). */
export function skillWorks(s: CrossCheckState, p: number, skill: string, against: number): boolean {
  return (
    ICE_SKILLS.has(skill) &&
    hasSkill(s, p, skill) &&
    (against < 0 || !iceRules(s, against).some((r) => r.cancels?.includes(skill)))
  )
}

/** 003: Tackle — the opponent's Dodge does not work against a player with Tackle. */
export const dodgeWorks = (s: CrossCheckState, p: number, against: number): boolean =>
  skillWorks(s, p, 'dodge', against)

const any = (s: CrossCheckState, p: number, has: (r: SkillRule) => unknown): boolean =>
  p >= 0 && iceRules(s, p).some((r) => Boolean(has(r)))

/** LRB6 No Hands — he cannot hold a stick: never takes, steals or carries the puck (cc-interp: skills). */
export const handless = (s: CrossCheckState, p: number): boolean => any(s, p, (r) => r.noHands)

/** 003: Dauntless — before checking a stronger player, 2D6 above his strength matches it. */
export const isDauntless = (s: CrossCheckState, p: number): boolean => any(s, p, (r) => r.dauntless)

/** 003: Jump Up — stands up for free at the start of his move. */
export const jumpsUp = (s: CrossCheckState, p: number): boolean => any(s, p, (r) => r.freeStandUp)

/** 003: Side Step — his own coach picks where he is pushed, any empty square next to him. */
export const sideSteps = (s: CrossCheckState, p: number): boolean => any(s, p, (r) => r.sideStep)

/** LRB6 Juggernaut — on a blitz (every check) Both Down may count as Pushed. */
export const bothDownAsPush = (s: CrossCheckState, p: number): boolean =>
  any(s, p, (r) => r.bothDownAsPushOnBlitz)

/** LRB6 Juggernaut — on a blitz (every check) the target's Stand Firm does not work. */
export const beatsStandFirm = (s: CrossCheckState, p: number): boolean =>
  any(s, p, (r) => r.beatsStandFirmOnBlitz)

/** 003: Strip Ball — a carrier `p` pushes back loses the puck, unless his Sure Hands cancels it. */
export const strips = (s: CrossCheckState, p: number, victim: number): boolean =>
  any(s, p, (r) => r.stripsBall) && skillWorks(s, p, 'strip-ball', victim)

/** 003: Foul Appearance — the D6 a checker needs before checking `p` (0: none). */
export const repulsesOn = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.repulsesBlockersOn)

/** 003: Foul Appearance — the squares within which opponents pass at -1 (0: none). */
export const repelsWithin = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.repelsWithin)

/** 003: Accurate — added to his pass and shot rolls. */
export const passBonus = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.modifiers?.pass)

/** 003: Strong Arm — passing-template zones his pass or shot counts fewer (never below quick). */
export const zoneReduction = (s: CrossCheckState, p: number): number =>
  total(s, p, (r) => r.passBandReduction)

/** 003: Nerves of Steel — his pass and shot rolls ignore opposing stick zones. */
export const passIgnoresZones = (s: CrossCheckState, p: number): boolean =>
  any(s, p, (r) => r.ignoresTackleZonesOn?.includes('pass'))

/** 003: Safe Throw — a D6 of this or more cancels a successful block of his pass or shot (0: none). */
export const cancelsBlockOn = (s: CrossCheckState, p: number): number =>
  total(s, p, (r) => r.cancelsInterceptionOn)

/** 003: Stand Firm — never pushed back by a check. */
export const standsFirm = (s: CrossCheckState, p: number): boolean => iceRules(s, p).some((r) => r.standFirm)

/** A skill's own re-roll of a failed roll of this kind (Sure Hands: pickup, Pass: pass), Pro apart (its gate). */
export const skillRerolls = (s: CrossCheckState, p: number, kind: RollKind): boolean =>
  any(s, p, (r) => r.rerollGate === undefined && r.rerolls?.includes(kind))

/** 002: Sure Hands — re-rolls a failed pick-up; on the ice the take and puck-control rolls (cc-interp: skills). */
export const rerollsPuckControl = (s: CrossCheckState, p: number): boolean => skillRerolls(s, p, 'pickup')

/** 003: Pro — the D6 his re-roll of a roll of this kind needs first, if he has not used it this team turn (0). */
export function proGate(s: CrossCheckState, p: number, kind: RollKind): number {
  if (p < 0 || (s.m.w[G_PRO_USED] & (1 << p)) !== 0) return 0
  return total(s, p, (r) => (r.rerolls?.includes(kind) ? r.rerollGate : undefined))
}

/** 003: Regeneration — the D6 on which a casualty regenerates to the bench (0: none). */
export const regeneratesOn = (s: CrossCheckState, p: number): number => total(s, p, (r) => r.regeneratesOn)

/** 003: Break Tackle — dodges (on the ice: hold rolls) with the better of ST and AG. */
export const holdsWithStrength = (s: CrossCheckState, p: number): boolean =>
  iceRules(s, p).some((r) => r.dodgesWithStrength)
