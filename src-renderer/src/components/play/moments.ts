// The moments of live play, read from a change's engine events: a touchdown or a goal (held on the scorer before
// the teams line up again, as the attract loop holds its touchdowns: display/captions.ts), the end of a half or a
// period. The game's end is not a moment here: the game-over screen stays until the coach moves on. Pure.
import type { EngineEvent, GameView, Side } from '@shared/engine/api'
import { captionsOf, celebrationView, pickCaption, squareInEvents } from '../display/captions'
import { pieceLabel } from './actionCaption'

export type MomentKind = 'touchdown' | 'goal' | 'half-time' | 'period-end'

export interface Moment {
  readonly kind: MomentKind
  /** The scoring side (null for half-time). */
  readonly side: Side | null
  readonly team: string
  /** "#7 Catcher" of the scorer, or null when the events name nobody. */
  readonly player: string | null
  readonly pieceId: number | null
  /** Where the camera looks: the scorer's square, else the ball's. */
  readonly square: { readonly x: number; readonly y: number } | null
  readonly score: readonly [number, number]
  /** The half or period that ended (a score in a half's last turn ends it too: `ended` says so). */
  readonly ended: number | null
  /** The table while the moment is held: the scorer in the end zone (null: the change's own view). */
  readonly frame: GameView | null
}

/** How long a moment holds unless a key or click ends it first. */
export const MOMENT_MS: Readonly<Record<MomentKind, number>> = {
  touchdown: 4000,
  goal: 4000,
  'half-time': 4500,
  'period-end': 4500,
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)

/** The half (Classic) or period (Cross Check) that ended in these events without ending the game. */
function periodEnded(events: readonly EngineEvent[]): { kind: MomentKind; n: number } | null {
  if (events.some((e) => e.type === 'game-over')) return null
  for (const e of events) {
    if (e.type === 'half-end' && num(e.half) !== null) return { kind: 'half-time', n: num(e.half)! }
    if (e.type === 'period-end' && num(e.period) !== null) return { kind: 'period-end', n: num(e.period)! }
  }
  return null
}

/** Who touched the puck last on each side, followed across changes (a shot's goal may come a change later). */
export class PuckTouch {
  private last: [number | null, number | null] = [null, null]

  /** Reads one change's events (up to a goal, if any); `views` name the pieces' sides. */
  read(events: readonly EngineEvent[], views: readonly GameView[]): void {
    for (const e of events) {
      if (e.type === 'goal') break
      const p = num(e.player)
      const isShot = e.type === 'roll' && (e.purpose === 'shot' || e.purpose === 'pass')
      if (p === null || !(isShot || e.type === 'control')) continue
      const piece = views.map((v) => v.pieces.find((q) => q.id === p)).find(Boolean)
      if (piece) this.last[piece.side] = p
    }
  }

  of(side: Side | null): number | null {
    return side === null ? null : this.last[side]
  }

  reset(): void {
    this.last = [null, null]
  }
}

/**
 * Cross Check's goal names no player: 000 gives it to the last of the scoring side to touch the puck — in this
 * change's events, else in the changes before (`touch`: the shot, then the goalie's answer a change later).
 */
function shooter(
  events: readonly EngineEvent[],
  side: Side | null,
  views: readonly GameView[],
  touch?: PuckTouch,
): number | null {
  const here = new PuckTouch()
  here.read(events, views)
  return here.of(side) ?? touch?.of(side) ?? null
}

/**
 * The goal's held frame: the players where they stood when the shot went in, the puck in the net and the new
 * score (by the next view the teams have left the rink for the next face-off). Null when they are still on it.
 */
function goalFrame(before: GameView | null, after: GameView): GameView | null {
  if (!before || after.pieces.some((p) => p.x !== null)) return null
  return {
    ...before,
    score: after.score,
    pieces: before.pieces.map((p) => ({ ...p, hasBall: false })),
    balls: after.balls.map((b) => ({ ...b, carrier: null })),
  }
}

/** The moment of a change, if any; `touch` follows the puck across earlier changes (a goal's scorer). */
export function momentOf(
  before: GameView | null,
  events: readonly EngineEvent[],
  after: GameView,
  touch?: PuckTouch,
): Moment | null {
  const ended = periodEnded(events)
  const score = pickCaption(captionsOf(events, before, after).filter((c) => c.kind !== 'injury'))
  const both = before ? [after, before] : [after]
  if (score) {
    const pieceId = score.pieceId ?? (score.kind === 'goal' ? shooter(events, score.side, both, touch) : null)
    const piece =
      pieceId === null ? undefined : both.map((v) => v.pieces.find((p) => p.id === pieceId)).find(Boolean)
    const square = score.square ?? (pieceId !== null ? squareInEvents(events, pieceId, 'goal') : null) ?? null
    return {
      kind: score.kind === 'goal' ? 'goal' : 'touchdown',
      side: score.side,
      team: score.team,
      player: piece ? pieceLabel(piece) : null,
      pieceId,
      square,
      score: [after.score[0], after.score[1]],
      ended: ended?.n ?? null,
      frame: score.kind === 'touchdown' ? celebrationView(before, after, score) : goalFrame(before, after),
    }
  }
  if (!ended) return null
  return {
    kind: ended.kind,
    side: null,
    team: '',
    player: null,
    pieceId: null,
    square: null,
    score: [after.score[0], after.score[1]],
    ended: ended.n,
    frame: null,
  }
}
