// The fitted evaluations (issue 20, point 3): in every game the evaluation of a game in play is exactly the dot
// product of its feature vector with the weights in use, it is zero-sum (the other side's view is the negation, and
// so is a Classic position mirrored end for end with the teams swapped), and the win chance is a proper
// probability that rises with the evaluation.
import { describe, expect, it } from 'vitest'
import { blitzAi } from '@shared/ai/blitz/index'
import { blitzFeatures } from '@shared/ai/blitz/features'
import { BLITZ_WEIGHTS, blitzWinProbability } from '@shared/ai/blitz/evaluate'
import { classicAi } from '@shared/ai/classic/index'
import { classicFeatures } from '@shared/ai/classic/features'
import { CLASSIC_WEIGHTS, classicWinProbability, evaluateClassic } from '@shared/ai/classic/evaluate'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { crossCheckFeatures } from '@shared/ai/crosscheck/features'
import { CROSSCHECK_WEIGHTS, crossCheckWinProbability } from '@shared/ai/crosscheck/evaluate'
import { dot } from '@shared/ai/linear'
import { createRandom } from '@shared/ai/rng'
import { winProbability } from '@shared/ai/winProbability'
import type { GameAi } from '@shared/ai/types'
import type { Ruleset, Side } from '@shared/engine/api'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { position } from './classic/helpers'

interface Game {
  readonly name: string
  readonly ruleset: Ruleset<unknown>
  readonly kit: GameAi
  readonly teams: readonly [unknown, unknown]
  features(s: unknown, side: number): Float64Array
  readonly weights: Float64Array
  win(s: unknown, side: Side): number
}

const GAMES: readonly Game[] = [
  {
    name: 'Classic',
    ruleset: classicRuleset as Ruleset<unknown>,
    kit: classicAi as GameAi,
    teams: [buildDefaultTeam('human'), buildDefaultTeam('orc')],
    features: (s, side) => classicFeatures(s as never, side),
    weights: CLASSIC_WEIGHTS,
    win: (s, side) => classicWinProbability(s as never, side),
  },
  {
    name: 'Blitz Bowl',
    ruleset: blitzRuleset as Ruleset<unknown>,
    kit: blitzAi as GameAi,
    teams: [{ teamId: 'human' }, { teamId: 'orc' }],
    features: (s, side) => blitzFeatures(s as never, side),
    weights: BLITZ_WEIGHTS,
    win: (s, side) => blitzWinProbability(s as never, side),
  },
  {
    name: 'Cross Check',
    ruleset: crossCheckRuleset as Ruleset<unknown>,
    kit: crossCheckAi as GameAi,
    teams: [{ rosterId: 'orc' }, { rosterId: 'human' }],
    features: (s, side) => crossCheckFeatures(s as never, side),
    weights: CROSSCHECK_WEIGHTS,
    win: (s, side) => crossCheckWinProbability(s as never, side),
  },
]

/** Every position of a Beginner game's first `max` actions, checked by `each` before each action. */
function walk(g: Game, max: number, each: (s: unknown) => void): number {
  const s = g.ruleset.create({ ruleset: g.ruleset.id, seed: 11, teams: g.teams as never })
  const rng = createRandom(5)
  let seen = 0
  for (let i = 0; i < max; i++) {
    const decision = g.ruleset.decision(s)
    if (decision.side === null) break
    each(s)
    seen++
    const legal = g.ruleset.legalActions(s)
    const action =
      legal.length > 1
        ? g.kit.beginner({ ruleset: g.ruleset, state: s, side: decision.side, decision, legal, rng })
        : legal[0]
    const r = g.ruleset.apply(s, action)
    if (!r.ok) throw new Error(r.reason)
  }
  return seen
}

