// The rolls an action needs, as the probability service counts them: each roll's chance alone and the re-rolls that
// may retake it (skill, team; 003 Pro, Sure Feet; LRB6 Loner), and the chance that a whole sequence succeeds when the
// re-rolls are played well. probability.ts and throwOdds.ts build their chances from these.

import { agilityRollNeeded } from './data/agilityTable'
import { P_AG, P_FLAGS } from './layout'
import { ROLL_KINDS } from './procs/roll'
import { lonerGate, teamRerollChance } from './procs/teamReroll'
import { perTurnUses, rerollCancelledAt, skillRerollFor } from './skills'
import type { ClassicState } from './state'
import { proRule } from './procs/pro'

/** One roll in a sequence: its chance alone, and which skill (bit) may re-roll it, if any. */
export interface RollNeed {
  readonly kind: number
  readonly p: number
  /** Index of a skill re-roll usable on it (shared by rolls of the same skill when it is once per turn), or -1. */
  readonly skill: number
  /** The skill re-roll is limited to once per team turn. */
  readonly oncePerTurn: boolean
  /** Uses of the skill re-roll left this team turn when it is limited to more than one (003: Sure Feet). */
  readonly limit?: number
  /** Chance that the skill re-roll may be made at all (003: Pro, 4+ first); 1 when absent. */
  readonly gate?: number
  /** Chance that a team re-roll for this roll goes ahead (LRB6 Loner: 4+ first); 1 when absent. */
  readonly teamGate?: number
}

/** D6 chance of at least `needed` (2..6). */
export function chanceOf(needed: number): number {
  return (7 - Math.min(6, Math.max(2, needed))) / 6
}

/**
 * The chance that every roll of a sequence succeeds, playing the re-rolls optimally: a failed roll may be re-rolled
 * once, by its skill (a once-per-turn skill only once in the whole sequence) or by the team re-roll (once).
 */
export function sequenceChance(rolls: readonly RollNeed[], teamReroll: boolean): number {
  const memo = new Map<string, number>()
  // Limited skill re-rolls get a slot of three bits counting their uses in the sequence.
  const slots = new Map<number, number>()
  for (const r of rolls)
    if (r.skill >= 0 && (r.oncePerTurn || r.limit !== undefined) && !slots.has(r.skill))
      slots.set(r.skill, slots.size)
  const go = (i: number, team: boolean, used: number): number => {
    if (i === rolls.length) return 1
    const key = `${i}|${team}|${used}`
    const hit = memo.get(key)
    if (hit !== undefined) return hit
    const r = rolls[i]
    let best = r.p * go(i + 1, team, used)
    const fail = 1 - r.p
    let rerolled = 0
    if (r.skill >= 0) {
      const slot = slots.get(r.skill)
      const count = slot === undefined ? 0 : (used >> (3 * slot)) & 7
      if (slot === undefined || count < (r.limit ?? 1)) {
        const next = slot === undefined ? used : used + (1 << (3 * slot))
        rerolled = Math.max(rerolled, (r.gate ?? 1) * r.p * go(i + 1, team, next))
      }
    }
    if (team) rerolled = Math.max(rerolled, (r.teamGate ?? 1) * r.p * go(i + 1, false, used))
    best += fail * rerolled
    memo.set(key, best)
    return best
  }
  return go(0, teamReroll, 0)
}

export function need(s: ClassicState, kind: number, p: number, needed: number, x = -1, y = -1): RollNeed {
  const flags = s.m.w[P_FLAGS + p]
  const found = skillRerollFor(s, p, ROLL_KINDS[kind], flags)
  // 003: Tackle — no Dodge re-roll out of a Tackle player's tackle zone (x, y: the square he leaves); 003 Pro, a
  // re-roll of its own, still stands behind it (procs/roll.ts).
  const cancelled = found !== null && x >= 0 && rerollCancelledAt(s, p, found, x, y)
  const pro = cancelled ? proRule(s, p) : null
  const rule = !cancelled
    ? found
    : pro && pro !== found && pro.rerolls?.includes(ROLL_KINDS[kind]) && !rerollCancelledAt(s, p, pro, x, y)
      ? pro
      : null
  return {
    kind,
    p: chanceOf(needed),
    skill: rule ? rule.bit : -1,
    oncePerTurn: rule?.oncePerTurnFlag !== undefined,
    // 003: Sure Feet — three re-rolls a team turn, fewer when some are spent already.
    ...(rule?.perTurnLimit !== undefined ? { limit: rule.perTurnLimit - perTurnUses(rule, flags) } : {}),
    ...(rule?.rerollGate !== undefined ? { gate: chanceOf(rule.rerollGate) } : {}),
    ...(lonerGate(s, p) > 0 ? { teamGate: teamRerollChance(s, p) } : {}), // LRB6 Loner
  }
}

/** A step that cannot succeed (not in the seeds, LRB6 No Hands: the ball he walks onto bounces off him). */
export const NEVER: RollNeed = { kind: -1, p: 0, skill: -1, oncePerTurn: false }

export function agilityNeed(s: ClassicState, kind: number, p: number, modifier: number): RollNeed {
  return need(s, kind, p, agilityRollNeeded(s.m.w[P_AG + p], modifier))
}
