// The Cross Check evaluation the Hard search reads at its leaves: a carried puck is worth less the more opponents
// stand near enough to steal it, and more with team-mates beside it.
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { puckSafety } from '@shared/ai/crosscheck/evaluate'
import { arrange, a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const rink = (players: Scenario['players']): Scenario => ({
  name: 'evaluate',
  source: 'issue 9',
  active: 1,
  players,
  puck: { x: 16, y: 7, carrier: h(0) },
  dice: [],
  actions: [],
  expect: {},
})

describe('Cross Check evaluation: puck safety', () => {
  const free = arrange(rink([{ id: h(0), x: 15, y: 7 }]))
  const hunted = arrange(
    rink([
      { id: h(0), x: 15, y: 7 },
      { id: a(0), x: 18, y: 7 },
      { id: a(1), x: 17, y: 9 },
    ]),
  )
  const covered = arrange(
    rink([
      { id: h(0), x: 15, y: 7 },
      { id: a(0), x: 18, y: 7 },
      { id: a(1), x: 17, y: 9 },
      { id: h(1), x: 17, y: 8 },
      { id: h(2), x: 16, y: 6 },
    ]),
  )

  it('is whole with nobody near the puck, less with two opponents two squares off, more again when covered', () => {
    expect(puckSafety(free, 0)).toBe(1)
    expect(puckSafety(hunted, 0)).toBeCloseTo(1 - 2 * 0.12, 9)
    expect(puckSafety(covered, 0)).toBeCloseTo(1 - 2 * 0.12 + 2 * 0.04, 9)
  })

  it('values the hunted puck below the free one, and stays antisymmetric', () => {
    const v = (s: typeof free): number => crossCheckAi.evaluate(s, 0)
    expect(v(hunted)).toBeLessThan(v(free) - 0.02 * 2 - 1e-9) // more than the two opponents' own standing worth
    for (const s of [free, hunted, covered])
      expect(crossCheckAi.evaluate(s, 0)).toBeCloseTo(-crossCheckAi.evaluate(s, 1), 9)
  })
})
