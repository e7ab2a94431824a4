// 003: Pass Block — "A player with this skill is allowed to move three squares when the opposing coach announces
// that one of his players is going to pass the ball. This move is made out of sequence, after the range has been
// measured, but before any interception attempts have been made. However, the move may only be made if it allows
// the player to move into a position to attempt an interception, or to put the thrower or catcher in his tackle
// zone. The opposing coach is not allowed to change his mind ... The special move is free ... the move is made using
// all of the normal rules, and the player does have to dodge in order to leave opposing players tackle zones."
// Rulings: a Dump Off may be pass-blocked; no Going For It; not a Hand Off; not a Custard Pie, Stink Bomb or
// Bombardier's bomb; "Only one player with Pass Block may move under the range ruler but not in the Tackle Zone of
// either the catcher or thrower. Any number may be moved into the Tackle Zone of the catcher or thrower." [JJ]
//
// Only the pass procedure calls pushPassBlock (not the hand-off, not a Hail Mary Pass, which measures no range, not
// a throw of a team-mate); a bomb (Bombardier) must not call it. Readings (docs/rules/classic-interpretations.md,
// "Interrupts"): the defending coach picks the players one at a time and moves each square by square; only steps
// from which a legal end square stays reachable are offered; a failed dodge knocks him down where he dodged to, no
// turnover for anybody, and the pass goes on; the move sets off no other out-of-sequence move (Shadowing,
// Tentacles, Diving Tackle [JJ]).

import type { Side } from '../../../engine/api'
import { A_PASS_BLOCK, A_STEP, A_USE_SKILL, code, playerOf, typeOf, xOf, yOf } from '../actions'
import { isAdjacent, tackleZones, underRuler } from '../geometry'
import {
  BOARD,
  G_RESULT,
  HEIGHT,
  P_MA,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
  isOnPitch,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, exertsTackleZone, moveOnPitch, other, type ClassicState } from '../state'
import { HAS_PASS_BLOCK, gameHas } from './gameSkills'
import { knockDown } from './injury'
import { PR_PASS_BLOCK } from './kinds'
import { RK_DODGE, pushRoll } from './roll'
import { dodgeModifier } from './step'

const BLOCKERS = rulesWith((r) => r.passBlock)
const CHAINED = rulesWith((r) => r.ballAndChain) // not in the seeds (LRB6 Ball & Chain): "may never use" it
const STAND_FIRM = rulesWith((r) => r.standFirm) // 003 Stand Firm: a failed dodge is a stumble
/** 003: "move three squares"; [JJ] "You may not go for it on a pass block": never beyond his MA either. */
function squares(s: ClassicState, q: number): number {
  return Math.min(3, s.m.w[P_MA + q])
}
/** Frame word f: bit per team slot of a player who has made his move; then these flags. */
const MOVED_MASK = 0xffff
/** [JJ] the one move under the ruler but in neither tackle zone has been made. */
const RULER_SLOT_USED = 1 << 16
/** The square a dodge is being rolled for: (x + y * WIDTH) << TARGET_SHIFT. */
const TARGET_SHIFT = 17

const ST_CHOOSE = 0
const ST_MOVE = 1
const ST_DODGED = 2

/** Whether (x, y) is an end square the rule allows, given where thrower and target are. */
function validEnd(s: ClassicState, f: number, x: number, y: number): boolean {
  const w = s.m.w
  const t = arg(s, f, 0)
  const ax = w[P_X + t]
  const ay = w[P_Y + t]
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  // "to put the thrower or catcher in his tackle zone": any number may [JJ].
  if (isAdjacent(x, y, ax, ay) || isAdjacent(x, y, tx, ty)) return true
  // "into a position to attempt an interception": under the ruler — only one such move [JJ].
  return (arg(s, f, 5) & RULER_SLOT_USED) === 0 && underRuler(ax, ay, tx, ty, x, y)
}

