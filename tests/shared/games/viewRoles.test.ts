// Every position reaches the table as itself: the role in each game's view (the renderer's silhouette hint) is the
// roster position's, for every position of every Classic roster, Cross Check team and Blitz Bowl card — from the
// teams the app really builds (which carry no role), and from a state saved before roles reached the game.
import type { GameView, RulesetId } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { BLITZ_ROLES } from '@shared/rules/blitz/data/roles'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import type { Roster } from '@shared/rules/classic/data/rosterSchema'
import { buildDefaultTeam, type PlayerSpec } from '@shared/rules/classic/data/teamBuilder'
import { CROSSCHECK_ROSTERS, GOALIE_ID, MIN_SKATERS } from '@shared/rules/crosscheck/data/teams'
import { lineupFor } from '@shared/showcase/lineup'

const rosters = Object.values(ROSTERS)

/** Role by position id, as the view shows the pieces of `side`. */
function viewRoles(view: GameView, side: 0 | 1): Map<string, string> {
  const out = new Map<string, string>()
  for (const p of view.pieces) if (p.side === side) out.set(p.positionId, p.role ?? '(none)')
  return out
}

function create(ruleset: RulesetId, home: unknown, away: unknown) {
  const rules = getRuleset(ruleset)
  return { rules, state: rules.create({ ruleset, seed: 7, teams: [home, away] }) }
}

/** A Classic team with every position of the roster once (linemen to 11), with no `role` field: as a team arrives. */
function everyPosition(roster: Roster): {
  rosterId: string
  name: string
  rerolls: number
  players: PlayerSpec[]
} {
  const filler = [...roster.positions].sort((a, b) => b.max - a.max)[0]
  const picks = [...roster.positions.filter((p) => p.max > 0)]
  while (picks.length < 11) picks.push(filler)
  const players = picks.map((p, i) => ({
    positionId: p.id,
    name: `${p.name} ${i + 1}`,
    number: i + 1,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    av: p.av,
    skills: [...p.skills],
  }))
  return { rosterId: roster.id, name: roster.name, rerolls: 2, players }
}

describe('Classic: the view’s role is the roster position’s', () => {
  it.each(rosters.map((r) => [r.id, r] as const))(
    '%s: every position, from a team without roles',
    (_id, roster) => {
      const team = everyPosition(roster)
      expect(team.players.every((p) => !('role' in p))).toBe(true)
      const { rules, state } = create('classic', team, buildDefaultTeam('human'))
      const roles = viewRoles(rules.view(state), 0)
      const wanted = new Map(roster.positions.filter((p) => p.max > 0).map((p) => [p.id, p.role]))
      expect(roles).toEqual(wanted)
    },
  )

  it.each(rosters.map((r) => [r.id] as const))('%s: the default team the app builds', (id) => {
    const { rules, state } = create('classic', buildDefaultTeam(id), buildDefaultTeam(id))
    const view = rules.view(state)
    for (const piece of view.pieces)
      expect([piece.positionId, piece.role]).toEqual([
        piece.positionId,
        ROSTERS[id].positions.find((p) => p.id === piece.positionId)?.role,
      ])
    // The bug this guards against: a default team drew every player as a lineman.
    const bigGuy = ROSTERS[id].positions.find((p) => p.role === 'bigguy')
    const bought = buildDefaultTeam(id).players.some((p) => p.positionId === bigGuy?.id)
    if (bigGuy && bought) expect(view.pieces.some((p) => p.role === 'bigguy')).toBe(true)
  })

  it('shows the roster’s roles for a state saved before roles reached the game (meta says lineman)', () => {
    const { rules, state } = create('classic', buildDefaultTeam('human'), buildDefaultTeam('orc'))
    const saved = rules.serialize(state) as { meta: { players: ({ role: string } | null)[] } }
    const old = structuredClone(saved)
    for (const p of old.meta.players) if (p) p.role = 'lineman'
    const view = rules.view(rules.deserialize(old))
    const ogre = view.pieces.find((p) => p.side === 0 && p.positionId === 'ogre')
    const troll = view.pieces.find((p) => p.side === 1 && p.positionId === 'troll')
    expect(ogre?.role).toBe('bigguy')
    expect(troll?.role).toBe('bigguy')
    expect(view.pieces.find((p) => p.side === 1 && p.positionId === 'goblin')?.role).toBe('runner')
  })
})

