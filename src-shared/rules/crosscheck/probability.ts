// Exact chances of the coach's rolls (cc-interp: probability): taking a loose puck and turning the puck (000: Taking
// Control, Controlling of the Puck; Sure Hands), winning a steal's contested roll, a check knocking the target down
// (Classic's block dice, no assists), a hold stopping the mover, a pass or shot being accurate, a puck block
// succeeding. Others answer null.

import type { Action } from '../../engine/api'
import { agilityRollNeeded } from '../classic/data/agilityTable'
import { BLOCK_DIE } from '../classic/data/blockDice'
import { carrier, puckX, puckY } from './geometry'
import { F_KIND, FRAME_WORDS, G_DODGE_USED, G_SP, P_AG, STACK } from './layout'
import { checkDice } from './procs/check'
import { accuracyModifier, blockModifier } from './procs/flight'
import { holdStat } from './procs/hold'
import { PR_FLIGHT, PR_HOLD, PR_MOVE } from './procs/kinds'
import { zoneModifier } from './procs/puck'
import { dodgeWorks, hasSkill, rerollsPuckControl } from './skills'
import { arg } from './stack'
import type { CrossCheckState } from './state'

/** One agility roll against `ag` with `mod` (natural 1 fails, natural 6 succeeds: Classic's table). */
const agility = (ag: number, mod: number): number => (7 - agilityRollNeeded(ag, mod)) / 6

/** Chance a check fells the target and leaves the checker up (Classic's faces, Block, Dodge v Tackle, Horns). */
export function checkProbability(s: CrossCheckState, a: number, t: number): number {
  let good = 0
  for (let d = 1; d <= 6; d++) {
    const face = BLOCK_DIE[d]
    if (face === 'defender-down') good++
    else if (face === 'defender-stumbles' && !dodgeWorks(s, t, a)) good++
    else if (face === 'both-down' && hasSkill(s, a, 'block') && !hasSkill(s, t, 'block')) good++
  }
  const q = good / 6
  const dice = checkDice(s, a, t)
  return dice.chooser === 'attacker' ? 1 - (1 - q) ** dice.count : q ** dice.count
}

function moveProbability(s: CrossCheckState, p: number, action: Action): number | null {
  // 002: Sure Hands re-rolls a failed take or turn once: p + (1 - p) p.
  const once = (q: number): number => (rerollsPuckControl(s, p) ? q + (1 - q) * q : q)
  if (action.type === 'take' && carrier(s) < 0) return once(agility(s.m.w[P_AG + p], zoneModifier(s, p)))
  if (action.type === 'take' && carrier(s) >= 0) {
    // 000 contested roll (cc-interp: contested-roll): the challenger wins on a strictly higher total.
    const h = carrier(s)
    const c0 = s.m.w[P_AG + p] + zoneModifier(s, p)
    const h0 = s.m.w[P_AG + h] + 1 + zoneModifier(s, h)
    let wins = 0
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + c0 > b + h0) wins++
    return wins / 36
  }
  if (action.type === 'turn-puck' && carrier(s) === p)
    return once(agility(s.m.w[P_AG + p], 1 + zoneModifier(s, p)))
  if (action.type === 'check' && typeof action.player === 'number')
    return checkProbability(s, p, action.player)
  if ((action.type === 'pass' || action.type === 'shoot') && carrier(s) === p) {
    // Before the goalie's one-square step, which may change the stick zones over the shooter (cc-interp).
    const [tx, ty] = [Number(action.x), Number(action.y)]
    const mod = accuracyModifier(s, p, puckX(s), puckY(s), tx, ty, action.type === 'shoot')
    return agility(s.m.w[P_AG + p], mod)
  }
  return null
}

export function crossCheckProbability(s: CrossCheckState, action: Action): number | null {
  const sp = s.m.w[G_SP]
  if (sp <= 0) return null
  const top = STACK + (sp - 1) * FRAME_WORDS
  const kind = s.m.w[top + F_KIND]
  if (kind === PR_MOVE) return moveProbability(s, arg(s, top, 0), action)
  if (kind === PR_HOLD && action.type === 'hold' && typeof action.player === 'number') {
    // The hold works when the mover fails his hold roll (the ice's dodge), Dodge re-roll counted (cc-interp: skills).
    const mover = arg(s, top, 0)
    const ok = agility(holdStat(s, mover), 0)
    const dodge = s.m.w[G_DODGE_USED] === 0 && dodgeWorks(s, mover, action.player)
    return 1 - (dodge ? ok + (1 - ok) * ok : ok)
  }
  if (kind === PR_FLIGHT && action.type === 'block-puck' && typeof action.player === 'number')
    return agility(
      s.m.w[P_AG + action.player],
      blockModifier(s, top, action.player, Number(action.x), Number(action.y)),
    )
  return null
}
