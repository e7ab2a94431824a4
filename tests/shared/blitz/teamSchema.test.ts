// The Blitz Bowl team schema (data/teamInputSchema.ts): a team is a team card's whole line-up (001: Team Cards).
// Every card as the app builds it (`{ teamId }`) and with its players named passes; hostile teams are refused with
// the field named.
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { parseTeam } from '@shared/rules/teamSchemas'

function issue(team: unknown): string {
  const check = parseTeam('blitz', team)
  return check.ok ? 'ok' : check.issues[0]
}

/** A card's line-up as a listed team, every player named. */
function listed(teamId: string) {
  const card = TEAM_CARDS.find((c) => c.id === teamId)!
  return {
    teamId,
    name: `${card.name} XI`,
    players: card.positions.flatMap((p) =>
      Array.from({ length: p.count }, (_, i) => ({ positionId: p.id, name: `${p.name} ${i + 1}` })),
    ),
  }
}

describe('Blitz Bowl team schema', () => {
  it('accepts every team card as the app builds it and with its players listed', () => {
    expect(TEAM_CARDS).toHaveLength(23)
    for (const card of TEAM_CARDS) {
      expect(blitzRuleset.checkTeam!({ teamId: card.id })).toEqual({ ok: true, rosterId: card.id })
      expect(issue(listed(card.id)), card.id).toBe('ok')
    }
  })

  it('refuses hostile teams, naming the field', () => {
    expect(issue({ teamId: 'space-marines' })).toBe('teamId: no Blitz Bowl team card "space-marines"')
    expect(issue({ teamId: 'orc', name: { a: 1 } })).toBe('name: must be a text, not an object')
    expect(issue({ teamId: 'orc', name: 'O'.repeat(200_000) })).toBe('name: must be at most 60 characters')
    expect(issue({ teamId: 'orc', coach: 'me' })).toBe('team: has no field "coach"')
    expect(issue(JSON.parse('{"teamId": "orc", "__proto__": {}}'))).toBe('team: has no field "__proto__"')
    const orc = listed('orc')
    expect(issue({ ...orc, players: [...orc.players, orc.players[0]] })).toMatch(
      /^players: 4 × Lineman, the team card shows 3$/,
    )
    expect(issue({ ...orc, players: orc.players.slice(1) })).toBe(
      'players: 2 × Lineman, the team card shows 3',
    )
    expect(
      issue({ ...orc, players: orc.players.map((p, i) => (i === 2 ? { ...p, positionId: 'wizard' } : p)) }),
    ).toBe('players[2].positionId: Orc has no position "wizard"')
    expect(issue({ ...orc, players: 'all' })).toBe('players: must be a list, not the text "all"')
    expect(issue({ ...orc, players: orc.players.map((p) => ({ ...p, skills: ['block'] })) })).toBe(
      'players[0]: has no field "skills"',
    )
  })
})
