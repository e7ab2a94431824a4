// Classic Blood Bowl's AI kit: the Beginner / Coach policy (scripted, rule-aware) and the positional evaluation.
// The policy answers every decision its side can meet and returns one of `ctx.legal`; it reads the state and only
// ever looks ahead inside a mark/undo, so the state is left exactly as found.

import type { Action } from '../../engine/api'
import { F_KIND, G_KICKING } from '../../rules/classic/layout'
import { PR_ACTIVATION } from '../../rules/classic/procs/kinds'
import { arg, topFrame } from '../../rules/classic/stack'
import type { ClassicState } from '../../rules/classic/state'
import type { AiContext, GameAi } from '../types'
import { actActivation } from './activation'
import { blockReroll, chooseDie, choosePush, chooseFollow } from './blockChoices'
import {
  coinToss,
  interception,
  kick,
  kickOrReceive,
  reroll,
  setup,
  skillChoice,
  touchback,
} from './decisions'
import { evaluateClassic } from './evaluate'
import { LegalSet, look, ProbedCodes } from './look'
import { remembered } from './memo'
import { dumpOff, freeMoves, passBlock, passBlockMove, pilingOn } from './skillChoices'
import { plannedActivations } from './candidates'
import { followPlan, notePlan, plannedStep, type ActivationPlan } from './plans'
import { planTurn } from './turnPolicy'

/** What the policy reads of a decision: everything in its context but the legal actions (it reads `LegalSet`). */
type Asked = Omit<AiContext<ClassicState>, 'legal'>

/** The Beginner's choice as a code of `legal`. */
function choose(ctx: Asked, legal: LegalSet, coach: boolean): number {
  const s = ctx.state
  const lk = look(s, ctx.side, coach)
  const d = ctx.decision
  const player = d.player ?? -1
  switch (d.kind) {
    case 'coin-toss':
      return coinToss(legal, ctx.rng)
    case 'kick-or-receive':
      return kickOrReceive(legal)
    case 'setup':
      return setup(lk, legal, s.m.w[G_KICKING] === ctx.side)
    case 'kick':
      return kick(lk, legal)
    case 'touchback':
      return touchback(lk, legal)
    case 'free-moves':
      return freeMoves(lk, legal)
    case 'turn':
      return planTurn(lk, legal)
    case 'activation': {
      const f = topFrame(s)
      if (s.m.w[f + F_KIND] !== PR_ACTIVATION) return legal.codes[legal.codes.length - 1]
      return actActivation(lk, legal, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2))
    }
    case 'reroll':
      return reroll(lk, legal, player)
    case 'block-reroll':
      return blockReroll(lk, legal.codes, player)
    case 'block-die':
      return chooseDie(lk, legal.codes, player)
    case 'push':
      return choosePush(lk, legal.codes, player)
    case 'follow-up':
      return chooseFollow(lk, legal.codes, player)
    case 'interception':
      return interception(lk, legal)
    case 'dump-off':
      return dumpOff(lk, legal)
    case 'piling-on':
      return pilingOn(lk, legal)
    case 'pass-block':
      return passBlock(lk, legal)
    case 'pass-block-move':
      return passBlockMove(lk, legal)
    default:
      return skillChoice(lk, legal, d.kind, d.player)
  }
}

/** The policy's answer as a code of `legal`, or null for a code outside it (a bug). */
function answerCode(ctx: Asked, legal: LegalSet, coach: boolean): number | null {
  // The team turn and the activation plan paths (milliseconds): remembered by position (memo.ts).
  const kind = ctx.decision.kind
  // The coach walks a path it planned at the activation's first step (plans.ts) without planning it again.
  const planned = coach && kind === 'activation' ? plannedStep(ctx.state, ctx.side, legal) : null
  if (planned !== null) return planned
  const c =
    kind === 'turn' || kind === 'activation'
      ? remembered(ctx.state, ctx.side, coach, legal.codes, () => choose(ctx, legal, coach))
      : choose(ctx, legal, coach)
  if (coach && kind === 'activation') notePlan(ctx.state, ctx.side, c, legal)
  return legal.has(c) ? c : null
}

function answer(ctx: AiContext<ClassicState>, coach: boolean): Action {
  const legal = new LegalSet(ctx.legal)
  const c = answerCode(ctx, legal, coach)
  // Never anything but a legal action: a code outside the list (a bug) falls back to the first legal one.
  return (c === null ? undefined : legal.get(c)) ?? ctx.legal[0]
}

export const classicAi: GameAi<ClassicState> = {
  ruleset: 'classic',
  beginner: (ctx) => answer(ctx, false),
  // The Hard level's coach: the same decisions, played for ball security (cage.ts).
  coach: (ctx) => answer(ctx, true),
  // The same coach on the engine's codes, for the Hard look-ahead's steps (no action objects made).
  coachCode: (ctx, codes) => answerCode(ctx, LegalSet.ofCodes(codes), true) ?? codes[0],
  // The coach's set-up without its listing (thousands of codes, each step; a few asked): the same answer, or null
  // where it needs the list (a fallback reading it, a code it gives refused), which coachCode then answers.
  coachUnlisted: (ctx, isLegal) => {
    if (ctx.decision.kind !== 'setup') return null
    const probed = new ProbedCodes(isLegal)
    const c = setup(look(ctx.state, ctx.side, true), probed, ctx.state.m.w[G_KICKING] === ctx.side)
    return !probed.listed && isLegal(c) ? c : null
  },
  evaluate: (state, side) => evaluateClassic(state, side),
  // The Hard search's "player → action → square" candidates at the team turn (candidates.ts, plans.ts).
  activations: (ctx) =>
    ctx.decision.kind === 'turn' ? plannedActivations(ctx.state, ctx.side, new LegalSet(ctx.legal)) : null,
  follow: (state, side, plan, scope) => followPlan(state, side, plan as ActivationPlan | null, scope),
}
