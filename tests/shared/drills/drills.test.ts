// Every shipped drill: its file passes the schema, its position builds with its ruleset, and each step's goal is
// reached by playing the step's solution with forced dice (the steps in order, on one game) — while the goal is
// not met before the step's actions are played.
import { describe, expect, it } from 'vitest'
import { DRILLS, listDrills, parseDrill, stepStatus, type Drill } from '@shared/drills/index'
import { buildDrill, resolveAction } from '@shared/drills/build'
import { forceDice, forcedCount } from '@shared/engine/dice'
import { getRuleset } from '@shared/engine/registry'
import type { Memory } from '@shared/engine/memory'

describe('shipped drills', () => {
  it('has one drill per core skill of each game, in order', () => {
    expect(listDrills('classic').map((d) => d.id)).toEqual([
      'classic-1-dodge-and-run',
      'classic-2-block-with-assists',
      'classic-3-pass-and-catch',
      'classic-4-pick-up-under-pressure',
      'classic-5-foul',
    ])
    expect(listDrills('blitz').map((d) => d.id)).toEqual([
      'blitz-1-moving',
      'blitz-2-blocking',
      'blitz-3-throwing',
      'blitz-4-pick-up-and-challenge',
      'blitz-5-foul',
    ])
    expect(listDrills('crosscheck').map((d) => d.id)).toEqual([
      'crosscheck-1-take-and-shoot',
      'crosscheck-2-skate-past-a-hold',
      'crosscheck-3-check-the-carrier',
      'crosscheck-4-pass',
      'crosscheck-5-fight',
    ])
  })

  it('cites a rule in every step and has English and Dutch for every text', () => {
    for (const d of DRILLS) {
      for (const step of d.steps) {
        expect(step.rule).toMatch(/^(000|001|002|003|004|rulings\.md)/)
        expect(step.text.en).not.toEqual(step.text.nl)
      }
    }
  })

  for (const drill of DRILLS) {
    it(`${drill.id}: the position builds and every goal is reached by its solution`, () => {
      const { ruleset, state, ids } = buildDrill(drill)
      const rules = getRuleset(ruleset)
      const start = rules.view(state)
      expect(start.decision.side).toBe(0)
      const ctx = { ids, start }
      for (const step of drill.steps) {
        expect(stepStatus(step, rules.view(state), ctx), `${step.rule} before its actions`).toBe('pending')
        forceDice((state as { m: Memory }).m, step.solution.dice)
        for (const action of step.solution.actions) {
          const result = rules.apply(state, resolveAction(action, ids))
          expect(result.ok ? 'ok' : result.reason, `${step.rule}: ${JSON.stringify(action)}`).toBe('ok')
        }
        expect(forcedCount((state as { m: Memory }).m), `${step.rule}: forced dice used`).toBe(0)
        expect(stepStatus(step, rules.view(state), ctx), step.rule).toBe('done')
      }
    })
  }
})

describe('drill files are checked when loaded', () => {
  const valid = (): Drill => structuredClone(DRILLS[0]) as Drill

  it('names the drill and the field of a bad file', () => {
    const bad = { ...valid(), steps: [{ ...valid().steps[0], text: { en: 'only English' } }] }
    expect(() => parseDrill(bad)).toThrow(/blitz-1-moving.*steps\.0\.text\.nl/)
  })

  it('refuses a goal about a piece the position does not have', () => {
    const bad = valid()
    const step = { ...bad.steps[0], goal: { kind: 'carrier' as const, piece: 'nobody' } }
    expect(() => parseDrill({ ...bad, steps: [step] })).toThrow(/names no piece "nobody"/)
  })

  it('refuses an unknown goal kind', () => {
    const bad = valid()
    const step = { ...bad.steps[0], goal: { kind: 'win-the-cup' } }
    expect(() => parseDrill({ ...bad, steps: [step] })).toThrow(/not valid/)
  })
})
