// A finished Classic league match's star player points per player (issue 23 point 5;
// docs/rules/league-carry-over.md point 5): what the game's log says each player did (summary/matchTally.ts, the
// count the game-over screen shows) at the values of summary/classicSpp.ts, and each team's most valuable player
// (+5, mvp.ts). The final position says none of it, so main replays the game's log when the result is recorded.
import type { EngineEvent, Side } from '../engine/api'
import { CLASSIC_SPP, classicSpp } from '../summary/classicSpp'
import { emptyTally, tallyMatch } from '../summary/matchTally'
import { classicMvps } from './mvp'
import type { MatchStarPlayer } from './starPlayers'

/** A player of the match's team sheets. */
export interface SheetPlayer {
  readonly id: number
  readonly side: Side
  readonly number: number
  readonly name: string
}

export interface ClassicMatch {
  /** The game's seed and its actions, each action's events in order (its log replayed). */
  readonly seed: number
  readonly steps: readonly { readonly events: readonly EngineEvent[] }[]
  /** Both team sheets: every player of each side in the game. */
  readonly players: readonly SheetPlayer[]
}

/** Every player who earned points in the match, with what earned them, by side and shirt number. */
export function classicStarPlayers(match: ClassicMatch): MatchStarPlayer[] {
  const tally = tallyMatch(match.steps, new Map(match.players.map((p) => [p.id, p.side])))
  const mvps = new Set(classicMvps(match.seed, match.steps.length, match.players))
  const earned: MatchStarPlayer[] = []
  for (const p of match.players) {
    const t = tally.players.get(p.id) ?? emptyTally()
    const mvp = mvps.has(p.id) ? 1 : 0
    const spp = classicSpp(t) + mvp * CLASSIC_SPP.mvp
    if (spp <= 0) continue
    earned.push({
      side: p.side,
      number: p.number,
      name: p.name,
      spp,
      td: t.touchdowns,
      cas: t.casualties,
      comp: t.completions,
      int: t.interceptions,
      mvp,
    })
  }
  return earned.sort((a, b) => a.side - b.side || a.number - b.number)
}
