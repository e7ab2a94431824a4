// 004 turn end 7: the turn ends when "een speler de bal laat vallen, zonder dat deze direct wordt opgevangen door een
// eigen speler" — the active team's carrier loses the ball (pushed into the crowd, e.g. by a team-mate's chain push)
// and no player of his team catches it before it comes to rest. Pushed beneath the ball's throw-in or bounce, this
// frame runs once the ball is settled and looks who holds it.

import { set } from '../../../engine/memory'
import { G_TURNOVER } from '../layout'
import { arg, defineProc, pop, push } from '../stack'
import { carrier, sideOf, type ClassicState } from '../state'
import { PR_DROPPED_BALL } from './kinds'

/** The active side's carrier dropped the ball: call before pushing the frames that move it (throw-in, bounce). */
export function pushDroppedBall(s: ClassicState, side: number): void {
  push(s, PR_DROPPED_BALL, side)
}

// Frame: a = the side whose carrier dropped the ball.
defineProc(PR_DROPPED_BALL, {
  name: 'dropped-ball',
  run(s, f) {
    const c = carrier(s)
    pop(s)
    if (c < 0 || sideOf(s, c) !== arg(s, f, 0)) set(s.m, G_TURNOVER, 1)
    return false
  },
})
