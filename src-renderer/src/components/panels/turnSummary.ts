// A team turn in one line for the dice log ("Orc Team turn 3: 6 players acted, 2 blocks, 1 knock-down, moved the
// ball 6 squares"): tallied from the engine events of the changes made in that turn, as the playback shows them.
// A turn runs from the engines' `turn-start` (Blitz Bowl: `turn`) to their `turn-end`, so set-ups, kick-offs and
// face-offs between turns count for nobody; only a turn followed from its start gets a line (TurnFollower). Pure:
// the log store feeds it and turnSummaryText words it.
import type { EngineEvent, GameView, Side } from '@shared/engine/api'
import type { Translate } from './diceLogFormat'
import type { DiceLogEntry, TurnStamp } from './diceLogEntries'

export interface TurnTally {
  readonly at: TurnStamp & { readonly side: Side }
  /** Players of the side who acted (moved, blocked, threw...). */
  readonly actors: Set<number>
  blocks: number
  /** Opponents knocked down (or falling in a Cross Check check). */
  knockDowns: number
  /** Opponents knocked out, and opponents hurt worse (casualties; Blitz Bowl's injured). */
  kos: number
  casualties: number
  /** Passes and hand-offs caught by a team-mate. */
  completions: number
  /** Touchdowns or goals for the side. */
  scores: number
  turnover: boolean
  /** The ball (the first ball, or the puck) where the turn started and where it stands now. */
  readonly ballFrom: { readonly x: number; readonly y: number } | null
  ballTo: { readonly x: number; readonly y: number } | null
}

/** A finished team turn's line in the dice log. */
export interface TurnNote {
  /** How many rolls the log held when the turn ended: the line goes after them. */
  readonly after: number
  /** The undo history's cursor after the turn's last action (an undo before it drops the line), or null. */
  readonly position: number | null
  readonly tally: TurnTally
}

export type LogRow =
  { readonly kind: 'roll'; readonly entry: DiceLogEntry } | { readonly kind: 'turn'; readonly note: TurnNote }

/** The compact mode's rows: one per action (its rolls together), turn lines as they were. */
export type CompactRow =
  | { readonly kind: 'action'; readonly entries: readonly DiceLogEntry[] }
  | { readonly kind: 'turn'; readonly note: TurnNote }

/** Joins the rolls of one action (the same `action` key, one after another) into one row. */
export function byAction(rows: readonly LogRow[]): CompactRow[] {
  const out: CompactRow[] = []
  for (const row of rows) {
    if (row.kind === 'turn') {
      out.push(row)
      continue
    }
    const last = out[out.length - 1]
    if (last?.kind === 'action' && last.entries[0].action === row.entry.action)
      out[out.length - 1] = { kind: 'action', entries: [...last.entries, row.entry] }
    else out.push({ kind: 'action', entries: [row.entry] })
  }
  return out
}

/** Rolls and turn lines in the order they happened (a line after the rolls logged before its turn ended). */
export function logRows(entries: readonly DiceLogEntry[], notes: readonly TurnNote[]): LogRow[] {
  const rows: LogRow[] = []
  let n = 0
  for (const entry of entries) {
    while (n < notes.length && notes[n].after <= entry.seq) rows.push({ kind: 'turn', note: notes[n++] })
    rows.push({ kind: 'roll', entry })
  }
  while (n < notes.length) rows.push({ kind: 'turn', note: notes[n++] })
  return rows
}

const CASUALTIES = new Set(['badly-hurt', 'serious-injury', 'dead', 'casualty', 'injured'])
const ACTOR_EVENTS = new Set(['activate', 'action', 'move', 'step', 'block', 'foul', 'pass', 'hand-off'])

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)

function ballOf(view: GameView): { x: number; y: number } | null {
  const b = view.balls[0]
  return b ? { x: b.x, y: b.y } : null
}

/** Decisions between team turns (a view there may still name the last turn's side). */
const BETWEEN_TURNS = new Set(['setup', 'line-up', 'kick', 'kick-or-receive', 'coin-toss', 'touchback'])

/** A tally for the team turn `view` is in; null outside a team turn (set-up, kick-off, face-off, game over). */
export function startTally(view: GameView): TurnTally | null {
  const side = view.activeSide
  if (side === null || view.decision.side === null || BETWEEN_TURNS.has(view.decision.kind)) return null
  if (view.turns[side] <= 0) return null
  return tallyAt({ period: view.period, side, turn: view.turns[side] }, ballOf(view))
}

function tallyAt(at: TurnTally['at'], ball: { x: number; y: number } | null): TurnTally {
  return {
    at,
    actors: new Set(),
    blocks: 0,
    knockDowns: 0,
    kos: 0,
    casualties: 0,
    completions: 0,
    scores: 0,
    turnover: false,
    ballFrom: ball,
    ballTo: ball,
  }
}

/**
 * Follows team turns through the changes of a game: each turn is tallied from its start event to its end event,
 * and `ended` hears each one followed whole. Joined in the middle of a turn, it tallies the rest but says nothing.
 */
