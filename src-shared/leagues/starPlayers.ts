// Star player points per player across a league (issue 23 point 5; docs/rules/league-carry-over.md point 5).
// Cross Check: 000's table as the engine counts it during a match (goal 3, assist 1, casualty 2, save ½, penalty
// turn ¼, "Always round down" — the engine rounds each match's total, rules/crosscheck/data/spp.ts), read from the
// final position and kept with the fixture's result. Classic: the values documented there (no seed prints a table),
// counted from the game's log replayed when the result is recorded (classicStars.ts), each with what earned them.
// Blitz Bowl, 001: a game of one match, no points per player.
import type { GameView } from '../engine/api'
import type { SppLevel } from './advancement'

/** One player's star player points from one match, as a played fixture's result keeps them. */
export interface MatchStarPlayer {
  readonly side: 0 | 1
  readonly number: number
  readonly name: string
  readonly spp: number
  /** What earned them (Classic only; absent from Cross Check's and from results kept before): touchdowns, casualties
   * caused, completions, interceptions and most valuable player awards. */
  readonly td?: number
  readonly cas?: number
  readonly comp?: number
  readonly int?: number
  readonly mvp?: number
}

/** What earned a player's points, summed over a league (0 where a result did not say). */
export interface EarnedBy {
  readonly td: number
  readonly cas: number
  readonly comp: number
  readonly int: number
  readonly mvp: number
}

const EARNED_KEYS = ['td', 'cas', 'comp', 'int', 'mvp'] as const

/** The star player points each player earned in a finished game; only players who earned any, by side and number. */
export function matchStarPlayers(view: GameView): MatchStarPlayer[] {
  // 000 Star Player Points (Cross Check only; see the head of this file for Classic and Blitz Bowl).
  if (view.ruleset !== 'crosscheck' || !view.crosscheck) return []
  const pieces = new Map(view.pieces.map((p) => [p.id, p]))
  const earned: MatchStarPlayer[] = []
  for (const player of view.crosscheck.players) {
    const piece = pieces.get(player.id)
    if (!piece || player.spp <= 0) continue
    earned.push({ side: piece.side, number: piece.number, name: piece.name, spp: player.spp })
  }
  return earned.sort((a, b) => a.side - b.side || a.number - b.number)
}

/** A league team's player and what he earned over the league's played fixtures. */
export interface StarPlayerRow extends EarnedBy {
  /** The team's index in the league (seed order). */
  readonly team: number
  readonly number: number
  /** His name in the latest fixture he earned points in. */
  readonly name: string
  readonly spp: number
  /** Played fixtures he earned points in. */
  readonly matches: number
  /** With the league's `advancement` option on (advancement.ts): his level and the advances it brings. */
  readonly level?: SppLevel
  readonly advances?: number
  /** With advancement on, in a Classic league: the skills his saved player has taken (advances.ts); absent when he
   * is no longer on the team under that number and name. */
  readonly taken?: readonly string[]
}

export interface StarPlayerFixture {
  readonly home: number
  readonly away: number
  readonly status: 'scheduled' | 'playing' | 'played'
  readonly result: { readonly starPlayers?: readonly MatchStarPlayer[] } | null
}

/**
 * Every player's points summed over the league's played fixtures (a result kept before star player points were
 * recorded counts as none), most first, then by team and shirt number. Players are known by team and shirt number,
 * as absences.ts knows them.
 */
export function leagueStarPlayers(fixtures: readonly StarPlayerFixture[]): StarPlayerRow[] {
  type Row = { team: number; number: number; name: string; spp: number; matches: number } & {
    -readonly [K in keyof EarnedBy]: number
  }
  const rows = new Map<string, Row>()
  for (const fixture of fixtures) {
    if (fixture.status !== 'played' || !fixture.result?.starPlayers) continue
    for (const player of fixture.result.starPlayers) {
      const team = player.side === 0 ? fixture.home : fixture.away
      const key = `${team}:${player.number}`
      const row = rows.get(key) ?? {
        team,
        number: player.number,
        name: player.name,
        spp: 0,
        matches: 0,
        td: 0,
        cas: 0,
        comp: 0,
        int: 0,
        mvp: 0,
      }
      row.name = player.name
      row.spp += player.spp
      for (const k of EARNED_KEYS) row[k] += player[k] ?? 0
      row.matches++
      rows.set(key, row)
    }
  }
  return [...rows.values()].sort((a, b) => b.spp - a.spp || a.team - b.team || a.number - b.number)
}

/**
 * Classic fixtures played with no star player points kept (recorded before they were counted, or their game's log
 * could not be read then): their indices, so the league says so rather than show their players with none. Every
 * Classic match kept with its points has two at least (each side's most valuable player, mvp.ts).
 */
export function uncountedFixtures(
  ruleset: string,
  fixtures: readonly (StarPlayerFixture & { readonly index: number })[],
): number[] {
  if (ruleset !== 'classic') return []
  return fixtures
    .filter((f) => f.status === 'played' && f.result !== null && f.result.starPlayers === undefined)
    .map((f) => f.index)
}
