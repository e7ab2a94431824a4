// A Classic league's starting treasury (issue 23 point 1): kept in the league's options only when it is not the
// one-off 1,000,000 (old leagues and files read as that), bounded 0–5,000,000 in steps of 10,000, and a team that
// costs more refused by name — on create and on a league file's import — with nothing written.
import { describe, expect, it } from 'vitest'
import type { LeagueInfo, TeamInfo } from '@shared/ipc'
import { leagueOptionsSchema } from '@shared/leagues/league'
import { overTreasury, teamCost } from '@shared/leagues/treasury'
import { norse, orcs, richOrcs } from '../teams/teams'
import { useLeagueHost } from './leagueHost'

const { call, value, stored } = useLeagueHost('pitchside-treasury-')

async function orcTeams(): Promise<{ teamId: string; coach: 'human' }[]> {
  const out: { teamId: string; coach: 'human' }[] = []
  for (const name of ['Reds', 'Greens', 'Blues'])
    out.push({ teamId: (await value<TeamInfo>('teams.create', { team: orcs(name) })).id, coach: 'human' })
  return out
}

describe("a Classic league's treasury", () => {
  it('prices a saved Classic team from its roster; other games have no price', () => {
    // The default Orc team: 3 Linemen 150,000, 2 Goblins 80,000, 2 Throwers 140,000, 2 Black Orc Blockers
    // 160,000, 2 Blitzers 160,000, a Troll 110,000 and 3 re-rolls at 60,000 (the roster's prices).
    expect(teamCost(orcs())).toBe(980_000)
    expect(teamCost(norse())).toBeNull()
    expect(overTreasury(orcs(), {})).toBeNull()
    expect(overTreasury(orcs(), { treasury: 980_000 })).toBeNull()
    expect(overTreasury(orcs(), { treasury: 970_000 })).toBe(
      '"Da Boyz" costs 980,000 gold, more than the league\'s treasury of 970,000',
    )
    expect(overTreasury(norse(), { treasury: 0 })).toBeNull()
  })

  it('bounds the option and reads an old league without one', () => {
    const ok = (treasury: unknown) => leagueOptionsSchema.safeParse({ twice: false, treasury }).success
    expect([0, 10_000, 1_000_000, 5_000_000].map(ok)).toEqual([true, true, true, true])
    expect([-10_000, 5_010_000, 1_005_000, 1.5, '1000000'].map(ok)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(leagueOptionsSchema.parse({ twice: false })).toEqual({ twice: false })
  })

  it('keeps a treasury other than the default with a Classic league, and refuses a team that costs more', async () => {
    const teams = await orcTeams()
    const rich = await value<LeagueInfo>('leagues.create', {
      name: 'Rich',
      ruleset: 'classic',
      teams,
      options: { treasury: 2_000_000 },
    })
    expect(rich.options).toEqual({ twice: false, treasury: 2_000_000 })
    const plain = await value<LeagueInfo>('leagues.create', {
      name: 'Plain',
      ruleset: 'classic',
      teams,
      options: { treasury: 1_000_000 },
    })
    expect(plain.options).toEqual({ twice: false })
    const before = stored()
    const poor = await call('leagues.create', {
      name: 'Poor',
      ruleset: 'classic',
      teams,
      options: { treasury: 900_000 },
    })
    expect(poor).toEqual({
      ok: false,
      code: 'league/invalid',
      message: 'teams[0].teamId: "Reds" costs 980,000 gold, more than the league\'s treasury of 900,000',
      // The values the renderer words in the coach's language (failureText).
      params: {
        field: 'teams[0].teamId',
        why: 'over-treasury',
        team: 'Reds',
        cost: 980_000,
        treasury: 900_000,
      },
    })
    expect(stored()).toEqual(before)
    const odd = await call('leagues.create', {
      name: 'Odd',
      ruleset: 'classic',
      teams,
      options: { treasury: 905_000 },
    })
    expect(odd).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    expect((odd as { message: string }).message).toMatch(/multiple of 10000/)
    expect(stored()).toEqual(before)
  })

  it('refuses a league file whose team costs more than its treasury, naming it, writing nothing', async () => {
    const league = await value<LeagueInfo>('leagues.create', {
      name: 'Cup',
      ruleset: 'classic',
      teams: await orcTeams(),
      options: { treasury: 1_500_000 },
    })
    const file = JSON.parse((await value<{ text: string }>('leagues.export', { id: league.id })).text) as {
      league: { options: Record<string, unknown> }
    }
    expect(file.league.options).toEqual({ twice: false, treasury: 1_500_000 })
    expect((await value<LeagueInfo>('leagues.import', { text: JSON.stringify(file) })).options).toEqual({
      twice: false,
      treasury: 1_500_000,
    })
    file.league.options.treasury = 500_000
    const before = stored()
    expect(await call('leagues.import', { text: JSON.stringify(file) })).toEqual({
      ok: false,
      code: 'league/invalid',
      message: 'teams[0].team: "Reds" costs 980,000 gold, more than the league\'s treasury of 500,000',
      params: {
        field: 'teams[0].team',
        why: 'over-treasury',
        team: 'Reds',
        cost: 980_000,
        treasury: 500_000,
      },
    })
    expect(stored()).toEqual(before)
  })

  it("lets a team in by its price alone: its own treasury neither opens nor closes the league's door", async () => {
    // Gold Tuskers cost 1,280,000 within their own 1,500,000; Da Boyz cost 980,000 and carry a treasury of 2,000,000.
    const rich = (await value<TeamInfo>('teams.create', { team: richOrcs() })).id
    const boyz = (
      await value<TeamInfo>('teams.create', {
        team: { ...orcs(), team: { ...orcs().team, treasury: 2_000_000 } },
      })
    ).id
    const teams = [...(await orcTeams()).slice(0, 2), { teamId: rich, coach: 'human' as const }]
    expect(overTreasury(richOrcs(), {})).toBe(
      '"Gold Tuskers" costs 1,280,000 gold, more than the league\'s treasury of 1,000,000',
    )
    const before = stored()
    expect(await call('leagues.create', { name: 'Plain', ruleset: 'classic', teams, options: {} })).toEqual({
      ok: false,
      code: 'league/invalid',
      message:
        'teams[2].teamId: "Gold Tuskers" costs 1,280,000 gold, more than the league\'s treasury of 1,000,000',
      // What the screen words in the coach's language (failureText).
      params: {
        why: 'over-treasury',
        field: 'teams[2].teamId',
        team: 'Gold Tuskers',
        cost: 1_280_000,
        treasury: 1_000_000,
      },
    })
    expect(stored()).toEqual(before)
    const fits = await value<LeagueInfo>('leagues.create', {
      name: 'Fits',
      ruleset: 'classic',
      teams,
      options: { treasury: 1_280_000 },
    })
    expect(fits.teams.map((t) => t.name)).toEqual(['Reds', 'Greens', 'Gold Tuskers'])
    // A team built within more than the league gives still enters when its price fits.
    const cheap = await value<LeagueInfo>('leagues.create', {
      name: 'Cheap',
      ruleset: 'classic',
      teams: [...teams.slice(0, 2), { teamId: boyz, coach: 'human' as const }],
      options: {},
    })
    expect(cheap.teams.map((t) => t.name)).toEqual(['Reds', 'Greens', 'Da Boyz'])
  })
})
