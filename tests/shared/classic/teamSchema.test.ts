// The Classic team schema (data/teamSchema.ts): every team the app builds passes — the default team of all 24
// rosters, at any treasury it can be bought with — and each hostile team found in issue 17 is refused with its
// field named: a name that is an object or 200,000 characters, an unknown skill or position, `skills: "block"`,
// a Fan Factor of 1e9, an unknown roster, a "__proto__" or "constructor" key. A team costs at most its own treasury
// (issue 23 point 1), the one-off 1,000,000 when it carries none.
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam, teamCost, type TeamSpec } from '@shared/rules/classic/data/teamBuilder'
import {
  classicTeamSchema,
  DEFAULT_TREASURY,
  MAX_TREASURY,
  ownTreasury,
} from '@shared/rules/classic/data/teamSchema'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { parseTeam, teamSchemaOf } from '@shared/rules/teamSchemas'
import { ISSUE_MAX } from '@shared/rules/teamCheck'

const ROSTER_IDS = Object.keys(ROSTERS).sort()
const human = (): TeamSpec => buildDefaultTeam('human')

/** The first issue of a team, or 'ok'. */
function issue(team: unknown): string {
  const check = parseTeam('classic', team)
  return check.ok ? 'ok' : check.issues[0]
}

/** A default Human team with one change made by `edit` (on a JSON copy, as a file would carry it). */
function changed(edit: (team: TeamSpec) => void): unknown {
  const team = JSON.parse(JSON.stringify(human())) as TeamSpec
  edit(team)
  return team
}

