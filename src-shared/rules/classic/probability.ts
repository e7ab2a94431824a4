// The probability service: the exact chance that an action succeeds before it is taken, counting the team re-roll
// (one per team turn, never re-rolling a re-roll) and the skill re-rolls the player has. "Succeeds" means:
// a step — every roll of it made (Going For It, dodge, pick-up); a block — the chosen face knocks the defender down
// (the stronger side picks); a throw — accurate, not intercepted and caught; a hand-off — caught; a foul — armour
// broken; an interception attempt — made; a team-mate throw — accurate and the thrown player lands on his feet.
// Not counted (003, the interrupts: they hang on the other coach's choices, not on dice alone): a Diving Tackle
// that may stop a step or path as the mover enters a diver's zone, a Dump Off that may take the ball from a block's
// target before the dice, and Pass Blockers who may move into the ruler or next to thrower or catcher before the
// interception (the chances are those of the position as it stands).

import type { Action } from '../../engine/api'
import { agilityRollNeeded } from './data/agilityTable'
import { BLOCK_DIE, blockDice } from './data/blockDice'
import {
  A_BLOCK,
  A_CHAINSAW,
  A_FOUL,
  A_GAZE,
  A_HAND_OFF,
  A_MULTIPLE_BLOCK,
  A_STAB,
  A_INTERCEPT,
  A_STEP,
  A_LEAP,
  A_THROW,
  A_THROW_PLAYER,
  A_THROW_BOMB,
  K_BLITZ,
  encode,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from './actions'
import { tackleZones } from './geometry'
import {
  BALL_GROUND,
  F_KIND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_WEATHER,
  P_AG,
  P_ST,
  P_MA,
  P_MOVED,
  P_X,
  P_Y,
} from './layout'
import { BF_BLITZ, BF_DAUNTLESS, BF_MOVED, blockStrengths } from './procs/block'
import { foulModifier } from './procs/foul'
import { chainsawProbability, multipleBlockProbability, stabProbability } from './procs/weaponOdds'
import { armourValue } from './procs/injury'
import { PR_ACTIVATION, PR_BOMB, PR_MULTIPLE_BLOCK, PR_PASS, PR_TURN } from './procs/kinds'
import {
  RK_DODGE,
  RK_GFI,
  RK_LEAP,
  RK_PICKUP,
  ROLL_KINDS,
  teamRerollAvailable,
  rollAgility,
} from './procs/roll'
import { hasNoHands } from './procs/noHands'
import { teamRerollChance } from './procs/teamReroll'
import { LEAP_MODIFIER, dodgeModifier, pickUpModifier, pickUpTarget, tentacleGrabbers } from './procs/step'
import { weatherEffect } from './procs/weather'
import { anySkill, anySkillAgainst, skillTotal } from './skills'
import { arg, step, topFrame } from './stack'
import { NEVER, chanceOf, need, sequenceChance, type RollNeed } from './rollNeeds'
import {
  bombProbability,
  handOffProbability,
  interceptionChance,
  throwProbability,
  throwTeamMateProbability,
} from './throwOdds'
import { occupant, sideOf, type ClassicState } from './state'
import { proRule } from './procs/pro'

/** The rolls a path of steps needs for an active player, from where he stands now. */
export function pathRolls(
  s: ClassicState,
  p: number,
  path: readonly (readonly [number, number])[],
): RollNeed[] {
  const w = s.m.w
  const rolls: RollNeed[] = []
  let x = w[P_X + p]
  let y = w[P_Y + p]
  let moved = w[P_MOVED + p]
  let ballHere = w[G_BALL_STATE] === BALL_GROUND
  const side = sideOf(s, p)
  for (const [nx, ny] of path) {
    if (moved >= w[P_MA + p]) rolls.push(need(s, RK_GFI, p, weatherEffect(w[G_WEATHER]).gfiTarget))
    // 003: Tentacles — one roll under his strength per tentacled opponent whose tackle zone he leaves.
    for (let k = tentacleGrabbers(s, p, x, y); k > 0; k--)
      rolls.push({
        kind: -1,
        p: Math.min(1, Math.max(0, (w[P_ST + p] - 1) / 6)),
        skill: -1,
        oncePerTurn: false,
      })
    if (tackleZones(s, side, x, y, p) > 0)
      // 003: Break Tackle dodges with strength (rollAgility); Tackle cancels Dodge where he stands (x, y).
      rolls.push(
        need(
          s,
          RK_DODGE,
          p,
          agilityRollNeeded(rollAgility(s, RK_DODGE, p), dodgeModifier(s, p, nx, ny, x, y)),
          x,
          y,
        ),
      )
    if (ballHere && w[G_BALL_X] === nx && w[G_BALL_Y] === ny && hasNoHands(s, p)) {
      // not in the seeds (LRB6 No Hands): the ball bounces off him, a turnover — the path cannot succeed.
      rolls.push(NEVER)
      ballHere = false
    } else if (ballHere && w[G_BALL_X] === nx && w[G_BALL_Y] === ny) {
      // 003: Big Hand picks up on a fixed 2+.
      const fixed = pickUpTarget(s, p)
      const target = fixed || agilityRollNeeded(w[P_AG + p], pickUpModifier(s, p, nx, ny))
      rolls.push(need(s, RK_PICKUP, p, target))
      ballHere = false
    }
    x = nx
    y = ny
    moved++
  }
  return rolls
}

/** 003: Leap — the Going For Its its two squares need, the leap roll (no modifiers), a pick-up where he lands. */
export function leapProbability(s: ClassicState, p: number, tx: number, ty: number): number {
  const w = s.m.w
  const rolls: RollNeed[] = []
  const gfis = Math.min(2, Math.max(0, w[P_MOVED + p] + 2 - w[P_MA + p]))
  for (let i = 0; i < gfis; i++) rolls.push(need(s, RK_GFI, p, weatherEffect(w[G_WEATHER]).gfiTarget))
  for (let k = tentacleGrabbers(s, p, w[P_X + p], w[P_Y + p]); k > 0; k--)
    rolls.push({
      kind: -1,
      p: Math.min(1, Math.max(0, (w[P_ST + p] - 1) / 6)),
      skill: -1,
      oncePerTurn: false,
    })
  rolls.push(need(s, RK_LEAP, p, agilityRollNeeded(w[P_AG + p], LEAP_MODIFIER)))
  if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === tx && w[G_BALL_Y] === ty && hasNoHands(s, p))
    rolls.push(NEVER) // not in the seeds (LRB6 No Hands)
  else if (w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === tx && w[G_BALL_Y] === ty) {
    const fixed = pickUpTarget(s, p)
    rolls.push(need(s, RK_PICKUP, p, fixed || agilityRollNeeded(w[P_AG + p], pickUpModifier(s, p, tx, ty))))
  }
  return sequenceChance(rolls, teamRerollAvailable(s, sideOf(s, p)))
}

