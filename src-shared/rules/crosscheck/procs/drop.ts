// 000: Endurance and Face Off — before each puck drop the skaters who were on the ice roll endurance, both coaches
// put a goalie in (PR_GOALIE) and line up (PR_LINEUP), and the centres face off.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { startSquare } from '../data/rink'
import { occupant } from '../geometry'
import {
  G_ACTIVE,
  G_CARRIER,
  G_DROPS,
  G_PUCK_X,
  G_PUCK_Y,
  MAX_PLAYERS,
  P_AG,
  P_GOALIE,
  P_SIDE,
  P_STATE,
  P_TIRED,
  P_X,
  PS_BENCH,
  PS_KO,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_DROP, PR_GOALIE, PR_LINEUP } from './kinds'
import { outOfTime } from './penalties'
import { takeOff } from './pieces'
import { setPuck } from './puck'
import { handless } from '../skills'

/** cc-interp: endurance — skaters on the ice roll D6, 1-3 sit out this shift; goalies never roll (000). */
function endurance(s: CrossCheckState): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    set(s.m, P_TIRED + p, 0) // last shift's tired players are back on the bench
    if (w[P_STATE + p] === PS_KO) {
      // Classic (002): a Knocked Out player returns on a 4+ before the next kick-off; here the next puck drop.
      const d = roll(s.m, 6)
      emit(s, { type: 'roll', purpose: 'ko-recovery', player: p, dice: [d], success: d >= 4 })
      if (d >= 4) set(s.m, P_STATE + p, PS_BENCH)
      continue
    }
    if (outOfTime(s, p)) {
      // 000: after a goal "These players do not make an Endurance check, as they rested in the box": his time
      // served, he leaves the box for the bench at any puck drop, with no endurance test.
      set(s.m, P_STATE + p, PS_BENCH)
      continue
    }
    if (w[P_X + p] < 0) continue
    if (w[P_GOALIE + p] === 0 && w[G_DROPS] > 0) {
      const d = roll(s.m, 6)
      emit(s, { type: 'roll', purpose: 'endurance', player: p, dice: [d], success: d >= 4 })
      if (d <= 3) set(s.m, P_TIRED + p, 1) // 000: "On a 1-3 they are too tired"
    }
    takeOff(s, p, PS_BENCH)
  }
  set(s.m, G_CARRIER, -1)
}

/** 000: Face Off — D6 + AG each, re-roll ties; the winner takes the puck in front of him and the first turn. */
function faceOff(s: CrossCheckState): void {
  const centres = [0, 1].map((side) => {
    const [x, y] = startSquare(side, 1)
    return occupant(s, x, y)
  })
  let winner: number
  if (centres[0] < 0 || centres[1] < 0) winner = centres[0] < 0 ? centres[1] : centres[0]
  else
    for (;;) {
      const a = roll(s.m, 6) + s.m.w[P_AG + centres[0]]
      const b = roll(s.m, 6) + s.m.w[P_AG + centres[1]]
      emit(s, { type: 'face-off', totals: [a, b] })
      if (a !== b) {
        winner = a > b ? centres[0] : centres[1]
        break
      }
    }
  const side = winner >= 0 ? s.m.w[P_SIDE + winner] : 0
  set(s.m, G_ACTIVE, side)
  if (winner < 0) {
    // Neither side has a skater fit to line up: the puck waits on the centre spot, loose.
    setPuck(s, startSquare(0, 1)[0], startSquare(0, 1)[1], -1)
    return
  }
  // cc-interp: face-off — the puck goes to the square in front of the winner, toward the opponents' goal.
  const x = s.m.w[P_X + winner] + (side === 0 ? 1 : -1)
  const y = startSquare(side, 1)[1]
  set(s.m, G_PUCK_X, x)
  set(s.m, G_PUCK_Y, y)
  // LRB6 No Hands: a centre who cannot hold a stick wins the draw but leaves the puck loose there.
  setPuck(s, x, y, handless(s, winner) ? -1 : winner)
  emit(s, { type: 'face-off-won', player: winner, side })
}

defineProc(PR_DROP, {
  name: 'puck-drop',
  run(s, f) {
    if (step(s, f) === 0) {
      endurance(s)
      set(s.m, G_DROPS, s.m.w[G_DROPS] + 1)
      setStep(s, f, 1)
      setArg(s, f, 0, 0)
      // The home coach lines up first (pushed last so it runs first), each picking his goalie, then his skaters.
      push(s, PR_LINEUP, 1)
      push(s, PR_GOALIE, 1)
      push(s, PR_LINEUP, 0)
      push(s, PR_GOALIE, 0)
      return false
    }
    if (arg(s, f, 0) === 0) faceOff(s)
    pop(s)
    return false
  },
})
