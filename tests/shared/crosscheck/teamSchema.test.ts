// The Cross Check team schema (data/teams.ts): a Classic roster on the rink, optionally its players by position.
// Every team the app builds (`{ rosterId }`, and its default bench listed) passes; hostile teams are refused with
// the field named, by the import's check and by `create` alike.
import { CROSSCHECK_ROSTERS, defaultPlayers, teamPlayers } from '@shared/rules/crosscheck/data/teams'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { parseTeam } from '@shared/rules/teamSchemas'

function issue(team: unknown): string {
  const check = parseTeam('crosscheck', team)
  return check.ok ? 'ok' : check.issues[0]
}

describe('Cross Check team schema', () => {
  it('accepts every team the app builds, and each default bench listed with names', () => {
    const ids = Object.keys(CROSSCHECK_ROSTERS)
    expect(ids).toHaveLength(24)
    for (const rosterId of ids) {
      expect(crossCheckRuleset.checkTeam!({ rosterId })).toEqual({ ok: true, rosterId })
      const players = defaultPlayers(CROSSCHECK_ROSTERS[rosterId]).map((p, i) => ({
        ...p,
        name: `Skater ${i}`,
      }))
      expect(issue({ rosterId, name: 'Ice Team', players }), rosterId).toBe('ok')
    }
  })

  it('refuses hostile teams, naming the field, at import and at create', () => {
    expect(issue({ rosterId: 'space-marines' })).toBe('rosterId: no roster "space-marines"')
    expect(issue({ rosterId: 'orc', name: ['x'] })).toBe('name: must be a text, not a list')
    expect(issue({ rosterId: 'orc', name: 'O'.repeat(200_000) })).toBe('name: must be at most 60 characters')
    expect(issue({ rosterId: 'orc', fanFactor: 1e9 })).toBe('team: has no field "fanFactor"')
    const players = defaultPlayers(CROSSCHECK_ROSTERS.orc)
    expect(issue({ rosterId: 'orc', players: players.slice(1) })).toBe(
      'players: a team needs at least 12 skaters and 2 goalies, at most 16 players',
    )
    expect(issue({ rosterId: 'orc', players: [...players, { positionId: 'goalie' }] })).toBe(
      'players[14]: more than 2 Lineman Goalie',
    )
    expect(issue({ rosterId: 'orc', players: [{ positionId: 'wizard' }, ...players] })).toBe(
      'players[0].positionId: "wizard" is not a position of Orc',
    )
    expect(() => teamPlayers({ rosterId: 'orc', name: 5 }, 'home')).toThrow(
      'home team: name: must be a text, not number 5',
    )
  })
})
