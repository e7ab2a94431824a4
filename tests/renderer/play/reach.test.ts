// The reach planner against odds worked out by hand (002: Dodging modifiers, 004: Going For It), on positions
// built with the Classic scenario format; and on real Blitz Bowl and Cross Check turns.
import { describe, expect, it } from 'vitest'
import type { Ruleset } from '@shared/engine/api'
import { planReach } from '@shared/engine/reach'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario } from '@shared/rules/classic/scenario'
import { playToTurn } from './states'

const classic = classicRuleset as unknown as Ruleset

/** A human lineman (MA 6, AG 3, no skills) at (10, 7), no team re-rolls, and the orcs given. */
function position(orcs: [number, number][], rerolls = 0) {
  const { s, ids } = buildScenario({
    name: 'reach',
    game: 'classic',
    teams: {
      home: { roster: 'human', rerolls, players: [{ id: 'h', position: 'lineman', at: [10, 7] }] },
      away: {
        roster: 'orc',
        players: orcs.map((at, i) => ({ id: `o${i}`, position: 'lineman', at })),
      },
    },
  })
  const applied = classic.apply(s, { type: 'declare', player: ids.h, kind: 'move' })
  expect(applied.ok).toBe(true)
  return s
}

const square = (reach: ReturnType<typeof planReach>, x: number, y: number) =>
  reach.squares.find((q) => q.x === x && q.y === y)

describe('planReach (Classic)', () => {
  it('prices free steps at 1 and each Going For It at 5/6 (004: Going For It, 2+)', () => {
    const reach = planReach(classic, position([[20, 2]]))
    expect(square(reach, 16, 7)?.chance).toBe(1) // six squares: MA 6
    expect(square(reach, 17, 7)?.chance).toBeCloseTo(5 / 6, 12)
    expect(square(reach, 18, 7)?.chance).toBeCloseTo(25 / 36, 12)
    expect(square(reach, 19, 7)).toBeUndefined() // two Going For It at most
    expect(square(reach, 17, 7)?.path).toHaveLength(7)
  })

  it('a 2-square path with one dodge: AG 3 into an empty square is 3+ (2/3), the next step free', () => {
    // The orc at (9, 7) marks the lineman; the orc at (12, 5) marks (11, 6) but not (11, 8).
    const reach = planReach(
      classic,
      position([
        [9, 7],
        [12, 5],
      ]),
    )
    expect(square(reach, 11, 8)?.chance).toBeCloseTo(2 / 3, 12)
    expect(square(reach, 12, 9)?.chance).toBeCloseTo(2 / 3, 12) // dodge, then a free step
    expect(square(reach, 12, 9)?.path).toHaveLength(2)
  })

  it('one dodge into a tackle zone is 4+ (1/2); two dodges, 4+ then 3+, are 1/2 · 2/3 = 1/3', () => {
    // Orcs at (9, 7) and (12, 7): every square next to the lineman is in a tackle zone.
    const reach = planReach(
      classic,
      position([
        [9, 7],
        [12, 7],
      ]),
    )
    expect(square(reach, 11, 7)?.chance).toBeCloseTo(1 / 2, 12)
    expect(square(reach, 10, 9)?.chance).toBeCloseTo(1 / 3, 12)
    expect(square(reach, 10, 9)?.path).toHaveLength(2)
  })

  it('goes round a tackle zone when the longer way is safer', () => {
    const reach = planReach(
      classic,
      position([
        [9, 7],
        [12, 5],
      ]),
    )
    // (12, 6) is next to the orc at (12, 5). Through (11, 6): a 4+ dodge (1/2), then another out of his zone.
    // Through (11, 7), marked by neither orc: a 3+ dodge (2/3), then a free step into (12, 6).
    const best = square(reach, 12, 6)!
    expect(best.chance).toBeCloseTo(2 / 3, 12)
    expect(best.path[0]).toEqual({ x: 11, y: 7 })
  })

  it('counts a team re-roll as the ruleset does (3+ with one re-roll: 2/3 + 1/3 · 2/3 = 8/9)', () => {
    const reach = planReach(classic, position([[9, 7]], 1))
    expect(square(reach, 11, 8)?.chance).toBeCloseTo(8 / 9, 12)
  })

  it('spends one team re-roll once along a path: 4+ then 3+ dodges are 1/3 + 1/2·1/2·2/3 + 1/2·1/3·2/3 = 11/18', () => {
    // A product of the steps' own chances (3/4 · 8/9 = 2/3) would count the one re-roll twice.
    const reach = planReach(
      classic,
      position(
        [
          [9, 7],
          [12, 7],
        ],
        1,
      ),
    )
    expect(square(reach, 10, 9)?.chance).toBeCloseTo(11 / 18, 12)
  })

  it('leaves the state exactly as it found it', () => {
    const s = position([
      [9, 7],
      [12, 5],
    ])
    const before = JSON.stringify(classic.serialize(s))
    planReach(classic, s)
    expect(JSON.stringify(classic.serialize(s))).toBe(before)
  })

  it('has nothing to offer outside a move', () => {
    const { s } = buildScenario({
      name: 'turn',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'h', position: 'lineman', at: [10, 7] }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 7] }] },
      },
    })
    expect(planReach(classic, s)).toEqual({ player: null, squares: [] })
  })
})

describe('planReach (Blitz Bowl, Cross Check)', () => {
  it('Blitz Bowl: a Run has no rolls, every square within reach is certain', () => {
    const { ruleset, state } = playToTurn('blitz')
    const run = ruleset.legalActions(state).find((a) => a.type === 'run')!
    expect(ruleset.apply(state, run).ok).toBe(true)
    const reach = planReach(ruleset, state)
    expect(reach.player).toBe(run.player)
    expect(reach.squares.length).toBeGreaterThan(5)
    for (const q of reach.squares) expect(q.chance).toBe(1)
  })

  it('Cross Check: a skater passing an opponent is priced by the hold he may try (1 − his chance)', () => {
    const { ruleset, state } = playToTurn('crosscheck')
    const skate = ruleset.legalActions(state).find((a) => a.type === 'skate')!
    expect(ruleset.apply(state, skate).ok).toBe(true)
    const before = JSON.stringify(ruleset.serialize(state))
    const reach = planReach(ruleset, state)
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
    expect(reach.squares.length).toBeGreaterThan(3)
    expect(reach.squares.some((q) => q.chance < 1 && q.chance > 0)).toBe(true)
  })
})
