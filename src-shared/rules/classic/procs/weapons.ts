// Not in the seeds: the weapons of the rosters, Stab and Chainsaw (LRB6), attacks a player makes instead of a block
// on a Block or Blitz action. Neither rolls block dice, pushes or counts assists; each is one armour roll. The
// activation (turn.ts) lists them with `attackCodes` and starts them, or a block, with `attack`.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_CHAINSAW, A_STAB, K_BLOCK, code } from '../actions'
import { armourBroken } from '../data/armour'
import { injuryResult } from '../data/injuryTable'
import {
  BOARD,
  G_ACTIVE,
  G_TURNOVER,
  HEIGHT,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  WIDTH,
} from '../layout'
import { hasAnyOf, rulesWith, skillTotal } from '../skills'
import { carrier, emit, setBallGround, type ClassicState } from '../state'
import { pushBounce } from './ball'
import { pushBlock } from './block'
import { decayed, noteKill } from './casualtyTraits'
import { applyInjury, armourBonusOf, armourRoll, armourValue, injure, injuryBonusOf } from './injury'
import { multipleBlockCodes } from './multipleTargets'
import { offerProArmour } from './pro'

const STABBERS = rulesWith((r) => r.stabs)
const SAWS = rulesWith((r) => r.sawsOn !== undefined)
const MULTI_BLOCKERS = rulesWith((r) => r.multipleBlock)
/** Rules that add an attack besides the block: the activation asks `hasAnyOf` before calling `attackCodes`. */
export const ATTACKERS = rulesWith((r) => r.stabs || r.sawsOn !== undefined || r.multipleBlock)

/** The stab, chainsaw and multiple-block codes of player `p` who may still block now (kind: K_BLOCK or K_BLITZ). */
export function attackCodes(s: ClassicState, p: number, kind: number, out: number[]): void {
  const w = s.m.w
  const stab = hasAnyOf(s, p, STABBERS)
  const saw = hasAnyOf(s, p, SAWS)
  if (stab || saw) {
    const side = w[P_SIDE + p]
    for (let y = w[P_Y + p] - 1; y <= w[P_Y + p] + 1; y++) {
      if (y < 0 || y >= HEIGHT) continue
      for (let x = w[P_X + p] - 1; x <= w[P_X + p] + 1; x++) {
        if (x < 0 || x >= WIDTH) continue
        const q = w[BOARD + y * WIDTH + x] - 1
        if (q < 0 || q === p || w[P_SIDE + q] === side || w[P_STATE + q] !== S_STANDING) continue
        if (stab) out.push(code(A_STAB, q))
        if (saw) out.push(code(A_CHAINSAW, q))
      }
    }
  }
  // 003: Multiple Block — "make a block at two or more opposing players": on a Block action only
  // (docs/rules/classic-interpretations.md).
  if (kind === K_BLOCK && hasAnyOf(s, p, MULTI_BLOCKERS)) multipleBlockCodes(s, p, out)
}

/** Starts the attack an activation chose against `target`: a block, a stab or the chainsaw (A_* type). */
export function attack(s: ClassicState, p: number, target: number, type: number, flags: number): void {
  if (type === A_STAB) stab(s, p, target)
  else if (type === A_CHAINSAW) chainsaw(s, p, target)
  else pushBlock(s, p, target, flags) // A_BLOCK
}

/**
 * Not in the seeds (LRB6 Stab): "an unmodified Armour roll for the victim"; beaten, "he has been wounded and an
 * Injury roll must be made", which "ignores all modifiers from any source". No block, no push, no turnover.
 */
