// 003: Diving Tackle — "The player may use this skill if an opposing player enters his tackle zone. It allows the
// player to interrupt the opponents turn and throw a block at the moving player. The block is worked out using all
// of the normal rules (both sides may use assists). If the opposing player is knocked over, then their move ends
// immediately and they may not do anything else that turn, although their team does not suffer a turnover unless
// the player was holding the ball and drops it." With its rulings: a push back or null result "costs them the
// movement" (ABBA); only on the opponent's turn, once per turn per player [WD][JJ]; a Leap that did not start in
// his zone and a follow-up move count (ABBA); not a Pass Block move, a Shadow, nor a push on his own turn [JJ]; no
// Frenzy on it [JJ]; a strip is a turnover [JJ]; never a Multiple Block [JJ].
//
// Readings (docs/rules/classic-interpretations.md, "Interrupts"): the defending coach is asked as soon as the mover
// stands in the new square (before a pick-up there and before a touchdown is counted); with several divers he picks
// one or none; "costs them the movement" ends his movement for the turn but not the rest of his action.

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import { A_DIVING_TACKLE, A_USE_SKILL, code, playerOf, typeOf } from '../actions'
import { isAdjacent } from '../geometry'
import {
  BOARD,
  F_DIVING_TACKLE_USED,
  F_MOVE_SPENT,
  G_ACTIVE,
  G_DT_FROM,
  G_TURNOVER,
  HEIGHT,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { carrier, emit, exertsTackleZone, other, type ClassicState } from '../state'
import { HAS_DIVING_TACKLE, gameHas } from './gameSkills'
import { pushDumpOff } from './dumpOff'
import { PR_BLOCK, PR_DIVING_TACKLE } from './kinds'

/** Block frame flag (block.ts): the block is a Diving Tackle — no Frenzy on it [JJ]. */
export const BF_DIVING = 1 << 12

const DIVERS = rulesWith((r) => r.divingTackle)
const CHAINED = rulesWith((r) => r.ballAndChain) // not in the seeds (LRB6 Ball & Chain): "may never use" it

/** Whether `q` may dive at `mover` now standing at (x, y), who came from (fx, fy). */
function mayDive(
  s: ClassicState,
  q: number,
  side: number,
  x: number,
  y: number,
  fx: number,
  fy: number,
): boolean {
  const w = s.m.w
  // 003: "enters his tackle zone" — a player with none (down, Bone-head, hypnotised) has nothing to enter.
  if (w[P_SIDE + q] === side || !exertsTackleZone(s, q)) return false
  // 003 [WD][JJ]: "only once per turn per player with Diving Tackle".
  if ((w[P_FLAGS + q] & F_DIVING_TACKLE_USED) !== 0) return false
  const qx = w[P_X + q]
  const qy = w[P_Y + q]
  // 003: "enters his tackle zone" — he was not in it before (ABBA: a Leap that did not start in that zone).
  return (
    isAdjacent(qx, qy, x, y) &&
    !isAdjacent(qx, qy, fx, fy) &&
    hasAnyOf(s, q, DIVERS) &&
    !hasAnyOf(s, q, CHAINED)
  )
}

/** The divers around the mover, as a bit mask of player ids. */
function divers(s: ClassicState, mover: number, fx: number, fy: number): number {
  const w = s.m.w
  const side = w[P_SIDE + mover]
  const x = w[P_X + mover]
  const y = w[P_Y + mover]
  let mask = 0
  for (let yy = y - 1; yy <= y + 1; yy++) {
    if (yy < 0 || yy >= HEIGHT) continue
    for (let xx = x - 1; xx <= x + 1; xx++) {
      if (xx < 0 || xx >= WIDTH) continue
      const q = w[BOARD + yy * WIDTH + xx] - 1
      if (q >= 0 && mayDive(s, q, side, x, y, fx, fy)) mask |= 1 << q
    }
  }
  return mask
}

/**
 * `mover` of the active team has just entered his square from (fx, fy) by moving or leaping: when a standing
 * opponent with Diving Tackle may dive at him, pushes the decision frame. Returns whether it did.
 */
export function pushDivingTackle(s: ClassicState, mover: number, fx: number, fy: number): boolean {
  if (!gameHas(s, HAS_DIVING_TACKLE)) return false
  const w = s.m.w
  // 003 [WD][JJ]: "only on your opponents turn" — and only at a player of the team whose turn it is.
  if (w[G_ACTIVE] !== w[P_SIDE + mover] || w[P_STATE + mover] !== S_STANDING) return false
  if (divers(s, mover, fx, fy) === 0) return false
  push(s, PR_DIVING_TACKLE, mover, fx, fy)
  return true
}

/** 003 (ABBA): a follow-up may be dived at — the block remembers where its attacker followed up from. */
export function noteFollowUp(s: ClassicState, att: number, fx: number, fy: number): void {
  if (!gameHas(s, HAS_DIVING_TACKLE) || s.m.w[G_ACTIVE] !== s.m.w[P_SIDE + att]) return
  set(s.m, G_DT_FROM, 1 + fx + fy * WIDTH)
}

/** When the finished block's attacker followed up (noteFollowUp), offers Diving Tackle against him. */
export function pushFollowUpDivingTackle(s: ClassicState, att: number): void {
  const from = s.m.w[G_DT_FROM]
  if (from === 0) return
  set(s.m, G_DT_FROM, 0)
  pushDivingTackle(s, att, (from - 1) % WIDTH, Math.floor((from - 1) / WIDTH))
}

// Frame: a = mover, b/c = the square he came from, d = 1 when he held the ball as the block began, e = the
// diver. Step 0: the defending coach chooses; 1: the block starts (after a Dump Off); 2: the block is done.
defineProc(PR_DIVING_TACKLE, {
  name: 'diving-tackle',
  run(s, f) {
    const w = s.m.w
    const mover = arg(s, f, 0)
    switch (step(s, f)) {
      case 0: {
        // The chance may have gone while other frames ran (a Shadowing move, a bounce): ask only if it stands.
        const ok =
          w[G_TURNOVER] === 0 &&
          w[P_STATE + mover] === S_STANDING &&
          w[P_X + mover] >= 0 &&
          divers(s, mover, arg(s, f, 1), arg(s, f, 2)) !== 0
        if (!ok) pop(s)
        return ok
      }
      case 1:
        // A Dump Off came first (a touchdown from it ends everything); "the block is worked out using all of the
        // normal rules", one target only [JJ: not a Multiple Block].
        if (w[G_TURNOVER] !== 0) {
          pop(s)
          return false
        }
        setArg(s, f, 3, carrier(s) === mover ? 1 : 0)
        setStep(s, f, 2)
        push(s, PR_BLOCK, arg(s, f, 4), mover, 0, 0, 0, BF_DIVING)
        return false
      default: {
        pop(s)
        const standing = w[P_STATE + mover] === S_STANDING && w[P_X + mover] >= 0
        // 003: "their team does not suffer a turnover unless the player was holding the ball and drops it";
        // [JJ] "It is a turnover if a diving tackle strips the ball from an opponent" (so is the crowd taking it).
        if (arg(s, f, 3) === 1 && carrier(s) !== mover && w[G_TURNOVER] === 0) set(s.m, G_TURNOVER, 1)
        // 003 (ABBA): "A push back or null result results do not end the player's turn, but costs them the
        // movement."
        if (standing) {
          set(s.m, P_FLAGS + mover, w[P_FLAGS + mover] | F_MOVE_SPENT)
          if (s.events) emit(s, { type: 'movement-spent', player: mover, skill: 'diving-tackle' })
        }
        return false
      }
    }
  },
  decision(s, f) {
    return { side: other(s.m.w[P_SIDE + arg(s, f, 0)]) as Side, kind: 'diving-tackle', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    let mask = divers(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2))
    while (mask !== 0) {
      const q = 31 - Math.clz32(mask & -mask)
      mask &= mask - 1
      out.push(code(A_DIVING_TACKLE, q))
    }
    out.push(code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    if (typeOf(c) === A_USE_SKILL) {
      pop(s)
      return
    }
    const q = playerOf(c)
    const mover = arg(s, f, 0)
    set(s.m, P_FLAGS + q, s.m.w[P_FLAGS + q] | F_DIVING_TACKLE_USED)
    setArg(s, f, 4, q)
    setStep(s, f, 1)
    if (s.events) emit(s, { type: 'diving-tackle', player: q, target: mover })
    // [JJ] "If the ball carrier has Dump Off and is about to be hit by a Diving Tackle, he may attempt a quick
    // pass. This counts as the passing action for the coach's turn."
    pushDumpOff(s, mover, q, true)
  },
})
