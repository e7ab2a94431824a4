// The exact chances of the attacks this group adds, for the probability service (probability.ts): a multiple
// block (003), a stab and a chainsaw attack (not in the seeds, LRB6). Kept beside the procedures they mirror.

import { BLOCK_DIE, blockDice } from '../data/blockDice'
import { MAX_PLAYERS, P_ST } from '../layout'
import { anySkill, anySkillAgainst, skillTotal } from '../skills'
import { sideOf, type ClassicState } from '../state'
import { armourBonusOf, armourValue } from './injury'
import { multipleStrengths } from './multipleTargets'
import { teamRerollAvailable } from './teamReroll'

/** Chance that 2D6 + modifier beats AV. */
function armourBreaks(av: number, modifier: number): number {
  let n = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + modifier > av) n++
  return n / 36
}

/** Not in the seeds (LRB6 Stab): the unmodified armour roll beats the victim's armour. */
export function stabProbability(s: ClassicState, victim: number): number {
  return armourBreaks(armourValue(s, victim), 0)
}

/** Not in the seeds (LRB6 Chainsaw): no kick-back (2+), then armour +3 (and his own armour bonuses) broken. */
export function chainsawProbability(s: ClassicState, att: number, victim: number): number {
  const hitOn = skillTotal(s, att, (r) => r.sawsOn)
  const mod = skillTotal(s, att, (r) => r.sawArmour) + armourBonusOf(s, att, false)
  return ((7 - hitOn) / 6) * armourBreaks(armourValue(s, victim), mod)
}

/**
 * 003: Multiple Block — the chance that the chosen face knocks every target down: Foul Appearance rolls (2+ each),
 * Dauntless against the summed strength [JJ], the block dice on the summed strengths, the team re-roll.
 */
export function multipleBlockProbability(s: ClassicState, att: number, mask: number): number {
  const w = s.m.w
  let happens = 1
  let sum = 0
  for (let t = 0; t < MAX_PLAYERS; t++) {
    if (((mask >>> t) & 1) === 0) continue
    sum += w[P_ST + t]
    const repulse = skillTotal(s, t, (r) => r.repulsesBlockersOn)
    if (repulse > 0) happens *= (7 - repulse) / 6
  }
  const st = w[P_ST + att]
  if (st < sum && anySkill(s, att, (r) => r.dauntless)) {
    let k = 0
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > sum) k++
    const q = k / 36
    return happens * (q * faces(s, att, mask, sum) + (1 - q) * faces(s, att, mask, st))
  }
  return happens * faces(s, att, mask, st)
}

function faces(s: ClassicState, att: number, mask: number, attSt: number): number {
  const [a, d] = multipleStrengths(s, att, mask, attSt)
  const dice = blockDice(a, d)
  let stumbleDowns = true
  let bothDowns = anySkill(s, att, (r) => r.savesBothDown)
  for (let t = 0; t < MAX_PLAYERS; t++) {
    if (((mask >>> t) & 1) === 0) continue
    if (anySkillAgainst(s, t, att, (r) => r.savesStumble)) stumbleDowns = false
    if (anySkill(s, t, (r) => r.savesBothDown)) bothDowns = false
  }
  let good = 0
  for (let die = 1; die <= 6; die++) {
    const face = BLOCK_DIE[die]
    if (face === 'defender-down') good++
    else if (face === 'defender-stumbles' && stumbleDowns) good++
    else if (face === 'both-down' && bothDowns) good++
  }
  const q = good / 6
  const once = dice.chooser === 'attacker' ? 1 - (1 - q) ** dice.count : q ** dice.count
  return teamRerollAvailable(s, sideOf(s, att)) ? 1 - (1 - once) ** 2 : once
}
