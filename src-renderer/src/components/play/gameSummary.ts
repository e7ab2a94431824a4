// What a match (or its first half) amounts to, from its whole history of engine events (main's replay.events: each
// action's events with the turn it started in, and every piece named) and the view where it stands: who scored
// and when, who was hurt and by whom, and the most valuable player. Pure; the half-time and game-over screens
// word it.
//
// Most valuable player. Classic: our seeds award no MVP (004 ends the match with the score alone: "Het winnen
// van het spel"), so the star player points leader is named, counted as the 3rd-edition Living Rulebook counts
// them (touchdown 3, casualty 2, interception 2, completion 1; 003 Regeneration assumes such points: "opposing
// team players earn Star Player points as normal for inflicting a badly hurt, serious injury, or dead result").
// Cross Check: 000 "Star Player Points" — the engine keeps them (view.crosscheck.players), its leader is named.
// Blitz Bowl: 001 knows no star players; the player with most touchdowns, then casualties caused, is named.
import type { EngineEvent, GameView, Side } from '@shared/engine/api'
import type { ReplayPiece, TurnAt } from '@shared/ipc'
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
  /** Star player points (Classic counted from the events, Cross Check the engine's own); null in Blitz Bowl. */
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
  readonly mvp: PlayerLine | null
}

/** 3rd-edition Living Rulebook star player points (see the note at the top). */
export const CLASSIC_SPP = { touchdown: 3, casualty: 2, interception: 2, completion: 1 } as const

const CASUALTY_RESULTS = new Set(['badly-hurt', 'serious-injury', 'dead', 'casualty', 'injured'])

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)
const isSide = (v: unknown): v is Side => v === 0 || v === 1

interface Contact {
  readonly a: number
  readonly b: number
}

interface Tally {
  touchdowns: number
  casualties: number
  completions: number
  interceptions: number
}

export function summarize(
  view: GameView,
  steps: readonly SummaryStep[],
  pieces: readonly ReplayPiece[],
): GameSummary {
  const byId = new Map<number, PlayerRef>()
  const ref = (id: number | null): PlayerRef | null => (id === null ? null : (byId.get(id) ?? null))
  for (const p of pieces) byId.set(p.id, { id: p.id, side: p.side, label: pieceLabel(p) })
  for (const p of view.pieces)
    if (!byId.has(p.id)) byId.set(p.id, { id: p.id, side: p.side, label: pieceLabel(p) })

  const tallies = new Map<number, Tally>()
  const tally = (id: number): Tally => {
    let t = tallies.get(id)
    if (!t) tallies.set(id, (t = { touchdowns: 0, casualties: 0, completions: 0, interceptions: 0 }))
    return t
  }
  const scores: ScoreLine[] = []
  const casualties: CasualtyLine[] = []
  /** The last block, foul, check or fight: who hurt whom. */
  let contact: Contact | null = null
  /** Cross Check: the last player of each side to touch the puck (000: the goal is his). */
  const lastTouch: [number | null, number | null] = [null, null]
  let passer: number | null = null

  for (const step of steps) {
    for (const e of step.events) {
      const player = num(e.player)
      const touched = player !== null ? byId.get(player) : undefined
      if (touched && e.type === 'control') lastTouch[touched.side] = player
      switch (e.type) {
        case 'activate':
        case 'action':
        case 'turn-start':
        case 'turn':
          contact = null
          passer = null
          break
        case 'block':
          contact = pair(num(e.attacker), num(e.defender))
          break
        case 'block-result':
          contact = pair(num(e.attacker) ?? player, num(e.defender) ?? num(e.target)) ?? contact
          break
        case 'foul':
        case 'stab':
        case 'chainsaw':
        case 'check-result':
        case 'fight':
          contact = pair(player, num(e.target)) ?? contact
          break
        case 'roll':
          if ((e.purpose === 'shot' || e.purpose === 'pass') && touched) lastTouch[touched.side] = player
          break
        case 'pass':
        case 'hand-off':
          passer = e.type === 'pass' ? player : null
          break
        case 'catch':
          if (passer !== null && player !== null && byId.get(passer)?.side === byId.get(player)?.side)
            tally(passer).completions++
          passer = null
          break
        case 'interception':
          if (player !== null) tally(player).interceptions++
          passer = null
          break
        case 'touchdown': {
          const ownGoal = e.ownGoal === true
          const side = isSide(e.side) ? e.side : (touched?.side ?? 0)
          if (player !== null && !ownGoal) tally(player).touchdowns++
          scores.push({ side, player: ref(player), ownGoal, at: step.before })
          break
        }
        case 'goal': {
          const side = isSide(e.side) ? e.side : 0
          const scorer = lastTouch[side]
          if (scorer !== null) tally(scorer).touchdowns++
          scores.push({ side, player: ref(scorer), ownGoal: false, at: step.before })
          break
        }
        case 'injury':
        case 'injured': {
          const result = e.type === 'injured' ? 'injured' : String(e.result ?? '')
          const victim = ref(player)
          if (!victim || !CASUALTY_RESULTS.has(result)) break
          const hurter = contact
            ? contact.a === victim.id
              ? contact.b
              : contact.b === victim.id
                ? contact.a
                : null
            : null
          const by = ref(hurter)
          const caused = by && by.side !== victim.side ? by : null
          if (caused) tally(caused.id).casualties++
          casualties.push({ victim, result, by: caused, at: step.before })
          break
        }
      }
    }
  }

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
    mvp: mostValuable(view, tallies, byId),
  }
}

function pair(a: number | null, b: number | null): Contact | null {
  return a === null || b === null ? null : { a, b }
}

function mostValuable(
  view: GameView,
  tallies: ReadonlyMap<number, Tally>,
  byId: ReadonlyMap<number, PlayerRef>,
): PlayerLine | null {
  const lines: PlayerLine[] = []
  const engineSpp = new Map((view.crosscheck?.players ?? []).map((p) => [p.id, p.spp]))
  const ids = new Set([...tallies.keys(), ...engineSpp.keys()])
  for (const id of ids) {
    const player = byId.get(id)
    if (!player) continue
    const t = tallies.get(id) ?? { touchdowns: 0, casualties: 0, completions: 0, interceptions: 0 }
    const spp =
      view.ruleset === 'crosscheck'
        ? (engineSpp.get(id) ?? 0)
        : view.ruleset === 'classic'
          ? t.touchdowns * CLASSIC_SPP.touchdown +
            t.casualties * CLASSIC_SPP.casualty +
            t.interceptions * CLASSIC_SPP.interception +
            t.completions * CLASSIC_SPP.completion
          : null
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
