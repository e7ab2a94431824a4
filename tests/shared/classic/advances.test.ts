// A Classic player's advances (data/advanceSkills.ts, the team schema's `advances`; docs/rules/league-carry-over.md
// point 5): the skills a player may learn — 003's General, Agility, Strength and Passing skills, never a Physical
// Ability, a Negative skill or one no seed defines —, the schema accepting a learned skill only from that list and
// refusing an unknown, doubled, already-owned or unlearnable one with the field named, and a game built from the
// team fielding the player with it.
import {
  ADVANCE_SKILLS,
  advanceChoices,
  isAdvanceSkill,
  MAX_ADVANCES,
} from '@shared/rules/classic/data/advanceSkills'
import { buildDefaultTeam, type TeamSpec } from '@shared/rules/classic/data/teamBuilder'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { parseTeam } from '@shared/rules/teamSchemas'
import { SPP_LEVELS } from '@shared/leagues/advancement'
import { gameTeamOf } from '@shared/leagues/gameTeam'
import { setClassicPlayer, type ClassicDraft } from '@shared/teams/builder/classicDraft'
import { draftOf, toSavedTeam } from '@shared/teams/builder/draft'
import { parseSavedTeam } from '@shared/teams/savedTeam'
import { playableTeam } from '@shared/teams/savedLineup'

/** A default Human team (players[0] a Lineman, players[9] a Blitzer with Block) with one change, as JSON. */
function changed(edit: (team: TeamSpec) => void): TeamSpec {
  const team = JSON.parse(JSON.stringify(buildDefaultTeam('human'))) as TeamSpec
  edit(team)
  return team
}

function issues(team: unknown): string[] {
  const check = parseTeam('classic', team)
  return check.ok ? [] : [...check.issues]
}

describe('the skills a player may learn', () => {
  it('are 003’s General, Agility, Strength and Passing skills, in the skill list’s order', () => {
    expect(ADVANCE_SKILLS).toEqual([
      'block',
      'dauntless',
      'dirty-player',
      'frenzy',
      'leader',
      'kick',
      'tackle',
      'pass-block',
      'pro',
      'shadowing',
      'strip-ball',
      'sure-hands',
      'nerves-of-steel',
      'catch',
      'diving-catch',
      'diving-tackle',
      'dodge',
      'jump-up',
      'leap',
      'right-stuff',
      'side-step',
      'sprint',
      'sure-feet',
      'break-tackle',
      'guard',
      'mighty-blow',
      'multiple-block',
      'piling-on',
      'stand-firm',
      'throw-team-mate',
      'accurate',
      'dump-off',
      'hail-mary-pass',
      'pass',
      'safe-throw',
      'strong-arm',
    ])
  })

  it('never a Physical Ability, a Negative skill or a skill no seed defines', () => {
    for (const id of ['claw', 'regeneration', 'stunty', 'sappy', 'loner', 'juggernaut', 'chainsaw', 'blok'])
      expect(isAdvanceSkill(id), id).toBe(false)
  })

  it('a player is offered every one he does not have yet', () => {
    const choices = advanceChoices(['block', 'dodge', 'claw'])
    expect(choices).toHaveLength(ADVANCE_SKILLS.length - 2)
    expect(choices.slice(0, 3)).toEqual(['dauntless', 'dirty-player', 'frenzy'])
    expect(choices).not.toContain('dodge')
  })

  it('at most one per level past Rookie', () => {
    expect(MAX_ADVANCES).toBe(SPP_LEVELS.length - 1)
  })
})

describe('the team schema’s advances', () => {
  it('accepts learned skills from the list; a team without the field still loads', () => {
    expect(issues(changed((t) => (t.players[9].advances = ['dodge', 'tackle'])))).toEqual([])
    expect(issues(changed((t) => (t.players[0].advances = [])))).toEqual([])
    expect(issues(buildDefaultTeam('human'))).toEqual([])
  })

  it('refuses an unknown, doubled, owned or unlearnable skill, naming the field', () => {
    expect(issues(changed((t) => (t.players[9].advances = ['blok'])))).toEqual([
      'players[9].advances[0]: unknown skill "blok"',
    ])
    expect(issues(changed((t) => (t.players[9].advances = ['dodge', 'dodge'])))).toEqual([
      'players[9].advances[1]: "dodge" is listed twice',
    ])
    expect(issues(changed((t) => (t.players[9].advances = ['block'])))).toEqual([
      'players[9].advances[0]: a Blitzer has "block" already',
    ])
    expect(issues(changed((t) => (t.players[0].advances = ['tackle', 'claw'])))).toEqual([
      'players[0].advances[1]: "claw" is not a skill a player can learn (General, Agility, Strength or Passing)',
    ])
    expect(issues(changed((t) => (t.players[0].advances = ADVANCE_SKILLS.slice(0, 7))))).toEqual([
      "players[0].advances: lists at most 6 advances (a Legend's)",
    ])
    expect(issues(changed((t) => Object.assign(t.players[0], { advances: 'block' })))).toEqual([
      'players[0].advances: must be a list, not the text "block"',
    ])
  })

  it('a learned skill still cannot be slipped into the position’s own skills', () => {
    expect(issues(changed((t) => t.players[9].skills.push('dodge')))).toEqual([
      'players[9].skills[1]: a Blitzer does not have "dodge"',
    ])
  })
})

describe('a game built from an advanced player’s team', () => {
  it('fields him with his learned skills, from New game and from a league fixture', () => {
    const team = changed((t) => {
      t.name = 'Reikland Reavers'
      t.players[0].advances = ['dodge', 'sure-hands']
    })
    const saved = parseSavedTeam({
      format: 'pitchside-team',
      version: 1,
      ruleset: 'classic',
      name: 'Reikland Reavers',
      team,
    })
    const away = buildDefaultTeam('orc')
    for (const home of [playableTeam(saved), gameTeamOf(saved).team]) {
      const state = classicRuleset.create({ ruleset: 'classic', teams: [home, away], seed: 7 } as never)
      const view = classicRuleset.view(state)
      const lineman = view.pieces.find((p) => p.side === 0 && p.number === team.players[0].number)!
      expect(lineman.skills).toEqual(['dodge', 'sure-hands'])
      const blitzer = view.pieces.find((p) => p.side === 0 && p.number === team.players[9].number)!
      expect(blitzer.skills).toEqual(['block'])
    }
  })
})

describe('the team builder and an advanced player', () => {
  it('keeps his learned skills when the coach edits the team', () => {
    const team = changed((t) => {
      t.name = 'Reikland Reavers'
      t.players[0].advances = ['dodge']
    })
    const saved = parseSavedTeam({
      format: 'pitchside-team',
      version: 1,
      ruleset: 'classic',
      name: team.name,
      team,
    })
    const edited = setClassicPlayer(draftOf(saved) as ClassicDraft, 0, { name: 'Lukas Hammer' })
    const again = parseSavedTeam(toSavedTeam(edited))
    if (again.ruleset !== 'classic') throw new Error('not a Classic team')
    expect(again.team.players[0]).toMatchObject({ name: 'Lukas Hammer', skills: [], advances: ['dodge'] })
  })
})
