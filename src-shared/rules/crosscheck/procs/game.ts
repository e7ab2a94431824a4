// The game's frame: periods of team turns (rulings.md), a puck drop to start each period and after each goal, and
// the end of the game.

import { set } from '../../../engine/memory'
import { G_ACTIVE, G_GOAL, G_OVER, G_PERIOD, G_PTURN, G_SCORE, G_TURNS } from '../layout'
import { resolveOptions } from '../options'
import { defineProc, pop, push, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_DROP, PR_GAME, PR_TURN } from './kinds'

const optionsOf = (s: CrossCheckState) => resolveOptions(s.meta.options)

function gameOver(s: CrossCheckState): false {
  set(s.m, G_OVER, 1)
  set(s.m, G_ACTIVE, -1)
  emit(s, { type: 'game-over' })
  pop(s)
  return false
}

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
    const { periodTurns, periods, overtime } = optionsOf(s)
    // cc-interp: overtime — in the sudden-death period the first goal ends the game.
    if (w[G_PERIOD] > periods && w[G_GOAL] === 1) return gameOver(s)
    // rulings.md: "three periods of 20 turns" = 20 team turns per period in all (option periodTurns).
    if (w[G_PTURN] >= periodTurns) {
      emit(s, { type: 'period-end', period: w[G_PERIOD] })
      // cc-interp: overtime — tied after the last period, one sudden-death period when the option is on.
      const extra = overtime === 1 && w[G_PERIOD] === periods && w[G_SCORE] === w[G_SCORE + 1]
      if (w[G_PERIOD] >= periods && !extra) return gameOver(s)
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
