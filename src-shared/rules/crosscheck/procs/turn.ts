// A team turn: the coach starts players' moves one at a time until every player has moved, he ends the turn, or a
// turnover (000: A Turnover happens when). Stunned players turn face up at the end of their team's next turn
// (Classic).

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import { A_END_TURN, A_SKATE, code, kindOf, playerOf } from '../actions'
import {
  G_ACTIVE,
  G_CARRIER,
  G_HAD,
  G_PRO_USED,
  G_PTURN,
  G_TTOTAL,
  G_TURNOVER,
  G_TURNS,
  F_STUNNED_NOW,
  MAX_PLAYERS,
  P_FLAGS,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
  TEAM_MAX,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_MOVE, PR_TURN } from './kinds'
import { interference, outOfTime, releaseFromBox } from './penalties'

function canSkate(s: CrossCheckState, p: number): boolean {
  const w = s.m.w
  const st = w[P_STATE + p]
  if (w[P_MOVED + p] !== 0) return false
  // 000: his penalty served, he "is placed IN the penalty box and may then move normally".
  return (w[P_X + p] >= 0 && (st === PS_STANDING || st === PS_PRONE)) || outOfTime(s, p)
}

function endTurn(s: CrossCheckState, side: number): void {
  interference(s, side)
  // 002 (as in Classic): a stunned player turns face up at the end of his team's next turn — one stunned during
  // this very turn (a fall, a fight, his own check) stays face down through the next one.
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const fl = s.m.w[P_FLAGS + p]
    if (s.m.w[P_SIDE + p] === side && s.m.w[P_STATE + p] === PS_STUNNED && (fl & F_STUNNED_NOW) === 0)
      set(s.m, P_STATE + p, PS_PRONE)
    if (fl & F_STUNNED_NOW) set(s.m, P_FLAGS + p, fl & ~F_STUNNED_NOW)
  }
  set(s.m, G_TURNOVER, 0)
  set(s.m, G_ACTIVE, 1 - side)
  emit(s, { type: 'turn-end', side })
  pop(s)
}

defineProc(PR_TURN, {
  name: 'turn',
  run(s, f) {
    const side = arg(s, f, 0)
    if (step(s, f) === 0) {
      set(s.m, G_PTURN, s.m.w[G_PTURN] + 1)
      set(s.m, G_TURNS + side, s.m.w[G_TURNS + side] + 1)
      set(s.m, G_TTOTAL + side, s.m.w[G_TTOTAL + side] + 1)
      releaseFromBox(s, side)
      // 000: Assist — whoever holds the puck as the turn begins has had it during this team turn.
      set(s.m, G_HAD, s.m.w[G_CARRIER] >= 0 ? 1 << s.m.w[G_CARRIER] : 0)
      set(s.m, G_TURNOVER, 0)
      set(s.m, G_PRO_USED, 0) // 003: Pro — "Once per team turn"
      for (let i = 0; i < TEAM_MAX; i++) set(s.m, P_MOVED + side * TEAM_MAX + i, 0)
      emit(s, { type: 'turn-start', side, turn: s.m.w[G_TURNS + side] })
      setStep(s, f, 1)
    }
    if (s.m.w[G_TURNOVER] === 1) {
      endTurn(s, side)
      return false
    }
    // 000: a turnover when "All of the players on the moving team have moved".
    for (let i = 0; i < TEAM_MAX; i++) if (canSkate(s, side * TEAM_MAX + i)) return true
    endTurn(s, side)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as Side, kind: 'turn' }),
  legal(s, f, out) {
    const side = arg(s, f, 0)
    for (let i = 0; i < TEAM_MAX; i++)
      if (canSkate(s, side * TEAM_MAX + i)) out.push(code(A_SKATE, side * TEAM_MAX + i))
    out.push(code(A_END_TURN))
  },
  act(s, f, c) {
    if (kindOf(c) === A_END_TURN) {
      set(s.m, G_TURNOVER, 1)
      return
    }
    push(s, PR_MOVE, playerOf(c))
  },
})
