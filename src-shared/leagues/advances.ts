// Taking the advances a league's star players earn (the `advancement` option; docs/rules/league-carry-over.md
// point 5). Each level past Rookie brings one advance (advancement.ts); an advance is a skill the player learns
// (rules/classic/data/advanceSkills.ts) and keeps on his saved team's player (`advances`), so he plays with it in
// every later game of that team. Which skill is his coach's choice: a human coach picks on the league screen, an AI
// coach by the fixed rule of `aiAdvance`. Classic only: a Cross Check team's players have no skills of their own to
// add to (their roster's). A star is known by his league team and shirt number, and his saved player by that number
// and the star's name, as removals.ts knows the dead: a player the coach renamed or replaced is not offered one.
import { advanceChoices } from '../rules/classic/data/advanceSkills'
import type { Role } from '../rules/classic/data/rosterSchema'
import { ROSTERS } from '../rules/classic/data/rosters/index'
import type { SppLevel } from './advancement'
import type { StarPlayerRow } from './starPlayers'

/** A star player of a Classic league whose level has brought more advances than he has taken. */
export interface PendingAdvance {
  /** The league team's place and saved team, and its name now. */
  readonly team: number
  readonly teamId: string
  readonly teamName: string
  readonly number: number
  readonly name: string
  readonly level: SppLevel
  /** Advances his level brings, and the skills he has taken so far (at most `due`). */
  readonly due: number
  readonly taken: readonly string[]
  /** The skills he may take next, in the skill list's order. */
  readonly choices: readonly string[]
}

/** A saved Classic player as the advances read him. */
export interface AdvancingPlayer {
  readonly number: number
  readonly name: string
  readonly positionId: string
  readonly skills: readonly string[]
  readonly advances?: readonly string[]
}

export interface AdvancingTeam {
  readonly index: number
  readonly teamId: string
  readonly name: string
}

/** A saved team's roster and players; null for a team of another game or one that cannot be read. */
export type SquadOf = (
  teamId: string,
) => { readonly rosterId: string; readonly players: readonly AdvancingPlayer[] } | null

/** The saved player a star row stands for: same shirt number and name on his league team's saved team. */
function playerOf(
  row: StarPlayerRow,
  teams: readonly AdvancingTeam[],
  squadOf: SquadOf,
): { team: AdvancingTeam; player: AdvancingPlayer } | null {
  const team = teams[row.team]
  const squad = team ? squadOf(team.teamId) : null
  const player = squad?.players.find((p) => p.number === row.number && p.name === row.name)
  return team && player ? { team, player } : null
}

/** Each star row with the skills his saved player has taken (`taken`; absent when he is no longer on the team). */
export function withTaken(
  rows: readonly StarPlayerRow[],
  teams: readonly AdvancingTeam[],
  squadOf: SquadOf,
): StarPlayerRow[] {
  return rows.map((row) => {
    const found = playerOf(row, teams, squadOf)
    return found ? { ...row, taken: found.player.advances ?? [] } : row
  })
}

/** Every star whose level brings more advances than his saved player has taken, in the star list's order. */
export function pendingAdvances(
  rows: readonly StarPlayerRow[],
  teams: readonly AdvancingTeam[],
  squadOf: SquadOf,
): PendingAdvance[] {
  const out: PendingAdvance[] = []
  for (const row of rows) {
    if (!row.level || !row.advances) continue
    const found = playerOf(row, teams, squadOf)
    if (!found) continue
    const taken = found.player.advances ?? []
    if (taken.length >= row.advances) continue
    const choices = advanceChoices([...found.player.skills, ...taken])
    if (choices.length === 0) continue
    out.push({
      team: found.team.index,
      teamId: found.team.teamId,
      teamName: found.team.name,
      number: row.number,
      name: row.name,
      level: row.level,
      due: row.advances,
      taken,
      choices,
    })
  }
  return out
}

/**
 * An AI coach's pick (the project rule: an AI-coached team's choice is made by a simple, written rule): the first
 * skill of his position's role's preference list he may take, else the first he may take at all. The lists favour
 * what each role does on the pitch: blockers hit and hold, throwers pass, catchers and runners carry the ball.
 */
export const AI_PREFERENCES: Readonly<Record<Role, readonly string[]>> = {
  lineman: ['block', 'tackle', 'guard', 'dodge', 'sure-hands'],
  blitzer: ['block', 'tackle', 'mighty-blow', 'guard', 'strip-ball'],
  thrower: ['sure-hands', 'pass', 'accurate', 'strong-arm', 'nerves-of-steel', 'block'],
  catcher: ['catch', 'dodge', 'sure-feet', 'sprint', 'block', 'diving-catch'],
  runner: ['sure-hands', 'dodge', 'sure-feet', 'sprint', 'block'],
  bigguy: ['block', 'guard', 'stand-firm', 'break-tackle', 'mighty-blow'],
  special: ['block', 'dodge', 'sure-feet', 'guard'],
}

/** The skill an AI coach gives this player of this roster next; null when there is none left to learn. */
export function aiAdvance(rosterId: string, player: AdvancingPlayer): string | null {
  const choices = advanceChoices([...player.skills, ...(player.advances ?? [])])
  const role = ROSTERS[rosterId]?.positions.find((p) => p.id === player.positionId)?.role ?? 'lineman'
  return AI_PREFERENCES[role].find((id) => choices.includes(id)) ?? choices[0] ?? null
}
