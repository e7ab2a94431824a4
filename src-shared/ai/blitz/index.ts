// The Blitz Bowl kit for the AI (issue 9): the scripted Beginner, answering every decision the rules ask of a
// coach, and the evaluation the Hard search uses at its leaves. The Beginner works on the ruleset's integer
// codes, reads the state and never changes it; every choice among equals comes from the AI's own generator.

import type { Action } from '../../engine/api'
import { encode } from '../../rules/blitz/actions'
import type { BlitzState } from '../../rules/blitz/state'
import type { AiContext, GameAi } from '../types'
import { evaluateBlitz } from './evaluate'
import { redealBlitzHidden } from './hidden'
import { chooseBlitz } from './policy'
import { BEGINNER_STYLE, COACH_STYLE, type Style } from './turn'

function answer(ctx: AiContext<BlitzState>, style: Style): Action {
  const codes: number[] = []
  for (const a of ctx.legal) {
    const c = encode(a)
    if (c === null) return ctx.legal[ctx.rng.int(ctx.legal.length)]
    codes.push(c)
  }
  const i = chooseBlitz(ctx.state, ctx.decision.kind, ctx.side, codes, () => ctx.rng.next(), style)
  return ctx.legal[i >= 0 && i < codes.length ? i : ctx.rng.int(ctx.legal.length)]
}

export const blitzBeginner = (ctx: AiContext<BlitzState>): Action => answer(ctx, BEGINNER_STYLE)

/** The coach Hard builds on: the Beginner's reading with the cards weighed fully and a floor under Throws. */
export const blitzCoach = (ctx: AiContext<BlitzState>): Action => answer(ctx, COACH_STYLE)

export const blitzAi: GameAi<BlitzState> = {
  ruleset: 'blitz',
  beginner: blitzBeginner,
  coach: blitzCoach,
  evaluate: evaluateBlitz,
  redealHidden: redealBlitzHidden,
}

export { chooseBlitz, evaluateBlitz }
