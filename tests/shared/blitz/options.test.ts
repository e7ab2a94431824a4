// Blitz Bowl's rule options (001): each checked with its range at creation. The case that started it: a Sudden
// Death lead of 0 ended a game at 0–0 after a dozen actions.
import { BLITZ_OPTIONS, resolveOptions } from '@shared/rules/blitz/options'
import { blitzRuleset, createBlitz } from '@shared/rules/blitz/ruleset'
import { optionEdgeTests } from '../optionEdges'

const teams = [{ teamId: 'dwarf' }, { teamId: 'orc' }] as const

describe('Blitz Bowl options', () => {
  optionEdgeTests(BLITZ_OPTIONS, resolveOptions)

  it('refuses a Sudden Death lead of 0 or 40 (001: a lead of at least one point; the Score Track ends at 39)', () => {
    for (const lead of [0, 40])
      expect(() =>
        createBlitz({ ruleset: 'blitz', seed: 1, teams, options: { suddenDeathLead: lead } }),
      ).toThrow('option "suddenDeathLead" must be a whole number from 1 to 39')
    const state = createBlitz({ ruleset: 'blitz', seed: 1, teams, options: { suddenDeathLead: 1 } })
    expect(blitzRuleset.view(state).decision.side).not.toBeNull()
  })

  it('offers the arenas by id, with none and random', () => {
    const arena = BLITZ_OPTIONS.find((o) => o.id === 'arena')!
    expect(arena.values).toEqual([
      'none',
      'random',
      'great-moot',
      'sewer-pipe',
      'bone-pit',
      'glittering-coliseum',
      'coliseum-of-chaos',
      'badlands-pit',
      'mountain-summit',
      'overgrown-arena',
    ])
    expect(() => resolveOptions({ arena: 'wembley' })).toThrow(/option "arena" must be one of/)
  })
})
