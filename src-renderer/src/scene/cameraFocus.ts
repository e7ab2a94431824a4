// What the default camera follows: the play's focus read from a view and the events that led to it — in a setup
// the half of the team setting up, else the player who just acted, else the one the decision is about, else the
// ball. Pure and rule-free: it reads only who and where, never why.
import type { EngineEvent, GameView, PieceView } from '@shared/engine/api'

/** Something on the board the camera can be asked to look at: a square, or a piece (wherever it is drawn). */
export type FocusTarget =
  { readonly square: { readonly x: number; readonly y: number } } | { readonly piece: number }

export class FocusError extends TypeError {
  constructor(message: string) {
    super(message)
    this.name = 'FocusError'
  }
}

/** `target` checked: a square of whole numbers or a piece id (a whole number ≥ 0), else a FocusError. */
export function checkFocus(target: FocusTarget): FocusTarget {
  const t = target as Partial<{ square: { x?: unknown; y?: unknown }; piece: unknown }> | null
  if (t && typeof t === 'object' && 'piece' in t) {
    if (Number.isInteger(t.piece) && (t.piece as number) >= 0) return { piece: t.piece as number }
    throw new FocusError(`focusOn: piece must be a whole number ≥ 0, not ${String(t.piece)}`)
  }
  const sq = t && typeof t === 'object' ? t.square : undefined
  if (sq && Number.isInteger(sq.x) && Number.isInteger(sq.y))
    return { square: { x: sq.x as number, y: sq.y as number } }
  throw new FocusError(`focusOn: give { square: { x, y } } in whole squares or { piece: id }`)
}

const onPitch = (p: PieceView | undefined): p is PieceView & { x: number; y: number } =>
  p !== undefined && p.x !== null && p.y !== null

/**
 * The player at the heart of `events` (the last event naming a player still on the pitch in `view`: the mover
 * after his last step, the blocker's victim where he fell), else the player the pending decision is about.
 */
export function actingPiece(view: GameView, events: readonly EngineEvent[]): number | null {
  const byId = new Map(view.pieces.map((p) => [p.id, p]))
  for (let i = events.length - 1; i >= 0; i--) {
    const id = events[i].player
    if (typeof id === 'number' && onPitch(byId.get(id))) return id
  }
  const d = view.decision.player
  return typeof d === 'number' && onPitch(byId.get(d)) ? d : null
}

/**
 * Where the camera should look for `view`: during a setup the middle of the setting-up side's half (the half its
 * pieces stand in; nothing to change before any stands there), else the acting piece, else the ball, else null.
 */
export function viewFocus(view: GameView, events: readonly EngineEvent[]): FocusTarget | null {
  const side = view.decision.side
  if (view.decision.kind === 'setup' && side !== null) {
    const own = view.pieces.filter((p) => p.side === side && onPitch(p))
    if (own.length === 0) return null
    const meanX = own.reduce((s, p) => s + (p.x as number), 0) / own.length
    const w = view.board.width
    const x = meanX >= (w - 1) / 2 ? Math.round((w / 2 + w - 1) / 2) : Math.round((w / 2 - 1) / 2)
    return { square: { x, y: Math.floor(view.board.height / 2) } }
  }
  const actor = actingPiece(view, events)
  if (actor !== null) return { piece: actor }
  const ball = view.balls[0]
  const inBounds = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < view.board.width && y < view.board.height
  if (ball && inBounds(ball.x, ball.y)) {
    if (ball.carrier !== null && onPitch(view.pieces.find((p) => p.id === ball.carrier)))
      return { piece: ball.carrier }
    return { square: { x: ball.x, y: ball.y } }
  }
  return null
}

/** The turn a view is in (half, both turn counters, who acts): a change means a new turn for the camera. */
export function turnKey(view: GameView | null): string {
  return view ? `${view.period}:${view.turns[0]}:${view.turns[1]}:${view.activeSide ?? '-'}` : ''
}
