// Cross Check actions parsed strictly at the boundary (ruleset.checkAction, actionFields.ts): the table takes every
// action the rules offer in random games and refuses a field the type does not have or a value out of range.
import { CROSSCHECK_ACTION_FIELDS } from '@shared/rules/crosscheck/actionFields'
import { decode, encode, isKnownType, SHAPES } from '@shared/rules/crosscheck/actions'
import { CROSSCHECK_ROSTERS } from '@shared/rules/crosscheck/data/teams'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import type { Ruleset } from '@shared/engine/api'
import { checkLegalActions, fieldExtremes, withField } from '../legalActionCheck'

const ruleset = crossCheckRuleset as unknown as Ruleset
const check = (action: unknown) => crossCheckRuleset.checkAction!(action)
const ROSTER_IDS = Object.keys(CROSSCHECK_ROSTERS).sort()

describe('Cross Check action fields', () => {
  it('has exactly the types the rules encode', () => {
    const types = Object.values(SHAPES).map((s) => s.type)
    expect(Object.keys(CROSSCHECK_ACTION_FIELDS).sort()).toEqual([...types].sort())
    for (const type of types) expect(isKnownType(type)).toBe(true)
  })

  it('takes every action the rules offer in random games', () => {
    const seen = new Set<string>()
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const teams = [
        { rosterId: ROSTER_IDS[(seed * 5) % ROSTER_IDS.length] },
        { rosterId: ROSTER_IDS[(seed * 9 + 1) % ROSTER_IDS.length] },
      ] as const
      const result = checkLegalActions(ruleset, { ruleset: 'crosscheck', seed, teams }, seed, 4000)
      expect(result.refused).toEqual([])
      for (const type of result.types.keys()) seen.add(type)
    }
    for (const type of ['line', 'line-done', 'skate', 'step', 'check', 'choose-die', 'end-turn'])
      expect(seen).toContain(type)
  })

  it('takes both ends of every field, and what it takes encodes and decodes to itself', () => {
    for (const action of fieldExtremes(CROSSCHECK_ACTION_FIELDS)) {
      expect(check(action), JSON.stringify(action)).toBeNull()
      const code = encode(action)
      expect(code, JSON.stringify(action)).not.toBeNull()
      expect(decode(code!)).toEqual(action)
    }
  })

  it('refuses a field the type does not have and values out of range', () => {
    const shoot = { type: 'shoot', x: 25, y: 7 }
    expect(check(shoot)).toBeNull()
    expect(check({ ...shoot, player: 2 })).toEqual({
      code: 'action/malformed',
      reason: '"shoot" has no field "player"',
    })
    expect(check(withField(shoot, 'x', 26))?.reason).toBe(
      '"shoot" field "x" must be a whole number from 0 to 25, not 26',
    )
    expect(check({ type: 'turn-puck', dir: 8 })?.code).toBe('action/malformed')
    expect(check({ type: 'use-skill', use: 1 })?.reason).toBe(
      '"use-skill" field "use" must be true or false, not 1',
    )
    expect(check({ type: 'slapshot' })?.code).toBe('action/unknown')
  })
})
