// The Cross Check kit for the AI (issue 9): the scripted Beginner, answering every decision the rules ask of a
// coach, and the evaluation (in goals) the Hard search uses at its leaves. The Beginner works on the ruleset's
// integer codes, reads the state and never changes it; every choice among equals comes from the AI's own generator.

import type { Action } from '../../engine/api'
import { encode } from '../../rules/crosscheck/actions'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import type { AiContext, GameAi } from '../types'
import { crossCheckActivations } from './activations'
import { crossCheckCoach } from './coach'
import { evaluateCrossCheck } from './evaluate'
import { followSkatePlan, type SkatePlan } from './plans'
import { chooseCrossCheck } from './policy'

export function crossCheckBeginner(ctx: AiContext<CrossCheckState>): Action {
  const codes: number[] = []
  for (const a of ctx.legal) {
    const c = encode(a)
    if (c === null) return ctx.legal[ctx.rng.int(ctx.legal.length)]
    codes.push(c)
  }
  const d = ctx.decision
  const i = chooseCrossCheck(ctx.state, d.kind, ctx.side, d.player, codes, () => ctx.rng.next())
  return ctx.legal[i >= 0 && i < codes.length ? i : ctx.rng.int(ctx.legal.length)]
}

export const crossCheckAi: GameAi<CrossCheckState> = {
  ruleset: 'crosscheck',
  beginner: crossCheckBeginner,
  coach: crossCheckCoach,
  evaluate: evaluateCrossCheck,
  activations: crossCheckActivations,
  follow: (_state, _side, plan, scope) => followSkatePlan(plan as SkatePlan | null, scope),
}

export { chooseCrossCheck, evaluateCrossCheck }