export class TurnFollower {
  private running: { tally: TurnTally; whole: boolean } | null = null

  constructor(private readonly ended: (tally: TurnTally) => void) {}

  /** Forget the turn being tallied (an undo took some of its actions back). */
  reset(): void {
    this.running = null
  }

  feed(events: readonly EngineEvent[], before: GameView, after: GameView): void {
    if (!this.running) {
      const joined = startTally(before)
      this.running = joined ? { tally: joined, whole: false } : null
    }
    let chunk: EngineEvent[] = []
    const flush = (): void => {
      if (this.running && chunk.length > 0) addToTally(this.running.tally, chunk, before, after)
      chunk = []
    }
    for (const e of events) {
      if (e.type === 'turn-start' || e.type === 'turn') {
        flush()
        const side = e.side === 0 || e.side === 1 ? e.side : null
        this.running =
          side !== null && typeof e.turn === 'number'
            ? { tally: tallyAt({ period: after.period, side, turn: e.turn }, ballOf(after)), whole: true }
            : null
        continue
      }
      chunk.push(e)
      if (e.type === 'turn-end') {
        flush()
        if (this.running?.whole) this.ended(this.running.tally)
        this.running = null
      }
    }
    flush()
  }
}

/** Adds one change of the turn: its events, which led from `before` to `after`. */
export function addToTally(
  tally: TurnTally,
  events: readonly EngineEvent[],
  before: GameView,
  after: GameView,
): void {
  const side = tally.at.side
  const sideOf = new Map<number, Side>()
  for (const v of [before, after]) for (const p of v.pieces) sideOf.set(p.id, p.side)
  const opponent = (id: number | null): boolean => id !== null && sideOf.get(id) === 1 - side
  let thrown = false
  let scored = false
  for (const e of events) {
    const player = num(e.player) ?? num(e.attacker)
    if (ACTOR_EVENTS.has(e.type) && player !== null && sideOf.get(player) === side) tally.actors.add(player)
    switch (e.type) {
      case 'block-result':
      case 'check-result':
        tally.blocks++
        break
      case 'knocked-down':
      case 'fall':
        if (opponent(player)) tally.knockDowns++
        break
      case 'injury':
      case 'injured': {
        if (!opponent(player)) break
        const result = e.type === 'injured' ? 'injured' : String(e.result)
        if (result === 'ko') tally.kos++
        else if (CASUALTIES.has(result)) tally.casualties++
        break
      }
      case 'pass':
      case 'hand-off':
        thrown = true
        break
      case 'catch':
        if (thrown && player !== null && sideOf.get(player) === side) tally.completions++
        thrown = false
        break
      case 'touchdown':
      case 'goal':
        scored = true
        if (e.side === side) tally.scores++
        break
      case 'turnover':
        if (!scored) tally.turnover = true
        break
    }
  }
  tally.ballTo = ballOf(after)
}

/**
 * Squares the side moved the ball toward the end it scores at: home scores at the far end (x = width − 1), away
 * at x = 0, in all three games (the engines' touchdowns and goals are scored there). Null when the ball was not on
 * the pitch at both ends of the turn (a touchdown takes it off), or it went back.
 */
export function ballGain(tally: TurnTally): number | null {
  const { ballFrom: from, ballTo: to } = tally
  if (!from || !to) return null
  const gain = (to.x - from.x) * (tally.at.side === 0 ? 1 : -1)
  return gain > 0 ? gain : null
}

const count = (tr: Translate, key: string, n: number): string =>
  tr.t(`playback.summary.${key}.${n === 1 ? 'one' : 'other'}`, { n })

/** The tally in words: "Orc Team turn 3: 6 players acted, 2 blocks, 1 knock-down, moved the ball 6 squares". */
export function turnSummaryText(tr: Translate, tally: TurnTally, team: string, scoreWord: string): string {
  const items: string[] = []
  if (tally.actors.size > 0) items.push(count(tr, 'acted', tally.actors.size))
  if (tally.blocks > 0) items.push(count(tr, 'blocks', tally.blocks))
  if (tally.knockDowns > 0) items.push(count(tr, 'knockDowns', tally.knockDowns))
  if (tally.kos > 0) items.push(count(tr, 'kos', tally.kos))
  if (tally.casualties > 0) items.push(count(tr, 'casualties', tally.casualties))
  if (tally.completions > 0) items.push(count(tr, 'completions', tally.completions))
  const gain = ballGain(tally)
  if (gain !== null) items.push(count(tr, 'ball', gain))
  if (tally.scores > 0) items.push(count(tr, scoreWord, tally.scores))
  if (tally.turnover) items.push(tr.t('playback.summary.turnover'))
  const args = { team, turn: tally.at.turn }
  return items.length > 0
    ? tr.t('playback.summary.line', { ...args, items: items.join(', ') })
    : tr.t('playback.summary.quiet', args)
}
