// The Cross Check coach: the scripted policy the Hard level builds on (GameAi.coach), stricter and stronger than
// the friendly Beginner where Cross Check games are won and lost — the carrier's and his team-mates' moves
// (coachMove.ts), who skates when (coachTurn.ts) and the goalie's step on a shot (shots.ts); every other decision
// as the Beginner answers it.

import type { Action } from '../../engine/api'
import { A_GOALIE_STEP, encode, kindOf, xOf, yOf } from '../../rules/crosscheck/actions'
import { arg, topFrame } from '../../rules/crosscheck/stack'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { argmax } from '../argmax'
import type { AiContext } from '../types'
import { coachShotBlock } from './blocks'
import { COACH, coachMoveChoice } from './coachMove'
import { coachSkateOrder } from './coachTurn'
import { plannedMove } from './plans'
import { chooseCrossCheck } from './policy'
import { goalieAnswer } from './shots'

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
  if (kind === 'move') {
    // A move the Hard search planned whole (plans.ts) is walked as planned; else the coach's own step.
    const planned = plannedMove(s, codes, player!)
    return planned >= 0 ? planned : coachMoveChoice(s, codes, player!)
  }
  if (kind === 'turn') return coachSkateOrder(s, codes, side, (v) => argmax(v, rand))
  if (kind === 'goalie-move' && player !== undefined && player >= 0) {
    // The goalie steps where the declared shot is least likely to score (shots.ts).
    const f = topFrame(s)
    const squares = codes.map((c) =>
      kindOf(c) === A_GOALIE_STEP ? ([xOf(c), yOf(c)] as [number, number]) : null,
    )
    return goalieAnswer(s, arg(s, f, 0), player, arg(s, f, 1), arg(s, f, 2), squares)
  }
  if (kind === 'block-puck' && COACH.shotBlocks) {
    // A shot is blocked only when it flies in, where the block is likeliest to keep it out (blocks.ts).
    const i = coachShotBlock(s, codes)
    if (i >= 0) return i
  }
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
