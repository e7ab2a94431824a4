// 004: the team turn — the coach activates his players one after another (Move, Block, Blitz, Pass, and the
// hand-off and foul of the special rules), each finishing before the next starts, until he ends the turn or a
// turnover ends it for him.

import { add, set } from '../../../engine/memory'
import {
  A_BLOCK,
  A_CHAIN_MOVE,
  A_CHAINSAW,
  A_THROW_BOMB,
  A_MULTIPLE_BLOCK,
  A_STAB,
  A_END_ACTIVATION,
  A_END_TURN,
  A_GAZE,
  A_FOUL,
  A_HAND_OFF,
  A_STEP,
  A_LEAP,
  A_THROW,
  A_HAIL_MARY,
  A_THROW_PLAYER,
  K_BLITZ,
  K_BLOCK,
  K_FOUL,
  K_HAND_OFF,
  K_MOVE,
  K_PASS,
  K_THROW_TEAM_MATE,
  DECLARE_KINDS,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { isAdjacent } from '../geometry'
import {
  G_ACTIVE,
  G_BLITZ_USED,
  G_FOUL_USED,
  G_HANDOFF_USED,
  G_PASS_USED,
  G_RESULT,
  G_RR_USED,
  G_TURN0,
  G_TURNOVER,
  G_TURN_FREE,
  F_ACTED,
  F_DODGE_USED,
  F_GRABBED,
  F_MOVE_SPENT,
  F_STUNNED_NOW,
  F_STUMBLED,
  MAX_PLAYERS,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, sideOf, type ClassicState } from '../state'
import { SKILL_TURN_FLAGS, hasAnyOf } from '../skills'
import type { Side } from '../../../engine/api'
import { BF_BLITZ, BF_MOVED } from './block'
import { pushFoul } from './foul'
import { knockDown } from './injury'
import { PR_ACTIVATION, PR_TURN } from './kinds'
import { pushHandOff, pushPass } from './pass'
import { checkAnimosity, checkAnimosityAt } from './animosity'
import { RK_GFI, RK_STANDUP, pushRoll } from './roll'
import { plainStep, pushStep } from './step'
import { pushThrowTeamMate } from './throwTeamMate'
import { weatherEffect } from './weather'
import { AF_BLOCKED, AF_DONE, JUMPERS, activationLegal, turnLegal } from './turnLegal'
import { attack } from './weapons'
import { pushMultipleBlock } from './multipleBlock'
import { DECLARERS, DR_LOST, DR_NO_BLOCK, DR_TO_MOVE, pushDeclareRolls } from './declareRolls'
import { pushGaze } from './hypnoticGaze'
import { feedsFirst } from './bloodLust'
import { pushChainMove } from './ballAndChain'
import { pushBomb } from './bombardier'
import { G_WEATHER } from '../layout'

export function pushTurn(s: ClassicState, side: number, free: boolean): void {
  push(s, PR_TURN, side, free ? 1 : 0)
}

const USED_FLAG: Partial<Record<number, number>> = {
  [K_BLITZ]: G_BLITZ_USED,
  [K_PASS]: G_PASS_USED,
  [K_HAND_OFF]: G_HANDOFF_USED,
  [K_FOUL]: G_FOUL_USED,
  // 004: Throwing teammates — "Het gooien wordt behandeld als een normale pass": it spends the team's one Pass,
  // so after it no Pass may be declared (and after a Pass no throw of a team-mate).
  [K_THROW_TEAM_MATE]: G_PASS_USED,
}

// Frame: a = side, b = free bonus turn (004 kick-off: Blitz).
defineProc(PR_TURN, {
  name: 'turn',
  run(s, f) {
    const w = s.m.w
    const side = arg(s, f, 0)
    switch (step(s, f)) {
      case 0: {
        set(s.m, G_ACTIVE, side)
        set(s.m, G_TURN_FREE, arg(s, f, 1))
        set(s.m, G_RR_USED, 0)
        set(s.m, G_TURNOVER, 0)
        set(s.m, G_BLITZ_USED, 0)
        set(s.m, G_PASS_USED, 0)
        set(s.m, G_HANDOFF_USED, 0)
        set(s.m, G_FOUL_USED, 0)
        for (let p = 0; p < MAX_PLAYERS; p++) {
          const fl = w[P_FLAGS + p]
          // Per-turn skill limits (002: Dodge once; 003: Sure Feet three times) start afresh.
          const clear = F_ACTED | F_DODGE_USED | F_GRABBED | F_MOVE_SPENT | F_STUMBLED | SKILL_TURN_FLAGS
          if (fl & clear) set(s.m, P_FLAGS + p, fl & ~clear)
        }
        if (arg(s, f, 1) === 0) add(s.m, G_TURN0 + side, 1)
        if (s.events) emit(s, { type: 'turn-start', side, turn: w[G_TURN0 + side], free: arg(s, f, 1) === 1 })
        setStep(s, f, 1)
        return false
      }
      case 1:
        if (w[G_TURNOVER] === 0) return true
        setStep(s, f, 2)
        return false
      default: {
        // 004/002: stunned players turn face up at the end of their team's next turn.
        for (let p = 0; p < MAX_PLAYERS; p++) {
          const fl = w[P_FLAGS + p]
          if (w[P_SIDE + p] === side && w[P_STATE + p] === S_STUNNED && (fl & F_STUNNED_NOW) === 0)
            set(s.m, P_STATE + p, S_PRONE)
          if (fl & F_STUNNED_NOW) set(s.m, P_FLAGS + p, fl & ~F_STUNNED_NOW)
        }
        if (w[G_TURNOVER] === 1 && s.events) emit(s, { type: 'turnover', side })
        if (s.events) emit(s, { type: 'turn-end', side })
        set(s.m, G_ACTIVE, -1)
        set(s.m, G_TURNOVER, 0)
        pop(s)
        return false
      }
    }
  },
  decision(s, f) {
    return { side: arg(s, f, 0) as Side, kind: 'turn' }
  },
  legal(s, f, out) {
    turnLegal(s, arg(s, f, 0), out)
  },
  act(s, f, c) {
    if (typeOf(c) === A_END_TURN) {
      if (s.events) emit(s, { type: 'end-turn', side: arg(s, f, 0) })
      set(s.m, G_TURNOVER, 2) // 2: ended by the coach, not a turnover
      setStep(s, f, 2)
      return
    }
    if (typeOf(c) === A_GAZE) {
      pushGaze(s, playerOf(c), xOf(c), yOf(c)) // 003: Hypnotic Gaze — uses up no action
      return
    }
    const p = playerOf(c)
    const kind = xOf(c)
    const used = USED_FLAG[kind]
    if (used !== undefined) set(s.m, used, 1)
    set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_ACTED)
    set(s.m, P_MOVED + p, 0)
    if (s.events) emit(s, { type: 'activate', player: p, action: DECLARE_KINDS[kind] })
    push(s, PR_ACTIVATION, p, kind)
  },
})

