// Which goalie plays: before each puck drop's line-up, the coach puts one of his fit goalies in goal (issue 21: "The
// coach chooses which goalie plays"; 000 names one goalie a side and leaves the choice to the coach). With a single
// fit goalie there is nothing to choose and he goes in; with none the goal stays empty.

import type { Side } from '../../../engine/api'
import { A_GOALIE, code, playerOf } from '../actions'
import { startSquare } from '../data/rink'
import { occupant } from '../geometry'
import { P_GOALIE, P_STATE, PS_BENCH, PS_STANDING, TEAM_MAX } from '../layout'
import { arg, defineProc, pop } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_GOALIE } from './kinds'
import { place } from './pieces'

/** The side's goalies fit to play (on the bench: not knocked out, hurt or in the box) while the goal is empty. */
function fitGoalies(s: CrossCheckState, side: number, out: number[]): number[] {
  out.length = 0
  const [x, y] = startSquare(side, 0)
  if (occupant(s, x, y) >= 0) return out
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (s.m.w[P_GOALIE + p] === 1 && s.m.w[P_STATE + p] === PS_BENCH) out.push(p)
  }
  return out
}

function putInGoal(s: CrossCheckState, side: number, p: number): void {
  const [x, y] = startSquare(side, 0)
  place(s, p, x, y, PS_STANDING)
  emit(s, { type: 'goalie', player: p, side })
}

const fit: number[] = []

/** Arg 0: the side. */
defineProc(PR_GOALIE, {
  name: 'goalie',
  run(s, f) {
    const side = arg(s, f, 0)
    if (fitGoalies(s, side, fit).length > 1) return true
    if (fit.length === 1) putInGoal(s, side, fit[0])
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as Side, kind: 'goalie' }),
  legal(s, f, out) {
    for (const p of fitGoalies(s, arg(s, f, 0), fit)) out.push(code(A_GOALIE, p))
  },
  act(s, f, c) {
    putInGoal(s, arg(s, f, 0), playerOf(c))
    pop(s)
  },
})
