// The skill mechanism: every skill the engine implements is one data entry with a bit number and the hooks it
// affects. Procedures ask "does any skill of this player do X here?" through the helpers below and never test a
// skill by name, so new skills (issue: the full list of seed 003) plug in as new entries.

import type { ClassicState } from './state'
import {
  BOARD,
  F_NO_TACKLE_ZONE,
  HEIGHT,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_SK0,
  P_STATE,
  S_STANDING,
  WIDTH,
} from './layout'
import { SKILL_RULES } from './skillTable'
import type { RollKind, SkillRule } from './skillRule'

export * from './skillRule'
export { SKILL_RULES } from './skillTable'

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
  (mask, r) =>
    mask |
    (r.oncePerTurnFlag ?? 0) |
    (r.turnFlags ?? 0) |
    (r.counterShift === undefined ? 0 : 3 << r.counterShift),
  0,
)

/** The skill that may re-roll this failed roll for this player now, if any (the first in SKILL_RULES order). */
export function skillRerollFor(s: ClassicState, p: number, kind: RollKind, flags: number): SkillRule | null {
  const rules = REROLL_RULES.get(kind)
  if (rules === undefined || !hasAnyOf(s, p, rules)) return null
  for (const rule of rules) {
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
const MODIFIER_RULES = new Map<RollKind, RuleList>(
  ROLL_KIND_LIST.map((k) => [k, rulesWith((r) => r.modifiers?.[k] !== undefined)]),
)
const TZ_IGNORE_RULES = new Map<RollKind, RuleList>(
  ROLL_KIND_LIST.map((k) => [k, rulesWith((r) => r.ignoresTackleZonesOn?.includes(k))]),
)

// The rules that re-roll each kind of roll, in SKILL_RULES order (skillRerollFor takes the first that applies).
const REROLL_RULES = new Map<RollKind, RuleList>()
for (const kind of new Set(SKILL_RULES.flatMap((r) => r.rerolls ?? [])))
  REROLL_RULES.set(
    kind,
    rulesWith((r) => r.rerolls?.includes(kind)),
  )

/** The sum of this player's skill modifiers to his own rolls of a kind (003: Two Heads, Extra Arms ...). */
export function skillModifier(s: ClassicState, p: number, kind: RollKind): number {
  const rules = MODIFIER_RULES.get(kind)!
  if (!hasAnyOf(s, p, rules)) return 0
  let sum = 0
  for (const r of rules) if (hasSkillBit(s, p, r.bit)) sum += r.modifiers![kind]!
  return sum
}

/** Whether a skill lets this player ignore enemy tackle zone modifiers on a roll (003: Nerves of Steel). */
export function ignoresTackleZones(s: ClassicState, p: number, kind: RollKind): boolean {
  return hasAnyOf(s, p, TZ_IGNORE_RULES.get(kind)!)
}

/** The sum of a numeric hook over the skills a player has (0 when none), from precomputed lists. */
export function hookSum(
  s: ClassicState,
  p: number,
  hook: 'extraGfi' | 'maBonus' | 'opponentDodgeModifier' | 'passBandReduction',
): number {
  const rules = HOOK_RULES[hook]
  if (!hasAnyOf(s, p, rules)) return 0 // most players: three ANDs, no loop
  let sum = 0
  for (const rule of rules) if (hasSkillBit(s, p, rule.bit)) sum += rule[hook]!
  return sum
}

const HOOK_RULES = {
  extraGfi: rulesWith((r) => r.extraGfi !== undefined),
  maBonus: rulesWith((r) => r.maBonus !== undefined),
  opponentDodgeModifier: rulesWith((r) => r.opponentDodgeModifier !== undefined),
  passBandReduction: rulesWith((r) => r.passBandReduction !== undefined),
}

/** A numeric hook summed over a list of skill ids, for building a player before the state exists. */
export function skillIdsSum(ids: readonly string[], hook: 'maBonus'): number {
  let sum = 0
  for (const id of ids) sum += BY_ID.get(id)?.[hook] ?? 0
  return sum
}

/** The SKILL_RULES index of each skill id cancelled by some skill, with the bits that cancel it. */
const CANCELLED_BY = new Map<string, number[]>()
for (const r of SKILL_RULES)
  for (const id of r.cancels ?? []) CANCELLED_BY.set(id, [...(CANCELLED_BY.get(id) ?? []), r.bit])

/** Whether `opponent` has a skill that cancels skill `id` (003: Tackle cancels Dodge). */
export function cancelledBy(s: ClassicState, opponent: number, id: string): boolean {
  const bits = CANCELLED_BY.get(id)
  if (!bits) return false
  for (const b of bits) if (hasSkillBit(s, opponent, b)) return true
  return false
}

/**
 * Whether a skill re-roll of player `p` standing at (x, y) is cancelled by a standing opponent whose tackle zone
 * holds that square (003: Tackle — no Dodge "if they attempt to dodge out of the player's tackle zone").
 */
export function rerollCancelledAt(
  s: ClassicState,
  p: number,
  rule: SkillRule,
  x: number,
  y: number,
): boolean {
  const bits = CANCELLED_BY.get(rule.id)
  if (!bits) return false
  const w = s.m.w
  const side = w[P_SIDE + p]
  for (let yy = y - 1; yy <= y + 1; yy++) {
    if (yy < 0 || yy >= HEIGHT) continue
    for (let xx = x - 1; xx <= x + 1; xx++) {
      if (xx < 0 || xx >= WIDTH) continue
      const q = w[BOARD + yy * WIDTH + xx] - 1
      // LRB6 Bone-head / 003 Hypnotic Gaze: a player without his tackle zone cancels nothing here.
      if (q < 0 || w[P_SIDE + q] === side || w[P_STATE + q] !== S_STANDING) continue
      if ((w[P_FLAGS + q] & F_NO_TACKLE_ZONE) === 0 && cancelledBy(s, q, rule.id)) return true
    }
  }
  return false
}

/** Like anySkill, leaving out the skills `opponent` cancels. */
export function anySkillAgainst(
  s: ClassicState,
  p: number,
  opponent: number,
  test: (r: SkillRule) => boolean | undefined,
): boolean {
  return someSkill(s, p, opponent, test)
}

/**
 * Whether one of the player's skills passes `test` and (with `opponent` >= 0) is not cancelled by him. Over the
 * player's own skill bits (a few at most), not over every rule: this runs on hot paths.
 */
function someSkill(
  s: ClassicState,
  p: number,
  opponent: number,
  test: (r: SkillRule) => boolean | undefined,
): boolean {
  const w = s.m.w
  for (let k = 0; k < 3; k++) {
    let word = w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const rule = BY_BIT[k * 32 + 31 - Math.clz32(word & -word)]
      word &= word - 1
      if (rule && test(rule) && (opponent < 0 || !cancelledBy(s, opponent, rule.id))) return true
    }
  }
  return false
}

/** The sum of a numeric hook over a player's skills (0 when none); for rarely-run code (armour, injury). */
export function skillTotal(s: ClassicState, p: number, value: (r: SkillRule) => number | undefined): number {
  let n = 0
  const w = s.m.w
  for (let k = 0; k < 3; k++) {
    let word = w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const rule = BY_BIT[k * 32 + 31 - Math.clz32(word & -word)]
      word &= word - 1
      const v = rule ? value(rule) : undefined
      if (v !== undefined) n += v
    }
  }
  return n
}

