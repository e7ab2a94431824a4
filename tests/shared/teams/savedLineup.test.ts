// A saved team as New game, the preview and the Showcase read it (src-shared/teams/savedLineup.ts): for any valid
// saved team of the three games, the team a new game fields passes that game's own team schema, keeps the saved
// name and roster, and carries every saved player's name in line-up order; the squad counts the line-up.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getRuleset } from '@shared/engine/registry'
import { parseTeam } from '@shared/rules/teamSchemas'
import { playableTeam, rosterIdOf, savedLineup, savedSquad } from '@shared/teams/savedLineup'
import { dwarfSkaters, norse, orcs, savedTeams } from '../../main/teams/teams'

describe('savedLineup', () => {
  it('any saved team fields a team its game accepts, under its name, with its players named', () => {
    fc.assert(
      fc.property(savedTeams, (saved) => {
        const team = playableTeam(saved) as { name: string; players?: { name?: string }[] }
        expect(parseTeam(saved.ruleset, team)).toEqual({ ok: true, rosterId: rosterIdOf(saved) })
        expect(team.name).toBe(saved.name)
        const lineup = savedLineup(saved)
        if (saved.ruleset === 'classic')
          expect(lineup.map((p) => p.name)).toEqual(team.players!.map((p) => p.name))
        else if (saved.players)
          expect(team.players!.map((p) => p.name)).toEqual(saved.players.map((p) => p.name))
        const squad = savedSquad(saved)
        expect(Object.values(squad.fielded).reduce((a, b) => a + b, 0)).toBe(lineup.length)
      }),
      { numRuns: 150 },
    )
  })

  it('names the players of a game built from it (Blitz Bowl: the card line-up in order)', () => {
    const ruleset = getRuleset('blitz')
    const setup = {
      ruleset: 'blitz' as const,
      seed: 1,
      teams: [playableTeam(norse()), { teamId: 'norse' }] as const,
    }
    const view = ruleset.view(ruleset.create(setup))
    expect(view.teams[0].name).toBe('Frost Giants')
    expect(view.pieces.filter((p) => p.side === 0).map((p) => p.name)).toEqual(
      norse().players!.map((p) => p.name),
    )
  })

  it('reads the roster, squad and re-rolls of each game', () => {
    expect(rosterIdOf(orcs())).toBe('orc')
    expect(rosterIdOf(norse())).toBe('norse')
    expect(rosterIdOf(dwarfSkaters())).toBe('dwarf')
    expect(savedSquad(orcs()).rerolls).toBe(orcs().team.rerolls)
    const sum = (fielded: Readonly<Record<string, number>>) =>
      Object.values(fielded).reduce((a, b) => a + b, 0)
    expect(savedSquad(norse()).rerolls).toBeNull()
    expect(sum(savedSquad(norse()).fielded)).toBe(7)
    expect(sum(savedSquad(dwarfSkaters()).fielded)).toBe(14)
    // A line-up without saved names gives none: the game names those players itself.
    expect(savedLineup(dwarfSkaters()).every((p) => p.number === null && p.name === null)).toBe(true)
  })
})