/** Whether a legal end square is reachable from (x, y) in at most `left` steps over empty squares. */
function canEnd(s: ClassicState, f: number, q: number, x: number, y: number, left: number): boolean {
  if (validEnd(s, f, x, y)) return true
  if (left === 0) return false
  const w = s.m.w
  for (let ny = y - 1; ny <= y + 1; ny++)
    for (let nx = x - 1; nx <= x + 1; nx++) {
      if ((nx === x && ny === y) || !isOnPitch(nx, ny)) continue
      const o = w[BOARD + ny * WIDTH + nx] - 1
      if ((o < 0 || o === q) && canEnd(s, f, q, nx, ny, left - 1)) return true
    }
  return false
}

/** Appends (or counts, with `out` null) the steps of `q` that keep a legal end square within reach. */
function steps(s: ClassicState, f: number, q: number, left: number, out: number[] | null): number {
  const w = s.m.w
  const px = w[P_X + q]
  const py = w[P_Y + q]
  let n = 0
  if (left <= 0) return 0
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH || (x === px && y === py) || w[BOARD + y * WIDTH + x] !== 0) continue
      if (!canEnd(s, f, q, x, y, left - 1)) continue
      n++
      if (out) out.push(code(A_STEP, 0, x, y))
    }
  }
  return n
}

/** The Pass Blockers who may still move: standing, not moved yet, with a legal move. */
function candidates(s: ClassicState, f: number, out: number[] | null): number {
  const w = s.m.w
  const side = other(w[P_SIDE + arg(s, f, 0)])
  const moved = arg(s, f, 5) & MOVED_MASK
  let n = 0
  for (let q = side * 16; q < side * 16 + 16; q++) {
    // Without a tackle zone (down, Bone-head, hypnotised) he could neither intercept nor threaten anybody.
    if (!exertsTackleZone(s, q) || w[P_X + q] < 0 || (moved & (1 << (q - side * 16))) !== 0) continue
    if (!hasAnyOf(s, q, BLOCKERS) || hasAnyOf(s, q, CHAINED) || steps(s, f, q, squares(s, q), null) === 0)
      continue
    n++
    if (out) out.push(code(A_PASS_BLOCK, q))
  }
  return n
}

/**
 * 003: Pass Block — the range of the pass from `thrower` to (tx, ty) is measured: when an opponent with Pass Block
 * may make his move, pushes the defending coach's decision. Returns whether it did.
 */
export function pushPassBlock(s: ClassicState, thrower: number, tx: number, ty: number): boolean {
  if (!gameHas(s, HAS_PASS_BLOCK)) return false
  const f = push(s, PR_PASS_BLOCK, thrower, tx, ty, -1, 0, 0)
  if (candidates(s, f, null) > 0) return true
  pop(s)
  return false
}

/** The mover's move is over: he used the one ruler slot if he ended under it in neither tackle zone. */
function finishMove(s: ClassicState, f: number): void {
  const w = s.m.w
  const q = arg(s, f, 3)
  let flags = arg(s, f, 5) | (1 << (q % 16))
  const x = w[P_X + q]
  const y = w[P_Y + q]
  const t = arg(s, f, 0)
  const inZone = isAdjacent(x, y, w[P_X + t], w[P_Y + t]) || isAdjacent(x, y, arg(s, f, 1), arg(s, f, 2))
  if (w[P_STATE + q] === S_STANDING && !inZone) flags |= RULER_SLOT_USED
  setArg(s, f, 5, flags)
  setArg(s, f, 3, -1)
  setStep(s, f, ST_CHOOSE)
}

function moveTo(s: ClassicState, f: number, q: number, x: number, y: number): void {
  const from = [s.m.w[P_X + q], s.m.w[P_Y + q]]
  moveOnPitch(s, q, x, y)
  setArg(s, f, 4, arg(s, f, 4) + 1)
  if (s.events) emit(s, { type: 'move', player: q, from, to: [x, y], skill: 'pass-block' })
}