/** Rules selected once for a hot path, with their skill bits as one mask per skill word (for `hasAnyOf`). */
export type RuleList = readonly SkillRule[] & { readonly masks: Int32Array }

/** The rules a test selects, computed once (at module load) for a hot path; use with `hasAnyOf`. */
export function rulesWith(test: (r: SkillRule) => boolean | undefined): RuleList {
  const rules = SKILL_RULES.filter((r) => test(r))
  const masks = new Int32Array(3)
  for (const r of rules) masks[r.bit >> 5] |= 1 << (r.bit & 31)
  return Object.assign(rules, { masks })
}

/**
 * Whether the player has any of these rules: his three skill words against the list's masks, resolved once when
 * the list was made, so a check costs three ANDs however many rules the list holds (issue 20 point 7).
 */
export function hasAnyOf(s: ClassicState, p: number, rules: RuleList): boolean {
  const w = s.m.w
  const k = rules.masks
  return (
    ((w[P_SK0 + p] & k[0]) |
      (w[P_SK0 + MAX_PLAYERS + p] & k[1]) |
      (w[P_SK0 + 2 * MAX_PLAYERS + p] & k[2])) !==
    0
  )
}

/** Whether one of the player's skills passes `test`. */
export function anySkill(s: ClassicState, p: number, test: (r: SkillRule) => boolean | undefined): boolean {
  return someSkill(s, p, -1, test)
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
