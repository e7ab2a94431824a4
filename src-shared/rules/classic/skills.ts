// The skill mechanism: every skill the engine implements is one data entry with a bit number and the hooks it
// affects. Procedures ask "does any skill of this player do X here?" through the helpers below and never test a
// skill by name, so new skills (issue: the full list of seed 003) plug in as new entries.

import type { ClassicState } from './state'
import { MAX_PLAYERS, P_SK0 } from './layout'

/** The rolls a re-roll can apply to. */
export type RollKind = 'dodge' | 'gfi' | 'pickup' | 'catch' | 'interception' | 'pass' | 'standup' | 'landing'

export interface SkillRule {
  readonly id: string
  /** Bit in the player's skill words; stable, because saved games store the words. */
  readonly bit: number
  /** Rolls this skill may re-roll once when failed. */
  readonly rerolls?: readonly RollKind[]
  /** Player flag marking the re-roll as used this team turn, for skills limited to once a turn. */
  readonly oncePerTurnFlag?: number
  /** Block dice: this player is not knocked down by Both Down. */
  readonly savesBothDown?: boolean
  /** Block dice: Defender Stumbles only pushes this player. */
  readonly savesStumble?: boolean
  /** Throw Team-Mate: this player may throw a team-mate who can be thrown. */
  readonly throwsTeamMates?: boolean
  /** Throw Team-Mate: this player may be thrown by a team-mate who throws team-mates. */
  readonly canBeThrown?: boolean
  /** Where the rule is printed. */
  readonly source: string
}

export const SKILL_RULES: readonly SkillRule[] = [
  // 002: Block — "if one player has the Block skill then he is not knocked over by this result"
  { id: 'block', bit: 0, savesBothDown: true, source: '002 Blocking; 003 Block' },
  // 002: Catch — re-roll a failed catch, a dropped hand-off or a failed interception
  { id: 'catch', bit: 1, rerolls: ['catch', 'interception'], source: '002 Basic skills; 003 Catch' },
  // 002: Dodge — re-roll one failed dodge per team turn; Defender Stumbles becomes a push
  {
    id: 'dodge',
    bit: 2,
    rerolls: ['dodge'],
    oncePerTurnFlag: 4, // layout F_DODGE_USED
    savesStumble: true,
    source: '002 Basic skills; 003 Dodge',
  },
  // 002: Pass — re-roll a missed pass
  { id: 'pass', bit: 3, rerolls: ['pass'], source: '002 Basic skills; 003 Pass' },
  // 002: Sure Hands — re-roll a failed pick-up (and Strip Ball does not work on him: 003)
  { id: 'sure-hands', bit: 4, rerolls: ['pickup'], source: '002 Basic skills; 003 Sure Hands' },
  // 004: Throwing teammates — "de gooier [heeft] de 'Throwing Teammate'-skill"; no re-roll of its own.
  {
    id: 'throw-team-mate',
    bit: 5,
    throwsTeamMates: true,
    source: '004 Throwing teammates; 003 Throw Team Mate',
  },
  // 004: Throwing teammates — "het slachtoffer [heeft] de 'Right Stuff'-skill"; no re-roll of its own.
  { id: 'right-stuff', bit: 6, canBeThrown: true, source: '004 Throwing teammates; 003 Right Stuff' },
]

const BY_ID = new Map(SKILL_RULES.map((r) => [r.id, r]))
const BY_BIT: (SkillRule | undefined)[] = []
for (const r of SKILL_RULES) BY_BIT[r.bit] = r

export function skillRule(id: string): SkillRule | undefined {
  return BY_ID.get(id)
}

export function hasSkillBit(s: ClassicState, p: number, bit: number): boolean {
  return ((s.m.w[P_SK0 + (bit >> 5) * MAX_PLAYERS + p] >>> (bit & 31)) & 1) === 1
}

/** Every implemented skill rule a player has. */
export function rulesOf(s: ClassicState, p: number): SkillRule[] {
  const out: SkillRule[] = []
  for (let k = 0; k < 3; k++) {
    let word = s.m.w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const low = 31 - Math.clz32(word & -word)
      const rule = BY_BIT[k * 32 + low]
      if (rule) out.push(rule)
      word &= word - 1
    }
  }
  return out
}

/** The skill that may re-roll this failed roll for this player now, if any. */
export function skillRerollFor(s: ClassicState, p: number, kind: RollKind, flags: number): SkillRule | null {
  for (const rule of SKILL_RULES) {
    if (!rule.rerolls || !rule.rerolls.includes(kind)) continue
    if (!hasSkillBit(s, p, rule.bit)) continue
    if (rule.oncePerTurnFlag !== undefined && (flags & rule.oncePerTurnFlag) !== 0) continue
    return rule
  }
  return null
}

export function anySkill(s: ClassicState, p: number, test: (r: SkillRule) => boolean | undefined): boolean {
  for (const rule of SKILL_RULES) if (test(rule) && hasSkillBit(s, p, rule.bit)) return true
  return false
}

/** Skill words for a list of skill ids; ids the engine does not implement yet are kept in meta only. */
export function skillWords(ids: readonly string[]): [number, number, number] {
  const words: [number, number, number] = [0, 0, 0]
  for (const id of ids) {
    const rule = BY_ID.get(id)
    if (rule) words[rule.bit >> 5] |= 1 << (rule.bit & 31)
  }
  return words
}
