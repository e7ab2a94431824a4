// The replay timeline's data: markers and step boundaries straight from the stored marks (no replay needed; a
// Blitz Bowl or Cross Check game saved before goals and Blitz Bowl injuries were marked is re-marked once, in
// memory), and the state at any position from the nearest snapshot plus a short fold of the log. Works for finished and
// unfinished games, the main line or a kept branch, with or without the save database.
import type { EngineEvent, GameView, Ruleset, RulesetId } from '@shared/engine/api'
import { turnClockMs } from '@shared/engine/turnClock'
import { classicMvps } from '@shared/leagues/mvp'
import {
  ContractError,
  HUMANS,
  type BranchInfo,
  type MarkerKind,
  type ReplayEvents,
  type ReplayFrame,
  type ReplayPiece,
  type StepUnit,
  type Timeline,
  type TurnAt,
  type TurnClockInfo,
} from '@shared/ipc'
import type { StoredGame } from './GameHost'
import { viewFor } from './viewFor'
import {
  MARK_ACTIVATION,
  MARK_V2,
  MARK_V3,
  MARK_GOAL,
  MARK_HALF,
  MARK_INJURY,
  MARK_TOUCHDOWN,
  MARK_TURN,
  MARK_TURNOVER,
  asContractError,
  applyEntry,
  marksOf,
  rebuild,
  type SnapshotChoice,
} from './gameLog'
import type { RulesetSource } from './sources'

export interface ReplaySource {
  /** The game (or one branch of it) with its log; snapshots may be left out (see `snapshotBefore`). */
  line(gameId: string, branchId: number | null): StoredGame
  /**
   * The latest trusted snapshot at or before `position` on the line (null: replay from the start), and the
   * untrusted stored ones passed over on the way.
   */
  snapshotBefore(gameId: string, branchId: number | null, position: number): SnapshotChoice
  /** Writes a distrusted snapshot again with the state a checked replay reached there (a cache write only). */
  repairSnapshot?(gameId: string, index: number, state: unknown): void
  branches(gameId: string): BranchInfo[]
}

const NO_SNAPSHOT: SnapshotChoice = { snapshot: null, distrusted: [] }

const UNIT_MARK: Record<Exclude<StepUnit, 'action'>, number> = {
  activation: MARK_ACTIVATION,
  turn: MARK_TURN,
  half: MARK_HALF,
  touchdown: MARK_TOUCHDOWN,
  goal: MARK_GOAL,
  injury: MARK_INJURY,
  turnover: MARK_TURNOVER,
}

/** Timeline markers in the order a step's marks are read. */
const MARKER_OF: readonly (readonly [number, MarkerKind])[] = [
  [MARK_TOUCHDOWN, 'touchdown'],
  [MARK_GOAL, 'goal'],
  [MARK_INJURY, 'injury'],
  [MARK_TURNOVER, 'turnover'],
]

/**
 * The marks as the timeline shows them: a score ends the team turn, and the engines say so with a `turnover` event
 * in the scoring action (Classic's touchdown, Cross Check's goal), but a coach's turnover is a failure: a scoring
 * step is a touchdown or goal marker only, never also a turnover one (the stored marks stay as saved).
 */
export function timelineMarks(marks: number): number {
  return marks & (MARK_TOUCHDOWN | MARK_GOAL) ? marks & ~MARK_TURNOVER : marks
}

/**
 * Rulesets whose saved marks may be missing a kind, and the version bit an entry needs to be complete: Cross
 * Check's `goal` earned a mark in MARK_V2, Blitz Bowl's `injured` in MARK_V2 and its `turn` in MARK_V3. Classic's
 * events all had marks from the start, so its old marks are right as they are.
 */
const REMARKED: ReadonlyMap<RulesetId, number> = new Map<RulesetId, number>([
  ['blitz', MARK_V3],
  ['crosscheck', MARK_V2],
])

/** Re-marked prefixes kept at once (a few games open on the timeline or the attract loop). */
const REMARK_CACHE = 16

export class ReplayService {
  constructor(
    private readonly source: ReplaySource,
    private readonly rulesets: RulesetSource,
  ) {}

  timeline(gameId: string, branchId: number | null): Timeline {
    const line = this.source.line(gameId, branchId)
    const markers: Timeline['markers'][number][] = []
    const activations: number[] = []
    const turns: number[] = []
    const halves: number[] = []
    this.marks(gameId, branchId, line).forEach((stored, index) => {
      const marks = timelineMarks(stored)
      const position = index + 1
      for (const [mark, kind] of MARKER_OF) if (marks & mark) markers.push({ position, kind })
      if (marks & MARK_ACTIVATION) activations.push(position)
      if (marks & MARK_TURN) turns.push(position)
      if (marks & MARK_HALF) halves.push(position)
    })
    return {
      gameId,
      branchId,
      length: line.entries.length,
      cursor: branchId === null ? line.cursor : line.entries.length,
      markers,
      activations,
      turns,
      halves,
      branches: this.source.branches(gameId),
    }
  }

