// Exact chances of the coach's rolls where the answer is one roll: taking a loose puck and turning the puck
// (000: Taking Control, Controlling of the Puck) and winning a steal's contested roll. Others answer null.

import type { Action } from '../../engine/api'
import { agilityRollNeeded } from '../classic/data/agilityTable'
import { carrier } from './geometry'
import { F_KIND, FRAME_WORDS, G_SP, P_AG, STACK } from './layout'
import { PR_MOVE } from './procs/kinds'
import { zoneModifier } from './procs/puck'
import { rerollsPuckControl } from './skills'
import type { CrossCheckState } from './state'

export function crossCheckProbability(s: CrossCheckState, action: Action): number | null {
  const sp = s.m.w[G_SP]
  if (sp <= 0) return null
  const top = STACK + (sp - 1) * FRAME_WORDS
  if (s.m.w[top + F_KIND] !== PR_MOVE) return null
  const p = s.m.w[top + 2]
  // 002: Sure Hands re-rolls a failed take or turn once: p + (1 - p) p.
  const once = (q: number): number => (rerollsPuckControl(s, p) ? q + (1 - q) * q : q)
  if (action.type === 'take' && carrier(s) < 0)
    return once((7 - agilityRollNeeded(s.m.w[P_AG + p], zoneModifier(s, p))) / 6)
  if (action.type === 'take' && carrier(s) >= 0) {
    // 000 contested roll (cc-interp: contested-roll): the challenger wins on a strictly higher total.
    const h = carrier(s)
    const c0 = s.m.w[P_AG + p] + zoneModifier(s, p)
    const h0 = s.m.w[P_AG + h] + 1 + zoneModifier(s, h)
    let wins = 0
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + c0 > b + h0) wins++
    return wins / 36
  }
  if (action.type === 'turn-puck' && carrier(s) === p)
    return once((7 - agilityRollNeeded(s.m.w[P_AG + p], 1 + zoneModifier(s, p))) / 6)
  return null
}