describe.each(GAMES)('$name fitted evaluation', (g) => {
  it(
    'is the dot product of the features and the weights in use, reads only, and is zero-sum',
    { timeout: 180_000 },
    () => {
      let positional = 0
      const seen = walk(g, 250, (s) => {
        const words = (s as { m: { w: Int32Array } }).m.w.slice()
        for (const side of [0, 1] as const) {
          const f = g.features(s, side)
          expect(g.kit.evaluate(s, side)).toBe(dot(f, g.weights))
          // The score difference is worth exactly 1.0 (types.ts).
          expect(g.weights[0]).toBe(1)
          if (f.some((v, i) => i > 0 && v !== 0)) positional++
        }
        const mine = g.features(s, 0)
        const theirs = g.features(s, 1)
        for (let i = 0; i < mine.length; i++) expect(theirs[i] + mine[i]).toBeCloseTo(0, 12)
        expect(g.kit.evaluate(s, 1)).toBeCloseTo(-g.kit.evaluate(s, 0), 12)
        expect(Array.from((s as { m: { w: Int32Array } }).m.w)).toEqual(Array.from(words))
      })
      expect(seen).toBeGreaterThan(50)
      // The walk met positions the board's features describe, not only the score.
      expect(positional).toBeGreaterThan(20)
    },
  )

  it(
    'turns the evaluation into a win chance: the two sides add up to 1, and it rises with the evaluation',
    { timeout: 180_000 },
    () => {
      const pairs: [number, number][] = []
      walk(g, 250, (s) => {
        const p = g.win(s, 0)
        expect(p).toBeGreaterThan(0)
        expect(p).toBeLessThan(1)
        expect(p + g.win(s, 1)).toBeCloseTo(1, 12)
        expect(winProbability(g.ruleset.id, s, 0)).toBe(p)
        pairs.push([g.kit.evaluate(s, 0), p])
      })
      pairs.sort((a, b) => a[0] - b[0])
      for (let i = 1; i < pairs.length; i++) expect(pairs[i][1]).toBeGreaterThanOrEqual(pairs[i - 1][1])
      expect(pairs[pairs.length - 1][1]).toBeGreaterThan(pairs[0][1])
    },
  )
})

describe('Classic fitted evaluation, mirrored', () => {
  // The same position seen from the other end: the teams swap sides (home ↔ away) and every x becomes 25 − x.
  const scenario = (mirror: boolean, active: 'home' | 'away'): Scenario => {
    const us = {
      roster: 'human',
      players: [
        { id: 'c', position: 'catcher', at: [mirror ? 25 - 17 : 17, 7] as [number, number] },
        { id: 'b', position: 'blitzer', at: [mirror ? 25 - 16 : 16, 6] as [number, number] },
        {
          id: 'p',
          position: 'lineman',
          at: [mirror ? 25 - 10 : 10, 3] as [number, number],
          state: 'prone' as const,
        },
      ],
    }
    const them = {
      roster: 'orc',
      players: [
        { id: 'o', position: 'blitzer', at: [mirror ? 25 - 18 : 18, 8] as [number, number] },
        { id: 'l', position: 'lineman', at: [mirror ? 25 - 20 : 20, 6] as [number, number] },
        {
          id: 'k',
          position: 'lineman',
          state: 'ko' as const,
        },
      ],
    }
    const flip = (a: 'home' | 'away'): 'home' | 'away' => (mirror ? (a === 'home' ? 'away' : 'home') : a)
    return {
      name: 'mirror',
      game: 'classic',
      teams: mirror ? { home: them, away: us } : { home: us, away: them },
      ball: { carrier: 'c' },
      turn: { score: mirror ? [0, 1] : [1, 0], active: flip(active), turns: [3, 3] },
    } as Scenario
  }

  it.each(['home', 'away'] as const)('is the same for the mirrored side (%s to move)', (active) => {
    const a = position(scenario(false, active)).s
    const b = position(scenario(true, active)).s
    expect(evaluateClassic(b, 1)).toBeCloseTo(evaluateClassic(a, 0), 12)
    expect(evaluateClassic(b, 0)).toBeCloseTo(evaluateClassic(a, 1), 12)
    // Not the trivial zero: the carrier's side leads by a touchdown and the ball.
    expect(evaluateClassic(a, 0)).toBeGreaterThan(1)
  })
})
