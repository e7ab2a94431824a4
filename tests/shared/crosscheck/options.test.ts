// Cross Check's rule options (000: periods and turns; overtime): whole numbers in their ranges at creation.
import { CROSSCHECK_OPTIONS, resolveOptions } from '@shared/rules/crosscheck/options'
import { createCrossCheck } from '@shared/rules/crosscheck/ruleset'
import { optionEdgeTests } from '../optionEdges'

describe('Cross Check options', () => {
  optionEdgeTests(CROSSCHECK_OPTIONS, resolveOptions)

  it('refuses periods of 0 turns at create', () => {
    const teams = [{ rosterId: 'human' }, { rosterId: 'orc' }] as const
    expect(() =>
      createCrossCheck({ ruleset: 'crosscheck', seed: 1, teams, options: { periodTurns: 0 } }),
    ).toThrow('option "periodTurns" must be a whole number from 1 to 60')
  })
})
