// The Cross Check coach's block of a shot (ai/crosscheck/blocks.ts): let a wide shot go, and block one flying in
// where the block keeps it out best — not always at the best roll, which in the goalie's own square scatters the
// puck beside the goal mouth.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { createRandom } from '@shared/ai/rng'
import { G_SCORE } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { rink } from './helpers'

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

function answers(s: CrossCheckState): { coach: Action; beginner: Action } {
  const decision = crossCheckRuleset.decision(s)
  const legal = crossCheckRuleset.legalActions(s)
  const ctx = {
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side!,
    decision,
    legal,
    rng: createRandom(1),
  }
  return { coach: crossCheckAi.coach!(ctx), beginner: crossCheckAi.beginner(ctx) }
}

/**
 * An away shot from (`from`, 7) at the home goal's middle square, the home goalie (AG 3) at (1, 7), right in its
 * path; the home coach to answer the block.
 */
function shotAtGoal(dice: number[], seed = 1, from = 6): CrossCheckState {
  const s = arrange(
    rink({
      active: 1,
      players: [
        { id: a(0), x: from + 1, y: 7 },
        { id: h(12), x: 1, y: 7 },
      ],
      puck: { x: from, y: 7, carrier: a(0) },
      dice,
      seed,
    }),
  )
  apply(s, { type: 'skate', player: a(0) })
  apply(s, { type: 'shoot', x: 0, y: 7 })
  apply(s, { type: 'goalie-stay' })
  expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'block-puck', side: 0, player: h(12) })
  return s
}

describe('Cross Check coach: blocking a shot', () => {
  it('blocks a shot flying in where the block holds it, not in his own square beside the goal mouth', () => {
    // Accurate (a 6): the puck flies along row 7 into the goal. In his stick zone at (2, 7) the block needs 3+
    // and leaves the puck there (a natural 6 rebounds it); in his own square it needs 2+ but scatters from beside
    // the goal mouth, three ways of eight into it: 1/6 + 5/6 × 3/8 ≈ 0.48 of shots in, against 2/6 + ≈ 0.02.
    const { coach, beginner } = answers(shotAtGoal([6]))
    expect(coach).toEqual({ type: 'block-puck', player: h(12), x: 2, y: 7 })
    expect(beginner).toEqual({ type: 'block-puck', player: h(12), x: 1, y: 7 })
  })

  it('lets a shot go that scatters wide of the goal', () => {
    // Inaccurate (a 2) and scattered one square (a 3 on the D8) off the goal: it misses unless a block puts it in.
    const s = shotAtGoal([2, 3], 1, 3)
    const { coach, beginner } = answers(s)
    expect(coach).toEqual({ type: 'no-block' })
    expect(beginner.type).toBe('block-puck')
  })

  it("lets fewer shots in over seeded trials than the Beginner's block at the best roll", () => {
    // The same accurate shot, the rest of the dice from the generator: goals over 1,200 seeds for each answer.
    const trials = 1200
    const goals = (which: 'coach' | 'beginner'): number => {
      let n = 0
      for (let seed = 1; seed <= trials; seed++) {
        const s = shotAtGoal([6], seed)
        apply(s, answers(s)[which])
        while (crossCheckRuleset.decision(s).kind !== 'turn' && crossCheckRuleset.decision(s).side !== null) {
          const d = crossCheckRuleset.decision(s)
          if (d.kind === 'reroll') apply(s, { type: 'no-reroll' })
          else break
        }
        n += s.m.w[G_SCORE + 1]
      }
      return n / trials
    }
    const coach = goals('coach')
    const beginner = goals('beginner')
    // Exact: 2/6 + 4/6 × (1/4 × 5/48) ≈ 0.351 (the 6 of 3+ rebounds; five of six distances reach the goal along
    // the row) against 1/6 + 5/6 × 3/8 ≈ 0.479. Three standard errors of 1,200 trials are ±0.041 and ±0.043.
    expect(Math.abs(coach - 0.351)).toBeLessThan(0.041)
    expect(Math.abs(beginner - 0.479)).toBeLessThan(0.043)
  })
})
