// What the attract loop plays: which games, in what order, and which stretches of each. A whole game would hold a
// screen for half an hour, so each game shows its big moments — the run-up to each touchdown or goal and to the
// worst injuries — and, with none, its opening. Pure, so the order is tested and a TV shows the same reel.
import {
  savedGameOpens,
  type ClassicGameInfo,
  type MarkerKind,
  type SavedGameSummary,
  type Timeline,
} from '@shared/ipc'

export interface Segment {
  /** Position to start from (shown without animation) and the last position to step to. */
  readonly from: number
  readonly to: number
  /** The marker the segment leads up to, if any. */
  readonly marker: MarkerKind | null
}

export interface SegmentOptions {
  /** Actions shown before a marker (the run-up) and after it (the celebration). */
  readonly lead: number
  readonly tail: number
  /** At most this many segments per game, scores before injuries. */
  readonly max: number
  /** Actions of the opening shown when a game has no marker. */
  readonly opening: number
}

export const SEGMENT_DEFAULTS: SegmentOptions = { lead: 10, tail: 2, max: 3, opening: 40 }

/** A score (Classic and Blitz Bowl touchdown, Cross Check goal) before an injury; turnovers are never chosen. */
const RANK: Readonly<Record<MarkerKind, number>> = { touchdown: 0, goal: 0, injury: 1, turnover: 2 }

/**
 * The stretches of a game to play, in game order: up to `max` markers (scores first, then injuries; never
 * turnovers, which are too common to be news), each from `lead` actions before it to `tail` after; overlapping
 * stretches are merged. A game without such markers plays its opening.
 */
export function attractSegments(timeline: Timeline, options: Partial<SegmentOptions> = {}): Segment[] {
  const o = { ...SEGMENT_DEFAULTS, ...options }
  const length = timeline.length
  if (length <= 0) return []
  const chosen = timeline.markers
    .filter((m) => m.kind !== 'turnover' && m.position > 0 && m.position <= length)
    .map((m, i) => ({ ...m, i }))
    .sort((a, b) => RANK[a.kind] - RANK[b.kind] || a.i - b.i)
    .slice(0, Math.max(0, o.max))
    .sort((a, b) => a.position - b.position)
  if (chosen.length === 0) return [{ from: 0, to: Math.min(length, o.opening), marker: null }]
  const out: Segment[] = []
  for (const m of chosen) {
    // A marker's position is the state right after the event, so the step into it shows the event itself.
    const from = Math.max(0, m.position - o.lead)
    const to = Math.min(length, m.position + o.tail)
    const last = out[out.length - 1]
    if (last && from <= last.to) {
      const keep = RANK[last.marker ?? 'turnover'] <= RANK[m.kind] ? last.marker : m.kind
      out[out.length - 1] = { from: last.from, to: Math.max(last.to, to), marker: keep }
    } else out.push({ from, to, marker: m.kind })
  }
  return out
}

/** One game of the reel: a saved game's id and a title to show. */
export interface ReelEntry {
  readonly gameId: string | null
  /** A shipped classic not yet in the saves: opened (classics.open) when its turn comes. */
  readonly classicId: string | null
  readonly title: string
}

const titleOf = (g: SavedGameSummary): string => g.title || `${g.teams[0].name} v ${g.teams[1].name}`

/**
 * The reel: finished games played here and imported ones (most recent first), interleaved with the shipped
 * classics (the ones already in the saves by their saved copy, the rest to be opened), so a club's own games and
 * the classics take turns. Unfinished games are the match display's business, not the reel's.
 */
export function attractReel(
  saves: readonly SavedGameSummary[],
  classics: readonly ClassicGameInfo[],
): ReelEntry[] {
  const savedClassic = new Map<string, SavedGameSummary>()
  const own: ReelEntry[] = []
  for (const g of saves) {
    if (g.source?.startsWith('classic:')) savedClassic.set(g.source.slice('classic:'.length), g)
    else if (g.status === 'finished' && g.actions > 0 && savedGameOpens(g))
      own.push({ gameId: g.gameId, classicId: null, title: titleOf(g) })
  }
  const shipped: ReelEntry[] = classics.map((c) => {
    const saved = savedClassic.get(c.id)
    return saved
      ? { gameId: saved.gameId, classicId: null, title: c.title || titleOf(saved) }
      : { gameId: null, classicId: c.id, title: c.title }
  })
  const reel: ReelEntry[] = []
  for (let i = 0; i < Math.max(own.length, shipped.length); i++) {
    if (i < shipped.length) reel.push(shipped[i])
    if (i < own.length) reel.push(own[i])
  }
  return reel
}
