// The dice log's rows, straight from the engine's events: every `roll` event (engine/api.ts DiceEvent), stamped
// with the team turn it happened in and the piece that rolled. The turn is followed through the events themselves
// (a failed Dodge ends the turn, so the view *after* the action already shows the next one). Each row carries the
// result its roll decided (diceLogResults.ts) and the action it belongs to (the compact mode's one line per action).
import type { DiceEvent, EngineEvent, GameView, RulesetId, Side } from '@shared/engine/api'
import { choiceFromEvent, resultOf, rollFromEvent, type LogResult } from './diceLogResults'

/** When a roll happened: the half/period and the team turn (side null before the first turn, e.g. kick-off). */
export interface TurnStamp {
  readonly period: number
  readonly side: Side | null
  readonly turn: number
}

export interface RollerInfo {
  readonly side: Side
  readonly number: number
  readonly name: string
  readonly positionId: string
  /** A player of the other team has the same number and position: the log adds his team's name. */
  readonly namesake?: boolean
}

export interface DiceLogEntry {
  /** Order in the log, from 0. */
  readonly seq: number
  /** Actions applied after the action that rolled it (the undo history's cursor), or null when unknown. */
  readonly position: number | null
  readonly at: TurnStamp
  readonly roll: DiceEvent
  /** The team the roll belongs to: the rolling piece's side, else the event's `side`, else null (weather...). */
  readonly side: Side | null
  readonly player: RollerInfo | null
  /** The table result the roll decided (kick-off event, weather, injury, penalty...), or null. */
  readonly result: LogResult | null
  /** The other player of an opposed roll (a fight's target, the puck's holder in a challenge), or null. */
  readonly other: RollerInfo | null
  /** An opposed roll's two totals: [roller, other]. */
  readonly totals: readonly [number, number] | null
  /** The action the roll belongs to: rows with the same key make one line in the compact mode. */
  readonly action: string
  readonly ruleset: RulesetId | null
}

export function isRoll(e: EngineEvent): e is DiceEvent {
  return e.type === 'roll' && typeof e.purpose === 'string' && Array.isArray(e.dice)
}

export function stampOf(view: GameView | null): TurnStamp {
  if (!view) return { period: 0, side: null, turn: 0 }
  const side = view.activeSide
  return { period: view.period, side, turn: side === null ? 0 : view.turns[side] }
}

const asSide = (v: unknown): Side | null => (v === 0 || v === 1 ? v : null)

/** Turn and period changes announced by the rulesets' events ('turn-start'/'turn', 'half-start'/'period-start'). */
function advance(at: TurnStamp, e: EngineEvent): TurnStamp {
  if ((e.type === 'turn-start' || e.type === 'turn') && asSide(e.side) !== null && typeof e.turn === 'number')
    return { ...at, side: asSide(e.side), turn: e.turn }
  if (e.type === 'half-start' && typeof e.half === 'number') return { period: e.half, side: null, turn: 0 }
  if (e.type === 'period-start' && typeof e.period === 'number')
    return { period: e.period, side: null, turn: 0 }
  return at
}

/**
 * The rolls among `events`, the events of one change of the game from `before` to `after` (either may lack a
 * piece: pieces are looked up in both).
 */
export function rollsOf(
  events: readonly EngineEvent[],
  before: GameView | null,
  after: GameView,
  position: number | null,
  firstSeq: number,
): DiceLogEntry[] {
  const pieces = new Map<number, RollerInfo>()
  for (const v of [before, after])
    for (const p of v?.pieces ?? [])
      pieces.set(p.id, { side: p.side, number: p.number, name: p.name, positionId: p.positionId })
  return rollsAt(events, stampOf(before ?? after), pieces, position, firstSeq, after.ruleset)
}

/**
 * The rolls among `events`, the events of one action that started at turn `start`, naming the rollers from
 * `pieces` (a reopened game's history comes as events, turn stamps and pieces, not views: replay.events).
 */
export function rollsAt(
  events: readonly EngineEvent[],
  start: TurnStamp,
  pieces: ReadonlyMap<number, RollerInfo>,
  position: number | null,
  firstSeq: number,
  ruleset: RulesetId | null = null,
): DiceLogEntry[] {
  let at = start
  const out: DiceLogEntry[] = []
  const who = (id: unknown): RollerInfo | null => {
    const p = typeof id === 'number' ? pieces.get(id) : undefined
    return p ? { ...p, namesake: hasNamesake(pieces, p) } : null
  }
  // One action's rows share a key: its place in the undo history, else the first row's place in the log.
  const action = position !== null ? `p${position}` : `s${firstSeq}`
  /** The last fight or check of the action: a ref die after it judges that (diceLogResults.ts). */
  let context: string | null = null
  /** Purposes rolled in this action: a block's chosen die shows only when the dice were rolled before it. */
  const rolled = new Set<string>()
  events.forEach((e, i) => {
    at = advance(at, e)
    if (e.type === 'fight' || e.type === 'check-result') context = e.type
    if (isRoll(e)) rolled.add(e.purpose)
    const choice = isRoll(e) ? null : choiceFromEvent(e)
    const opposed = isRoll(e)
      ? null
      : (rollFromEvent(e) ?? (choice && !rolled.has(choice.roll.purpose) ? choice : null))
    if (!isRoll(e) && !opposed) return
    const roll = opposed ? opposed.roll : (e as DiceEvent)
    const player = who(roll.player)
    let next = i + 1
    while (next < events.length && !isRoll(events[next])) next++
    out.push({
      seq: firstSeq + out.length,
      position,
      at,
      roll,
      side: player?.side ?? asSide(e.side),
      player,
      result: opposed ? opposed.result : resultOf(roll, events.slice(i + 1, next), context, ruleset),
      other: opposed ? who(opposed.other) : null,
      totals: opposed?.totals ?? null,
      action,
      ruleset,
    })
  })
  return out
}

/** Whether a player of the other team wears the same number in the same position ("#3 Lineman" twice). */
function hasNamesake(pieces: ReadonlyMap<number, RollerInfo>, p: RollerInfo): boolean {
  for (const q of pieces.values())
    if (q.side !== p.side && q.number === p.number && q.positionId === p.positionId) return true
  return false
}

export type SideFilter = Side | 'all'

export interface DiceLogFilter {
  readonly side: SideFilter
  /** A purpose as the events name it, or 'all'. */
  readonly purpose: string
  readonly failuresOnly: boolean
}

export const NO_FILTER: DiceLogFilter = { side: 'all', purpose: 'all', failuresOnly: false }

export function applyFilter(entries: readonly DiceLogEntry[], f: DiceLogFilter): DiceLogEntry[] {
  return entries.filter(
    (e) =>
      (f.side === 'all' || e.side === f.side) &&
      (f.purpose === 'all' || e.roll.purpose === f.purpose) &&
      (!f.failuresOnly || e.roll.success === false),
  )
}

/** The purposes present in the log, in first-seen order (the purpose filter's choices). */
export function purposesOf(entries: readonly DiceLogEntry[]): string[] {
  return [...new Set(entries.map((e) => e.roll.purpose))]
}
