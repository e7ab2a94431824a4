// 001: Actions and Free Actions — one Player Action from start to its claim step: what the claim conditions need
// is noted when it starts, the action's own procedure runs, then touchdowns are scored (001: Scoring Touchdowns,
// before the claim step), then the Claim Challenge Card step, then what the action grants (Frenzied's free Block).

import { add, set } from '../../../engine/memory'
import {
  A_BLOCK,
  A_FOUL,
  A_MARK,
  A_RESERVES,
  A_RUN,
  A_SIDESTEP,
  A_STAND,
  A_THROW,
  A_THROW_TEAM_MATE,
  code,
  nOf,
  playerOf,
  targetOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { AB } from '../data/abilities'
import { BONUS_INDEX, BONUS_PLAY_IDS } from '../data/bonusPlays'
import { ballOf, groundBallAt, hasAbility, open, scoreEndX } from '../geometry'
import {
  A_BALL_X,
  A_BONUS,
  A_FREE,
  A_INJURED,
  A_KIND,
  A_KNOCKED,
  A_OPP_HELD,
  A_PLAYER,
  A_REROLLED,
  A_TARGET,
  A_TD,
  A_THROW_NEG,
  A_THROW_OK,
  A_TOOK,
  ACTION_KIND_NAMES,
  B_ST,
  B_X,
  BALL_NONE,
  G_ACTIVE,
  G_FIRST_A,
  G_GENEROUS,
  G_RUNS,
  G_TURN0,
  K_BLOCK,
  K_FOUL,
  K_MARK,
  K_RESERVES,
  K_RUN,
  K_SIDESTEP,
  K_STAND,
  K_THROW,
  MAX_BALLS,
  MAX_PLAYERS,
  P_DONE,
  P_DONE_REG,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  SQ,
  ST_PRONE,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { pushBounce } from './ball'
import { score } from './cards'
import { playBonus } from './bonus'
import { I_INTERVENTION, I_SHADOWING, I_STEP_ASIDE, offerInterrupt } from './interrupts'
import {
  PR_ACTION,
  PR_BLOCK,
  PR_CLAIM,
  PR_FOUL,
  PR_FREE_RESERVES,
  PR_MOVE,
  PR_THROW,
  PR_THROW_TEAM_MATE,
} from './kinds'
import { dropBall, movePlayer, placePlayer, removeBall, takeBall, toDugout } from './pieces'
import { reserveTargets } from './declare'
import { HIT_AND_RUN, offerFreeActions } from './freeActions'

const KIND_OF: Record<number, number> = {
  [A_RUN]: K_RUN,
  [A_MARK]: K_MARK,
  [A_THROW]: K_THROW,
  [A_BLOCK]: K_BLOCK,
  [A_SIDESTEP]: K_SIDESTEP,
  [A_STAND]: K_STAND,
  [A_RESERVES]: K_RESERVES,
  [A_FOUL]: K_FOUL,
  [A_THROW_TEAM_MATE]: K_THROW,
}

/** A declaration code as [kind, player, target, x, y, bonus]. */
export function actionCode(c: number): [number, number, number, number, number, number] {
  return [KIND_OF[typeOf(c)], playerOf(c), targetOf(c), xOf(c), yOf(c), nOf(c)]
}

export function pushAction(
  s: BlitzState,
  kind: number,
  player: number,
  target: number,
  x: number,
  y: number,
  bonus: number,
  free: boolean,
): void {
  push(s, PR_ACTION, kind, player, target, x >= 0 ? x * 16 + y : -1, bonus, free ? 1 : 0)
}

/** 001: Claim Challenge Cards — never in Coach A's first turn (rulings.md); optionally in neither first turn. */
function claimsAllowed(s: BlitzState): boolean {
  const side = s.m.w[G_ACTIVE]
  if (s.m.w[G_TURN0 + side] > 1) return true
  if (s.meta.options.noClaimsFirstTurns === true) return false
  return side !== s.m.w[G_FIRST_A]
}

function begin(s: BlitzState, f: number): void {
  const m = s.m
  const [kind, p, target, xy, bonus, free] = [0, 1, 2, 3, 4, 5].map((i) => arg(s, f, i))
  const side = m.w[G_ACTIVE]
  set(m, A_KIND, kind)
  set(m, A_PLAYER, p)
  set(m, A_FREE, free)
  set(m, A_TARGET, target)
  set(m, A_BONUS, bonus)
  for (const at of [A_INJURED, A_KNOCKED, A_THROW_OK, A_THROW_NEG, A_TD, A_TOOK, A_REROLLED]) set(m, at, 0)
  let held = 0
  for (let o = 0; o < MAX_PLAYERS; o++) if (m.w[P_SIDE + o] !== side && ballOf(s, o) >= 0) held |= 1 << o
  set(m, A_OPP_HELD, held)
  for (let b = 0; b < MAX_BALLS; b++) set(m, A_BALL_X + b, m.w[B_ST + b] === BALL_NONE ? -1 : m.w[B_X + b])
  set(m, P_DONE + p, m.w[P_DONE + p] | (1 << kind))
  if (!free) set(m, P_DONE_REG + p, m.w[P_DONE_REG + p] | (1 << kind))
  if (kind === K_RUN) add(m, G_RUNS, 1)
  if (bonus >= 0) playBonus(s, side, BONUS_PLAY_IDS[bonus])
  emit(s, { type: 'action', action: ACTION_KIND_NAMES[kind], player: p, target, free: free === 1 })
  const x = xy >= 0 ? xy >> 4 : -1
  const y = xy >= 0 ? xy & 15 : -1
  switch (kind) {
    case K_RUN:
    case K_MARK:
      push(s, PR_MOVE, p, kind, 0, bonus, target === HIT_AND_RUN ? 4 : 0) // 4: FREE_PATH (move.ts)
      return
    case K_THROW:
      if (xy >= 0)
        push(s, PR_THROW_TEAM_MATE, p, target, xy) // 001: Throw Team-mate counts as a Throw Action
      else push(s, PR_THROW, p, target, 0, bonus)
      return
    case K_BLOCK:
      push(s, PR_BLOCK, p, target, 0, 0, 0, bonus)
      return
    case K_FOUL:
      push(s, PR_FOUL, p, target)
      return
    case K_SIDESTEP: {
      // 001: Sidestep Action — one square, ending Open; a ball there bounces. 001 card Shadowing may follow.
      const from = m.w[P_X + p] * 16 + m.w[P_Y + p]
      movePlayer(s, p, x, y)
      emit(s, { type: 'move', player: p, x, y })
      offerInterrupt(s, I_SHADOWING, from)
      landOnBall(s, p, x, y, false)
      return
    }
    case K_STAND: // 001: Stand Up Action
      set(m, P_ST + p, ST_STANDING)
      emit(s, { type: 'stand-up', player: p })
      return
    case K_RESERVES: {
      // 001: Reserves Action — into the team's End Zone; a ball there bounces. 001 arena Sewer Pipe Stadium: onto
      // a trapdoor, whose ball is removed and whose player is Injured (a ball they held goes with them).
      if (s.trapdoors.includes(y * 15 + x)) {
        const o = m.w[SQ + y * 15 + x] - 1
        if (o >= 0) {
          const held = ballOf(s, o)
          if (held >= 0) removeBall(s, held)
          toDugout(s, o)
          emit(s, { type: 'injured', player: o, side: m.w[P_SIDE + o], reason: 'trapdoor' })
        }
        const lying = groundBallAt(s, x, y)
        if (lying >= 0) removeBall(s, lying)
      }
      placePlayer(s, p, x, y)
      set(m, P_ST + p, ST_STANDING)
      emit(s, { type: 'reserves', player: p, x, y })
      landOnBall(s, p, x, y, false)
      return
    }
  }
}

/** 001: Picking Up a Ball — a ball in the square a player enters: taken on a Run (or with Handling Skills), else it bounces. */
export function landOnBall(s: BlitzState, p: number, x: number, y: number, running: boolean): void {
  const b = groundBallAt(s, x, y)
  if (b < 0) return
  const canHold = ballOf(s, p) < 0 && s.m.w[P_ST + p] === ST_STANDING && s.m.w[P_THROW + p] > 0
  const takes = canHold && (running || hasAbility(s, p, AB.handling))
  if (takes) takeBall(s, b, p)
  else pushBounce(s, b, x, y)
}

/** 001: Scoring Touchdowns — Open, holding a ball, in the other team's End Zone, after any action. */
function touchdowns(s: BlitzState): void {
  const m = s.m
  const side = m.w[G_ACTIVE]
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (m.w[P_SIDE + p] !== side || m.w[P_X + p] !== scoreEndX(side) || !open(s, p)) continue
    const b = ballOf(s, p)
    if (b < 0) continue
    removeBall(s, b)
    toDugout(s, p)
    // 001: a new version of the player — they may repeat actions the scorer made this turn.
    set(m, P_DONE + p, 0)
    set(m, P_DONE_REG + p, 0)
    add(m, A_TD, 1)
    emit(s, { type: 'touchdown', side, player: p })
    score(s, side, 4 + m.w[G_GENEROUS], 'touchdown') // + Generous Coaches
  }
}

/** What happens right after the action's own procedure: the Diving Tackle fall, the other coach's interrupts. */
function afterBody(s: BlitzState, f: number): void {
  const [kind, p] = [arg(s, f, 0), arg(s, f, 1)]
  if (kind === K_BLOCK && arg(s, f, 4) === BONUS_INDEX['diving-tackle'] && s.m.w[P_ST + p] === ST_STANDING) {
    set(s.m, P_ST + p, ST_PRONE) // 001 card Diving Tackle: the player goes Prone, no Armour Check
    emit(s, { type: 'prone', player: p, reason: 'diving-tackle' })
    const b = ballOf(s, p)
    if (b >= 0) {
      dropBall(s, b)
      pushBounce(s, b, s.m.w[P_X + p], s.m.w[P_Y + p])
    }
  }
  // The other coach's interrupts follow free Runs and Marks too (a free action is not an interrupt).
  if (s.m.w[P_ST + p] === ST_STANDING) {
    if (kind === K_MARK) offerInterrupt(s, I_STEP_ASIDE, 0)
    if (kind === K_RUN) offerInterrupt(s, I_INTERVENTION, p)
  }
}

defineProc(PR_ACTION, {
  name: 'action',
  run(s, f) {
    switch (step(s, f)) {
      case 0:
        setStep(s, f, 1)
        begin(s, f)
        return false
      case 1:
        setStep(s, f, 2)
        afterBody(s, f)
        return false
      case 2:
        setStep(s, f, 3)
        touchdowns(s)
        return false
      case 3:
        setStep(s, f, 4)
        // 001 Player Status: a Prone player "cannot score Challenge Cards" (the Diving Tackle card's blocker).
        if (claimsAllowed(s) && s.m.w[P_ST + arg(s, f, 1)] !== ST_PRONE) push(s, PR_CLAIM)
        return false
      case 4:
        setStep(s, f, 5)
        offerFreeActions(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2))
        return false
      default:
        pop(s)
        return false
    }
  },
})

/** 001: Emergency Reserves — one free Reserves action, which the team must take when it can. */
defineProc(PR_FREE_RESERVES, {
  name: 'free-reserves',
  run(s, f) {
    const out: number[] = []
    this.legal!(s, f, out)
    if (out.length > 0) return true
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'reserves' }),
  legal(s, f, out) {
    const side = arg(s, f, 0)
    const targets = reserveTargets(s, side)
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (s.m.w[P_SIDE + p] === side && s.m.w[P_ST + p] === 1)
        for (const [x, y] of targets) out.push(code(A_RESERVES, p, -1, x, y))
  },
  act(s, _f, c) {
    pop(s)
    pushAction(s, K_RESERVES, playerOf(c), -1, xOf(c), yOf(c), -1, true)
  },
})
