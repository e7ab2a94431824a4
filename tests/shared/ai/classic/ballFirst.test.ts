// Issue 20, point 1 for Classic (fourth pass): the ball before the rest. scripts/classic-turnovers.ts (Hard at 400
// nodes v Beginner, seeds 3000-3011 both ways, 24 games) counted 18 of Hard's 61 turnovers on failed pick-ups — 5
// with the team re-roll left unused, the search having declined it (the coach alone: none) — and 9 on fouls whose
// player was sent off with team-mates still to act. And the search's candidates: no Going-For-It blitz for nothing.
import { describe, expect, it } from 'vitest'
import { activationCandidates } from '@shared/ai/classic/candidates'
import { LegalSet } from '@shared/ai/classic/look'
import { decide as decideLevel } from '@shared/ai/registry'
import type { AiContext } from '@shared/ai/types'
import type { Side } from '@shared/engine/api'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Scenario } from '@shared/rules/classic/scenario'
import { aiRng, decide, playSide, position } from './helpers'

// Our human lineman at (8, 7) picks the loose ball up at (10, 7) on a 3+ (no tackle zone on it, no team re-roll:
// 2/3, under the coach's first-thing bar of 8/9); our other lineman at (14, 3) stands beside a prone goblin (AV 7:
// a foul breaks it more often than not) and is marked by a black orc (ST 4: no block of his own, no safe move).
const ballAndFoul: Scenario = {
  name: 'a pick-up and a foul',
  game: 'classic',
  teams: {
    home: {
      roster: 'human',
      players: [
        { id: 'p', position: 'lineman', at: [8, 7] },
        { id: 'f', position: 'lineman', at: [14, 3] },
      ],
    },
    away: {
      roster: 'orc',
      players: [
        { id: 'g', position: 'goblin', at: [15, 3], state: 'prone' },
        { id: 'bo', position: 'black-orc-blocker', at: [14, 2] },
      ],
    },
  },
  ball: { at: [10, 7] },
}

describe('Classic coach: the foul is the turn’s last action', () => {
  it('the pick-up first, not the foul', () => {
    const { s, ids } = position(ballAndFoul)
    expect(decide(s, 1, 'coach')).toEqual({ type: 'declare', player: ids.p, kind: 'move' })
  })

  it('the coach’s turn: the pick-up, then the foul as its last action', () => {
    // The pick-up on a 6; the foul's armour 4 + 5 (+1) breaks AV 7, its injury 3 + 4: no double, nobody sent off.
    const { s, ids } = position({ ...ballAndFoul, dice: [6, 4, 5, 3, 4] })
    const { actions } = playSide(s, 0, 60, 'coach')
    const declared = actions.filter((a) => a.type === 'declare').map((a) => [a.player, a.kind])
    expect(declared).toEqual([
      [ids.p, 'move'],
      [ids.f, 'foul'],
    ])
  })
})

// A failed roll offered the team re-roll: our lineman's pick-up on a 3+ rolled a 1 (the ball's roll), or his dodge
// out of an orc's tackle zone rolled a 1 (not the ball's).
const failed = (ball: boolean): ClassicState => {
  const { s } = position({
    name: ball ? 'failed pick-up' : 'failed dodge',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 2,
        players: [
          { id: 'p', position: 'lineman', at: [8, 7] },
          { id: 'm', position: 'lineman', at: [4, 7] },
          { id: 'n', position: 'lineman', at: [4, 9] },
        ],
      },
      away: {
        roster: 'orc',
        players: [{ id: 'o', position: 'lineman', at: ball ? [20, 7] : [9, 8] }],
      },
    },
    ball: { at: ball ? [9, 7] : [2, 2] },
    dice: [1],
    actions: [
      { type: 'declare', player: 'p', kind: 'move' },
      { type: 'step', x: 9, y: ball ? 7 : 6 },
    ],
  })
  return s
}

const hardAt = (s: ClassicState) => {
  const decision = classicRuleset.decision(s)
  const ctx = {
    ruleset: classicRuleset,
    state: s,
    side: decision.side as Side,
    decision,
    legal: classicRuleset.legalActions(s),
    rng: aiRng(3),
  } as AiContext<ClassicState>
  return { decision, report: decideLevel('hard', ctx, { nodes: 200 }) }
}

describe('Hard Classic: the re-roll of the ball’s own roll is the coach’s', () => {
  it('a failed pick-up: the team re-roll, at once (no node searched)', () => {
    const { decision, report } = hardAt(failed(true))
    expect(decision.kind).toBe('reroll')
    expect(report.action).toEqual({ type: 'reroll', source: 'team' })
    expect(report.nodes).toBe(0)
  })

  it('a failed dodge off the ball is still searched', () => {
    const { decision, report } = hardAt(failed(false))
    expect(decision.kind).toBe('reroll')
    expect(report.nodes).toBeGreaterThan(0)
  })
})

// Our human blitzer (MA 7, Block) at (2, 7) reaches a goblin (ST 2: two dice ours, his fall 1/36) at (x, 7): from
// x = 9 with no roll, from x = 10 only with a Going For It (a turnover one time in six). Our carrier stands far off.
const goblinAt = (x: number): Scenario => ({
  name: 'a blitz on a goblin',
  game: 'classic',
  teams: {
    home: {
      roster: 'human',
      players: [
        { id: 'b', position: 'blitzer', at: [2, 7] },
        { id: 'c', position: 'lineman', at: [2, 1] },
      ],
    },
    away: {
      roster: 'orc',
      players: [
        { id: 'g', position: 'goblin', at: [x, 7] },
        { id: 'o', position: 'lineman', at: [20, 12] },
      ],
    },
  },
  ball: { carrier: 'c' },
})

describe('Hard Classic candidates: no Going-For-It blitz on a player who matters to nothing', () => {
  const blitzOf = (x: number) => {
    const { s, ids } = position(goblinAt(x))
    const list = activationCandidates(s, 0, new LegalSet(classicRuleset.legalActions(s)))
    return { c: list.find((c) => c.plan.player === ids.b && c.why === 'blitz'), ids }
  }

  it('the goblin in reach with no roll is a candidate; one a Going For It away is not', () => {
    const near = blitzOf(9)
    expect(near.c?.plan.target).toBe(near.ids.g)
    expect(blitzOf(10).c).toBeUndefined()
  })
})
