// The Beginner's answers to the Classic choices of issue 21: 003 Kick (he kicks), 003 Pro (an armour roll that
// held is re-rolled, an injury roll only when it merely stunned; the block dice with Pro before the team re-roll),
// 003 Diving Catch (into the ball's square when it is next to him, else he stays), and 004's Going For It (a
// hand-off is planned within MA). Positions are the engine's scenario files, played up to the decision.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { K_HAND_OFF, K_MOVE, K_PASS } from '@shared/rules/classic/actions'
import { gfiReserve } from '@shared/ai/classic/paths'
import { decide, position } from './helpers'

const SCENARIOS = join(import.meta.dirname, '..', '..', 'classic', 'scenarios')

/** A scenario file's position after its first `upTo` actions (all when omitted). */
function at(file: string, upTo?: number) {
  const sc = JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as Scenario
  return position({ ...sc, actions: (sc.actions ?? []).slice(0, upTo) })
}

describe('Classic Beginner: the issue 21 choices', () => {
  it('003 Kick: lets his Kick player take the kick-off', () => {
    const { s } = at('skills/kick/coach-chooses.json')
    expect(classicRuleset.decision(s).kind).toBe('kick-skill')
    expect(decide(s)).toEqual({ type: 'use-skill', use: true })
  })

  it('003 Pro: re-rolls an armour roll that held', () => {
    const { s } = at('skills/pro/armour-asked.json')
    expect(classicRuleset.decision(s).kind).toBe('pro-armour')
    expect(decide(s)).toEqual({ type: 'reroll', source: 'pro' })
  })

  it('003 Pro: re-rolls an injury roll that only stunned, keeps a Knocked Out', () => {
    const { s } = at('skills/pro/injury-reroll.json', 5)
    expect(classicRuleset.decision(s).kind).toBe('pro-injury')
    expect(decide(s)).toEqual({ type: 'reroll', source: 'pro' })
    const ko = position({
      ...(JSON.parse(readFileSync(join(SCENARIOS, 'skills/pro/injury-reroll.json'), 'utf8')) as Scenario),
      dice: ['defender-down', 6, 5, 4, 4], // 8: Knocked Out
      actions: [
        { type: 'declare', player: 'h1', kind: 'block' },
        { type: 'block', target: 'a1' },
        { type: 'no-reroll' },
        { type: 'push', x: 12, y: 7 },
        { type: 'follow-up', follow: false },
      ],
    })
    expect(classicRuleset.decision(ko.s).kind).toBe('pro-injury')
    expect(decide(ko.s)).toEqual({ type: 'no-reroll' })
  })

  it("003 Pro: a failed dodge takes Dodge's re-roll beside Pro, and Pro when Tackle cancels Dodge", () => {
    expect(decide(at('skills/pro/choice-offered.json').s)).toEqual({ type: 'reroll', source: 'skill' })
    expect(decide(at('skills/pro/behind-a-tackled-dodge.json').s)).toEqual({ type: 'reroll', source: 'pro' })
  })

  it('003 Pro: a block that would be a turnover is re-rolled with Pro', () => {
    const { s } = at('skills/pro/block-dice-offered.json')
    expect(classicRuleset.decision(s).kind).toBe('block-reroll')
    expect(decide(s)).toEqual({ type: 'reroll', source: 'pro' })
  })

  it("003 Diving Catch: dives into the ball's square next to him; with the ball far away he stays", () => {
    const { s } = at('skills/diving-catch/decision.json')
    expect(decide(s)).toEqual({ type: 'step', x: 11, y: 7 })
    const far = at('skills/diving-catch/dives-to-any-square.json', 2)
    expect(classicRuleset.decision(far.s).kind).toBe('diving-catch')
    expect(decide(far.s)).toEqual({ type: 'use-skill', use: false })
  })

  it('004 Going For It: a hand-off is planned within his MA (gfiReserve), and made at its end', () => {
    const sc = JSON.parse(readFileSync(join(SCENARIOS, 'gfi/not-on-a-hand-off.json'), 'utf8')) as Scenario
    const { s, ids } = position({ ...sc, actions: [] })
    expect(gfiReserve(s, ids.h1, K_HAND_OFF)).toBe(2) // MA 1: the two Going For It squares are kept back
    expect(gfiReserve(s, ids.h1, K_MOVE)).toBe(0)
    expect(gfiReserve(s, ids.h1, K_PASS)).toBe(0)
    const wide = position({ ...sc, actions: [], options: { goingForItAllActions: true } })
    expect(gfiReserve(wide.s, wide.ids.h1, K_HAND_OFF)).toBe(0)
    // Near the end zone, with his MA spent next to the catcher, he hands off.
    const run = position({
      ...sc,
      teams: {
        home: {
          roster: 'human',
          players: [
            { id: 'h1', position: 'lineman', ma: 1, at: [20, 7] },
            { id: 'h2', position: 'catcher', at: [22, 7] },
          ],
        },
        away: { roster: 'orc', players: [{ id: 'a1', position: 'lineman', at: [5, 7] }] },
      },
      actions: [
        { type: 'declare', player: 'h1', kind: 'hand-off' },
        { type: 'step', x: 21, y: 7 },
      ],
    })
    expect(decide(run.s)).toEqual({ type: 'hand-off', target: run.ids.h2 })
  })
})
