// The Cross Check Beginner's answers besides the move itself: who skates next, the goalie and the line-up, the
// other coach's Hold, follow and challenge, the goalie's step and blocks of the puck, block dice, pushes,
// follow-ups, fights, re-rolls and Juggernaut's choice.
// Each returns an index into the legal codes.

import { BLOCK_DIE } from '../../rules/classic/data/blockDice'
import {
  A_ACCEPT,
  A_BLOCK_PUCK,
  A_CHALLENGE,
  A_END_TURN,
  A_FOLLOW,
  A_GOALIE_STEP,
  A_HOLD,
  A_LINE,
  A_NO_REROLL,
  A_REROLL,
  kindOf,
  nOf,
  playerOf,
  SOURCE_SKILL,
  xOf,
  yOf,
} from '../../rules/crosscheck/actions'
import { isIce } from '../../rules/crosscheck/data/rink'
import { pathSquares } from '../../rules/crosscheck/flightPath'
import { puckX, puckY } from '../../rules/crosscheck/geometry'
import {
  F_KIND,
  G_CARRIER,
  P_AG,
  P_AV,
  P_GOALIE,
  P_MA,
  P_SIDE,
  P_STR,
  P_X,
  P_Y,
  TEAM_MAX,
} from '../../rules/crosscheck/layout'
import { pushSquares } from '../../rules/crosscheck/procs/check'
import { blockModifier } from '../../rules/crosscheck/procs/flight'
import { PR_CHECK } from '../../rules/crosscheck/procs/kinds'
import { zoneModifier } from '../../rules/crosscheck/procs/puck'
import { hasSkill } from '../../rules/crosscheck/skills'
import { arg, topFrame } from '../../rules/crosscheck/stack'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { agility, carrierOf, cheb, inOffence, matesInOffence } from './board'

export type Pick = (values: readonly number[]) => number

/** Who skates next: the carrier first, then whoever is nearest a loose puck or the opposing carrier. */
export function skateOrder(s: CrossCheckState, codes: readonly number[], side: number, pick: Pick): number {
  const w = s.m.w
  const c = w[G_CARRIER]
  return pick(
    codes.map((code) => {
      if (kindOf(code) === A_END_TURN) return -100
      const p = playerOf(code)
      if (w[P_GOALIE + p] === 1) return -10
      const x = w[P_X + p]
      const y = w[P_Y + p]
      if (c === p) {
        // A team-mate caught offside must skate out before the puck goes in.
        return !inOffence(side, x) && matesInOffence(s, side, p) > 0 ? 40 : 100
      }
      if (c >= 0 && w[P_SIDE + c] === side) {
        const cx = w[P_X + c]
        return inOffence(side, x) && !inOffence(side, cx) ? 50 : 10 - 0.1 * cheb(x, y, cx, w[P_Y + c])
      }
      if (c < 0) return 90 - cheb(x, y, puckX(s), puckY(s))
      return 80 - cheb(x, y, w[P_X + c], w[P_Y + c])
    }),
  )
}

/** Line-up, picked in the order centre, two wings, two defencemen: agility up front, strength at the back. */
export function lineUp(s: CrossCheckState, codes: readonly number[], side: number, pick: Pick): number {
  const w = s.m.w
  let placed = 0
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (w[P_X + p] >= 0 && w[P_GOALIE + p] === 0) placed++
  }
  return pick(
    codes.map((code) => {
      if (kindOf(code) !== A_LINE) return -100
      const p = playerOf(code)
      const [ag, ma, st] = [w[P_AG + p], w[P_MA + p], w[P_STR + p]]
      if (placed === 0) return ag * 3 + ma * 0.5 + st * 0.2 // the centre faces off (D6 + AG)
      if (placed <= 2) return ag * 2 + ma + st * 0.3
      return st * 2 + ag + ma * 0.3
    }),
  )
}

/** Which goalie plays: the best shot-stopper — agility for the block roll, Save's +1 on a shot, then armour. */
export function goalie(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const w = s.m.w
  return pick(
    codes.map((code) => {
      const p = playerOf(code)
      return w[P_AG + p] * 2 + (hasSkill(s, p, 'save') ? 1.5 : 0) + w[P_AV + p] * 0.1
    }),
  )
}

/** Hold every mover leaving our stick zones (a failed roll costs them 2 MV; the penalty needs a 1 then a 6). */
export function hold(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const w = s.m.w
  return pick(codes.map((code) => (kindOf(code) === A_HOLD ? 1 + w[P_AG + playerOf(code)] * 0.01 : 0)))
}

/** Follow a held carrier to stay on him; otherwise keep position. */
export function follow(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const f = topFrame(s)
  const mover = arg(s, f, 0)
  const chase = carrierOf(s) === mover
  return pick(codes.map((code) => (kindOf(code) === A_FOLLOW ? (chase ? 1 : -1) : 0)))
}

/** Challenge a carrier whose puck comes into our stick zone: the best contested roll (it costs nothing). */
export function challenge(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const w = s.m.w
  return pick(
    codes.map((code) =>
      kindOf(code) === A_CHALLENGE ? 10 + w[P_AG + playerOf(code)] + zoneModifier(s, playerOf(code)) : 0,
    ),
  )
}

