// Seeded trials against exact probabilities: the rates the engine's dice produce must match the chances the rules
// imply (and the probability service reports) within four standard deviations.
import { anyFaceChance, throwChance } from '@shared/rules/blitz/probability'
import { blitzRuleset, applyBlitz } from '@shared/rules/blitz/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'

const N = 3000
const within = (hits: number, p: number): void => {
  const sd = Math.sqrt((p * (1 - p)) / N)
  expect(Math.abs(hits / N - p)).toBeLessThan(4 * sd + 1e-9)
}

const blockScenario = (seed: number): Scenario => ({
  name: 'assisted block',
  seed,
  teams: {
    home: {
      team: 'orc',
      players: [
        { id: 'a', position: 'lineman', at: [5, 5] },
        { id: 'h', position: 'lineman', at: [7, 6] },
      ],
    },
    away: { team: 'dwarf', players: [{ id: 't', position: 'lineman', at: [6, 5] }] },
  },
})

describe('Blitz Bowl statistics', () => {
  it('a 2-dice (Assisted) block shows a knock-down face (Smash, Kerrunch!, Tackle) 3/4 of the time', () => {
    const exact = anyFaceChance(2, 3)
    expect(exact).toBe(0.75)
    let hits = 0
    for (let i = 0; i < N; i++) {
      const { s, ids } = buildScenario(blockScenario(i + 1))
      if (i === 0)
        expect(blitzRuleset.probability(s, { type: 'block', player: ids.a, target: ids.t })).toBeCloseTo(
          exact,
          12,
        )
      const r = applyBlitz(s, { type: 'block', player: ids.a, target: ids.t })
      if (!r.ok) throw new Error(r.reason)
      const dice = (
        r.events.find((e) => e.type === 'roll' && e.purpose === 'block') as unknown as { faces: string[] }
      ).faces
      if (dice.some((f) => f === 'smash' || f === 'kerrunch' || f === 'tackle')) hits++
    }
    within(hits, exact)
  })

  it('a Long throw by a 3+ Thrower succeeds on 4, 5, 6: 1/2', () => {
    const exact = throwChance(-1, 3)
    expect(exact).toBe(0.5)
    let hits = 0
    for (let i = 0; i < N; i++) {
      const { s, ids } = buildScenario({
        name: 'long throw',
        seed: 1000 + i,
        teams: {
          home: {
            team: 'orc',
            players: [
              { id: 'thr', position: 'thrower', at: [2, 5], ball: true },
              { id: 'rec', position: 'lineman', at: [9, 5] },
            ],
          },
          away: { team: 'dwarf', players: [{ id: 'd', position: 'lineman', at: [13, 1] }] },
        },
      })
      if (i === 0)
        expect(blitzRuleset.probability(s, { type: 'throw', player: ids.thr, target: ids.rec })).toBe(exact)
      const r = applyBlitz(s, { type: 'throw', player: ids.thr, target: ids.rec })
      if (r.ok && r.events.some((e) => e.type === 'roll' && e.purpose === 'throw' && e.success === true))
        hits++
    }
    within(hits, exact)
  })

  it('exact chances of checks: caps, natural 1 and 6, fumbles after modifiers', () => {
    expect(throwChance(0, 2)).toBeCloseTo(5 / 6) // 2+ unmodified: only the 1 fails
    expect(throwChance(-1, 2)).toBeCloseTo(4 / 6) // a 2 becomes 1: a fumble
    expect(throwChance(-1, 6)).toBeCloseTo(1 / 6) // a natural 6 always passes
    expect(anyFaceChance(3, 3)).toBeCloseTo(7 / 8)
  })

  it('a bounce with every square around free lands in each of the 8 directions at 1/8 (001: the D8 chart)', () => {
    const counts = new Array(9).fill(0)
    for (let i = 0; i < N; i++) {
      const { s, ids } = buildScenario({
        name: 'bounce',
        seed: i + 1,
        teams: {
          home: { team: 'orc', players: [{ id: 'o', position: 'lineman', at: [5, 5] }] },
          away: { team: 'dwarf', players: [{ id: 'dw', position: 'lineman', at: [6, 5] }] },
        },
        balls: [[4, 5]],
      })
      const r = applyBlitz(s, { type: 'sidestep', player: ids.o, x: 4, y: 5 })
      if (!r.ok) throw new Error(r.reason)
      const e = r.events.find((x) => x.type === 'bounce') as unknown as { direction: number }
      counts[e.direction]++
    }
    expect(counts[0]).toBe(0)
    for (let d = 1; d <= 8; d++) within(counts[d], 1 / 8)
  })

  it('a Foul: Got Them! 2/6, Slipped! 2/6, Take That! 1/6, Spotted! 1/6 (001: Foul Results on the Block die)', () => {
    const counts: Record<string, number> = {}
    for (let i = 0; i < N; i++) {
      const { s, ids } = buildScenario({
        name: 'foul',
        seed: i + 1,
        options: { fouls: true },
        teams: {
          home: { team: 'orc', players: [{ id: 'o', position: 'lineman', at: [5, 5] }] },
          away: { team: 'dwarf', players: [{ id: 'dw', position: 'lineman', at: [6, 5], state: 'prone' }] },
        },
      })
      const r = applyBlitz(s, { type: 'foul', player: ids.o, target: ids.dw })
      if (!r.ok) throw new Error(r.reason)
      const e = r.events.find((x) => x.type === 'roll' && x.purpose === 'foul') as unknown as {
        result: string
      }
      counts[e.result] = (counts[e.result] ?? 0) + 1
    }
    expect(Object.keys(counts).sort()).toEqual(['got-them', 'slipped', 'spotted', 'take-that'])
    within(counts['got-them'], 2 / 6)
    within(counts.slipped, 2 / 6)
    within(counts['take-that'], 1 / 6)
    within(counts.spotted, 1 / 6)
  })
})
