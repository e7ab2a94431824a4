// The replay timeline's data: markers and step boundaries straight from the stored marks (no replay needed),
// and the state at any position from the nearest snapshot plus a short fold of the log. Works for finished and
// unfinished games, the main line or a kept branch, with or without the save database.
import type { EngineEvent, GameView } from '@shared/engine/api'
import {
  ContractError,
  type BranchInfo,
  type ReplayEvents,
  type ReplayFrame,
  type ReplayPiece,
  type StepUnit,
  type Timeline,
  type TurnAt,
} from '@shared/ipc'
import type { StoredGame } from './GameHost'
import {
  MARK_ACTIVATION,
  MARK_HALF,
  MARK_INJURY,
  MARK_TOUCHDOWN,
  MARK_TURN,
  MARK_TURNOVER,
  asContractError,
  applyEntry,
  rebuild,
  type Snapshot,
} from './gameLog'
import type { RulesetSource } from './sources'

export interface ReplaySource {
  /** The game (or one branch of it) with its log; snapshots may be left out (see `snapshotBefore`). */
  line(gameId: string, branchId: number | null): StoredGame
  /** The latest snapshot at or before `position` on the line, or null to replay from the start. */
  snapshotBefore(gameId: string, branchId: number | null, position: number): Snapshot | null
  branches(gameId: string): BranchInfo[]
}

const UNIT_MARK: Record<Exclude<StepUnit, 'action'>, number> = {
  activation: MARK_ACTIVATION,
  turn: MARK_TURN,
  half: MARK_HALF,
  touchdown: MARK_TOUCHDOWN,
  injury: MARK_INJURY,
  turnover: MARK_TURNOVER,
}

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
    line.entries.forEach((entry, index) => {
      const position = index + 1
      if (entry.marks & MARK_TOUCHDOWN) markers.push({ position, kind: 'touchdown' })
      if (entry.marks & MARK_INJURY) markers.push({ position, kind: 'injury' })
      if (entry.marks & MARK_TURNOVER) markers.push({ position, kind: 'turnover' })
      if (entry.marks & MARK_ACTIVATION) activations.push(position)
      if (entry.marks & MARK_TURN) turns.push(position)
      if (entry.marks & MARK_HALF) halves.push(position)
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
    const snapshot = position > 0 ? this.source.snapshotBefore(gameId, branchId, position - 1) : null
    let folded: ReturnType<typeof rebuild>
    try {
      folded = rebuild(ruleset, line.created.setup, line.entries, position, snapshot)
    } catch (error) {
      throw asContractError(error)
    }
    const { state, events } = folded
    return { position, length, view: ruleset.view(state), events }
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
    try {
      const { state } = rebuild(
        ruleset,
        line.created.setup,
        line.entries,
        from,
        this.source.snapshotBefore(gameId, branchId, from),
      )
      let view = ruleset.view(state)
      note(pieces, view)
      for (let i = from; i < end; i++) {
        const before = turnOf(view)
        const events = applyEntry(ruleset, state, line.entries[i], i, false)
        // The view after this action is the one before the next: one view per position.
        view = ruleset.view(state)
        note(pieces, view)
        positions.push({ position: i + 1, before, events })
      }
    } catch (error) {
      throw asContractError(error)
    }
    return { from, to: end, length, positions, pieces: [...pieces.values()] }
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
      if (direction === 1) {
        for (let i = Math.max(0, from); i < length && target === undefined; i++) {
          if (line.entries[i].marks & mark) target = i + 1
        }
      } else {
        for (let i = Math.min(length, from - 1) - 1; i >= 0 && target === undefined; i--) {
          if (line.entries[i].marks & mark) target = i + 1
        }
        // Back past the first turn (or half) is the start of the game.
        if (
          target === undefined &&
          from > 0 &&
          unit !== 'touchdown' &&
          unit !== 'injury' &&
          unit !== 'turnover'
        )
          target = 0
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
