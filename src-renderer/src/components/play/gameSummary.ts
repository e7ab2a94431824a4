// What a match (or its first half) amounts to, from its whole history of engine events (main's replay.events: each
// action's events with the turn it started in, and every piece named) and the view where it stands: who scored
// and when, who was hurt and by whom, and the most valuable player. Pure; the half-time and game-over screens
// word it.
//
// Most valuable player. Classic: our seeds award no MVP (004 ends the match with the score alone: "Het winnen
// van het spel"); the app reads it as a league does (docs/rules/league-carry-over.md point 5): one player of each
// side drawn at random, +5 star player points (src-shared/leagues/mvp.ts). Main draws them and sends them with the
// match only once it is over (replay.events' `mvps`), so this screen names the same two players the league
// records, each with his points counted as the 3rd-edition Living Rulebook counts them (touchdown 3, casualty 2,
// interception 2, completion 1: src-shared/summary/classicSpp.ts) plus the award's 5.
// Cross Check: 000 "Star Player Points" — the engine keeps them (view.crosscheck.players), its leader is named.
// Blitz Bowl: 001 knows no star players; the player with most touchdowns, then casualties caused, is named.
import type { EngineEvent, GameView, Side } from '@shared/engine/api'
import type { ReplayPiece, TurnAt } from '@shared/ipc'
import { CLASSIC_SPP, classicSpp } from '@shared/summary/classicSpp'
import { emptyTally, tallyMatch, type PlayerTally } from '@shared/summary/matchTally'
import { pieceLabel } from './actionCaption'

export interface SummaryStep {
  readonly position: number
  readonly before: TurnAt
  readonly events: readonly EngineEvent[]
}

export interface PlayerRef {
  readonly id: number
  readonly side: Side
  readonly label: string
}

export interface ScoreLine {
  /** The side the score counts for. */
  readonly side: Side
  /** Who scored it (an own goal: a player of the other side); null when the events name nobody. */
  readonly player: PlayerRef | null
  readonly ownGoal: boolean
  readonly at: TurnAt
}

export interface CasualtyLine {
  readonly victim: PlayerRef
  /** 'badly-hurt', 'serious-injury', 'dead' (Classic, Cross Check), 'injured' (Blitz Bowl). */
  readonly result: string
  /** The opponent who caused it (block, foul, check, fight), or null (a failed dodge, the crowd...). */
  readonly by: PlayerRef | null
  readonly at: TurnAt
}

export interface PlayerLine {
  readonly player: PlayerRef
  readonly touchdowns: number
  readonly casualties: number
  readonly completions: number
  readonly interceptions: number
  /** Star player points (Classic counted from the events, with the award's 5 for a drawn MVP; Cross Check the
   * engine's own); null in Blitz Bowl. */
  readonly spp: number | null
}

export interface TeamLine {
  readonly scores: number
  /** Casualties this team caused. */
  readonly casualtiesCaused: number
  readonly casualtiesSuffered: number
}

export interface GameSummary {
  readonly ruleset: GameView['ruleset']
  readonly score: readonly [number, number]
  readonly teams: readonly [TeamLine, TeamLine]
  readonly scores: readonly ScoreLine[]
  readonly casualties: readonly CasualtyLine[]
  /** Classic: each side's drawn MVP, home first (none until main sends the draw at the end); else the one
   * leader, or none when nobody earned anything. */
  readonly mvps: readonly PlayerLine[]
}

export { CLASSIC_SPP }

export function summarize(
  view: GameView,
  steps: readonly SummaryStep[],
  pieces: readonly ReplayPiece[],
  /** Classic's drawn MVPs from main (replay.events `mvps`), known only once the game is over. */
  drawn?: readonly [number | null, number | null],
): GameSummary {
  const byId = new Map<number, PlayerRef>()
  const ref = (id: number | null): PlayerRef | null => (id === null ? null : (byId.get(id) ?? null))
  for (const p of pieces) byId.set(p.id, { id: p.id, side: p.side, label: pieceLabel(p) })
  for (const p of view.pieces)
    if (!byId.has(p.id)) byId.set(p.id, { id: p.id, side: p.side, label: pieceLabel(p) })

  // The counting is shared with main's league star player points (src-shared/summary/matchTally.ts).
  const tally = tallyMatch(steps, new Map([...byId.values()].map((p) => [p.id, p.side])))
  const scores: ScoreLine[] = tally.scores.map((s) => ({
    side: s.side,
    player: ref(s.player),
    ownGoal: s.ownGoal,
    at: steps[s.step].before,
  }))
  const casualties: CasualtyLine[] = tally.casualties.map((c) => ({
    victim: byId.get(c.victim)!,
    result: c.result,
    by: ref(c.by),
    at: steps[c.step].before,
  }))

  const teams = ([0, 1] as const).map((side) => ({
    scores: scores.filter((s) => s.side === side).length,
    casualtiesCaused: casualties.filter((c) => c.by?.side === side).length,
    casualtiesSuffered: casualties.filter((c) => c.victim.side === side).length,
  })) as unknown as readonly [TeamLine, TeamLine]

  return {
    ruleset: view.ruleset,
    score: [view.score[0], view.score[1]],
    teams,
    scores,
    casualties,
    mvps:
      view.ruleset === 'classic'
        ? drawnMvps(drawn ?? [null, null], tally.players, byId)
        : [mostValuable(view, tally.players, byId)].filter((m) => m !== null),
  }
}

function drawnMvps(
  drawn: readonly [number | null, number | null],
  tallies: ReadonlyMap<number, PlayerTally>,
  byId: ReadonlyMap<number, PlayerRef>,
): PlayerLine[] {
  const lines: PlayerLine[] = []
  for (const id of drawn) {
    const player = id === null ? undefined : byId.get(id)
    if (!player) continue
    const t = tallies.get(player.id) ?? emptyTally()
    lines.push({ player, ...t, spp: classicSpp(t) + CLASSIC_SPP.mvp })
  }
  return lines
}

function mostValuable(
  view: GameView,
  tallies: ReadonlyMap<number, PlayerTally>,
  byId: ReadonlyMap<number, PlayerRef>,
): PlayerLine | null {
  const lines: PlayerLine[] = []
  const engineSpp = new Map((view.crosscheck?.players ?? []).map((p) => [p.id, p.spp]))
  const ids = new Set([...tallies.keys(), ...engineSpp.keys()])
  for (const id of ids) {
    const player = byId.get(id)
    if (!player) continue
    const t = tallies.get(id) ?? emptyTally()
    const spp = view.ruleset === 'crosscheck' ? (engineSpp.get(id) ?? 0) : null
    lines.push({ player, ...t, spp })
  }
  // Most points first (Blitz Bowl: touchdowns, then casualties); ties to the most touchdowns, then casualties,
  // then the lower piece id, so the same match always names the same player.
  lines.sort(
    (a, b) =>
      (b.spp ?? 0) - (a.spp ?? 0) ||
      b.touchdowns - a.touchdowns ||
      b.casualties - a.casualties ||
      b.completions - a.completions ||
      a.player.id - b.player.id,
  )
  const best = lines[0]
  if (!best) return null
  const earned = best.spp !== null ? best.spp > 0 : best.touchdowns + best.casualties > 0
  return earned ? best : null
}
