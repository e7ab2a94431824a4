import fc from 'fast-check'
import { ROSTERS, rosterById } from '@shared/rules/classic/data/rosters'
import { RosterError } from '@shared/rules/classic/data/rosterSchema'
import {
  buildDefaultTeam,
  DEFAULT_TREASURY,
  TeamError,
  teamCost,
  validateTeam,
  type TeamSpec,
} from '@shared/rules/classic/data/teamBuilder'

const ROSTER_IDS = Object.keys(ROSTERS)

/** What 11 of the cheapest players the roster allows cost. */
function cheapestEleven(rosterId: string): number {
  const prices = rosterById(rosterId).positions.flatMap((p) => Array<number>(p.max).fill(p.cost))
  return prices
    .sort((a, b) => a - b)
    .slice(0, 11)
    .reduce((a, b) => a + b, 0)
}

describe('buildDefaultTeam', () => {
  it.each(ROSTER_IDS)('builds a valid team that can field 11 for %s', (rosterId) => {
    const team = buildDefaultTeam(rosterId)
    expect(validateTeam(team, { treasury: DEFAULT_TREASURY })).toEqual([])
    expect(team.players.length).toBeGreaterThanOrEqual(11)
    expect(team.players.length).toBeLessThanOrEqual(16)
    expect(team.rerolls).toBeGreaterThanOrEqual(1)
    expect(teamCost(team)).toBeLessThanOrEqual(DEFAULT_TREASURY)
    expect(team.rosterId).toBe(rosterId)
  })

  it.each(ROSTER_IDS)('buys a big guy for %s when the roster has one', (rosterId) => {
    const team = buildDefaultTeam(rosterId)
    const bigGuys = new Set(
      rosterById(rosterId)
        .positions.filter((p) => p.bigGuy)
        .map((p) => p.id),
    )
    const has = team.players.some((p) => bigGuys.has(p.positionId))
    expect(has).toBe(bigGuys.size > 0)
  })

  it('is deterministic', () => {
    for (const rosterId of ROSTER_IDS) expect(buildDefaultTeam(rosterId)).toEqual(buildDefaultTeam(rosterId))
  })

  it('builds the expected Human team', () => {
    const team = buildDefaultTeam('human', { name: 'Reikland Reavers' })
    expect(team.name).toBe('Reikland Reavers')
    expect(team.rerolls).toBe(3)
    expect(team.players.map((p) => p.positionId)).toEqual([
      ...Array(5).fill('lineman'),
      'thrower',
      'thrower',
      'catcher',
      'catcher',
      'blitzer',
      'blitzer',
      'ogre',
    ])
    expect(team.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(team.players[11]).toEqual({
      positionId: 'ogre',
      name: 'Ogre',
      number: 12,
      ma: 5,
      st: 5,
      ag: 2,
      av: 9,
      skills: ['loner', 'bone-head', 'mighty-blow', 'thick-skull', 'throw-team-mate'],
    })
    expect(team.players[9].name).toBe('Blitzer 1')
    expect(buildDefaultTeam('human').name).toBe('Human Team')
  })

  it('spends a small treasury on linemen first, then a re-roll', () => {
    const six = buildDefaultTeam('human', { treasury: 600_000 })
    expect(six.players.map((p) => p.positionId)).toEqual(Array(11).fill('lineman'))
    expect(six.rerolls).toBe(1)
    const tight = buildDefaultTeam('human', { treasury: 550_000 })
    expect(tight.players).toHaveLength(11)
    expect(tight.rerolls).toBe(0)
  })

  it('refuses a treasury that cannot buy 11 players', () => {
    expect(() => buildDefaultTeam('human', { treasury: 549_999 })).toThrow(TeamError)
    try {
      buildDefaultTeam('wood-elf', { treasury: 100_000 })
      expect.unreachable()
    } catch (error) {
      expect((error as TeamError).code).toBe('team/unaffordable')
    }
  })

  it('throws RosterError for an unknown roster', () => {
    expect(() => buildDefaultTeam('space-marines')).toThrow(RosterError)
  })

  it('builds a valid team within any treasury that buys 11 players, and refuses any that does not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROSTER_IDS),
        fc.integer({ min: 200_000, max: 3_000_000 }),
        (rosterId, gold) => {
          const treasury = gold - (gold % 10_000)
          if (treasury < cheapestEleven(rosterId)) {
            expect(() => buildDefaultTeam(rosterId, { treasury })).toThrow(TeamError)
            return
          }
          const team = buildDefaultTeam(rosterId, { treasury })
          expect(validateTeam(team, { treasury })).toEqual([])
          // A re-roll whenever 11 players and a re-roll fit.
          if (treasury >= cheapestEleven(rosterId) + rosterById(rosterId).rerollCost) {
            expect(team.rerolls).toBeGreaterThanOrEqual(1)
          }
        },
      ),
      { seed: 20240611, numRuns: 300 },
    )
  })
})