describe('Cross Check: goalies, and every skater as his Classic position', () => {
  it.each(rosters.map((r) => [r.id] as const))('%s: every position', (id) => {
    const roster = CROSSCHECK_ROSTERS[id]
    const skaters = roster.positions.filter((p) => !p.goalie && p.max > 0)
    // One of each skater position, linemen to twelve, two goalies (the team schema's limits).
    const filler = [...skaters].sort((a, b) => b.max - a.max)[0]
    const players = skaters.map((p) => ({ positionId: p.id }))
    while (players.length < MIN_SKATERS) players.push({ positionId: filler.id })
    players.push({ positionId: GOALIE_ID }, { positionId: GOALIE_ID })
    const { rules, state } = create('crosscheck', { rosterId: id, players }, { rosterId: 'human' })
    const roles = viewRoles(rules.view(state), 0)
    const wanted = new Map<string, string>(
      skaters.map((p) => [p.id, ROSTERS[id].positions.find((c) => c.id === p.id)!.role]),
    )
    wanted.set(GOALIE_ID, 'goalie')
    expect(roles).toEqual(wanted)
  })

  it('tells a Black Orc from a Goblin on the ice', () => {
    const players = [
      ...['black-orc-blocker', 'goblin', 'blitzer', 'thrower'].map((positionId) => ({ positionId })),
      ...Array.from({ length: 8 }, () => ({ positionId: 'lineman' })),
      { positionId: GOALIE_ID },
      { positionId: GOALIE_ID },
    ]
    const { rules, state } = create('crosscheck', { rosterId: 'orc', players }, { rosterId: 'human' })
    const roles = viewRoles(rules.view(state), 0)
    expect(roles.get('goblin')).toBe('runner')
    expect(roles.get('black-orc-blocker')).toBe('lineman')
    expect(roles.get('blitzer')).toBe('blitzer')
    expect(roles.get('thrower')).toBe('thrower')
  })
})

describe('Blitz Bowl: every card’s positions', () => {
  it('lists a role for every position of every team card (no position falls back to a lineman unseen)', () => {
    const missing = TEAM_CARDS.flatMap((t) =>
      t.positions.filter((p) => !(p.id in BLITZ_ROLES)).map((p) => `${t.id}/${p.id}`),
    )
    expect(missing).toEqual([])
  })

  it.each(TEAM_CARDS.map((t) => [t.id] as const))('%s', (id) => {
    const { rules, state } = create('blitz', { teamId: id }, { teamId: 'human' })
    const roles = viewRoles(rules.view(state), 0)
    const card = TEAM_CARDS.find((t) => t.id === id)!
    expect(roles).toEqual(new Map(card.positions.map((p) => [p.id, BLITZ_ROLES[p.id]])))
  })

  it('draws the big guys of the cards as big guys and blockers as the line', () => {
    const role = (team: string, position: string) => {
      const { rules, state } = create('blitz', { teamId: team }, { teamId: 'human' })
      return rules.view(state).pieces.find((p) => p.side === 0 && p.positionId === position)?.role
    }
    expect(role('goblin', 'troll')).toBe('bigguy')
    expect(role('ogre', 'ogre')).toBe('bigguy')
    expect(role('black-orc', 'black-orc')).toBe('lineman')
    expect(role('vampire', 'thrower')).toBe('thrower')
  })
})

describe('the Showcase’s line-up shows the roles the games’ views show', () => {
  it('for every Classic and Cross Check roster and Blitz Bowl card', () => {
    for (const r of rosters) {
      for (const p of lineupFor(`classic/${r.id}`)!.positions)
        expect([r.id, p.id, p.role]).toEqual([r.id, p.id, r.positions.find((x) => x.id === p.id)!.role])
      for (const p of lineupFor(`crosscheck/${r.id}`)!.positions)
        expect([r.id, p.id, p.role]).toEqual([
          r.id,
          p.id,
          p.id === GOALIE_ID ? 'goalie' : r.positions.find((x) => x.id === p.id)!.role,
        ])
    }
    for (const t of TEAM_CARDS)
      for (const p of lineupFor(`blitz/${t.id}`)!.positions)
        expect([t.id, p.id, p.role]).toEqual([t.id, p.id, BLITZ_ROLES[p.id]])
  })
})
