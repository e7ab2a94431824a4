// The Hard search's mechanics on a tiny fake game: a trivial decision answers at once, the watchdog ends a
// decision past twice its time with the best action so far (a fake clock, so nothing here is timed), and the
// search prefers the action whose continuation evaluates better.
import { describe, expect, it } from 'vitest'
import { searchHard } from '@shared/ai/hard/search'
import { createRandom } from '@shared/ai/rng'
import type { AiContext, GameAi } from '@shared/ai/types'
import type { Action, Ruleset, Side } from '@shared/engine/api'

interface Pile {
  total: number
  turn: number
  log: number[]
}

// Two coaches take turns adding 1, 2 or 3 to a pile; three additions make a turn; side 0 wants it high.
const pile = {
  id: 'classic',
  decision: (s: Pile) =>
    s.turn >= 6 ? { side: null, kind: 'game-over' } : { side: (s.turn % 2) as Side, kind: 'turn' },
  legalActions: (s: Pile): Action[] => (s.turn >= 12 ? [] : [1, 2, 3].map((n) => ({ type: 'add', n }))),
  apply(s: Pile, a: Action) {
    s.log.push(s.total, s.turn)
    s.total += Number(a.n)
    s.turn++
    return { ok: true as const, events: [] }
  },
  mark: (s: Pile) => s.log.length,
  undo(s: Pile, at: number) {
    while (s.log.length > at) {
      s.turn = s.log.pop()!
      s.total = s.log.pop()!
    }
  },
} as unknown as Ruleset<unknown>

function ctx(s: Pile, legal = pile.legalActions(s)): AiContext {
  return { ruleset: pile, state: s, side: 0, decision: pile.decision(s), legal, rng: createRandom(1) }
}

const kit: GameAi = {
  ruleset: 'classic',
  beginner: (c) => c.legal[0],
  evaluate: (s, side) => ((s as Pile).total * (side === 0 ? 1 : -1)) / 10,
}

describe('the Hard search', () => {
  it('answers a one-action decision at once', () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    const only = [{ type: 'add', n: 2 }]
    expect(searchHard(kit, ctx(s, only), { nodes: 1000 })).toMatchObject({
      action: only[0],
      nodes: 0,
      stopped: 'trivial',
    })
  })

  it('prefers the action whose continuation is worth more, and leaves the state as found', () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    const report = searchHard(kit, ctx(s), { nodes: 200 })
    expect(report.action).toEqual({ type: 'add', n: 3 })
    expect(s).toEqual({ total: 0, turn: 0, log: [] })
  })

  it("keeps the policy's choice when another action's lead is within the noise of the look-ahead", () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    // Adding 3 is worth 0.2 more than the policy's 1, but every evaluation carries noise of +-5: over the ~60
    // rounds 200 nodes buy, that lead is well inside two standard errors of the paired differences.
    const noise = createRandom(77)
    const noisy: GameAi = {
      ...kit,
      evaluate: (st, side) => kit.evaluate(st, side) + 10 * (noise.next() - 0.5),
    }
    const report = searchHard(noisy, ctx(s), { nodes: 200 })
    expect(report.simulations).toBeGreaterThan(20)
    expect(report.action).toEqual({ type: 'add', n: 1 })
  })

  it('stops early once one action is clearly best, and spends the whole budget when told not to', () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    // Adding 3 beats the policy's 1 by 0.2 in every round (no noise): after the rounds a stop needs, the lead is
    // beyond doubt and more rounds cannot change the choice.
    const early = searchHard(kit, ctx(s), { nodes: 100_000 })
    expect(early).toMatchObject({ action: { type: 'add', n: 3 }, stopped: 'settled', simulations: 8 })
    expect(early.nodes).toBeLessThan(1000)
    const whole = searchHard(kit, ctx(s), { nodes: 3000, settle: false })
    expect(whole).toMatchObject({ action: { type: 'add', n: 3 }, stopped: 'budget' })
    expect(whole.nodes).toBeGreaterThanOrEqual(2990)
  })

  it("stops early when no challenger can overrule the policy's choice", () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    // The policy adds 3: both challengers lose 0.1 or 0.2 against it in every round.
    const best: GameAi = { ...kit, beginner: (c) => c.legal[2] }
    const report = searchHard(best, ctx(s), { nodes: 100_000 })
    expect(report).toMatchObject({ action: { type: 'add', n: 3 }, stopped: 'settled', overruled: false })
    expect(report.simulations).toBe(8)
  })

  it('starts no round that would end past the time budget (judged by the last round)', () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    let now = 0
    // Every evaluation takes 4 ms of the fake clock: a round of the three candidates about 12 ms.
    const timed: GameAi = { ...kit, evaluate: (st, side) => ((now += 4), kit.evaluate(st, side)) }
    const report = searchHard(timed, ctx(s), { timeMs: 50, settle: false }, () => now)
    expect(report.stopped).toBe('budget')
    expect(report.simulations).toBeGreaterThan(0)
    expect(now).toBeLessThanOrEqual(50)
  })

  it('ends a decision past twice its time budget with the best action so far (watchdog)', () => {
    const s: Pile = { total: 0, turn: 0, log: [] }
    let now = 0
    // Each look-ahead's evaluation takes 15 ms of the fake clock: the third simulation starts past 2 x 10 ms.
    const slow: GameAi = { ...kit, evaluate: (st, side) => ((now += 15), kit.evaluate(st, side)) }
    const report = searchHard(slow, ctx(s), { timeMs: 10 }, () => now)
    expect(report.stopped).toBe('watchdog')
    expect(pile.legalActions(s)).toContainEqual(report.action)
    expect(s).toEqual({ total: 0, turn: 0, log: [] })
  })
})
