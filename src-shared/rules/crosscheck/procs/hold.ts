// 000: Holding (instead of dodging) — the opposing coach's "Hold" when a player leaves a square in an opposing stick
// zone; the agility roll; paying 2 MV and the holder's follow; the natural-1 fall (rulings.md).

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import { A_FOLLOW, A_HOLD, A_NO_HOLD, A_STAY, code, kindOf, playerOf } from '../actions'
import { carrier, occupant, opponentsAround, puckDir, puckFits, puckSquare, standing } from '../geometry'
import { G_ACTIVE, G_MOVE_LEFT, G_ROLL_DIE, G_ROLL_OK, P_AG, P_SIDE, P_STR, P_X, P_Y } from '../layout'
import { holdsWithStrength } from '../skills'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_HOLD } from './kinds'
import { doStep } from './move'
import { refDie } from './penalties'
import { fall, moveTo } from './pieces'
import { setPuck } from './puck'
import { RR_HOLD, tryRoll } from './rerolls'

const around: number[] = []

/** 003: Break Tackle — the hold roll (the ice's dodge) uses the better of ST and AG (cc-interp: skills). */
export function holdStat(s: CrossCheckState, p: number): number {
  return holdsWithStrength(s, p) ? Math.max(s.m.w[P_AG + p], s.m.w[P_STR + p]) : s.m.w[P_AG + p]
}

// Frame args: 0 mover, 1-2 the square he steps to, 3 the holder, 4-5 the square he left (the follow's).
// Steps: 0 the hold decision, 1 the follow decision, 2 the hold roll made (its re-roll decided).
const ST_ROLLED = 2

function mayFollow(s: CrossCheckState, f: number): boolean {
  const h = arg(s, f, 3)
  const vx = arg(s, f, 4)
  const vy = arg(s, f, 5)
  if (!standing(s, h) || occupant(s, vx, vy) >= 0) return false
  return carrier(s) !== h || puckFits(vx, vy, puckDir(s))
}

defineProc(PR_HOLD, {
  name: 'hold',
  run(s, f) {
    if (step(s, f) === ST_ROLLED) {
      held(s, f)
      return false // the top frame now: this one at its follow, a challenge, or the move
    }
    if (step(s, f) === 1 && !mayFollow(s, f)) {
      pop(s)
      return false
    }
    return true
  },
  decision(s, f) {
    const mover = arg(s, f, 0)
    const side = (1 - s.m.w[P_SIDE + mover]) as Side
    return step(s, f) === 0
      ? { side, kind: 'hold', player: mover }
      : { side, kind: 'follow', player: arg(s, f, 3) }
  },
  legal(s, f, out) {
    if (step(s, f) === 1) {
      out.push(code(A_FOLLOW), code(A_STAY))
      return
    }
    const p = arg(s, f, 0)
    for (const q of opponentsAround(s, s.m.w[P_SIDE + p], s.m.w[P_X + p], s.m.w[P_Y + p], around))
      out.push(code(A_HOLD, q))
    out.push(code(A_NO_HOLD))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const tx = arg(s, f, 1)
    const ty = arg(s, f, 2)
    const k = kindOf(c)
    if (k === A_FOLLOW) {
      const h = arg(s, f, 3)
      moveTo(s, h, arg(s, f, 4), arg(s, f, 5))
      if (carrier(s) === h) setPuck(s, ...puckSquare(arg(s, f, 4), arg(s, f, 5), puckDir(s)), h)
      emit(s, { type: 'follow', player: h })
      pop(s)
      return
    }
    if (k === A_STAY) {
      pop(s)
      return
    }
    if (k === A_NO_HOLD) {
      pop(s)
      doStep(s, p, tx, ty)
      return
    }
    const holder = playerOf(c)
    setArg(s, f, 3, holder)
    setStep(s, f, ST_ROLLED) // resumed in run, now or after the re-roll decision
    // cc-interp: skills — the hold roll is the ice's dodge: Dodge may re-roll it once a move, not against
    // Tackle; else 003: Pro. Using either is the mover's coach's choice (procs/rerolls.ts).
    tryRoll(s, p, RR_HOLD, holdStat(s, p), 0, holder)
  },
})

/** The hold roll's result (after any re-roll): a fall on a 1, a free step, or 2 MV paid and the holder's follow. */
function held(s: CrossCheckState, f: number): void {
  const p = arg(s, f, 0)
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  const holder = arg(s, f, 3)
  if (s.m.w[G_ROLL_DIE] === 1) {
    // rulings.md: he falls in the square he was leaving; armour; turnover; the ref may call Holding (6+).
    pop(s)
    fall(s, p, s.m.w[G_ACTIVE])
    refDie(s, holder, 'holding')
    return
  }
  if (s.m.w[G_ROLL_OK] === 1) {
    pop(s)
    doStep(s, p, tx, ty)
    return
  }
  // 000: "he must pay 2 MV in order to make the move ... this may mean the player can't make the move, if they only
  // had 1 MV left": he stays, his MV spent (cc-interp: hold). The move itself goes on at 0 MV (he may still pass,
  // shoot, take, turn the puck or fight), or ends with the option holdEndsMove.
  if (s.m.w[G_MOVE_LEFT] < 2) {
    set(s.m, G_MOVE_LEFT, 0)
    pop(s)
    if (s.meta.options.holdEndsMove === 1) pop(s) // the mover's own frame (PR_MOVE) was under the hold
    return
  }
  setArg(s, f, 4, s.m.w[P_X + p])
  setArg(s, f, 5, s.m.w[P_Y + p])
  setStep(s, f, 1)
  set(s.m, G_MOVE_LEFT, s.m.w[G_MOVE_LEFT] - 1)
  doStep(s, p, tx, ty)
}
