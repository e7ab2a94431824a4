// The blocking skills of 003 that act around the block dice: strength (Horns, Dauntless), the rolls before the
// dice (Foul Appearance, Dauntless; for a Multiple Block too), Piling On, and Frenzy's movement limit. The block
// procedures (block.ts, multipleBlock.ts) call these at their hook points; each reads the skill hooks, never a
// skill by name.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { assists } from '../geometry'
import { G_TURNOVER, P_MA, P_ST, P_STATE, P_X, P_Y, S_PRONE } from '../layout'
import { anySkill, hasAnyOf, hookSum, rulesWith, skillTotal } from '../skills'
import { arg, setArg } from '../stack'
import { carrier, emit, setBallGround, type ClassicState } from '../state'
import { pushBounce } from './ball'

/** Part of a Blitz: Frenzy's further blocks cost a square each (003). */
export const BF_BLITZ = 2
/** A Blitz's block after moving at least one square (003: Horns). */
export const BF_MOVED = 4
/** 003: Dauntless — the attacker's strength counts as the defender's for this block. */
export const BF_DAUNTLESS = 8

/**
 * Strengths with assists and the dice they give (002: Blocking). `flags`: BF_MOVED adds Horns on a Blitz, and
 * BF_DAUNTLESS sets the attacker's strength to the defender's before assists (003: Dauntless; Horns after it [GWUK]).
 */
export function blockStrengths(
  s: ClassicState,
  att: number,
  def: number,
  flags = 0,
): { att: number; def: number } {
  const w = s.m.w
  const base = (flags & BF_DAUNTLESS) !== 0 ? Math.max(w[P_ST + att], w[P_ST + def]) : w[P_ST + att]
  // 003: Horns — "+1 to the players strength when he makes a block ... only as part of a Blitz" after moving.
  const horns = (flags & BF_MOVED) !== 0 ? skillTotal(s, att, (r) => r.blitzStrength) : 0
  return { att: base + horns + assists(s, att, def), def: w[P_ST + def] + assists(s, def, att) }
}

const CHAINED = rulesWith((r) => r.ballAndChain) // not in the seeds (LRB6 Ball & Chain)

/** 003: Foul Appearance — "must first roll a dice and score 2 or more" (`repulse`): false when it fails. */
function passesFoulAppearance(s: ClassicState, att: number, repulse: number): boolean {
  const d = roll(s.m, 6)
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'foul appearance',
      player: att,
      dice: [d],
      target: repulse,
      success: d >= repulse,
    })
  return d >= repulse
}

/** 003: Dauntless — 2D6 greater than the opposing strength `st`: his strength counts as equal to it. */
function dauntlessMatches(s: ClassicState, att: number, st: number): boolean {
  const d = [roll(s.m, 6), roll(s.m, 6)]
  const ok = d[0] + d[1] > st
  if (s.events)
    emit(s, { type: 'roll', purpose: 'dauntless', player: att, dice: d, target: st + 1, success: ok })
  return ok
}

/** 003: Foul Appearance and Dauntless — the rolls before the block dice. Returns false when the block is wasted. */
export function beforeBlock(s: ClassicState, f: number, att: number, def: number): boolean {
  const w = s.m.w
  // not in the seeds (LRB6 Ball & Chain): his blocks ignore Foul Appearance.
  const repulse = hasAnyOf(s, att, CHAINED) ? 0 : skillTotal(s, def, (r) => r.repulsesBlockersOn)
  // 003: Foul Appearance — a 1 wastes the block, no turnover.
  if (repulse > 0 && !passesFoulAppearance(s, att, repulse)) return false
  if (
    w[P_ST + att] < w[P_ST + def] &&
    anySkill(s, att, (r) => r.dauntless) &&
    dauntlessMatches(s, att, w[P_ST + def])
  )
    setArg(s, f, 5, arg(s, f, 5) | BF_DAUNTLESS)
  return true
}

/**
 * 003: Multiple Block — Foul Appearance of each target, then Dauntless against the summed strength [JJ]. Returns
 * the attacker's strength for the dice, null when the block is wasted.
 */
export function beforeMultipleBlock(s: ClassicState, att: number, targets: number[]): number | null {
  const w = s.m.w
  for (const t of targets) {
    const repulse = skillTotal(s, t, (r) => r.repulsesBlockersOn)
    // docs/rules/classic-interpretations.md: a 1 against any target wastes the whole multiple block.
    if (repulse > 0 && !passesFoulAppearance(s, att, repulse)) return null
  }
  let sum = 0
  for (const t of targets) sum += w[P_ST + t]
  const st = w[P_ST + att]
  // 003 [JJ]: "Dauntless may be used to match the summed strength of the targets of a Multiple Block".
  if (st < sum && anySkill(s, att, (r) => r.dauntless) && dauntlessMatches(s, att, sum)) return sum
  return st
}

/** 004: going for it — up to two squares beyond MA. */
export const GFI_SQUARES = 2

/** The most squares the player may move this activation, Going For It included (003: Sprint adds one). */
export function moveLimit(s: ClassicState, p: number): number {
  const extra = s.meta.options.goingForIt === false ? 0 : GFI_SQUARES + hookSum(s, p, 'extraGfi')
  return s.m.w[P_MA + p] + extra
}

/**
 * 003: Piling On — he is knocked over in his own square with no armour roll; no turnover unless he held the ball,
 * and his action ends [JJ] (he lies down, so the activation ends).
 */
export function pileOn(s: ClassicState, att: number): void {
  const w = s.m.w
  set(s.m, P_STATE + att, S_PRONE)
  if (s.events) emit(s, { type: 'piling-on', player: att })
  if (carrier(s) === att) {
    set(s.m, G_TURNOVER, 1)
    setBallGround(s, w[P_X + att], w[P_Y + att])
    pushBounce(s, w[P_X + att], w[P_Y + att])
  }
}