describe('Classic team schema', () => {
  it('accepts the default team of every roster, at the default treasury and at tighter ones', () => {
    expect(ROSTER_IDS).toHaveLength(24)
    for (const rosterId of ROSTER_IDS) {
      expect(parseTeam('classic', buildDefaultTeam(rosterId)), rosterId).toEqual({ ok: true, rosterId })
      expect(
        classicRuleset.checkTeam!(buildDefaultTeam(rosterId, { treasury: 800_000, name: 'The Reavers' })),
      ).toEqual({ ok: true, rosterId })
    }
    expect(teamSchemaOf('classic')).toBe(classicTeamSchema)
  })

  it('accepts skills in any order, a Fan Factor and assistant coaches in range', () => {
    expect(issue(changed((t) => t.players[11].skills.reverse()))).toBe('ok')
    expect(issue({ ...human(), fanFactor: 20, assistantCoaches: 0 })).toBe('ok')
  })

  it('refuses each hostile team of issue 17, naming the field', () => {
    expect(issue({ ...human(), name: { first: 'Reik' } })).toBe('name: must be a text, not an object')
    expect(issue({ ...human(), name: 'R'.repeat(200_000) })).toBe('name: must be at most 60 characters')
    expect(issue(changed((t) => (t.players[3].skills = ['Blok'])))).toBe(
      'players[3].skills[0]: unknown skill "Blok"',
    )
    expect(issue(changed((t) => Object.assign(t.players[9], { skills: 'block' })))).toBe(
      'players[9].skills: must be a list, not the text "block"',
    )
    expect(issue(changed((t) => (t.players[2].positionId = 'wizard')))).toBe(
      'players[2].positionId: Human has no position "wizard"',
    )
    expect(issue({ ...human(), fanFactor: 1e9 })).toBe('fanFactor: must be at most 20')
    expect(issue({ ...human(), rosterId: 'space-marines' })).toBe(
      'rosterId: no Classic roster "space-marines"',
    )
    expect(issue(JSON.parse(`{"__proto__": {"rerolls": 9}, ${JSON.stringify(human()).slice(1)}`))).toBe(
      'team: has no field "__proto__"',
    )
    expect(issue({ ...human(), constructor: 'x' })).toBe('team: has no field "constructor"')
  })

  it('refuses players, numbers, stats, skills, re-rolls and prices the rules do not allow', () => {
    expect(issue(changed((t) => (t.players[0].ma = 9)))).toBe('players[0].ma: is 9, a Lineman has 6')
    expect(issue(changed((t) => t.players[9].skills.push('dodge')))).toBe(
      'players[9].skills[1]: a Blitzer does not have "dodge"',
    )
    expect(issue(changed((t) => t.players[9].skills.push('block')))).toBe(
      'players[9].skills[1]: "block" is listed twice',
    )
    expect(issue(changed((t) => (t.players[9].skills = [])))).toBe('players[9].skills: a Blitzer has "block"')
    expect(issue(changed((t) => (t.players[4].number = 4)))).toBe(
      'players[4].number: number 4 is already worn by players[3]',
    )
    expect(issue(changed((t) => (t.players[4].number = 100)))).toBe('players[4].number: must be at most 99')
    expect(issue(changed((t) => (t.players[4].number = 2.5)))).toBe(
      'players[4].number: must be a whole number',
    )
    expect(issue(changed((t) => (t.players[4].name = '  ')))).toBe('players[4].name: must not be empty')
    expect(issue(changed((t) => Object.assign(t.players[4], { role: 'blitzer' })))).toBe(
      'players[4]: has no field "role"',
    )
    expect(issue(changed((t) => t.players.push({ ...t.players[11], number: 30 })))).toBe(
      'players: 2 × Ogre, the limit is 1',
    )
    expect(issue(changed((t) => (t.players = t.players.slice(0, 10))))).toBe(
      'players: a team has 11 to 16 players, this one has 10',
    )
    expect(issue({ ...human(), rerolls: 9 })).toBe('rerolls: must be at most 8')
    // The default Human team spends the whole 1,000,000 its team carries no treasury for: one more re-roll is over.
    expect(issue({ ...human(), rerolls: human().rerolls + 1 })).toBe(
      'treasury: costs 1050000 gold, more than the treasury of 1000000',
    )
    expect(issue(null)).toBe('team: must be an object, not null')
  })

  it('holds a team to its own treasury: absent reads as 1,000,000, bounded 0–5,000,000 in steps of 10,000', () => {
    // The Dwarf default team for 1,500,000 (14 players, 4 re-rolls: 1,260,000) with two more Blockers at 70,000 and
    // two more re-rolls at 50,000: it spends exactly 1,500,000.
    const dear = buildDefaultTeam('dwarf', { treasury: 1_500_000 })
    expect([teamCost(dear), dear.players.length, dear.rerolls]).toEqual([1_260_000, 14, 4])
    const blocker = dear.players.find((p) => p.positionId === 'blocker')!
    dear.players.push({ ...blocker, number: 15, name: 'Grim' }, { ...blocker, number: 16, name: 'Grum' })
    dear.rerolls += 2
    expect(teamCost(dear)).toBe(1_500_000)
    // Within its own 1,500,000 it is legal; the same team without a treasury is held to the one-off 1,000,000.
    expect(issue({ ...dear, treasury: 1_500_000 })).toBe('ok')
    expect(issue(dear)).toBe('treasury: costs 1500000 gold, more than the treasury of 1000000')
    expect(issue({ ...dear, treasury: 1_490_000 })).toBe(
      'treasury: costs 1500000 gold, more than the treasury of 1490000',
    )
    // A cheaper team under a bigger treasury leaves gold unspent, which is fine; so is a treasury it spends exactly.
    expect(issue({ ...human(), treasury: MAX_TREASURY })).toBe('ok')
    expect(issue({ ...human(), treasury: 1_000_000 })).toBe('ok')
    expect(issue({ ...human(), treasury: 5_010_000 })).toBe('treasury: must be at most 5000000')
    expect(issue({ ...human(), treasury: -10_000 })).toBe('treasury: must be at least 0')
    expect(issue({ ...human(), treasury: 1_005_000 })).toBe('treasury: must be a multiple of 10000')
    expect(issue({ ...human(), treasury: '1500000' })).toBe(
      'treasury: must be a number, not the text "1500000"',
    )
    expect(ownTreasury({})).toBe(DEFAULT_TREASURY)
    expect(ownTreasury({ treasury: 0 })).toBe(0)
  })

  it('keeps every issue short, whatever the team carries', () => {
    const check = parseTeam('classic', {
      ...human(),
      rosterId: 'x'.repeat(100_000),
      name: 7,
      players: 'y'.repeat(100_000),
    })
    expect(check.ok).toBe(false)
    if (!check.ok) for (const text of check.issues) expect(text.length).toBeLessThanOrEqual(ISSUE_MAX)
  })
})
