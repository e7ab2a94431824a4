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
  A_DECLARE,
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
  K_THROW_BOMB,
  DECLARE_KINDS,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { isAdjacent } from '../geometry'
import {
  G_ACTIVE,
  G_BALL_STATE,
  G_BLITZ_USED,
  G_CARRIER,
  G_FOUL_USED,
  G_HANDOFF_USED,
  G_PASS_USED,
  G_RESULT,
  G_RR_USED,
  G_TURN0,
  G_TURNOVER,
  G_TURN_FREE,
  BALL_CARRIED,
  BALL_GROUND,
  F_ACTED,
  F_DODGE_USED,
  F_GRABBED,
  F_ROOTED,
  F_MOVE_SPENT,
  F_STUNNED_NOW,
  MAX_PLAYERS,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  BOARD,
  HEIGHT,
  WIDTH,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, sideOf, type ClassicState } from '../state'
import { SKILL_TURN_FLAGS, hasAnyOf, hookSum, rulesWith } from '../skills'
import type { Side } from '../../../engine/api'
import { BF_BLITZ, BF_MOVED } from './block'
import { pushFoul } from './foul'
import { knockDown } from './injury'
import { PR_ACTIVATION, PR_TURN } from './kinds'
import { bandAllowed, bandOf, hailMaryCodes, pushHandOff, pushPass } from './pass'
import { checkAnimosity, checkAnimosityAt } from './animosity'
import { RK_GFI, RK_STANDUP, pushRoll } from './roll'
import { leapCodes, pushStep } from './step'
import { anyThrowable, pushThrowTeamMate, throwPlayerCodes, throwsTeamMates } from './throwTeamMate'
import { weatherEffect } from './weather'
import { ATTACKERS, attack, attackCodes } from './weapons'
import { pushMultipleBlock } from './multipleBlock'
import { hasNoHands } from './noHands'
import { DECLARERS, DR_LOST, DR_NO_BLOCK, DR_TO_MOVE, pushDeclareRolls } from './declareRolls'
import { gazeCodes, pushGaze, teamGazeCodes } from './hypnoticGaze'
import { feedsFirst } from './bloodLust'
import { chainLegal, isChained, pushChainMove } from './ballAndChain'
import { bombCodes, pushBomb, throwsBombs } from './bombardier'
import { G_WEATHER } from '../layout'

/** 004: going for it — up to two squares beyond MA. */
export const GFI_SQUARES = 2

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

function standingOpponentAdjacent(s: ClassicState, p: number): boolean {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q >= 0 && w[P_SIDE + q] !== side && w[P_STATE + q] === S_STANDING) return true
    }
  }
  return false
}

// Which kinds of action the team may still declare this turn, whoever declares them (bits 1 << K_*), worked out
// once per listing of legal actions rather than once per player.
function teamKinds(s: ClassicState, side: number): number {
  const w = s.m.w
  let oppStanding = false
  let oppDown = false
  const first = (1 - side) * 16
  for (let q = first; q < first + 16; q++) {
    const st = w[P_STATE + q]
    if (st === S_STANDING) oppStanding = true
    else if (st === S_PRONE || st === S_STUNNED) oppDown = true
  }
  const ballInPlay = w[G_BALL_STATE] === BALL_GROUND || w[G_BALL_STATE] === BALL_CARRIED
  const o = s.meta.options
  let kinds = 1 << K_MOVE
  if (w[G_BLITZ_USED] === 0 && oppStanding) kinds |= 1 << K_BLITZ
  if (w[G_PASS_USED] === 0 && ballInPlay) kinds |= 1 << K_PASS
  if (o.handOffs !== false && w[G_HANDOFF_USED] === 0 && ballInPlay) kinds |= 1 << K_HAND_OFF
  if (o.fouls !== false && w[G_FOUL_USED] === 0 && oppDown) kinds |= 1 << K_FOUL
  if (w[G_PASS_USED] === 0) kinds |= 1 << K_THROW_TEAM_MATE
  return kinds
}

