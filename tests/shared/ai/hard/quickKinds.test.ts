// Decisions asked square by square answer at once at the Hard level (the policy's, no search): a Blitz Bowl Run's
// and Mark's squares, and the Cross Check Hold asked of the stick-zone owner each time an opposing skater leaves
// his zone (each cost the app's whole second when searched).
import { describe, expect, it } from 'vitest'
import { decide } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import type { Ruleset, RulesetId, Side } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'

const TEAMS: Record<string, readonly [unknown, unknown]> = {
  blitz: [{ teamId: 'dwarf' }, { teamId: 'orc' }],
  crosscheck: [{ rosterId: 'human' }, { rosterId: 'orc' }],
}

/** Hard's reports at the first `count` decisions of `kinds` met in Beginner v Beginner games (seeds 1, 2...). */
function reportsAt(id: RulesetId, kinds: readonly string[], count: number) {
  const ruleset = getRuleset(id) as Ruleset<unknown>
  const found: { kind: string; nodes: number; stopped: string }[] = []
  for (let seed = 1; seed < 20 && found.length < count; seed++) {
    const state = ruleset.create({ ruleset: id, seed, teams: TEAMS[id] } as never)
    const rng = createRandom(seed)
    for (let n = 0; n < 3000 && found.length < count; n++) {
      const decision = ruleset.decision(state)
      if (decision.side === null) break
      const legal = ruleset.legalActions(state)
      const ctx = { ruleset, state, side: decision.side as Side, decision, legal, rng }
      if (kinds.includes(decision.kind) && legal.length > 1) {
        const r = decide('hard', { ...ctx, rng: createRandom(n) }, { nodes: 2000 })
        found.push({ kind: decision.kind, nodes: r.nodes, stopped: r.stopped })
      }
      ruleset.apply(state, decide('beginner', ctx).action)
    }
  }
  return found
}

describe('Hard: square-by-square decisions answered at once', () => {
  it("Blitz Bowl: a Run's and a Mark's squares", () => {
    const found = reportsAt('blitz', ['run', 'mark'], 12)
    expect(found.length).toBe(12)
    for (const r of found) expect(r).toMatchObject({ nodes: 0, stopped: 'policy' })
  })

  it("Cross Check: the Hold on a skater leaving the AI's stick zone", () => {
    const found = reportsAt('crosscheck', ['hold', 'follow'], 6)
    expect(found.length).toBe(6)
    for (const r of found) expect(r).toMatchObject({ nodes: 0, stopped: 'policy' })
  })
})