// Frame: a = thrower, b/c = target square, d = the Pass Blocker moving (-1 none), e = squares he has moved,
// f = moved players (bit per team slot) | RULER_SLOT_USED | the square being dodged to << TARGET_SHIFT.
defineProc(PR_PASS_BLOCK, {
  name: 'pass-block',
  run(s, f) {
    const w = s.m.w
    switch (step(s, f)) {
      case ST_CHOOSE:
        if (candidates(s, f, null) === 0) {
          pop(s)
          return false
        }
        return true
      case ST_MOVE: {
        const q = arg(s, f, 3)
        const left = squares(s, q) - arg(s, f, 4)
        const canStop = validEnd(s, f, w[P_X + q], w[P_Y + q])
        // A choice with one answer is not asked: no step left, so he stops here (always a legal end square).
        if (steps(s, f, q, left, null) === 0) {
          if (canStop) finishMove(s, f)
          else setStep(s, f, ST_CHOOSE) // cannot happen: steps are only offered towards a legal end
          return false
        }
        return true
      }
      default: {
        // The dodge came back. 003: "all of the normal rules" — a failed dodge falls in the square dodged to;
        // reading: no turnover for anybody (it is not his team's turn), and the pass goes on.
        const q = arg(s, f, 3)
        const sq = arg(s, f, 5) >>> TARGET_SHIFT
        setArg(s, f, 5, arg(s, f, 5) & ((1 << TARGET_SHIFT) - 1))
        const x = sq % WIDTH
        const y = Math.floor(sq / WIDTH)
        moveTo(s, f, q, x, y)
        if (w[G_RESULT] === 1) {
          setStep(s, f, ST_MOVE)
          return false
        }
        // 003 Stand Firm: "does not fall over if he fails a dodge roll ... he stumbles" — and his move ends.
        if (hasAnyOf(s, q, STAND_FIRM)) {
          if (s.events) emit(s, { type: 'stumble', player: q, skill: 'stand-firm' })
        } else knockDown(s, q)
        finishMove(s, f)
        return false
      }
    }
  },
  decision(s, f) {
    const side = other(s.m.w[P_SIDE + arg(s, f, 0)]) as Side
    if (step(s, f) === ST_MOVE) return { side, kind: 'pass-block-move', player: arg(s, f, 3) }
    return { side, kind: 'pass-block', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    const w = s.m.w
    if (step(s, f) === ST_CHOOSE) {
      candidates(s, f, out)
      out.push(code(A_USE_SKILL, 0, 0))
      return
    }
    const q = arg(s, f, 3)
    steps(s, f, q, squares(s, q) - arg(s, f, 4), out)
    if (arg(s, f, 4) > 0 && validEnd(s, f, w[P_X + q], w[P_Y + q])) out.push(code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    const w = s.m.w
    if (step(s, f) === ST_CHOOSE) {
      if (typeOf(c) === A_USE_SKILL) {
        pop(s)
        return
      }
      setArg(s, f, 3, playerOf(c))
      setArg(s, f, 4, 0)
      setStep(s, f, ST_MOVE)
      if (s.events) emit(s, { type: 'pass-block', player: playerOf(c), target: arg(s, f, 0) })
      return
    }
    const q = arg(s, f, 3)
    if (typeOf(c) === A_USE_SKILL) {
      finishMove(s, f)
      return
    }
    const x = xOf(c)
    const y = yOf(c)
    // 003: "the player does have to dodge in order to leave opposing players tackle zones".
    if (tackleZones(s, w[P_SIDE + q], w[P_X + q], w[P_Y + q]) > 0) {
      setArg(s, f, 5, arg(s, f, 5) | ((x + y * WIDTH) << TARGET_SHIFT))
      setStep(s, f, ST_DODGED)
      pushRoll(s, RK_DODGE, q, dodgeModifier(s, q, x, y))
      return
    }
    moveTo(s, f, q, x, y)
  },
})
