// Classic's rule options (004's optional rules): on/off switches, checked with their ranges at creation.
import { CLASSIC_OPTIONS, resolveOptions } from '@shared/rules/classic/options'
import { createClassic } from '@shared/rules/classic/ruleset'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { optionEdgeTests } from '../optionEdges'

describe('Classic options', () => {
  optionEdgeTests(CLASSIC_OPTIONS, resolveOptions)

  it('refuses a bad option at create, before any game exists', () => {
    const teams = [buildDefaultTeam('human'), buildDefaultTeam('orc')] as const
    expect(() => createClassic({ ruleset: 'classic', seed: 1, teams, options: { weather: 0 } })).toThrow(
      'option "weather" must be true or false',
    )
  })
})
