// The Classic Beginner in hand-made positions where the right choice is plain: score a free touchdown, pick up a
// free ball, keep the carrier in his cage, blitz their carrier, take the best block die (as attacker and as
// defender), push into the crowd, re-roll a failed pick-up.
import { describe, expect, it } from 'vitest'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { decide, playSide, position } from './helpers'

const far = { id: 'far', position: 'lineman', at: [1, 1] as [number, number] }

describe('Classic Beginner', () => {
  it('scores a free touchdown', () => {
    const { s } = position({
      name: 'free touchdown',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'c', position: 'catcher', at: [20, 7] }] },
        away: { roster: 'orc', players: [far] },
      },
      ball: { carrier: 'c' },
    })
    playSide(s, 0)
    expect(classicRuleset.view(s).score).toEqual([1, 0])
  })

  it('picks up a free ball and runs with it', () => {
    const { s, ids } = position({
      name: 'free ball',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'c', position: 'catcher', at: [6, 7] }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 1] }] },
      },
      ball: { at: [9, 7] },
      dice: [6],
    })
    const first = decide(s)
    expect(first).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
    playSide(s, 0)
    const c = classicRuleset.view(s).pieces.find((p) => p.id === ids.c)!
    expect(c.hasBall).toBe(true)
    expect(c.x).toBeGreaterThan(9) // he went on towards the end zone with it
  })

  it('does not dodge the carrier out of his cage for nothing', () => {
    const sc: Scenario = {
      name: 'cage',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [
            { id: 'c', position: 'catcher', at: [5, 7] },
            { id: 'a', position: 'lineman', at: [4, 6] },
            { id: 'b', position: 'lineman', at: [6, 6] },
            { id: 'd', position: 'lineman', at: [4, 8] },
            { id: 'e', position: 'lineman', at: [6, 8] },
          ],
        },
        away: {
          roster: 'orc',
          players: [
            { id: 'x', position: 'blitzer', at: [6, 7] },
            { id: 'y', position: 'lineman', at: [7, 6] },
            { id: 'z', position: 'lineman', at: [7, 8] },
            { id: 'v', position: 'lineman', at: [7, 7] },
          ],
        },
      },
      ball: { carrier: 'c' },
    }
    for (let seed = 1; seed <= 5; seed++) {
      const { s, ids } = position({ ...sc, seed })
      const { events } = playSide(s, 0)
      const dodges = events.filter((e) => e.type === 'roll' && e.purpose === 'dodge' && e.player === ids.c)
      expect(dodges).toEqual([])
    }
  })

  // The coach (Hard's policy, coachChoices.test.ts) must do the same here.
  it.each(['beginner', 'coach'] as const)('blitzes their ball carrier (%s)', (policy) => {
    const { s, ids } = position({
      name: 'blitz the carrier',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [
            { id: 'b', position: 'blitzer', at: [6, 7] },
            { id: 'l', position: 'lineman', at: [2, 12] },
          ],
        },
        away: { roster: 'orc', players: [{ id: 'c', position: 'lineman', at: [10, 7] }, far] },
      },
      ball: { carrier: 'c' },
    })
    expect(decide(s, 1, policy)).toEqual({ type: 'declare', player: ids.b, kind: 'blitz' })
    const { events } = playSide(s, 0, 40, policy)
    expect(events.some((e) => e.type === 'roll' && e.purpose === 'block')).toBe(true)
  })

  const block = (att: string, def: string, dice: string[]): Scenario => ({
    name: 'block dice',
    game: 'classic',
    teams: {
      home: { roster: 'orc', players: [{ id: 'h', position: att, at: [10, 7] }] },
      away: { roster: 'human', players: [{ id: 'a', position: def, at: [11, 7] }] },
    },
    dice,
    actions: [
      { type: 'declare', player: 'h', kind: 'block' },
      { type: 'block', target: 'a' },
    ],
  })

  it('as the stronger attacker takes Defender Down over Attacker Down', () => {
    // Orc black orc (ST 4) on a human lineman (ST 3): two dice, the attacker picks.
    const { s } = position(block('black-orc-blocker', 'lineman', ['skull', 'pow']))
    expect(classicRuleset.decision(s).kind).toBe('block-die')
    expect(decide(s)).toEqual({ type: 'choose-die', index: 1 })
  })

  it('as the stronger defender takes Attacker Down', () => {
    // Orc lineman (ST 3) on a human ogre (ST 5): two dice, the defender (away) picks.
    const { s } = position(block('lineman', 'ogre', ['pow', 'skull']))
    const d = classicRuleset.decision(s)
    expect(d).toMatchObject({ kind: 'block-die', side: 1 })
    expect(decide(s)).toEqual({ type: 'choose-die', index: 1 })
  })

  it('pushes into the crowd when it may', () => {
    const { s } = position({
      name: 'crowd push',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'h', position: 'lineman', at: [9, 1] }] },
        away: { roster: 'orc', players: [{ id: 'a', position: 'lineman', at: [10, 0] }] },
      },
      dice: ['pushed'],
      actions: [
        { type: 'declare', player: 'h', kind: 'block' },
        { type: 'block', target: 'a' },
      ],
    })
    expect(classicRuleset.decision(s).kind).toBe('push')
    const legal = classicRuleset.legalActions(s)
    expect(legal.some((a) => a.y === -1)).toBe(true)
    expect(legal.some((a) => a.y === 0)).toBe(true)
    expect(decide(s)).toMatchObject({ type: 'push', y: -1 })
  })

  it('re-rolls a failed pick-up with the team re-roll', () => {
    const { s } = position({
      name: 'failed pick-up',
      game: 'classic',
      teams: {
        home: { roster: 'human', rerolls: 1, players: [{ id: 'c', position: 'catcher', at: [8, 7] }] },
        away: { roster: 'orc', players: [far] },
      },
      ball: { at: [9, 7] },
      dice: [1],
      actions: [
        { type: 'declare', player: 'c', kind: 'move' },
        { type: 'step', x: 9, y: 7 },
      ],
    })
    expect(classicRuleset.decision(s).kind).toBe('reroll')
    expect(decide(s)).toEqual({ type: 'reroll', source: 'team' })
  })

  it('hands off to a team-mate who can run it in when the carrier cannot', () => {
    const { s, ids } = position({
      name: 'hand-off to score',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          rerolls: 1,
          players: [
            { id: 'l', position: 'lineman', at: [12, 7] },
            { id: 'c', position: 'catcher', at: [18, 7] },
          ],
        },
        away: { roster: 'orc', players: [far] },
      },
      ball: { carrier: 'l' },
      dice: [6],
    })
    expect(decide(s)).toEqual({ type: 'declare', player: ids.l, kind: 'hand-off' })
    const { actions } = playSide(s, 0)
    expect(actions).toContainEqual({ type: 'hand-off', target: ids.c })
    expect(classicRuleset.view(s).score).toEqual([1, 0])
  })
})
