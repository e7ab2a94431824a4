// A saved team as a league fixture's game takes it: Classic as saved, Blitz Bowl and Cross Check with the saved
// line-up's names on the players, each under its roster or card id and the saved name.
import { describe, expect, it } from 'vitest'
import { gameTeamOf } from '@shared/leagues/gameTeam'
import { parseTeam } from '@shared/rules/teamSchemas'
import { dwarfSkaters, norse, orcs, richOrcs } from '../teams/teams'

describe('gameTeamOf', () => {
  it('takes a Classic team as saved, under its roster', () => {
    const game = gameTeamOf(orcs('Da Boyz'))
    expect(game).toEqual({ ruleset: 'classic', rosterId: 'orc', team: orcs('Da Boyz').team })
  })

  it('takes a Classic team built within its own bigger treasury with that treasury, whole or short of absentees', () => {
    const whole = gameTeamOf(richOrcs())
    expect(whole.team).toMatchObject({ name: 'Gold Tuskers', treasury: 1_500_000 })
    expect(parseTeam('classic', whole.team)).toEqual({ ok: true, rosterId: 'orc' })
    const short = gameTeamOf(richOrcs(), new Set([1, 2]))
    expect(short.team).toMatchObject({ treasury: 1_500_000 })
    expect((short.team as { players: unknown[] }).players).toHaveLength(14)
    expect(parseTeam('classic', short.team)).toEqual({ ok: true, rosterId: 'orc' })
  })

  it("names a Blitz Bowl card's line-up with the saved names, in the card's order", () => {
    const game = gameTeamOf(norse('Frost Giants'))
    expect(game.rosterId).toBe('norse')
    const team = game.team as { name: string; players: { positionId: string; name?: string }[] }
    expect(team.name).toBe('Frost Giants')
    expect(team.players.map((p) => p.name)).toEqual([
      'Ulf',
      'Bjorn',
      'Sigrid',
      'Hakon',
      'Eirik',
      'Astrid',
      'Leif',
    ])
    expect(parseTeam('blitz', game.team)).toMatchObject({ ok: true })
  })

  it('names a Cross Check default bench when the saved team numbers it, and leaves it unnamed otherwise', () => {
    const plain = gameTeamOf(dwarfSkaters('Rink Rats'))
    expect(plain.rosterId).toBe('dwarf')
    const bench = (plain.team as { players: { positionId: string; name?: string }[] }).players
    expect(bench.length).toBeGreaterThan(6)
    expect(bench.every((p) => p.name === undefined)).toBe(true)
    const names = bench.map((_, i) => ({ number: i + 1, name: `Skater ${i + 1}` }))
    const named = gameTeamOf({ ...dwarfSkaters('Rink Rats'), players: names })
    const players = (named.team as { players: { positionId: string; name?: string }[] }).players
    expect(players.map((p) => p.name)).toEqual(names.map((n) => n.name))
    expect(players.map((p) => p.positionId)).toEqual(bench.map((p) => p.positionId))
    expect(parseTeam('crosscheck', named.team)).toMatchObject({ ok: true })
  })
})