/** The goalie's step on a shot: onto the path if he can, else where his stick zone covers the puck. */
export function goalieMove(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const f = topFrame(s)
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  const ox = puckX(s)
  const oy = puckY(s)
  const path = pathSquares(ox, oy, tx, ty).filter(([x, y]) => isIce(x, y))
  const w = s.m.w
  const g = decisionPlayer(s)
  return pick(
    codes.map((code) => {
      const [gx, gy] = kindOf(code) === A_GOALIE_STEP ? [xOf(code), yOf(code)] : [w[P_X + g], w[P_Y + g]]
      let v = kindOf(code) === A_GOALIE_STEP ? 0 : 0.05 // stay on ties
      if (path.some(([x, y]) => cheb(x, y, gx, gy) <= 1)) v += 2
      if (cheb(ox, oy, gx, gy) === 1) v += 1
      return v
    }),
  )
}

const decisionPlayer = (s: CrossCheckState): number => {
  const w = s.m.w
  const passer = arg(s, topFrame(s), 0)
  const side = 1 - w[P_SIDE + passer]
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (w[P_GOALIE + p] === 1 && w[P_X + p] >= 0) return p
  }
  return passer
}

/** Block a pass or shot where the chance is best. */
export function blockPuck(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const f = topFrame(s)
  const w = s.m.w
  return pick(
    codes.map((code) => {
      if (kindOf(code) !== A_BLOCK_PUCK) return 0
      const q = playerOf(code)
      return 0.1 + agility(w[P_AG + q], blockModifier(s, f, q, xOf(code), yOf(code)))
    }),
  )
}

/** How good a block-die face is for the checker (002: Block dice results). */
function faceForChecker(s: CrossCheckState, a: number, t: number, face: string): number {
  if (face === 'defender-down') return 4
  if (face === 'defender-stumbles') return hasSkill(s, t, 'dodge') ? 2 : 3.9
  if (face === 'pushed') return 2
  if (face === 'both-down') return hasSkill(s, a, 'block') ? (hasSkill(s, t, 'block') ? 1.5 : 3.8) : 0.5
  return 0
}

/** The checker's coach picks the best face for him; the target's coach (two dice, stronger target) the worst. */
export function blockDie(s: CrossCheckState, codes: readonly number[], side: number, pick: Pick): number {
  const f = topFrame(s)
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const mine = s.m.w[P_SIDE + a] === side
  return pick(
    codes.map((code) => {
      const face = BLOCK_DIE[(arg(s, f, 2) >> (3 * nOf(code))) & 7] as string
      const v = faceForChecker(s, a, t, face)
      return mine ? v : -v
    }),
  )
}

/** Pushes: the checker's coach drives the target into the boards or away from the puck; Side Step the reverse. */
export function pushChoice(s: CrossCheckState, codes: readonly number[], side: number, pick: Pick): number {
  const f = topFrame(s)
  const w = s.m.w
  const inCheck = w[f + F_KIND] === PR_CHECK
  const squares = inCheck ? pushSquares(s, f) : null
  const pushed = inCheck ? arg(s, f, 1) : arg(s, f, 0)
  const mine = w[P_SIDE + pushed] === side
  return pick(
    codes.map((code) => {
      if (!squares) return 0
      const sqr = squares[nOf(code)]
      if (!sqr) return 0
      const [x, y] = sqr
      const away = cheb(x, y, puckX(s), puckY(s)) + (isIce(x, y) ? 0 : 3)
      return mine ? -away : away
    }),
  )
}

/** Follow up a check only onto a carrier's heels; otherwise keep the square. */
export function followUp(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const f = topFrame(s)
  const t = arg(s, f, 1)
  const chase = carrierOf(s) === t
  return pick(codes.map((code) => (kindOf(code) === A_FOLLOW ? (chase ? 1 : -1) : 0)))
}

/** Fights: always declined (000: both risk 5 turns in the box on a 4+). */
export function fight(codes: readonly number[], pick: Pick): number {
  return pick(codes.map((code) => (kindOf(code) === A_ACCEPT ? -1 : 0)))
}

/**
 * Re-roll a failed roll: every roll that asks mattered (a take, a puck turn, a pass or shot, a block of the puck, a
 * hold roll that costs 2 MV or a fall). The skill's own re-roll first (free, certain); Pro (once a team turn, 4+)
 * only when no skill re-roll is offered.
 */
export function reroll(codes: readonly number[], pick: Pick): number {
  return pick(
    codes.map((code) =>
      kindOf(code) === A_REROLL
        ? nOf(code) === SOURCE_SKILL
          ? 2
          : 1
        : kindOf(code) === A_NO_REROLL
          ? 0
          : -1,
    ),
  )
}

/** LRB6 Juggernaut: keep Both Down only when his Block leaves him up and the target (no Block) down; else Pushed. */
export function juggernaut(s: CrossCheckState, codes: readonly number[], pick: Pick): number {
  const f = topFrame(s)
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const keep = hasSkill(s, a, 'block') && !hasSkill(s, t, 'block')
  return pick(codes.map((code) => ((nOf(code) === 1) !== keep ? 1 : 0)))
}
