// The look-ahead's turn plan (classic/turnPlan.ts): the coach plans its team turn once and later decisions of the
// turn replay the plan while it fits; a roll that changes the position (a block that only pushed) makes it plan
// again from there. The plan counter counts the plans made (turnPlanStats.plans), a counted coach the decisions
// the plan left to the coach.
import { beforeEach, describe, expect, it } from 'vitest'
import { classicAi } from '@shared/ai/classic/index'
import { forgetTurnPlan, rolloutPolicy, turnPlanStats } from '@shared/ai/classic/turnPlan'
import type { AiContext } from '@shared/ai/types'
import type { Action, Side } from '@shared/engine/api'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Scenario } from '@shared/rules/classic/scenario'
import { aiRng, position } from './helpers'

/** Plays `side`'s decisions to the end of its turn with the rollout policy; what the coach itself answered. */
function playTurn(s: ClassicState, side: Side): { actions: Action[]; coachAsked: string[] } {
  const actions: Action[] = []
  const coachAsked: string[] = []
  const coach = (ctx: AiContext<ClassicState>): Action => {
    coachAsked.push(ctx.decision.kind)
    return classicAi.coach!(ctx)
  }
  for (let n = 0; n < 200; n++) {
    const decision = classicRuleset.decision(s)
    if (decision.side !== side || (decision.kind === 'turn' && actions.length > 0 && endedTurn(actions)))
      break
    const legal = classicRuleset.legalActions(s)
    const ctx = { ruleset: classicRuleset, state: s, side, decision, legal, rng: aiRng(n + 1) }
    const a = rolloutPolicy(ctx, coach)
    const r = classicRuleset.apply(s, a)
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.reason}`)
    actions.push(a)
  }
  return { actions, coachAsked }
}

const endedTurn = (actions: readonly Action[]): boolean => actions[actions.length - 1].type === 'end-turn'

const declared = (actions: readonly Action[]): Action[] => actions.filter((a) => a.type === 'declare')

// Three human linemen far from the orcs, whose carrier stands out of everyone's reach: every move of the turn is
// a walk with no roll, and the ball stays where it is.
const quietTurn: Scenario = {
  name: 'a quiet turn',
  game: 'classic',
  turn: { turns: [2, 1] },
  teams: {
    home: {
      roster: 'human',
      players: [
        { id: 'a', position: 'lineman', at: [3, 3] },
        { id: 'b', position: 'lineman', at: [3, 7] },
        { id: 'c', position: 'lineman', at: [3, 11] },
      ],
    },
    away: {
      roster: 'orc',
      players: [
        { id: 'oc', position: 'lineman', at: [22, 7] },
        { id: 'o1', position: 'lineman', at: [21, 3] },
      ],
    },
  },
  ball: { carrier: 'oc' },
}

// Two human blitzers (Block) next to one orc lineman, each assisting the other's block on two dice: the plan has
// both block him. The first block's dice are forced to Pushed (no knock-down): the orc is pushed away, so the
// second blitzer's planned block no longer fits and the coach plans the rest of the turn again.
const pushedAway: Scenario = {
  name: 'a block that only pushed',
  game: 'classic',
  turn: { turns: [2, 1] },
  teams: {
    home: {
      roster: 'human',
      players: [
        { id: 'b1', position: 'blitzer', at: [10, 7] },
        { id: 'b2', position: 'blitzer', at: [10, 8] },
      ],
    },
    away: {
      roster: 'orc',
      players: [
        { id: 'o1', position: 'lineman', at: [11, 7] },
        { id: 'o2', position: 'lineman', at: [22, 7] },
      ],
    },
  },
  ball: { at: [24, 1] },
  dice: ['pushed', 'pushed'],
}

describe('the look-ahead turn plan (Classic)', () => {
  beforeEach(() => {
    forgetTurnPlan()
    turnPlanStats.plans = 0
    turnPlanStats.replayed = 0
  })

  it('plans a quiet turn once and replays every later declaration and step of it', () => {
    const { s } = position(quietTurn)
    const { actions, coachAsked } = playTurn(s, 0)
    expect(declared(actions).length).toBe(3)
    expect(endedTurn(actions)).toBe(true)
    expect(turnPlanStats.plans).toBe(1)
    // Every decision but the first (which made the plan) replayed it; the coach was never asked.
    expect(turnPlanStats.replayed).toBe(actions.length - 1)
    expect(coachAsked).toEqual([])
  })

  it('plans again after the first block only pushed its target out of the second blitzer’s reach', () => {
    const { s } = position(pushedAway)
    const { actions, coachAsked } = playTurn(s, 0)
    const [first, second] = declared(actions)
    expect(first).toEqual({ type: 'declare', player: 0, kind: 'block' })
    // The second blitzer's declaration is the plan's (replayed), his planned block on the pushed orc no longer
    // legal: the coach walks and blocks instead (its activation steps), and the end of the turn is planned again.
    expect(second).toEqual({ type: 'declare', player: 1, kind: 'blitz' })
    expect(coachAsked).toEqual([
      'block-die',
      'push',
      'follow-up',
      'activation',
      'activation',
      'push',
      'follow-up',
      'activation',
    ])
    expect(turnPlanStats.plans).toBe(2)
    expect(turnPlanStats.replayed).toBe(2)
  })
})