// Frame: a = player, b = action kind, c = flags (1 blocked, 2 done), d = blitz target.
defineProc(PR_ACTIVATION, {
  name: 'activation',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    // `continue` runs the next step at once where nothing waits: the words written are those of advance calling run
    // again, without its loop turn (issue 20 point 7).
    for (;;) {
      switch (step(s, f)) {
        case 8: {
          // Not in the seeds (LRB6 Bone-head ... Blood Lust): the declaration rolls came back (procs/declareRolls.ts).
          const out = w[G_RESULT]
          if ((out & DR_LOST) !== 0) {
            pop(s)
            return false
          }
          if ((out & DR_NO_BLOCK) !== 0) setArg(s, f, 2, arg(s, f, 2) | AF_BLOCKED)
          if ((out & DR_TO_MOVE) !== 0) setArg(s, f, 1, K_MOVE)
          setStep(s, f, 9) // on to standing up
          return false
        }
        case 0:
        case 9:
          if (step(s, f) === 0 && hasAnyOf(s, p, DECLARERS)) {
            setStep(s, f, 8)
            pushDeclareRolls(s, p, arg(s, f, 1))
            return false
          }
          if (w[P_STATE + p] === S_PRONE && hasAnyOf(s, p, JUMPERS)) {
            // 003: Jump Up — stands up for free at the start of any action, no squares spent.
            set(s.m, P_STATE + p, S_STANDING)
            if (s.events) emit(s, { type: 'stand-up', player: p, free: true })
          } else if (w[P_STATE + p] === S_PRONE) {
            // 004: standing up costs 3 squares of MA. Not in the seeds: with MA below 3 a 4+ roll is needed (LRB).
            if (w[P_MA + p] < 3) {
              setStep(s, f, 1)
              pushRoll(s, RK_STANDUP, p, 4)
              return false
            }
            set(s.m, P_STATE + p, S_STANDING)
            set(s.m, P_MOVED + p, 3)
            if (s.events) emit(s, { type: 'stand-up', player: p })
          }
          setStep(s, f, 2)
          continue
        case 1:
          if (w[G_RESULT] === 1) {
            set(s.m, P_STATE + p, S_STANDING)
            set(s.m, P_MOVED + p, w[P_MA + p])
            if (s.events) emit(s, { type: 'stand-up', player: p })
            setStep(s, f, 2)
          } else pop(s)
          return false
        case 2: {
          const flags = arg(s, f, 2)
          const kind = arg(s, f, 1)
          // Not in the seeds (LRB6 Blood Lust): a hungry player bites as his action ends (procs/bloodLust.ts).
          // 003 Stand Firm: a stumble on a failed dodge ends his action too (procs/step.ts).
          const over = (flags & AF_DONE) !== 0 || (w[P_FLAGS + p] & F_STUMBLED) !== 0
          if (w[G_TURNOVER] !== 0 || w[P_STATE + p] !== S_STANDING || over) {
            if (!feedsFirst(s, p, 0)) pop(s)
            return false
          }
          if (kind === K_BLOCK && (flags & AF_BLOCKED) !== 0) {
            if (!feedsFirst(s, p, 0)) pop(s)
            return false
          }
          return true
        }
        default:
          // A Blitz's block needed a Going For It first.
          setStep(s, f, 2)
          if (w[G_RESULT] !== 1) {
            set(s.m, G_TURNOVER, 1)
            knockDown(s, p)
          } else attack(s, p, arg(s, f, 3) & 255, arg(s, f, 3) >> 8, BF_BLITZ | BF_MOVED) // beyond MA: moved (Horns)
          return false
      }
    }
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)), kind: 'activation', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    activationLegal(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2), out)
  },
  act(s, f, c) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const kind = arg(s, f, 1)
    // Not in the seeds (LRB6 Blood Lust): "before passing, handing-off or scoring" — or ending — he feeds first.
    if (feedsFirst(s, p, c)) return
    switch (typeOf(c)) {
      case A_GAZE:
        pushGaze(s, p, xOf(c), yOf(c)) // 003: Hypnotic Gaze — free, before, during or after his own action
        return
      case A_END_ACTIVATION:
        pop(s)
        return
      case A_STEP:
        // A step that rolls nothing is done here, without a frame (procs/step.ts plainStep).
        if (!plainStep(s, p, xOf(c), yOf(c))) pushStep(s, p, xOf(c), yOf(c))
        return
      case A_LEAP:
        pushStep(s, p, xOf(c), yOf(c), true)
        return
      case A_BLOCK:
      case A_STAB:
      case A_CHAINSAW: {
        const target = playerOf(c)
        const type = typeOf(c)
        // not in the seeds (LRB6 Stab): on a Blitz "the player cannot continue moving after using it".
        setArg(s, f, 2, arg(s, f, 2) | AF_BLOCKED | (type === A_STAB ? AF_DONE : 0))
        if (kind === K_BLITZ) {
          // 004: on a Blitz the block costs one square of movement (beyond MA: Going For It).
          const moved = w[P_MOVED + p]
          add(s.m, P_MOVED + p, 1)
          if (moved >= w[P_MA + p]) {
            setArg(s, f, 3, target | (type << 8))
            setStep(s, f, 3)
            pushRoll(s, RK_GFI, p, weatherEffect(w[G_WEATHER]).gfiTarget)
            return
          }
        }
        // 003: Horns counts on a Blitz after moving at least one square (P_MOVED counts squares of MA spent).
        // Not in the seeds (LRB6 Stab, Chainsaw): an attack instead of the block (procs/weapons.ts).
        attack(s, p, target, type, kind === K_BLITZ ? BF_BLITZ | (w[P_MOVED + p] > 1 ? BF_MOVED : 0) : 0)
        return
      }
      case A_MULTIPLE_BLOCK:
        // 003: Multiple Block (procs/multipleBlock.ts).
        setArg(s, f, 2, arg(s, f, 2) | AF_BLOCKED)
        pushMultipleBlock(s, p, playerOf(c))
        return
      case A_THROW:
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushPass(s, p, xOf(c), yOf(c))
        checkAnimosityAt(s, p, A_THROW, xOf(c), yOf(c)) // LRB6 Animosity
        return
      case A_THROW_BOMB:
        // not in the seeds (LRB6 Bombardier): like a pass, the throw ends his action.
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushBomb(s, p, xOf(c), yOf(c))
        return
      case A_CHAIN_MOVE:
        pushChainMove(s, p, xOf(c)) // not in the seeds (LRB6 Ball & Chain)
        return
      case A_HAIL_MARY:
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushPass(s, p, xOf(c), yOf(c), true)
        checkAnimosityAt(s, p, A_HAIL_MARY, xOf(c), yOf(c)) // LRB6 Animosity
        return
      case A_HAND_OFF:
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushHandOff(s, p, playerOf(c))
        checkAnimosity(s, p, A_HAND_OFF, playerOf(c)) // LRB6 Animosity
        return
      case A_FOUL:
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushFoul(s, p, playerOf(c))
        return
      case A_THROW_PLAYER:
        // 004: like a pass, the throw ends his action.
        setArg(s, f, 2, arg(s, f, 2) | AF_DONE)
        pushThrowTeamMate(s, p, playerOf(c), xOf(c), yOf(c))
        return
    }
  },
})

export { isAdjacent }