  seek(gameId: string, branchId: number | null, position: number): ReplayFrame {
    const line = this.source.line(gameId, branchId)
    const length = line.entries.length
    if (position > length) {
      throw new ContractError('replay/out-of-range', `Position ${position} is past the end (${length}).`)
    }
    const ruleset = this.rulesets.get(line.created.ruleset)
    // Start before the last action, so its events come out of the fold and the renderer can animate them.
    const choice = position > 0 ? this.source.snapshotBefore(gameId, branchId, position - 1) : NO_SNAPSHOT
    const { state, events } = this.rebuild(gameId, line, position, choice)
    const view = ruleset.view(state)
    const clock = storedClock(line, ruleset, view, position)
    // A replay is watched, not played: no coach's hidden cards until the game is over (viewFor.ts).
    const shown = viewFor(view, HUMANS, 'spectator')
    return { position, length, view: shown, events, ...(clock === null ? {} : { clock }) }
  }

  /**
   * The events of each action from `from` to `to` (defaults: the start and the end), with where the turn stood
   * before it: one fold from the snapshot nearest `from`, not a seek per position.
   */
  events(gameId: string, branchId: number | null, from = 0, to?: number): ReplayEvents {
    const line = this.source.line(gameId, branchId)
    const length = line.entries.length
    const end = to ?? length
    if (end > length || from > end) {
      throw new ContractError(
        'replay/out-of-range',
        `Positions ${from} to ${end} are not a range of this game (0 to ${length}).`,
      )
    }
    const ruleset = this.rulesets.get(line.created.ruleset)
    const pieces = new Map<number, ReplayPiece>()
    const positions: { position: number; before: TurnAt; events: readonly EngineEvent[] }[] = []
    const { state } = this.rebuild(gameId, line, from, this.source.snapshotBefore(gameId, branchId, from))
    let view: GameView
    try {
      view = ruleset.view(state)
      note(pieces, view)
      for (let i = from; i < end; i++) {
        const before = turnOf(view)
        const events = applyEntry(ruleset, state, line.entries[i], i, true)
        // The view after this action is the one before the next: one view per position.
        view = ruleset.view(state)
        note(pieces, view)
        positions.push({ position: i + 1, before, events })
      }
    } catch (error) {
      throw asContractError(error)
    }
    // Classic's drawn MVPs, only at the final whistle (the game-over screen names the league's own; mvp.ts).
    const over = line.created.ruleset === 'classic' && end === length && view.decision.side === null
    const mvps = over ? { mvps: classicMvps(line.created.seed, length, view.pieces) } : {}
    return { from, to: end, length, positions, pieces: [...pieces.values()], ...mvps }
  }

  step(
    gameId: string,
    branchId: number | null,
    from: number,
    unit: StepUnit,
    direction: 1 | -1,
  ): ReplayFrame {
    const line = this.source.line(gameId, branchId)
    const length = line.entries.length
    let target: number | undefined
    if (unit === 'action') {
      target = Math.min(length, Math.max(0, from + direction))
    } else {
      const mark = UNIT_MARK[unit]
      const marks = this.marks(gameId, branchId, line).map(timelineMarks)
      if (direction === 1) {
        for (let i = Math.max(0, from); i < length && target === undefined; i++) {
          if (marks[i] & mark) target = i + 1
        }
      } else {
        for (let i = Math.min(length, from - 1) - 1; i >= 0 && target === undefined; i--) {
          if (marks[i] & mark) target = i + 1
        }
        // Back past the first turn (or half) is the start of the game; a marker kind has no such fallback.
        const marker = MARKER_OF.some(([, kind]) => kind === unit)
        if (target === undefined && from > 0 && !marker) target = 0
      }
    }
    if (target === undefined) {
      throw new ContractError(
        'replay/out-of-range',
        `No ${unit} ${direction === 1 ? 'after' : 'before'} ${from}.`,
      )
    }
    return this.seek(gameId, branchId, target)
  }
  /**
   * The serialised states of a line where `keep` says so (the start always, then each position whose action's
   * events it accepts, and the end), each with the digest of the action that led there ('' at the start), in one
   * checked fold from the start: the win-chance analysis' positions (services/WinChances.ts).
   */
  statesWhere(gameId: string, branchId: number | null, keep: (events: readonly EngineEvent[]) => boolean) {
    const line = this.source.line(gameId, branchId)
    const ruleset = this.rulesets.get(line.created.ruleset)
    const length = line.entries.length
    const { state } = this.rebuild(gameId, line, 0, NO_SNAPSHOT)
    const states = [{ position: 0, digest: '', state: ruleset.serialize(state), turn: false }]
    try {
      for (let i = 0; i < length; i++) {
        const events = applyEntry(ruleset, state, line.entries[i], i, true)
        const turn = keep(events)
        if (turn || i === length - 1)
          states.push({
            position: i + 1,
            digest: line.entries[i].digest,
            state: ruleset.serialize(state),
            turn,
          })
      }
    } catch (error) {
      throw asContractError(error)
    }
    return { ruleset: ruleset.id, length, states }
  }

