// The game's frame: periods of team turns (rulings.md), a puck drop to start each period and after each goal, and
// the end of the game.

import { set } from '../../../engine/memory'
import { G_ACTIVE, G_GOAL, G_OVER, G_PERIOD, G_PTURN, G_TURNS } from '../layout'
import { resolveOptions } from '../options'
import { defineProc, pop, push, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_DROP, PR_GAME, PR_TURN } from './kinds'

const optionsOf = (s: CrossCheckState) => resolveOptions(s.meta.options)

defineProc(PR_GAME, {
  name: 'game',
  run(s, f) {
    const w = s.m.w
    if (step(s, f) === 0) {
      set(s.m, G_PERIOD, 1)
      setStep(s, f, 1)
      push(s, PR_DROP)
      return false
    }
    const { periodTurns, periods } = optionsOf(s)
    // rulings.md: "three periods of 20 turns" = 20 team turns per period in all (option periodTurns).
    if (w[G_PTURN] >= periodTurns) {
      emit(s, { type: 'period-end', period: w[G_PERIOD] })
      if (w[G_PERIOD] >= periods) {
        set(s.m, G_OVER, 1)
        set(s.m, G_ACTIVE, -1)
        emit(s, { type: 'game-over' })
        pop(s)
        return false
      }
      set(s.m, G_PERIOD, w[G_PERIOD] + 1)
      set(s.m, G_PTURN, 0)
      set(s.m, G_TURNS, 0)
      set(s.m, G_TURNS + 1, 0)
      set(s.m, G_GOAL, 0)
      push(s, PR_DROP) // cc-interp: puck-drop — a face-off starts each period
      return false
    }
    if (w[G_GOAL] === 1) {
      set(s.m, G_GOAL, 0)
      push(s, PR_DROP) // ... and follows each goal
      return false
    }
    push(s, PR_TURN, w[G_ACTIVE])
    return false
  },
})
