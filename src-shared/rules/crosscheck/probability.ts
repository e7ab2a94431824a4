// Exact chances of the coach's rolls (cc-interp: probability): taking a loose puck and turning the puck (000: Taking
// Control, Controlling of the Puck; Sure Hands, Pro), winning a steal's or a challenge's contested roll, a check
// knocking the target down (Classic's block dice, no assists; Foul Appearance, Dauntless), a hold stopping the
// mover, a pass or shot being accurate (Pass, Pro), a puck block succeeding (Pro, Safe Throw), a fight being won
// by its starter (the goad counted), a skate passing its big-guy rolls, a re-roll the coach takes succeeding.
// Others answer null.

import type { Action } from '../../engine/api'
import { agilityRollNeeded } from '../classic/data/agilityTable'
import { BLOCK_DIE } from '../classic/data/blockDice'
import { REROLL_SOURCES } from './actions'
import { carrier, puckX, puckY } from './geometry'
import { F_KIND, FRAME_WORDS, G_DODGE_USED, G_SP, P_AG, P_STR, STACK } from './layout'
import { checkDice } from './procs/check'
import { accuracyModifier, blockModifier } from './procs/flight'
import { holdStat } from './procs/hold'
import { PR_CHALLENGE, PR_FIGHT, PR_FLIGHT, PR_HOLD, PR_MOVE, PR_REROLL, PR_TURN } from './procs/kinds'
import { zoneModifier } from './procs/puck'
import { rerollChance, withRerolls } from './procs/rerolls'
import { declarationChance } from './procs/traits'
import { cancelsBlockOn, dodgeWorks, hasSkill, isDauntless, proGate, repulsesOn } from './skills'
import { arg } from './stack'
import type { CrossCheckState } from './state'

/** One agility roll against `ag` with `mod` (natural 1 fails, natural 6 succeeds: Classic's table). */
export const agility = (ag: number, mod: number): number => (7 - agilityRollNeeded(ag, mod)) / 6

/**
 * Chance a check fells the target and leaves the checker up (Classic's faces, Block, Dodge v Tackle, Horns), after
 * the target's Foul Appearance roll and the checker's Dauntless roll (Juggernaut only turns Both Down into a push
 * when that is not a fell).
 */
export function checkProbability(s: CrossCheckState, a: number, t: number): number {
  let good = 0
  for (let d = 1; d <= 6; d++) {
    const face = BLOCK_DIE[d]
    if (face === 'defender-down') good++
    else if (face === 'defender-stumbles' && !dodgeWorks(s, t, a)) good++
    else if (face === 'both-down' && hasSkill(s, a, 'block') && !hasSkill(s, t, 'block')) good++
  }
  const q = good / 6
  const felled = (dauntless: boolean): number => {
    const dice = checkDice(s, a, t, dauntless)
    return dice.chooser === 'attacker' ? 1 - (1 - q) ** dice.count : q ** dice.count
  }
  const repulse = repulsesOn(s, t)
  const passes = repulse > 0 ? (7 - repulse) / 6 : 1
  const stT = s.m.w[P_STR + t]
  if (!isDauntless(s, a) || s.m.w[P_STR + a] >= stT) return passes * felled(false)
  // 003: Dauntless — 2D6 greater than his strength: the chance of each total (36 throws).
  let above = 0
  for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) if (i + j > stT) above++
  return passes * ((above / 36) * felled(true) + (1 - above / 36) * felled(false))
}

/** 000: Fights — the chance the starter `a` floors `t` in a fight that happens (D6 + ST each, higher wins). */
export function fightWinChance(s: CrossCheckState, a: number, t: number): number {
  let wins = 0
  for (let i = 1; i <= 6; i++)
    for (let j = 1; j <= 6; j++) if (i + s.m.w[P_STR + a] > j + s.m.w[P_STR + t]) wins++
  return wins / 36
}

/** 000: the contested roll — the chance challenger `p` wins the puck outright from holder `h`. */
export function stealChance(s: CrossCheckState, p: number, h: number): number {
  const c0 = s.m.w[P_AG + p] + zoneModifier(s, p)
  const h0 = s.m.w[P_AG + h] + 1 + zoneModifier(s, h)
  let wins = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + c0 > b + h0) wins++
  return wins / 36
}