describe('validateTeam', () => {
  const human = () => buildDefaultTeam('human')

  it('accepts the default team, with or without a budget, and changes nothing', () => {
    const team = human()
    const copy = structuredClone(team)
    expect(validateTeam(team)).toEqual([])
    expect(validateTeam(team, { treasury: 1_000_000 })).toEqual([])
    expect(team).toEqual(copy)
  })

  it('rejects an unknown roster', () => {
    expect(validateTeam({ ...human(), rosterId: 'space-marines' })).toEqual([
      'rosterId: no Classic roster "space-marines"',
    ])
  })

  it('rejects fewer than 11 and more than 16 players', () => {
    const few = human()
    few.players = few.players.slice(0, 10)
    expect(validateTeam(few)).toEqual(['players: a team has 11 to 16 players, this one has 10'])
    const many = human()
    for (let i = 0; i < 5; i++) {
      many.players.push({ ...many.players[0], skills: [], name: `Extra ${i}`, number: 20 + i })
    }
    expect(validateTeam(many)).toEqual(['players: a team has 11 to 16 players, this one has 17'])
  })

  it('rejects a position over its limit', () => {
    const team = human()
    team.players.push({
      ...team.players[11],
      skills: [...team.players[11].skills],
      name: 'Ogre 2',
      number: 13,
    })
    expect(validateTeam(team)).toEqual(['players: 2 × Ogre, the limit is 1'])
  })

  it('rejects stats and skills that are not the position’s', () => {
    const team = human()
    team.players[0].ma = 9
    team.players[9].skills = ['block', 'dodge']
    expect(validateTeam(team)).toEqual([
      'players[0].ma: is 9, a Lineman has 6',
      'players[9].skills[1]: a Blitzer does not have "dodge"',
    ])
  })

  it('accepts skills in any order', () => {
    const team = human()
    team.players[5].skills.reverse()
    expect(validateTeam(team)).toEqual([])
  })

  it('rejects an unknown position, a shared shirt number and a bad name', () => {
    const team = human()
    team.players[1].positionId = 'wizard'
    team.players[3].number = 3
    team.players[4].name = ' '
    expect(validateTeam(team)).toEqual([
      'players[4].name: must not be empty',
      'players[1].positionId: Human has no position "wizard"',
      'players[3].number: number 3 is already worn by players[2]',
    ])
  })

  it('rejects a bad re-roll count and an empty team name', () => {
    const team: TeamSpec = { ...human(), rerolls: -1, name: '' }
    expect(validateTeam(team)).toEqual(['name: must not be empty', 'rerolls: must be at least 0'])
  })

  it('checks the price against a treasury when one is given', () => {
    const team = human()
    expect(teamCost(team)).toBe(1_000_000)
    expect(validateTeam(team, { treasury: 999_999 })).toEqual([
      'treasury: costs 1000000 gold, more than the treasury of 999999',
    ])
    team.rerolls += 1
    expect(validateTeam(team)).toEqual([])
    expect(validateTeam(team, { treasury: 1_000_000 })).toEqual([
      'treasury: costs 1050000 gold, more than the treasury of 1000000',
    ])
  })
})
