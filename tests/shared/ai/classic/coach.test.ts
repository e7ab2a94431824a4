// The Classic coach (the policy the Hard level builds on): legal everywhere and leaves the state as found, cages
// its carrier on the four diagonal corners, and the evaluation's price of a carrier their next turn can reach.
import { describe, expect, it } from 'vitest'
import type { Side } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { carrierExposure, playerGoal } from '@shared/ai/classic/cage'
import { look } from '@shared/ai/classic/look'
import { reach } from '@shared/ai/classic/paths'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { chooserRng } from '@shared/rules/classic/randomPlay'
import type { Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import { allSkillsGame, sameWords, variedGame } from '../../classic/fixtures'
import { aiRng, position } from './helpers'

/** The coach plays `coachSide` (or both sides when null), random legal actions the other; checks every answer. */
function play(s: ClassicState, coachSide: Side | null, seed: number, limit: number): void {
  const random = chooserRng(seed * 31 + 7)
  const rng = aiRng(seed)
  for (let n = 0; n < limit; n++) {
    const decision = classicRuleset.decision(s)
    if (decision.side === null) return
    const legal = classicRuleset.legalActions(s)
    let chosen: (typeof legal)[number]
    if (coachSide === null || decision.side === coachSide) {
      const before = s.m.w.slice()
      chosen = classicAi.coach!({
        ruleset: classicRuleset,
        state: s,
        side: decision.side,
        decision,
        legal,
        rng,
      })
      if (!sameWords(before, s.m.w)) expect.fail(`state changed at a ${decision.kind} decision`)
      if (!legal.includes(chosen)) expect.fail(`${JSON.stringify(chosen)} is not legal at ${decision.kind}`)
    } else {
      const setupDone = legal.find((x) => x.type === 'setup-done')
      const formations = legal.filter((x) => x.type === 'formation')
      chosen = setupDone ?? (formations.length ? formations[0] : legal[Math.floor(random() * legal.length)])
    }
    const r = classicRuleset.apply(s, chosen)
    if (!r.ok) expect.fail(`${JSON.stringify(chosen)} refused: ${r.reason}`)
  }
}

describe('Classic coach', () => {
  it('answers every decision legally and leaves the state unchanged', { timeout: 120_000 }, () => {
    play(allSkillsGame(5), 0, 5, 1500)
    const s = variedGame(6)
    play(s, null, 6, 20_000)
    expect(classicRuleset.decision(s).kind).toBe('game-over')
  })

  it('sends a team-mate beside the carrier onto an empty corner of his cage (the Beginner keeps him beside)', () => {
    const { s, ids } = position({
      name: 'cage corners',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [
            { id: 'c', position: 'catcher', at: [10, 7] },
            { id: 'n', position: 'lineman', at: [10, 6] },
            { id: 'w', position: 'lineman', at: [9, 7] },
          ],
        },
        away: { roster: 'orc', players: [{ id: 'x', position: 'blitzer', at: [18, 7] }] },
      },
      ball: { carrier: 'c' },
    })
    const corners = [
      [9, 6],
      [11, 6],
      [9, 8],
      [11, 8],
    ].map(([x, y]) => y * 26 + x)
    for (const p of [ids.n, ids.w]) {
      const coach = playerGoal(look(s, 0, true), p, reach(s, p))
      expect(coach.why).toBe('cage')
      expect(corners).toContain(coach.to)
      expect(playerGoal(look(s, 0, false), p, reach(s, p)).why).toBe('stay')
    }
  })

  it('prices a carrier their next turn can reach: open more than caged, nothing out of reach', () => {
    const team = (corners: boolean, x = 10): Scenario['teams']['home'] => ({
      roster: 'human',
      players: [
        { id: 'c', position: 'catcher', at: [x, 7] },
        ...(corners
          ? ([
              [x - 1, 6],
              [x + 1, 6],
              [x - 1, 8],
              [x + 1, 8],
            ].map(([px, py], i) => ({
              id: `g${i}`,
              position: 'lineman',
              at: [px, py] as [number, number],
            })) ?? [])
          : []),
      ],
    })
    const at = (corners: boolean, blitzerX: number): ClassicState =>
      position({
        name: 'exposure',
        game: 'classic',
        teams: {
          home: team(corners),
          away: { roster: 'orc', players: [{ id: 'x', position: 'blitzer', at: [blitzerX, 7] }] },
        },
        ball: { carrier: 'c' },
      }).s
    const open = carrierExposure(at(false, 15), 0)
    const caged = carrierExposure(at(true, 15), 0)
    expect(open).toBeGreaterThan(caged)
    expect(caged).toBeGreaterThan(0)
    expect(carrierExposure(at(false, 25), 0)).toBe(0) // fifteen squares away: no blitz reaches him
    expect(carrierExposure(at(false, 15), 1)).toBe(0) // their own carrier is not theirs to take
  })

  it('prices a carrier caged on the sideline as open: a push sends him into the crowd', () => {
    // The carrier at (10, y) with team-mates on every diagonal square on the pitch (off it, no blitzer stands);
    // their blitzer five squares up the pitch.
    const at = (y: number): ClassicState =>
      position({
        name: 'sideline cage',
        game: 'classic',
        teams: {
          home: {
            roster: 'human',
            players: [
              { id: 'c', position: 'catcher', at: [10, y] },
              ...[
                [9, y - 1],
                [11, y - 1],
                [9, y + 1],
                [11, y + 1],
              ]
                .filter(([, py]) => py >= 0 && py <= 14)
                .map(([px, py], i) => ({
                  id: `g${i}`,
                  position: 'lineman',
                  at: [px, py] as [number, number],
                })),
            ],
          },
          away: { roster: 'orc', players: [{ id: 'x', position: 'blitzer', at: [15, y] }] },
        },
        ball: { carrier: 'c' },
      }).s
    const inland = carrierExposure(at(7), 0)
    expect(inland).toBeGreaterThan(0)
    // On the sideline their blitz reaches him twice as often here (1/3 against 1/6: two open squares beside him
    // in a tackle zone each, where inland every square is in two) and, reaching him, takes the ball twice as
    // often — a Pushed is enough — so four times the price; counted as a cage it was twice.
    expect(carrierExposure(at(0), 0)).toBeGreaterThan(3 * inland)
    expect(carrierExposure(at(14), 0)).toBeGreaterThan(3 * inland)
  })
})
