// A dead player leaves his team only with his coach's say (docs/rules/league-carry-over.md point 3). 002 injuries
// 12, Dead: "The player won't be playing Blood Bowl any more." He misses the rest of the league either way
// (absences.ts); what the coach decides is whether the saved team itself loses him, since the same saved team may
// play in other leagues and one-off games. Every death a played Classic fixture recorded waits for that answer
// while the player is still on the saved team (same number and name: a player the coach already took off in the
// team builder, or a new player wearing his number, is not asked about).
import { MIN_PLAYERS } from '../rules/classic/data/teamSchema'
import type { LastingInjury } from './absences'

/** A dead player still on his saved team, waiting for the coach's answer. */
export interface PendingRemoval {
  /** The league team's place and saved team, and its name now. */
  readonly team: number
  readonly teamId: string
  readonly teamName: string
  readonly number: number
  readonly name: string
  /** The fixture he died in, and its round. */
  readonly fixture: number
  readonly round: number
  /** False when the saved team has only 11 players (game-facts A1's least): he cannot leave it before another joins. */
  readonly canRemove: boolean
}

export interface RemovalFixture {
  readonly index: number
  readonly round: number
  readonly home: number
  readonly away: number
  readonly status: 'scheduled' | 'playing' | 'played'
  readonly result: { readonly injuries?: readonly LastingInjury[] } | null
}

export interface RemovalTeam {
  readonly index: number
  readonly teamId: string
  readonly name: string
}

/** A saved Classic team's players as the check needs them; null for another game's team or one that cannot be read. */
export type PlayersOf = (
  teamId: string,
) => readonly { readonly number: number; readonly name: string }[] | null

/** Every unanswered death of the league's played fixtures whose player is still on his saved team, in fixture order. */
export function pendingRemovals(
  teams: readonly RemovalTeam[],
  fixtures: readonly RemovalFixture[],
  playersOf: PlayersOf,
): PendingRemoval[] {
  const out: PendingRemoval[] = []
  const seen = new Set<string>()
  for (const f of fixtures) {
    if (f.status !== 'played' || !f.result?.injuries) continue
    for (const injury of f.result.injuries) {
      if (injury.kind !== 'dead' || injury.answer !== undefined) continue
      const team = teams[injury.side === 0 ? f.home : f.away]
      const players = team ? playersOf(team.teamId) : null
      if (!team || !players) continue
      const key = `${team.index}:${injury.number}`
      const onTeam = players.some((p) => p.number === injury.number && p.name === injury.name)
      if (!onTeam || seen.has(key)) continue
      seen.add(key)
      out.push({
        team: team.index,
        teamId: team.teamId,
        teamName: team.name,
        number: injury.number,
        name: injury.name,
        fixture: f.index,
        round: f.round,
        canRemove: players.length > MIN_PLAYERS,
      })
    }
  }
  return out
}
