// 000: Fights — the target's coach accepts or declines; a declined fight happens anyway on a 6 (goaded). Each rolls
// D6 + ST; the higher knocks the other down with an injury roll and no armour roll; ties leave both standing. Then
// the ref die for Fighting (4+, 5 turns) for both.

import type { Side } from '../../../engine/api'
import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_ACCEPT, A_DECLINE, code, kindOf } from '../actions'
import { SPP_QUARTERS } from '../data/spp'
import { G_ACTIVE, G_TURNOVER, P_SIDE, P_SPP4, P_STATE, P_STR, PS_CAS } from '../layout'
import { arg, defineProc, pop } from '../stack'
import { emit } from '../state'
import type { CrossCheckState } from '../state'
import { PR_FIGHT } from './kinds'
import { refDie } from './penalties'
import { goDown, injure } from './pieces'

/**
 * 000: "The fallen player suffers an immediate injury roll. No need to roll for armor." A casualty counts for the
 * winner (000 Star Player Points: "Casualty = 2 ... As in Blood Bowl", where a casualty scores for whoever caused
 * it); one who regenerates to the bench is no casualty.
 */
function floored(s: CrossCheckState, p: number, winner: number): void {
  goDown(s, p)
  emit(s, { type: 'fall', player: p })
  if (s.m.w[P_SIDE + p] === s.m.w[G_ACTIVE]) set(s.m, G_TURNOVER, 1)
  injure(s, p)
  if (s.m.w[P_STATE + p] === PS_CAS) set(s.m, P_SPP4 + winner, s.m.w[P_SPP4 + winner] + SPP_QUARTERS.casualty)
}

function fight(s: CrossCheckState, a: number, t: number): void {
  const ra = roll(s.m, 6) + s.m.w[P_STR + a]
  const rt = roll(s.m, 6) + s.m.w[P_STR + t]
  emit(s, { type: 'fight', player: a, target: t, totals: [ra, rt] })
  if (ra > rt) floored(s, t, a)
  else if (rt > ra) floored(s, a, t)
  // 000: "There is a chance that both players could have a penalty called on them for fighting."
  refDie(s, a, 'fighting')
  refDie(s, t, 'fighting')
}

defineProc(PR_FIGHT, {
  name: 'fight',
  run: () => true,
  decision: (s, f) => ({
    side: (1 - s.m.w[P_SIDE + arg(s, f, 0)]) as Side,
    kind: 'fight',
    player: arg(s, f, 1),
  }),
  legal(_s, _f, out) {
    out.push(code(A_ACCEPT), code(A_DECLINE))
  },
  act(s, f, c) {
    const a = arg(s, f, 0)
    const t = arg(s, f, 1)
    pop(s)
    if (kindOf(c) === A_ACCEPT) {
      fight(s, a, t)
      return
    }
    // 000: "If one player does not want to fight, roll one die. On a 6 ... goaded into a fight."
    const d = roll(s.m, 6)
    emit(s, { type: 'roll', purpose: 'goad', player: t, dice: [d], success: d === 6 })
    if (d === 6) fight(s, a, t)
  },
})