/** Exact chance that the active player makes every roll of this path (the UI shows it on hover). */
export function pathProbability(
  s: ClassicState,
  p: number,
  path: readonly (readonly [number, number])[],
): number {
  return sequenceChance(pathRolls(s, p, path), teamRerollAvailable(s, sideOf(s, p)))
}

/** `Ruleset.pathProbability`: the path chance of the player moving in the current activation, or null. */
export function activePathProbability(
  s: ClassicState,
  path: readonly { readonly x: number; readonly y: number }[],
): number | null {
  const f = topFrame(s)
  if (f < 0 || s.m.w[f + F_KIND] !== PR_ACTIVATION) return null
  return pathProbability(
    s,
    arg(s, f, 0),
    path.map((q) => [q.x, q.y] as const),
  )
}

/**
 * Chance that a block knocks the defender down (002: the faces; the stronger side picks). `teamReroll`: whether the
 * team re-roll may go to the dice (default: if the side has it); `proLeft`: whether his 003 Pro may (default: if
 * unused this turn).
 */
export function blockProbability(
  s: ClassicState,
  att: number,
  def: number,
  teamReroll?: boolean,
  flags = 0,
  proLeft = true,
): number {
  const w = s.m.w
  // 003: Foul Appearance — the block happens only on a D6 of 2+.
  const repulse = skillTotal(s, def, (r) => r.repulsesBlockersOn)
  const happens = repulse > 0 ? (7 - repulse) / 6 : 1
  // 003: Dauntless — 2D6 above the defender's ST makes the attacker's ST equal to it.
  if (w[P_ST + att] < w[P_ST + def] && anySkill(s, att, (r) => r.dauntless)) {
    const q = twoDiceAbove(w[P_ST + def])
    return (
      happens *
      (q * facesProbability(s, att, def, teamReroll, flags | BF_DAUNTLESS, proLeft) +
        (1 - q) * facesProbability(s, att, def, teamReroll, flags, proLeft))
    )
  }
  return happens * facesProbability(s, att, def, teamReroll, flags, proLeft)
}

/** Chance that 2D6 is greater than n. */
function twoDiceAbove(n: number): number {
  let k = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > n) k++
  return k / 36
}

function facesProbability(
  s: ClassicState,
  att: number,
  def: number,
  teamReroll: boolean | undefined,
  flags: number,
  proLeft: boolean,
): number {
  const st = blockStrengths(s, att, def, flags)
  const dice = blockDice(st.att, st.def)
  let good = 0
  for (let d = 1; d <= 6; d++) {
    const face = BLOCK_DIE[d]
    if (face === 'defender-down') good++
    // 003: Tackle cancels the defender's Dodge on Defender Stumbles.
    else if (face === 'defender-stumbles' && !anySkillAgainst(s, def, att, (r) => r.savesStumble)) good++
    else if (
      face === 'both-down' &&
      anySkill(s, att, (r) => r.savesBothDown) &&
      !anySkill(s, def, (r) => r.savesBothDown)
    )
      good++
  }
  const q = good / 6
  const once = dice.chooser === 'attacker' ? 1 - (1 - q) ** dice.count : q ** dice.count
  // LRB6 Loner: the team re-roll of the block dice goes ahead only on 4+. 003 Pro: his re-roll after a 4+. One
  // re-roll at most (a re-rolled roll is never re-rolled again): the likelier goes ahead.
  const team = (teamReroll ?? teamRerollAvailable(s, sideOf(s, att))) ? teamRerollChance(s, att) : 0
  const pro = proLeft ? proRule(s, att) : null
  const again = Math.max(team, pro ? chanceOf(pro.rerollGate ?? 1) : 0)
  return once + (1 - once) * again * once
}

