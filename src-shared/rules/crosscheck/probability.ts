// Exact chances of the coach's rolls where the answer is one roll: taking a loose puck and turning the puck
// (000: Taking Control, Controlling of the Puck). Contested rolls and holds are answered in later parts; null.

import type { Action } from '../../engine/api'
import { agilityRollNeeded } from '../classic/data/agilityTable'
import { carrier } from './geometry'
import { F_KIND, FRAME_WORDS, G_SP, P_AG, STACK } from './layout'
import { PR_MOVE } from './procs/kinds'
import { zoneModifier } from './procs/puck'
import type { CrossCheckState } from './state'

export function crossCheckProbability(s: CrossCheckState, action: Action): number | null {
  const sp = s.m.w[G_SP]
  if (sp <= 0) return null
  const top = STACK + (sp - 1) * FRAME_WORDS
  if (s.m.w[top + F_KIND] !== PR_MOVE) return null
  const p = s.m.w[top + 2]
  if (action.type === 'take' && carrier(s) < 0)
    return (7 - agilityRollNeeded(s.m.w[P_AG + p], zoneModifier(s, p))) / 6
  if (action.type === 'turn-puck' && carrier(s) === p)
    return (7 - agilityRollNeeded(s.m.w[P_AG + p], 1 + zoneModifier(s, p))) / 6
  return null
}