/** The action kinds player `p` may declare now, given what his team may still declare (`teamKinds`). */
export function declarable(s: ClassicState, p: number, out: number[], kinds: number): void {
  const w = s.m.w
  const st = w[P_STATE + p]
  if ((st !== S_STANDING && st !== S_PRONE) || (w[P_FLAGS + p] & F_ACTED) !== 0) return
  // code(A_DECLARE, p, kind) is this base plus kind << 10.
  const base = code(A_DECLARE, p, 0)
  out.push(base + (K_MOVE << 10))
  // not in the seeds (LRB6 Ball & Chain): "can only take Move Actions"; LRB6 Bombardier: a bomb, standing.
  if (hasAnyOf(s, p, GOBLIN_WEAPONS)) {
    if (isChained(s, p)) return
    if (throwsBombs(s, p)) out.push(base + (K_THROW_BOMB << 10))
  }
  // 004: a player who stands up has used 3 squares and may not block — so only standing players block;
  // 003: Jump Up stands up for free, so a prone player with it may block.
  if ((st === S_STANDING || hasAnyOf(s, p, JUMPERS)) && standingOpponentAdjacent(s, p))
    out.push(base + (K_BLOCK << 10))
  if (kinds & (1 << K_BLITZ)) out.push(base + (K_BLITZ << 10))
  if (kinds & (1 << K_PASS)) out.push(base + (K_PASS << 10))
  if (kinds & (1 << K_HAND_OFF)) out.push(base + (K_HAND_OFF << 10))
  if (kinds & (1 << K_FOUL)) out.push(base + (K_FOUL << 10))
  // 004: Throwing teammates — a thrower with the skill and a team-mate with Right Stuff on the pitch to throw.
  if (kinds & (1 << K_THROW_TEAM_MATE) && throwsTeamMates(s, p) && anyThrowable(s, p))
    out.push(base + (K_THROW_TEAM_MATE << 10))
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
          const clear = F_ACTED | F_DODGE_USED | F_GRABBED | F_MOVE_SPENT | SKILL_TURN_FLAGS
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
    const side = arg(s, f, 0)
    const w = s.m.w
    const kinds = teamKinds(s, side)
    for (let p = side * 16; p < side * 16 + 16; p++) if (w[P_X + p] >= 0) declarable(s, p, out, kinds)
    teamGazeCodes(s, side, out) // 003: Hypnotic Gaze — a free action at any point of the turn
    out.push(code(A_END_TURN))
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
const AF_BLOCKED = 1
const AF_DONE = 2

const JUMPERS = rulesWith((r) => r.freeStandUp) // 003: Jump Up
const GOBLIN_WEAPONS = rulesWith((r) => r.ballAndChain || r.bombardier) // not in the seeds (LRB6)
const LEAPERS = rulesWith((r) => r.leaps) // 003: Leap

/** Squares of movement left to the player, Going For It included (003: Sprint adds one). */
function squaresLeft(s: ClassicState, p: number): number {
  const extra = s.meta.options.goingForIt === false ? 0 : GFI_SQUARES + hookSum(s, p, 'extraGfi')
  return s.m.w[P_MA + p] + extra - s.m.w[P_MOVED + p]
}

function canStillMove(s: ClassicState, p: number): boolean {
  // Not in the seeds (LRB6 Take Root): a rooted player's "MA is considered 0" and he "may not Go For It".
  if ((s.m.w[P_FLAGS + p] & F_ROOTED) !== 0) return false
  // 003: Sprint — three extra squares instead of two.
  const extra = s.meta.options.goingForIt === false ? 0 : GFI_SQUARES + hookSum(s, p, 'extraGfi')
  return s.m.w[P_MOVED + p] < s.m.w[P_MA + p] + extra
}

defineProc(PR_ACTIVATION, {
  name: 'activation',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
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
        return false
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
        if (w[G_TURNOVER] !== 0 || w[P_STATE + p] !== S_STANDING || (flags & AF_DONE) !== 0) {
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
        pushStep(s, p, xOf(c), yOf(c))
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

/** The legal actions of an active player. */
export function activationLegal(
  s: ClassicState,
  p: number,
  kind: number,
  flags: number,
  out: number[],
): void {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  const hasBall = w[G_BALL_STATE] === BALL_CARRIED && w[G_CARRIER] === p
  // not in the seeds (LRB6 Bombardier: no moving before the bomb; Ball & Chain: only by the template).
  if (kind === K_THROW_BOMB) {
    bombCodes(s, p, out)
    out.push(code(A_END_ACTIVATION))
    return
  }
  if (hasAnyOf(s, p, GOBLIN_WEAPONS) && isChained(s, p)) {
    chainLegal(s, p, out)
    return
  }
  // 003: Tentacles — a grabbed player "may not move, though [he] may block, pass or catch".
  // 003: Diving Tackle (ABBA) — a push back or null result "costs them the movement".
  const moves = kind !== K_BLOCK && canStillMove(s, p) && (w[P_FLAGS + p] & (F_GRABBED | F_MOVE_SPENT)) === 0
  const blocks = (flags & AF_BLOCKED) === 0 && (kind === K_BLOCK || (kind === K_BLITZ && canStillMove(s, p)))
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH || (x === px && y === py)) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q < 0) {
        if (moves) out.push(code(A_STEP, 0, x, y))
        continue
      }
      const qs = w[P_STATE + q]
      if (w[P_SIDE + q] !== side) {
        if (blocks && qs === S_STANDING) out.push(code(A_BLOCK, q))
        else if (kind === K_FOUL && (qs === S_PRONE || qs === S_STUNNED)) out.push(code(A_FOUL, q))
      } else if (kind === K_HAND_OFF && hasBall && qs === S_STANDING && !hasNoHands(s, q))
        out.push(code(A_HAND_OFF, q)) // not in the seeds (LRB6 No Hands): no hand-off to him
    }
  }
  // Not in the seeds (LRB6 Stab, Chainsaw) and 003 Multiple Block: attacks besides the block (procs/weapons.ts).
  if (blocks && hasAnyOf(s, p, ATTACKERS)) attackCodes(s, p, kind, out)
  // 003: Leap — two squares of movement to a free square two away.
  if (moves && hasAnyOf(s, p, LEAPERS) && squaresLeft(s, p) >= 2) leapCodes(s, p, out)
  if (kind === K_PASS && hasBall) {
    // 004: the coach names the receiving player — a standing team-mate within range.
    for (let q = side * 16; q < side * 16 + 16; q++) {
      // not in the seeds (LRB6 No Hands): nobody passes to a player who can never catch.
      if (q === p || w[P_STATE + q] !== S_STANDING || hasNoHands(s, q)) continue
      const band = bandOf(px, py, w[P_X + q], w[P_Y + q])
      if (bandAllowed(s, band)) out.push(code(A_THROW, 0, w[P_X + q], w[P_Y + q]))
    }
    hailMaryCodes(s, p, out)
  }
  // 004: Throwing teammates — "De gooier mag lopen voordat hij gooit, hij moet naast het slachtoffer staan".
  if (kind === K_THROW_TEAM_MATE) throwPlayerCodes(s, p, out)
  gazeCodes(s, p, out) // 003: Hypnotic Gaze — "at any point during the turn", also during his own action
  out.push(code(A_END_ACTIVATION))
}

export { isAdjacent }
