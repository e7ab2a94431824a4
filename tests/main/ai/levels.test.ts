// Every level answers every decision its side owns, in positions of every registered ruleset: always one of the
// legal actions, leaving the state exactly as it found it; the same seed and node budget give the same choice;
// and the Hard level's look-ahead never depends on the game's real future dice.
import { describe, expect, it } from 'vitest'
import { decide } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import { AI_LEVELS } from '@shared/ai/types'
import { reseedDice } from '@shared/engine/dice'
import { newGame, positions, RULESETS, type Position } from './positions'

const NODES = 40

function ask(p: Position, level: (typeof AI_LEVELS)[number], seed: number, state = p.state) {
  return decide(
    level,
    {
      ruleset: p.ruleset,
      state,
      side: p.decision.side,
      decision: p.decision,
      legal: p.legal,
      rng: createRandom(seed),
    },
    { nodes: NODES },
  )
}

describe.each(RULESETS())('the AI levels in %s', (id) => {
  const cases = positions(id, 11, 12)

  it('answer each decision with a legal action and leave the state as found', () => {
    const kinds = new Set<string>()
    for (const p of cases) {
      kinds.add(p.decision.kind)
      const before = JSON.stringify(p.ruleset.serialize(p.state))
      for (const level of AI_LEVELS) {
        const { action } = ask(p, level, 5)
        expect(p.legal, `${level} at ${p.decision.kind}`).toContain(action)
        expect(JSON.stringify(p.ruleset.serialize(p.state))).toBe(before)
      }
    }
    expect(kinds.size).toBeGreaterThan(2)
  })

  it('play a short Hard v Beginner game (node budget) with legal actions only', () => {
    const { ruleset, state } = newGame(id, 21)
    const rng = createRandom(21)
    for (let n = 0; n < 80; n++) {
      const decision = ruleset.decision(state)
      if (decision.side === null) break
      const side = decision.side
      const legal = ruleset.legalActions(state)
      const level = side === 0 ? 'hard' : 'beginner'
      const { action } = decide(level, { ruleset, state, side, decision, legal, rng }, { nodes: 20 })
      expect(ruleset.apply(state, action).ok).toBe(true)
    }
  })

  it('make the same choice for the same seed and node budget', () => {
    for (const p of cases.slice(0, 6)) {
      const a = ask(p, 'hard', 99)
      const b = ask(p, 'hard', 99)
      expect(b.action).toEqual(a.action)
      expect(b.nodes).toBe(a.nodes)
    }
  })

  it('search the same whatever dice the game has coming (Hard re-seeds its look-ahead)', () => {
    for (const p of cases.slice(0, 6)) {
      const other = p.ruleset.deserialize(p.ruleset.serialize(p.state))
      reseedDice(other, 123456789)
      const a = ask(p, 'hard', 7)
      const b = ask(p, 'hard', 7, other)
      expect(b.action).toEqual(a.action)
      expect(b.nodes).toBe(a.nodes)
    }
  })
})