  /**
   * The checked rebuild (gameLog.rebuild) of a line at `position` from the source's snapshot choice; the
   * distrusted snapshots it passes are written again through the source.
   */
  private rebuild(gameId: string, line: StoredGame, position: number, choice: SnapshotChoice) {
    const ruleset = this.rulesets.get(line.created.ruleset)
    const distrusted = new Set(choice.distrusted)
    // Checkpoints are serialised only when one needs writing again (most seeks pass none).
    const repair =
      distrusted.size > 0
        ? (index: number, state: unknown) => {
            if (distrusted.has(index)) this.source.repairSnapshot?.(gameId, index, state)
          }
        : undefined
    try {
      return rebuild(ruleset, line.created, line.entries, position, choice.snapshot, repair)
    } catch (error) {
      throw asContractError(error)
    }
  }

  /** Re-marked stale prefixes by game, branch, last stale index and its digest (a changed log misses). */
  private readonly remarked = new Map<string, readonly number[]>()

  /**
   * Each entry's marks as this version derives them. Entries saved before this version's bits (a prefix of the log: the
   * game went on with this version, or not) keep their stored marks, except in the rulesets whose events earned
   * new marks: there the stale prefix is folded once (from the start, as an import checks a file) and its marks
   * re-derived, in memory only (a viewer's read writes nothing). A log that no longer replays keeps its stored
   * marks: the timeline still works, only without the new markers.
   */
  private marks(gameId: string, branchId: number | null, line: StoredGame): readonly number[] {
    const { entries } = line
    const stored = entries.map((e) => e.marks)
    const needs = REMARKED.get(line.created.ruleset)
    if (needs === undefined) return stored
    let stale = -1
    for (let i = entries.length - 1; i >= 0 && stale < 0; i--) if (!(entries[i].marks & needs)) stale = i
    if (stale < 0) return stored
    const key = `${gameId}/${branchId ?? ''}/${stale}/${entries[stale].digest}`
    let prefix = this.remarked.get(key)
    if (!prefix) {
      try {
        const ruleset = this.rulesets.get(line.created.ruleset)
        const state = ruleset.create(line.created.setup)
        prefix = entries
          .slice(0, stale + 1)
          .map((entry, index) => marksOf(applyEntry(ruleset, state, entry, index, false)))
      } catch {
        return stored
      }
      if (this.remarked.size >= REMARK_CACHE) this.remarked.delete(this.remarked.keys().next().value!)
      this.remarked.set(key, prefix)
    }
    return stored.map((marks, i) => (i <= stale ? prefix[i] : marks))
  }
}

/** Where the turn stands in `view` (what the dice log stamps a roll with). */
function turnOf(view: GameView): TurnAt {
  const side = view.activeSide
  return { period: view.period, side, turn: side === null ? 0 : view.turns[side] }
}

/** Adds (or refreshes) the pieces of `view`, so a piece that left the table is still named. */
function note(pieces: Map<number, ReplayPiece>, view: GameView): void {
  for (const p of view.pieces)
    pieces.set(p.id, { id: p.id, side: p.side, number: p.number, name: p.name, positionId: p.positionId })
}

/** Turn clocks (issue 21): the clock stored with the action that led to `position`, standing still in a replay. */
function storedClock(
  line: StoredGame,
  ruleset: Ruleset,
  view: GameView,
  position: number,
): TurnClockInfo | null {
  const leftMs = line.entries[position - 1]?.clockMs
  const limitMs = turnClockMs(line.created.setup.options, ruleset.options)
  const side = view.activeSide
  if (leftMs === undefined || limitMs === null || side === null) return null
  return { side, limitMs, leftMs: Math.min(leftMs, limitMs), running: false }
}