/** A Blitz's block beyond MA needs a Going For It first; the one team re-roll may go to either roll. */
function blitzBlockProbability(s: ClassicState, att: number, def: number): number {
  const w = s.m.w
  // 003: Horns — a Blitz's block after moving at least one square.
  const horns = BF_BLITZ | (w[P_MOVED + att] > 0 ? BF_MOVED : 0)
  if (w[P_MOVED + att] < w[P_MA + att]) return blockProbability(s, att, def, undefined, horns)
  const gfi = need(s, RK_GFI, att, weatherEffect(w[G_WEATHER]).gfiTarget)
  const team = teamRerollAvailable(s, sideOf(s, att))
  const firstTry = gfi.p * blockProbability(s, att, def, team, horns)
  // A skill re-roll of the Going For It that is his Pro (it has a gate) leaves no Pro for the block dice.
  if (gfi.skill >= 0)
    return firstTry + (1 - gfi.p) * gfi.p * blockProbability(s, att, def, team, horns, gfi.gate === undefined)
  const gate = gfi.teamGate ?? 1 // LRB6 Loner
  return firstTry + (team ? gate * (1 - gfi.p) * gfi.p * blockProbability(s, att, def, false, horns) : 0)
}

/** Chance that 2D6 + modifier beats AV (armour broken). */
export function armourBreakChance(av: number, modifier: number): number {
  let n = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + modifier > av) n++
  return n / 36
}

/**
 * 003: Hypnotic Gaze — chance that `gazer` hypnotises the opponent on (x, y): a D6 above his AG (AG 6: never),
 * with the team re-roll of the turn and Pro.
 */
export function gazeProbability(s: ClassicState, gazer: number, x: number, y: number): number {
  const ag = s.m.w[P_AG + occupant(s, x, y)]
  if (ag >= 6) return 0
  const rk = ROLL_KINDS.indexOf('hypnotic-gaze')
  return sequenceChance([need(s, rk, gazer, ag + 1)], teamRerollAvailable(s, sideOf(s, gazer)))
}

export function classicProbability(s: ClassicState, action: Action): number | null {
  const c = encode(action)
  const f = topFrame(s)
  if (c === null || f < 0) return null
  const kind = s.m.w[f + F_KIND]
  if ((kind === PR_TURN || kind === PR_ACTIVATION) && typeOf(c) === A_GAZE)
    return gazeProbability(s, playerOf(c), xOf(c), yOf(c))
  if (kind === PR_PASS && typeOf(c) === A_INTERCEPT) {
    return interceptionChance(s, playerOf(c))
  }
  // 003: Multiple Block — the targets picked so far, with the one this action adds (procs/weaponOdds.ts).
  if (kind === PR_MULTIPLE_BLOCK && step(s, f) === 0) {
    const add = typeOf(c) === A_MULTIPLE_BLOCK ? 1 << playerOf(c) : 0
    return multipleBlockProbability(s, arg(s, f, 0), arg(s, f, 1) | add)
  }
  // Not in the seeds (LRB6 Bombardier): the catcher's throw of a caught bomb.
  if (kind === PR_BOMB && typeOf(c) === A_THROW_BOMB) return bombProbability(s, arg(s, f, 0), xOf(c), yOf(c))
  if (kind !== PR_ACTIVATION) return null
  const p = arg(s, f, 0)
  switch (typeOf(c)) {
    // Not in the seeds (LRB6 Stab, Chainsaw); a Blitz's attack beyond MA (a Going For It first) is not priced.
    case A_STAB:
    case A_CHAINSAW: {
      const w = s.m.w
      if (arg(s, f, 1) === K_BLITZ && w[P_MOVED + p] >= w[P_MA + p]) return null
      return typeOf(c) === A_STAB ? stabProbability(s, playerOf(c)) : chainsawProbability(s, p, playerOf(c))
    }
    case A_STEP:
      return pathProbability(s, p, [[xOf(c), yOf(c)]])
    case A_LEAP:
      return leapProbability(s, p, xOf(c), yOf(c))
    case A_BLOCK:
      return arg(s, f, 1) === K_BLITZ
        ? blitzBlockProbability(s, p, playerOf(c))
        : blockProbability(s, p, playerOf(c))
    case A_THROW:
      return throwProbability(s, p, xOf(c), yOf(c))
    case A_HAND_OFF:
      return handOffProbability(s, p, playerOf(c))
    case A_THROW_BOMB:
      return bombProbability(s, p, xOf(c), yOf(c))
    case A_THROW_PLAYER:
      return throwTeamMateProbability(s, p, playerOf(c), xOf(c), yOf(c))
    case A_FOUL: {
      const victim = playerOf(c)
      return armourBreakChance(armourValue(s, victim), foulModifier(s, p, victim))
    }
    default:
      return null
  }
}
