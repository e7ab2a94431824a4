// The Cross Check coach: the scripted policy the Hard level builds on (GameAi.coach), stricter and stronger than
// the friendly Beginner where Cross Check games are won and lost — the carrier's and his team-mates' moves
// (coachMove.ts) and who skates when (coachTurn.ts); every other decision as the Beginner answers it.

import type { Action } from '../../engine/api'
import { encode } from '../../rules/crosscheck/actions'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { argmax } from '../argmax'
import type { AiContext } from '../types'
import { coachMoveChoice } from './coachMove'
import { coachSkateOrder } from './coachTurn'
import { chooseCrossCheck } from './policy'

/** The coach's answer as an index into `codes` (the legal codes). */
export function coachCrossCheckCode(
  s: CrossCheckState,
  kind: string,
  side: number,
  player: number | undefined,
  codes: readonly number[],
  rand: () => number,
): number {
  if (codes.length === 1) return 0
  if (kind === 'move') return coachMoveChoice(s, codes, player!)
  if (kind === 'turn') return coachSkateOrder(s, codes, side, (v) => argmax(v, rand))
  return chooseCrossCheck(s, kind, side, player, codes, rand)
}

export function crossCheckCoach(ctx: AiContext<CrossCheckState>): Action {
  const codes: number[] = []
  for (const a of ctx.legal) {
    const c = encode(a)
    if (c === null) return ctx.legal[ctx.rng.int(ctx.legal.length)]
    codes.push(c)
  }
  const d = ctx.decision
  const i = coachCrossCheckCode(ctx.state, d.kind, ctx.side, d.player, codes, () => ctx.rng.next())
  return ctx.legal[i >= 0 && i < codes.length ? i : ctx.rng.int(ctx.legal.length)]
}
