// The shared self-play loop (src-shared/ai/selfPlay.ts) behind bench:ai, the evaluation fit and the coach
// statistics: a short seeded game plays the same twice, to a recorded digest (a change in the loop's seeding, its
// rosters or its order of calls changes it), and the hooks see every decision, answer and event in order.
import { describe, expect, it } from 'vitest'
import {
  levelChooser,
  playSelfGame,
  policyChooser,
  selfPlayRosters,
  type SelfPlayTeams,
} from '@shared/ai/selfPlay'
import type { RulesetId } from '@shared/engine/api'
import { TEAM_BY_ID } from '@shared/rules/blitz/data/teamSchema'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'

// The teams as main's engine sources give them (src-main/host/engineSources.ts), sorted by name.
const byName = (xs: { id: string; name: string }[]) => [...xs].sort((a, b) => a.name.localeCompare(b.name))
const teams: SelfPlayTeams = {
  list: (id: RulesetId) =>
    id === 'classic'
      ? byName(Object.values(ROSTERS))
      : id === 'blitz'
        ? byName(Object.values(TEAM_BY_ID))
        : [],
  build: (id: RulesetId, roster: string) =>
    id === 'classic' ? buildDefaultTeam(roster) : { teamId: roster },
}

describe('playSelfGame', () => {
  it('plays a seeded Blitz Bowl game to its end the same twice, to its recorded digest', () => {
    const game = () =>
      playSelfGame({
        ruleset: 'blitz',
        seed: 1001,
        teams,
        players: [levelChooser('beginner'), levelChooser('random')],
        maxActions: 300,
      })
    const first = game()
    expect(game()).toEqual(first)
    expect(first).toEqual({
      score: RECORDED.blitz.score,
      finished: true,
      actions: RECORDED.blitz.actions,
      rosters: RECORDED.blitz.rosters,
      digest: RECORDED.blitz.digest,
    })
  })

  it('plays a short Classic game between the coach and Hard at a node budget the same twice', () => {
    const game = () =>
      playSelfGame({
        ruleset: 'classic',
        seed: 1000,
        teams,
        players: [policyChooser('coach'), levelChooser('hard', { nodes: 20 })],
        maxActions: 60,
      })
    const first = game()
    expect(game()).toEqual(first)
    expect([first.digest, first.rosters, first.actions]).toEqual([
      RECORDED.classic.digest,
      RECORDED.classic.rosters,
      60,
    ])
  })

  it('tells the hooks of every decision, its answer and its events, in that order', () => {
    const seen: string[] = []
    const result = playSelfGame({
      ruleset: 'blitz',
      seed: 7,
      teams,
      players: [policyChooser('beginner'), policyChooser('coach')],
      maxActions: 40,
      hooks: {
        before: ({ side, legal }) => seen.push(`before ${side} ${legal.length}`),
        chosen: ({ legal }, { action, nodes }, ms) => {
          expect(legal).toContain(action)
          expect(nodes).toBe(0)
          expect(ms).toBeGreaterThanOrEqual(0)
          seen.push('chosen')
        },
        applied: (_ctx, events) => seen.push(`applied ${Array.isArray(events)}`),
      },
    })
    expect(result.actions).toBe(40)
    expect(seen).toHaveLength(3 * 40)
    for (let i = 0; i < 40; i++) {
      expect(seen[3 * i]).toMatch(/^before [01] \d+$/)
      expect(seen.slice(3 * i + 1, 3 * i + 3)).toEqual(['chosen', 'applied true'])
    }
  })

  it('picks the rosters from the seed as bench:ai always has', () => {
    const list = teams.list('blitz')
    expect(selfPlayRosters(teams, 'blitz', 1001)).toEqual([
      list[1001 % list.length].id,
      list[(1001 * 7 + 3) % list.length].id,
    ])
  })

  it('refuses an illegal answer with the game and seed', () => {
    expect(() =>
      playSelfGame({
        ruleset: 'blitz',
        seed: 3,
        teams,
        players: [() => ({ action: { type: 'no-such-thing' }, nodes: 0 }), levelChooser('random')],
        maxActions: 10,
      }),
    ).toThrow(/blitz seed 3: the AI chose an illegal action/)
  })
})

// Recorded from the loop as it landed (the same games the three callers played before it was shared).
const RECORDED = {
  blitz: { score: [14, 0], actions: 195, rosters: ['lizardmen', 'shambling-undead'], digest: '6c217dfa' },
  // Classic re-recorded when Hard's look-ahead began to play through the opponent's reply (hard/games.ts), and when
  // the coach began to set up its receiving team with the surest hands deepest (ai/classic/setupPlan.ts; was
  // 'bed4ee28'), and when both Classic policies began to break ties forward first for either side (ai/classic/look.ts
  // SCAN_OF; was '6f7ae489').
  classic: { rosters: ['ogre', 'slann'], digest: 'aaaab03a' },
}
