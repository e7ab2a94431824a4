// 003: Dump Off — "This skill allows the player to make a Quick Pass when an opposing player declares that he will
// throw a block at him, allowing the player to get rid of the ball before he is hit. Work out the pass using the
// normal rules before the opposing player makes his block. The normal throwing rules apply, except that neither
// teams turn ends as a result of the throw, whatever it may be." Rulings: against a Diving Tackle "This counts as
// the passing action for the coach's turn, but will not result in a turnover if the ball is not caught" [JJ];
// "Strong arm does not allow dump offs in the short range band" [JJ]; Pass Block may answer it (003 Pass Block).
//
// The carrier's coach is asked once the block's target is known (a Block, a Blitz's block after its square is
// paid, a Frenzy's further block, a Diving Tackle): a team-mate in quick-pass range, or none.

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import { A_THROW, A_USE_SKILL, K_PASS, code, typeOf, xOf, yOf } from '../actions'
import {
  F_KIND,
  FRAME_WORDS,
  G_PASS_USED,
  G_SP,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  STACK,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push } from '../stack'
import { carrier, emit, sideOf, type ClassicState } from '../state'
import { HAS_DUMP_OFF, gameHas } from './gameSkills'
import { PR_ACTIVATION, PR_DUMP_OFF } from './kinds'
import { bandOf, pushPass } from './pass'
import { hasNoHands } from './noHands'

const DUMPERS = rulesWith((r) => r.dumpOff)
/** 003: Dump Off — "a Quick Pass": the measured band must be Quick; Strong Arm does not stretch it [JJ]. */
const QUICK = 0

/** The squares of the standing team-mates of `p` within quick-pass range, appended as throw codes. */
function targets(s: ClassicState, p: number, out: number[] | null): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  let n = 0
  for (let q = side * 16; q < side * 16 + 16; q++) {
    if (q === p || w[P_STATE + q] !== S_STANDING || w[P_X + q] < 0) continue
    if (hasNoHands(s, q)) continue // not in the seeds (LRB6 No Hands): nobody passes to him
    if (bandOf(w[P_X + p], w[P_Y + p], w[P_X + q], w[P_Y + q]) !== QUICK) continue
    n++
    if (out) out.push(code(A_THROW, 0, w[P_X + q], w[P_Y + q]))
  }
  return n
}

/** Whether `p` is himself taking a Pass action now (the active frames include his Pass activation). */
function onPassAction(s: ClassicState, p: number): boolean {
  const w = s.m.w
  for (let i = w[G_SP] - 1; i >= 0; i--) {
    const f = STACK + i * FRAME_WORDS
    if (w[f + F_KIND] === PR_ACTIVATION) return arg(s, f, 0) === p && arg(s, f, 1) === K_PASS
  }
  return false
}

/**
 * A block at `target` is about to be made by `blocker`: when he holds the ball and has Dump Off, with a team-mate
 * to throw to, pushes his coach's decision. `diving`: the block is a Diving Tackle in his own team's turn, where
 * the throw is his team's Pass action [JJ] — so only while that is still free (or he is making it himself).
 */
export function pushDumpOff(s: ClassicState, target: number, blocker: number, diving: boolean): boolean {
  if (!gameHas(s, HAS_DUMP_OFF) || carrier(s) !== target || !hasAnyOf(s, target, DUMPERS)) return false
  if (diving && s.m.w[G_PASS_USED] !== 0 && !onPassAction(s, target)) return false
  if (targets(s, target, null) === 0) return false
  push(s, PR_DUMP_OFF, target, blocker, diving ? 1 : 0)
  return true
}

// Frame: a = the carrier, b = the blocker, c = 1 against a Diving Tackle.
defineProc(PR_DUMP_OFF, {
  name: 'dump-off',
  run() {
    return true
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'dump-off', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    targets(s, arg(s, f, 0), out)
    out.push(code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const diving = arg(s, f, 2) === 1
    pop(s)
    if (typeOf(c) === A_USE_SKILL) return
    if (s.events) emit(s, { type: 'dump-off', player: p, attacker: arg(s, f, 1), to: [xOf(c), yOf(c)] })
    // [JJ] against a Diving Tackle "This counts as the passing action for the coach's turn".
    if (diving) set(s.m, G_PASS_USED, 1)
    pushPass(s, p, xOf(c), yOf(c), false, true)
  },
})
