// The Cross Check Beginner in hand-made positions where the right choice is obvious.
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { shotChance } from '@shared/ai/crosscheck/board'
import { G_CARRIER, G_SCORE } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckPlayerMeta } from '@shared/rules/crosscheck/state'
import { answer, play, rink } from './helpers'

describe('Cross Check Beginner: obvious choices', () => {
  it('shoots a free goal from beside the goal mouth (no defender can block it)', () => {
    const s = arrange(
      rink({ players: [{ id: h(0), x: 23, y: 4 }], puck: { x: 24, y: 5, carrier: h(0) }, dice: [6] }),
    )
    expect(answer(s)).toEqual({ type: 'skate', player: h(0) })
    crossCheckRuleset.apply(s, answer(s))
    const shot = answer(s)
    expect(shot).toMatchObject({ type: 'shoot', x: 25 })
    // Nothing but the accuracy roll stands between the puck and the goal: AG 3, one zone, 5+.
    expect(shotChance(s, h(0), shot.x as number, shot.y as number)).toBeCloseTo(2 / 6, 9)
    crossCheckRuleset.apply(s, shot)
    expect(s.m.w[G_SCORE]).toBe(1)
  })

  it('takes a free puck in its stick zone', () => {
    const s = arrange(rink({ players: [{ id: h(0), x: 10, y: 7 }], puck: { x: 11, y: 7 }, dice: [6] }))
    crossCheckRuleset.apply(s, answer(s))
    expect(answer(s)).toEqual({ type: 'take' })
    crossCheckRuleset.apply(s, answer(s))
    expect(s.m.w[G_CARRIER]).toBe(h(0))
  })

  it('skates to a loose puck out of reach and picks it up', () => {
    const s = arrange(rink({ players: [{ id: h(0), x: 8, y: 7 }], puck: { x: 12, y: 9 }, dice: [6] }))
    play(s, (st) => st.m.w[G_CARRIER] >= 0 || crossCheckRuleset.decision(st).side !== 0, 12)
    expect(s.m.w[G_CARRIER]).toBe(h(0))
  })

  it('declines a fight', () => {
    const s = arrange(
      rink({
        active: 1,
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
        actions: [],
      }),
    )
    crossCheckRuleset.apply(s, { type: 'skate', player: a(0) })
    crossCheckRuleset.apply(s, { type: 'fight', player: h(0) })
    expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'fight', side: 0 })
    expect(answer(s)).toEqual({ type: 'decline-fight' })
  })

  it('skates round the carrier to get his puck in its stick zone, then tries to steal it', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
        puck: { x: 12, y: 7, carrier: a(0) },
      }),
    )
    crossCheckRuleset.apply(s, answer(s))
    const step = answer(s)
    expect(step).toMatchObject({ type: 'step' })
    expect(Math.max(Math.abs((step.x as number) - 12), Math.abs((step.y as number) - 7))).toBe(1)
    crossCheckRuleset.apply(s, step)
    expect(crossCheckRuleset.decision(s).kind).toBe('hold') // leaving the carrier's stick zone
    crossCheckRuleset.apply(s, { type: 'no-hold' })
    expect(answer(s)).toEqual({ type: 'take' })
  })

  it('challenges a carrier whose puck comes into its stick zone', () => {
    const s = arrange(
      rink({
        active: 1,
        players: [
          { id: h(0), x: 10, y: 5 },
          { id: a(0), x: 12, y: 7 },
        ],
        puck: { x: 11, y: 7, carrier: a(0) },
      }),
    )
    crossCheckRuleset.apply(s, { type: 'skate', player: a(0) })
    crossCheckRuleset.apply(s, { type: 'step', x: 12, y: 6 })
    expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'challenge', side: 0 })
    expect(answer(s)).toEqual({ type: 'challenge', player: h(0) })
  })

  it('re-rolls a failed take with Sure Hands rather than Pro, and uses Pro when it is all he has', () => {
    const s = arrange(
      rink({
        skills: { [h(1)]: ['sure-hands', 'pro'] },
        players: [{ id: h(1), x: 10, y: 7 }],
        puck: { x: 11, y: 7 },
        dice: [3],
      }),
    )
    crossCheckRuleset.apply(s, { type: 'skate', player: h(1) })
    crossCheckRuleset.apply(s, { type: 'take' })
    expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'reroll', side: 0, player: h(1) })
    expect(crossCheckRuleset.legalActions(s)).toEqual([
      { type: 'reroll', source: 'skill' },
      { type: 'reroll', source: 'pro' },
      { type: 'no-reroll' },
    ])
    expect(answer(s)).toEqual({ type: 'reroll', source: 'skill' })
    const pro = arrange(
      rink({
        skills: { [h(0)]: ['pro'] },
        players: [{ id: h(0), x: 10, y: 7 }],
        puck: { x: 11, y: 7 },
        dice: [3],
      }),
    )
    crossCheckRuleset.apply(pro, { type: 'skate', player: h(0) })
    crossCheckRuleset.apply(pro, { type: 'take' })
    expect(answer(pro)).toEqual({ type: 'reroll', source: 'pro' })
  })

  it('Juggernaut: takes Both Down as Pushed, but keeps it when his Block fells a target without Block', () => {
    const both = (skills: string[]) => {
      const s = arrange(
        rink({
          rosters: ['dwarf', 'human'],
          skills: { [h(4)]: skills },
          players: [
            { id: h(4), x: 10, y: 7 },
            { id: a(0), x: 11, y: 7 },
          ],
          puck: { x: 12, y: 6 },
          dice: [2, 2, 2],
        }),
      )
      crossCheckRuleset.apply(s, { type: 'skate', player: h(4) })
      crossCheckRuleset.apply(s, { type: 'check', player: a(0) })
      crossCheckRuleset.apply(s, { type: 'choose-die', die: 0 })
      expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'juggernaut', side: 0, player: h(4) })
      return answer(s)
    }
    expect(both(['juggernaut'])).toEqual({ type: 'use-skill', use: true })
    expect(both(['juggernaut', 'block'])).toEqual({ type: 'use-skill', use: false })
  })

  it('chooses the same way for the same AI seed, and never changes the state', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 8, y: 7 },
          { id: h(1), x: 6, y: 3 },
        ],
        puck: { x: 12, y: 9 },
      }),
    )
    const before = JSON.stringify(crossCheckRuleset.serialize(s))
    expect(answer(s, 4)).toEqual(answer(s, 4))
    expect(JSON.stringify(crossCheckRuleset.serialize(s))).toBe(before)
  })

  it('evaluates in goals, antisymmetric, a carried puck nearer the goal worth more', () => {
    const near = arrange(rink({ players: [{ id: h(0), x: 20, y: 7 }], puck: { x: 21, y: 7, carrier: h(0) } }))
    const back = arrange(rink({ players: [{ id: h(0), x: 6, y: 7 }], puck: { x: 7, y: 7, carrier: h(0) } }))
    expect(crossCheckAi.evaluate(near, 0)).toBeCloseTo(-crossCheckAi.evaluate(near, 1), 9)
    expect(crossCheckAi.evaluate(near, 0)).toBeGreaterThan(crossCheckAi.evaluate(back, 0))
    expect(crossCheckAi.evaluate(near, 0)).toBeLessThan(1) // a puck carried is worth less than a goal
  })
})

describe('Cross Check Beginner: which goalie plays', () => {
  it('puts in the goalie with Save, whatever their order on the bench', () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 2,
      teams: [{ rosterId: 'orc' }, { rosterId: 'human' }],
    })
    // The Orc goalies have no Save (game-facts C); give the second one Save to see the choice follow it.
    const meta = s.meta.players as (CrossCheckPlayerMeta | null)[]
    meta[h(13)] = { ...meta[h(13)]!, skills: ['save'] }
    expect(crossCheckRuleset.decision(s).kind).toBe('goalie')
    for (const seed of [1, 2, 3]) expect(answer(s, seed)).toEqual({ type: 'goalie', player: h(13) })
  })
})
