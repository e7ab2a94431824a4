// The Cross Check evaluation the Hard search reads at its leaves: a carried puck is worth less the more opponents
// stand near enough to steal it, and more with team-mates beside it.
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { puckSafety } from '@shared/ai/crosscheck/evaluate'
import { CROSSCHECK_FEATURES, crossCheckFeatures } from '@shared/ai/crosscheck/features'
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

describe('Cross Check evaluation: a loose puck', () => {
  // Home attacks x = 25 (000: side 0 defends x = 0); u = the puck's x / 25 from home's view.
  const loose = (x: number, players: Scenario['players']): ReturnType<typeof arrange> =>
    arrange({ ...rink(players), puck: { x, y: 7 } })
  const at = (v: Float64Array, name: (typeof CROSSCHECK_FEATURES)[number]): number =>
    v[CROSSCHECK_FEATURES.indexOf(name)]

  it('reads where it lies and who is nearer: home a square off at x 20, away two off', () => {
    const s = loose(20, [
      { id: h(0), x: 19, y: 7 },
      { id: a(0), x: 22, y: 7 },
    ])
    const home = crossCheckFeatures(s, 0)
    expect(at(home, 'looseAdvance')).toBeCloseTo(2 * 0.8 - 1, 9)
    expect(at(home, 'looseChase')).toBeCloseTo((1 / 3) * 0.8 * 0.8, 9)
    // The same position from away's view is the negation.
    const away = crossCheckFeatures(s, 1)
    for (let i = 0; i < home.length; i++) expect(away[i]).toBeCloseTo(-home[i], 9)
  })

  it('gives the chase to the side nearer, at its own way to goal: away a square off, home four', () => {
    const s = loose(20, [
      { id: h(0), x: 16, y: 7 },
      { id: a(0), x: 21, y: 7 },
    ])
    expect(at(crossCheckFeatures(s, 0), 'looseChase')).toBeCloseTo(-1 * 0.2 * 0.2, 9)
  })

  it('is nothing while a player carries the puck', () => {
    const s = arrange(rink([{ id: h(0), x: 15, y: 7 }]))
    expect(at(crossCheckFeatures(s, 0), 'looseAdvance')).toBe(0)
    expect(at(crossCheckFeatures(s, 0), 'looseChase')).toBe(0)
  })

  it('values a loose puck by their goal above the mirror position by ours', () => {
    const theirs = loose(20, [
      { id: h(0), x: 19, y: 7 },
      { id: a(0), x: 22, y: 7 },
    ])
    const ours = loose(5, [
      { id: h(0), x: 6, y: 7 },
      { id: a(0), x: 3, y: 7 },
    ])
    expect(crossCheckAi.evaluate(theirs, 0)).toBeGreaterThan(crossCheckAi.evaluate(ours, 0) + 0.5)
  })
})
