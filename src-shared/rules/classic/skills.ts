// The skill mechanism: every skill the engine implements is one data entry with a bit number and the hooks it
// affects. Procedures ask "does any skill of this player do X here?" through the helpers below and never test a
// skill by name, so new skills (issue: the full list of seed 003) plug in as new entries.

import type { ClassicState } from './state'
import { MAX_PLAYERS, P_SK0 } from './layout'

/** The rolls a re-roll can apply to. */
export type RollKind =
  'dodge' | 'gfi' | 'pickup' | 'catch' | 'interception' | 'pass' | 'standup' | 'landing' | 'leap'

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
  /** Re-rolls allowed per team turn when more than one (Sure Feet: 3): counted in two player-flag bits. */
  readonly perTurnLimit?: number
  /** Lowest of the two player-flag bits counting `perTurnLimit` uses (layout F_*_SHIFT). */
  readonly counterShift?: number
  /** Going For It squares beyond the normal two (Sprint). */
  readonly extraGfi?: number
  /** Added to the player's MA when the game is created (Very Long Legs). */
  readonly maBonus?: number
  /** Stands up for free at the start of any action, so may even declare a Block while prone (Jump Up). */
  readonly freeStandUp?: boolean
  /** Rolls on which this player ignores the modifiers for enemy tackle zones (Nerves of Steel). */
  readonly ignoresTackleZonesOn?: readonly RollKind[]
  /** Dodges ignore the enemy tackle zones on the square dodged to (Stunty); other modifiers still apply. */
  readonly ignoresTargetTackleZones?: boolean
  /** A pick-up needs this fixed roll, no modifiers (Big Hand). */
  readonly pickUpTarget?: number
  /** Added to this player's own rolls of these kinds (Extra Arms, Two Heads, Accurate, Very Long Legs). */
  readonly modifiers?: Partial<Record<RollKind, number>>
  /** Added to an opponent's dodge out of this player's tackle zone (Prehensile Tail). */
  readonly opponentDodgeModifier?: number
  /** Pass range bands the throw is treated as shorter, never below a quick pass (Strong Arm). */
  readonly passBandReduction?: number
  /** May jump over an adjacent square to the square beyond, for two squares of movement (Leap). */
  readonly leaps?: boolean
  /** A D6 of this or more cancels a successful interception of his pass (Safe Throw). */
  readonly cancelsInterceptionOn?: number
  /** Set up off the line of scrimmage and the wide zones, he halves the kick-off scatter (Kick). */
  readonly halvesKickScatter?: boolean
  /** An opponent leaving his tackle zone must roll under his own strength on a D6 or stay put (Tentacles). */
  readonly grabsLeavers?: boolean
  /** A missed pass to him: he may move one square into the ball's square and try to catch (Diving Catch). */
  readonly divingCatch?: boolean
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
  // 003: Sure Feet — re-roll a failed Going For It, at most three times a team turn, once per square.
  {
    id: 'sure-feet',
    bit: 30,
    rerolls: ['gfi'],
    perTurnLimit: 3,
    counterShift: 20, // layout F_SURE_FEET_SHIFT
    source: '003 Sure Feet',
  },
  // 003: Sprint — up to three extra squares instead of two, each still rolled for.
  { id: 'sprint', bit: 31, extraGfi: 1, source: '003 Sprint' },
  // 003: Jump Up — stands up for free at the start of any action, so a prone player may block.
  { id: 'jump-up', bit: 32, freeStandUp: true, source: '003 Jump Up' },
  // 003: Nerves of Steel — ignores the enemy tackle zone modifiers when passing or catching.
  { id: 'nerves-of-steel', bit: 33, ignoresTackleZonesOn: ['pass', 'catch'], source: '003 Nerves Of Steel' },
  // 003: Big Hand — picks up the ball on a 2+, no modifiers.
  { id: 'big-hand', bit: 34, pickUpTarget: 2, source: '003 Big Hand' },
  // 003: Extra Arms — +1 to all his catch rolls.
  { id: 'extra-arms', bit: 35, modifiers: { catch: 1 }, source: '003 Extra Arms' },
  // 003: Very Long Legs — +1 MA and +1 to interceptions.
  { id: 'very-long-legs', bit: 36, maBonus: 1, modifiers: { interception: 1 }, source: '003 Very Long Legs' },
  // 003: Two Heads — +1 to all his dodge rolls.
  { id: 'two-heads', bit: 37, modifiers: { dodge: 1 }, source: '003 Two Heads' },
  // 003: Prehensile Tail — -1 to an opponent dodging out of his tackle zone.
  { id: 'prehensile-tail', bit: 38, opponentDodgeModifier: -1, source: '003 Prehensile Tail' },
  // 003: Accurate — +1 when he passes the ball.
  { id: 'accurate', bit: 39, modifiers: { pass: 1 }, source: '003 Accurate' },
  // 003: Strong Arm — the range is one band shorter, never below a quick pass.
  { id: 'strong-arm', bit: 40, passBandReduction: 1, source: '003 Strong Arm' },
  // 003: Leap — jumps over an adjacent square for two squares of movement; an agility roll with no modifiers.
  { id: 'leap', bit: 42, leaps: true, source: '003 Leap' },
  // 003: Safe Throw — a D6 of 2+ cancels an interception of his pass.
  { id: 'safe-throw', bit: 43, cancelsInterceptionOn: 2, source: '003 Safe Throw' },
  // 003: Kick — set up off the line and the wide zones, he halves the kick-off scatter, rounding down.
  { id: 'kick', bit: 44, halvesKickScatter: true, source: '003 Kick' },
  // 003: Tentacles — an opponent leaving his tackle zone must roll under his own ST on a D6 or may not move on.
  { id: 'tentacles', bit: 45, grabsLeavers: true, source: '003 Tentacles' },
  // 003: Diving Catch — when a pass to him misses, he may dive one square to where the ball came down and catch.
  { id: 'diving-catch', bit: 46, divingCatch: true, source: '003 Diving Catch' },
  // 003: Stunty — ignores enemy tackle zones on the square he dodges to (not other modifiers: [JJ]).
  { id: 'stunty', bit: 41, ignoresTargetTackleZones: true, source: '003 Stunty' },
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