function moveProbability(s: CrossCheckState, p: number, action: Action): number | null {
  // 002: Sure Hands re-rolls a failed take or turn once: p + (1 - p) p; else 003 Pro: p + (1 - p) x 1/2 x p.
  const once = (q: number): number => withRerolls(s, p, 'pickup', q)
  if (action.type === 'take' && carrier(s) < 0) return once(agility(s.m.w[P_AG + p], zoneModifier(s, p)))
  // 000 contested roll (cc-interp: contested-roll): the challenger wins on a strictly higher total.
  if (action.type === 'take' && carrier(s) >= 0) return stealChance(s, p, carrier(s))
  if (action.type === 'turn-puck' && carrier(s) === p)
    return once(agility(s.m.w[P_AG + p], 1 + zoneModifier(s, p)))
  if (action.type === 'check' && typeof action.player === 'number')
    return checkProbability(s, p, action.player)
  if ((action.type === 'pass' || action.type === 'shoot') && carrier(s) === p) {
    // Before the goalie's one-square step, which may change the stick zones over the shooter (cc-interp).
    const [tx, ty] = [Number(action.x), Number(action.y)]
    const mod = accuracyModifier(s, p, puckX(s), puckY(s), tx, ty, action.type === 'shoot')
    return withRerolls(s, p, 'pass', agility(s.m.w[P_AG + p], mod)) // 003: Pass, else Pro
  }
  if (action.type === 'fight' && typeof action.player === 'number') {
    // cc-interp: fight-odds — the target's coach accepts when he is likelier to floor the starter than to be
    // floored, else declines, and then only a goad (a 6) starts the fight.
    const win = fightWinChance(s, p, action.player)
    return fightWinChance(s, action.player, p) > win ? win : win / 6
  }
  return null
}

export function crossCheckProbability(s: CrossCheckState, action: Action): number | null {
  const sp = s.m.w[G_SP]
  if (sp <= 0) return null
  const top = STACK + (sp - 1) * FRAME_WORDS
  const kind = s.m.w[top + F_KIND]
  if (kind === PR_MOVE) return moveProbability(s, arg(s, top, 0), action)
  // The re-roll decision: the new roll succeeding (Pro's 4+ gate first); the failure standing is certain (null).
  if (kind === PR_REROLL && action.type === 'reroll')
    return rerollChance(s, top, REROLL_SOURCES.indexOf(action.source as 'skill' | 'pro'))
  // cc-interp: big-guys — a skate goes ahead when his declaration rolls pass.
  if (kind === PR_TURN && action.type === 'skate' && typeof action.player === 'number')
    return declarationChance(s, action.player)
  if (kind === PR_FIGHT && (action.type === 'accept-fight' || action.type === 'decline-fight')) {
    // The starter's chance to floor the target: a declined fight happens only on the goad's 6 (000).
    const win = fightWinChance(s, arg(s, top, 0), arg(s, top, 1))
    return action.type === 'accept-fight' ? win : win / 6
  }
  // 000: an opposed puck control roll when the carried puck enters his stick zone.
  if (kind === PR_CHALLENGE && action.type === 'challenge' && typeof action.player === 'number')
    return stealChance(s, action.player, arg(s, top, 0))
  if (kind === PR_HOLD && action.type === 'hold' && typeof action.player === 'number') {
    // The hold works when the mover fails his hold roll (the ice's dodge), Dodge re-roll counted (cc-interp: skills).
    const mover = arg(s, top, 0)
    const ok = agility(holdStat(s, mover), 0)
    const dodge = s.m.w[G_DODGE_USED] === 0 && dodgeWorks(s, mover, action.player)
    const gate = proGate(s, mover, 'dodge') // 003: Pro, when Dodge does not re-roll
    const pro = gate > 0 ? ok + (1 - ok) * ((7 - gate) / 6) * ok : ok
    return 1 - (dodge ? ok + (1 - ok) * ok : pro)
  }
  if (kind === PR_FLIGHT && action.type === 'block-puck' && typeof action.player === 'number') {
    // 003: Pro re-rolls a failed block; 003: Safe Throw cancels a success on its D6 (2+).
    const q = agility(
      s.m.w[P_AG + action.player],
      blockModifier(s, top, action.player, Number(action.x), Number(action.y)),
    )
    const safe = cancelsBlockOn(s, arg(s, top, 0))
    return withRerolls(s, action.player, 'interception', q) * (safe > 0 ? (safe - 1) / 6 : 1)
  }
  return null
}
