// Writing a league star's advance onto his saved team (src-shared/leagues/advances.ts; docs/rules/league-carry-over.md
// point 5): a human coach's pick through `leagues.takeAdvance`, an AI coach's by `aiAdvance` whenever a result is
// recorded or a league imported. The caller runs these inside its transaction; a refusal is a typed ContractError
// thrown before anything is written.
import { ContractError, type LeagueInfo } from '@shared/ipc'
import { aiAdvance, type PendingAdvance } from '@shared/leagues/advances'
import { isAdvanceSkill } from '@shared/rules/classic/data/advanceSkills'
import type { SavedTeam } from '@shared/teams/savedTeam'
import type { TeamStore } from './TeamStore'

type ClassicSaved = Extract<SavedTeam, { ruleset: 'classic' }>

/** The saved Classic team of a pending advance, with the player given the skill (checked again by TeamStore.save). */
function withAdvance(saved: ClassicSaved, pending: PendingAdvance, skill: string): ClassicSaved {
  const players = saved.team.players.map((p) =>
    p.number === pending.number && p.name === pending.name
      ? { ...p, advances: [...(p.advances ?? []), skill] }
      : p,
  )
  return { ...saved, team: { ...saved.team, players } }
}

function classicTeam(teams: TeamStore, teamId: string): ClassicSaved {
  const saved = teams.get(teamId)?.team
  // pendingAdvances lists only players it found on a readable Classic team.
  if (saved?.ruleset !== 'classic')
    throw new Error(`a pending advance is always of a Classic team (${teamId})`)
  return saved
}

/**
 * A coach's pick for a star of the league waiting in `pendingAdvances`: the skill joins his saved player's advances.
 * `league/no-advance-due` when he has none left to take (or is not a star of this league team), `league/invalid`
 * (field `skill`) for a skill he may not take.
 */
export function takeAdvance(
  teams: TeamStore,
  league: LeagueInfo,
  teamId: string,
  number: number,
  skill: string,
): void {
  const place = league.teams.find((t) => t.teamId === teamId)
  if (!place) throw new ContractError('team/not-found', `The league "${league.name}" has no team ${teamId}.`)
  const pending = league.pendingAdvances.find((p) => p.teamId === teamId && p.number === number)
  if (!pending)
    throw new ContractError(
      'league/no-advance-due',
      `#${number} of "${place.name}" has no advance due in "${league.name}".`,
    )
  if (!pending.choices.includes(skill)) {
    const why = isAdvanceSkill(skill)
      ? `#${number} ${pending.name} has "${skill}" already`
      : `"${skill.slice(0, 40)}" is not a skill a player can learn (General, Agility, Strength or Passing)`
    throw new ContractError('league/invalid', `skill: ${why}.`)
  }
  teams.save(teamId, withAdvance(classicTeam(teams, teamId), pending, skill))
}

/**
 * Every advance due to a star of an AI-coached team of the league, taken by `aiAdvance` (each team saved once per
 * advance, so each pick sees the last). Answers how many it took.
 */
export function takeAiAdvances(teams: TeamStore, league: LeagueInfo): number {
  let taken = 0
  for (const pending of league.pendingAdvances) {
    if (league.teams[pending.team]?.coach === 'human') continue
    for (let k = pending.taken.length; k < pending.due; k++) {
      const saved = classicTeam(teams, pending.teamId)
      const player = saved.team.players.find((p) => p.number === pending.number && p.name === pending.name)
      const skill = player ? aiAdvance(saved.team.rosterId, player) : null
      if (skill === null) break
      teams.save(pending.teamId, withAdvance(saved, pending, skill))
      taken++
    }
  }
  return taken
}