/** Uses of a `perTurnLimit` re-roll so far this team turn, from the player's flags. */
export function perTurnUses(rule: SkillRule, flags: number): number {
  return rule.counterShift === undefined ? 0 : (flags >> rule.counterShift) & 3
}

/** The player's flags after one more use of a limited re-roll (once-per-turn flag or counter). */
export function flagsAfterUse(rule: SkillRule, flags: number): number {
  if (rule.oncePerTurnFlag) return flags | rule.oncePerTurnFlag
  if (rule.counterShift === undefined) return flags
  const uses = perTurnUses(rule, flags) + 1
  return (flags & ~(3 << rule.counterShift)) | (uses << rule.counterShift)
}

/** Player-flag bits of per-turn skill limits, cleared at the start of every team turn. */
export const SKILL_TURN_FLAGS = SKILL_RULES.reduce(
  (mask, r) => mask | (r.oncePerTurnFlag ?? 0) | (r.counterShift === undefined ? 0 : 3 << r.counterShift),
  0,
)

/** The skill that may re-roll this failed roll for this player now, if any. */
export function skillRerollFor(s: ClassicState, p: number, kind: RollKind, flags: number): SkillRule | null {
  for (const rule of SKILL_RULES) {
    if (!rule.rerolls || !rule.rerolls.includes(kind)) continue
    if (!hasSkillBit(s, p, rule.bit)) continue
    if (rule.oncePerTurnFlag !== undefined && (flags & rule.oncePerTurnFlag) !== 0) continue
    if (rule.perTurnLimit !== undefined && perTurnUses(rule, flags) >= rule.perTurnLimit) continue
    return rule
  }
  return null
}

// Rules by hook, computed once, so the hot paths loop over the few rules that matter with bit tests only.
const ROLL_KIND_LIST: readonly RollKind[] = [
  'dodge',
  'gfi',
  'pickup',
  'catch',
  'interception',
  'pass',
  'standup',
  'landing',
  'leap',
]
const MODIFIER_RULES = new Map<RollKind, readonly SkillRule[]>(
  ROLL_KIND_LIST.map((k) => [k, SKILL_RULES.filter((r) => r.modifiers?.[k] !== undefined)]),
)
const TZ_IGNORE_RULES = new Map<RollKind, readonly SkillRule[]>(
  ROLL_KIND_LIST.map((k) => [k, SKILL_RULES.filter((r) => r.ignoresTackleZonesOn?.includes(k))]),
)

/** The sum of this player's skill modifiers to his own rolls of a kind (003: Two Heads, Extra Arms ...). */
export function skillModifier(s: ClassicState, p: number, kind: RollKind): number {
  let sum = 0
  for (const r of MODIFIER_RULES.get(kind)!) if (hasSkillBit(s, p, r.bit)) sum += r.modifiers![kind]!
  return sum
}

/** Whether a skill lets this player ignore enemy tackle zone modifiers on a roll (003: Nerves of Steel). */
export function ignoresTackleZones(s: ClassicState, p: number, kind: RollKind): boolean {
  for (const r of TZ_IGNORE_RULES.get(kind)!) if (hasSkillBit(s, p, r.bit)) return true
  return false
}

/** The sum of a numeric hook over the skills a player has (0 when none), from precomputed lists. */
export function hookSum(
  s: ClassicState,
  p: number,
  hook: 'extraGfi' | 'maBonus' | 'opponentDodgeModifier' | 'passBandReduction',
): number {
  let sum = 0
  for (const rule of HOOK_RULES[hook]) if (hasSkillBit(s, p, rule.bit)) sum += rule[hook]!
  return sum
}

const HOOK_RULES = {
  extraGfi: SKILL_RULES.filter((r) => r.extraGfi !== undefined),
  maBonus: SKILL_RULES.filter((r) => r.maBonus !== undefined),
  opponentDodgeModifier: SKILL_RULES.filter((r) => r.opponentDodgeModifier !== undefined),
  passBandReduction: SKILL_RULES.filter((r) => r.passBandReduction !== undefined),
}

/** A numeric hook summed over a list of skill ids, for building a player before the state exists. */
export function skillIdsSum(ids: readonly string[], hook: 'maBonus'): number {
  let sum = 0
  for (const id of ids) sum += BY_ID.get(id)?.[hook] ?? 0
  return sum
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
