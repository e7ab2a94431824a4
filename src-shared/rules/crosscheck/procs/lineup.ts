// cc-interp: line-up — before a puck drop each coach picks up to five fit skaters from the bench, one at a time
// (000: six a side; rulings.md), who go to the starting positions in the order picked: centre, wings, defencemen.

import type { Side } from '../../../engine/api'
import { A_LINE, A_LINE_DONE, A_LINE_FORMATION, A_LINE_REST, code, kindOf, nOf, playerOf } from '../actions'
import { startSquare } from '../data/rink'
import { F_KIND, P_GOALIE, P_STATE, P_TIRED, PS_BENCH, PS_STANDING, TEAM_MAX } from '../layout'
import { arg, defineProc, pop, setArg, topFrame } from '../stack'
import type { CrossCheckState } from '../state'
import { PR_LINEUP } from './kinds'
import { bestFor, LINE_FORMATIONS, PLACE_REST_FORMATION, sideSkaters } from './lineFormations'
import { inBox } from './penalties'
import { place } from './pieces'

export const SKATERS_ON_ICE = 5

function canLine(s: CrossCheckState, p: number): boolean {
  const w = s.m.w
  return w[P_STATE + p] === PS_BENCH && w[P_GOALIE + p] === 0 && w[P_TIRED + p] === 0
}

function anyFit(s: CrossCheckState, side: number): boolean {
  for (let i = 0; i < TEAM_MAX; i++) if (canLine(s, side * TEAM_MAX + i)) return true
  return false
}

defineProc(PR_LINEUP, {
  name: 'line-up',
  run(s, f) {
    const side = arg(s, f, 0)
    // A team with players in the box plays short-handed (cc-interp: line-up).
    if (arg(s, f, 1) >= SKATERS_ON_ICE - inBox(s, side) || !anyFit(s, side)) {
      pop(s)
      return false
    }
    return true
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as Side, kind: 'line-up' }),
  legal(s, f, out) {
    const side = arg(s, f, 0)
    for (let i = 0; i < TEAM_MAX; i++)
      if (canLine(s, side * TEAM_MAX + i)) out.push(code(A_LINE, side * TEAM_MAX + i))
    for (let i = 0; i < LINE_FORMATIONS.length; i++) out.push(code(A_LINE_FORMATION, -1, -1, -1, i))
    out.push(code(A_LINE_REST))
    if (arg(s, f, 1) > 0) out.push(code(A_LINE_DONE))
  },
  act(s, f, c) {
    if (kindOf(c) === A_LINE_DONE) {
      pop(s)
      return
    }
    if (kindOf(c) === A_LINE_FORMATION || kindOf(c) === A_LINE_REST) {
      lineUpAll(s, f, kindOf(c) === A_LINE_REST ? PLACE_REST_FORMATION : nOf(c))
      return
    }
    lineUpOne(s, f, playerOf(c))
  },
})

function lineUpOne(s: CrossCheckState, f: number, p: number): void {
  const n = arg(s, f, 1)
  const [x, y] = startSquare(arg(s, f, 0), n + 1)
  place(s, p, x, y, PS_STANDING)
  setArg(s, f, 1, n + 1)
}

/** Every open starting position, in order, takes the best fit skater by the formation's scoring. */
function lineUpAll(s: CrossCheckState, f: number, formation: number): void {
  const side = arg(s, f, 0)
  while (arg(s, f, 1) < SKATERS_ON_ICE - inBox(s, side)) {
    const fit = sideSkaters(side).filter((p) => canLine(s, p))
    const p = bestFor(s, fit, arg(s, f, 1) + 1, formation)
    if (p < 0) return
    lineUpOne(s, f, p)
  }
}

/** The starting positions still open while a line-up is pending, the next skater's first (for the screen). */
export function lineUpSquares(s: CrossCheckState): { x: number; y: number }[] {
  const f = topFrame(s)
  if (f < 0 || s.m.w[f + F_KIND] !== PR_LINEUP) return []
  const out: { x: number; y: number }[] = []
  for (let slot = arg(s, f, 1) + 1; slot <= SKATERS_ON_ICE; slot++) {
    const [x, y] = startSquare(arg(s, f, 0), slot)
    out.push({ x, y })
  }
  return out
}