export function stab(s: ClassicState, att: number, victim: number): void {
  const w = s.m.w
  if (s.events) emit(s, { type: 'stab', player: att, target: victim })
  const dice = [roll(s.m, 6), roll(s.m, 6)]
  const av = armourValue(s, victim) // Spikes raises the armour value itself, which the roll is made against
  const broken = armourBroken(dice[0] + dice[1], av)
  if (s.events)
    emit(s, { type: 'roll', purpose: 'stab', player: victim, dice, target: av + 1, success: broken })
  if (!broken) return
  const x = w[P_X + victim]
  const y = w[P_Y + victim]
  const hadBall = carrier(s) === victim
  const injury = [roll(s.m, 6), roll(s.m, 6)]
  if (s.events) emit(s, { type: 'roll', purpose: 'injury', player: victim, dice: injury })
  // docs/rules/classic-interpretations.md: the wounded victim lies stunned or leaves the pitch as the injury
  // says (Thick Skull and Regeneration still work: they are not modifiers); a ball he held bounces.
  // LRB6 Decay (its second roll by its own rule) and Nurgle's Rot see a stab like any injury (casualtyTraits.ts).
  applyInjury(s, victim, decayed(s, victim, injuryResult(injury[0] + injury[1]), 0), false)
  noteKill(s, victim, att)
  if (hadBall) {
    setBallGround(s, x, y)
    pushBounce(s, x, y)
  }
}

/**
 * Not in the seeds (LRB6 Chainsaw): "roll a D6 instead of the block dice. On a roll of 2 or more the chainsaw hits
 * the opposing player, but on a roll of 1 it 'kicks back' and hits the wielder"; the player hit gets an armour roll
 * +3 and, beaten, is knocked down and injured; not beaten, nothing happens. Returns false after a kick-back.
 */
export function chainsawRoll(s: ClassicState, att: number): boolean {
  const target = skillTotal(s, att, (r) => r.sawsOn)
  const d = roll(s.m, 6)
  const hit = d >= target
  if (s.events) emit(s, { type: 'roll', purpose: 'chainsaw', player: att, dice: [d], target, success: hit })
  if (!hit) {
    if (s.events) emit(s, { type: 'kick-back', player: att })
    sawHit(
      s,
      att,
      skillTotal(s, att, (r) => r.sawArmour),
      0,
      -1,
    )
  }
  return hit
}

export function chainsaw(s: ClassicState, att: number, victim: number): void {
  if (s.events) emit(s, { type: 'chainsaw', player: att, target: victim })
  if (!chainsawRoll(s, att)) return
  // 003: Mighty Blow and Claw add to "any armour ... rolls made by a player" (the seeds win over LRB6's blocks).
  const armour = skillTotal(s, att, (r) => r.sawArmour) + armourBonusOf(s, att, false)
  sawHit(s, victim, armour, injuryBonusOf(s, att, false), att)
}

/**
 * The armour roll of a chainsaw hit; beaten: knocked down and injured (the wielder's own fall: a turnover). 003 Pro
 * [GWUK]: a wielder with Pro may re-roll his hit's armour roll that did not break (procs/pro.ts).
 */
function sawHit(s: ClassicState, p: number, armourMod: number, injuryMod: number, by: number): void {
  if (armourRoll(s, p, armourMod, 'chainsaw', true)) sawStrike(s, p, injuryMod, by)
  else offerProArmour(s, p, armourMod, injuryMod, by, true)
}

/** A chainsaw hit that beat the armour: knocked down (a ball he held bounces), then the injury roll. */
export function sawStrike(s: ClassicState, p: number, injuryMod: number, by: number): void {
  const w = s.m.w
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const hadBall = carrier(s) === p
  // LRB6: a player of the moving team knocked down is a turnover, the wielder kicked back included.
  if (w[P_SIDE + p] === w[G_ACTIVE]) set(s.m, G_TURNOVER, 1)
  set(s.m, P_STATE + p, S_PRONE)
  if (s.events) emit(s, { type: 'knocked-down', player: p, x, y })
  // The bounce's frame first: it runs after the injury dice (and after a Pro's question on them).
  if (hadBall) {
    setBallGround(s, x, y)
    pushBounce(s, x, y)
  }
  injure(s, p, injuryMod, false, by)
}

/** Not in the seeds (LRB6 Chainsaw): a chainsaw foul "must roll for kick back"; false when it kicked back. */
export function foulSawStarts(s: ClassicState, fouler: number): boolean {
  return !hasAnyOf(s, fouler, SAWS) || chainsawRoll(s, fouler)
}
