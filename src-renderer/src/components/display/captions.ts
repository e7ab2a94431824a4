// Which captions a step of a replay earns, from its engine events: a touchdown (Classic, Blitz Bowl), a goal
// (Cross Check) or an injury that takes a player out (knocked out, badly hurt, seriously injured, dead; Blitz
// Bowl's 'injured'). A stunned player is not news. Each caption names the team and player and says where it
// happened, so the cinematic camera can dolly there. Pure: the attract loop and the match display share it.
import type { EngineEvent, GameView, PieceView, Side } from '@shared/engine/api'
import { localName } from '../../play/names'

export type CaptionKind = 'touchdown' | 'goal' | 'injury'

export interface Caption {
  readonly kind: CaptionKind
  readonly side: Side | null
  readonly team: string
  /** "#7 Grimm Ironfist" of the scorer or the injured player, and his piece id; null when the event names none. */
  readonly player: string | null
  readonly pieceId: number | null
  /** Injury result ('ko', 'badly-hurt', 'serious-injury', 'dead', 'injured'); null for a score. */
  readonly result: string | null
  /** Where it happened (a square of the board), for the camera; null when unknown. */
  readonly square: { readonly x: number; readonly y: number } | null
  /** Higher first: a score, then the worse injury. */
  readonly weight: number
}

/** How much an injury result matters; stunned (and anything unknown) earns no caption. */
export const INJURY_WEIGHT: Readonly<Record<string, number>> = {
  dead: 6,
  'serious-injury': 5,
  'badly-hurt': 4,
  injured: 3,
  ko: 2,
}
const SCORE_WEIGHT = 10

const isSide = (v: unknown): v is Side => v === 0 || v === 1

function pieceIn(views: readonly (GameView | null)[], id: unknown): PieceView | null {
  if (typeof id !== 'number') return null
  for (const v of views) {
    const p = v?.pieces.find((q) => q.id === id)
    if (p) return p
  }
  return null
}

/** The piece's square in the first view that has it on the pitch (an injured player has left it by `after`). */
function squareOf(views: readonly (GameView | null)[], id: unknown): { x: number; y: number } | null {
  if (typeof id !== 'number') return null
  for (const v of views) {
    const p = v?.pieces.find((q) => q.id === id)
    if (p && p.x !== null && p.y !== null) return { x: p.x, y: p.y }
  }
  return null
}

const label = (p: PieceView | null): string | null => (p ? `#${p.number} ${localName(p)}`.trim() : null)

const isSquare = (v: unknown): v is readonly [number, number] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number'

/**
 * Where `player` stands when the events reach the first event of `until` (a touchdown): the last square the
 * events moved him to (`to: [x, y]` of a move, push or follow-up; `x, y` of a step, catch or pick-up). Null when
 * the events never place him.
 */
export function squareInEvents(
  events: readonly EngineEvent[],
  player: unknown,
  until = 'touchdown',
): { x: number; y: number } | null {
  if (typeof player !== 'number') return null
  let at: { x: number; y: number } | null = null
  for (const e of events) {
    if (e.type === until) break
    if (e.player !== player) continue
    if (isSquare(e.to)) at = { x: e.to[0], y: e.to[1] }
    else if (typeof e.x === 'number' && typeof e.y === 'number') at = { x: e.x, y: e.y }
  }
  return at
}

/**
 * The captions of one step: the events of the action that led from `before` to `after`. An injury's last word
 * counts (Thick Skull turns a KO into stunned: no caption); one caption per player.
 */
export function captionsOf(
  events: readonly EngineEvent[],
  before: GameView | null,
  after: GameView,
): Caption[] {
  const out: Caption[] = []
  const injuries = new Map<number, string>()
  const teamOf = (side: Side | null): string => (side === null ? '' : after.teams[side].name)
  for (const e of events) {
    if (e.type === 'touchdown' || e.type === 'goal') {
      const piece = pieceIn([after, before], e.player)
      const side = isSide(e.side) ? e.side : (piece?.side ?? null)
      const ball = after.balls[0]
      // The scorer's square when he scored: by the next view he may already be off the pitch for the kick-off.
      const square =
        squareInEvents(events, e.player) ??
        squareOf([after, before], e.player) ??
        (ball ? { x: ball.x, y: ball.y } : null)
      out.push({
        kind: e.type,
        side,
        team: teamOf(side),
        player: label(piece),
        pieceId: typeof e.player === 'number' ? e.player : null,
        result: null,
        square,
        weight: SCORE_WEIGHT,
      })
    } else if ((e.type === 'injury' || e.type === 'injured') && typeof e.player === 'number') {
      injuries.set(e.player, e.type === 'injured' ? 'injured' : String(e.result))
    }
  }
  for (const [id, result] of injuries) {
    const weight = INJURY_WEIGHT[result]
    if (!weight) continue
    const piece = pieceIn([before, after], id)
    const side = piece?.side ?? null
    out.push({
      kind: 'injury',
      side,
      team: teamOf(side),
      player: label(piece),
      pieceId: id,
      result,
      square: squareOf([before, after], id),
      weight,
    })
  }
  return out.sort((a, b) => b.weight - a.weight)
}

/**
 * A touchdown's held frame: the view before the action with the scorer standing in the end zone holding the ball,
 * and the new score. A touchdown ends the drive, so the action's own next view already has the teams off the
 * pitch for the kick-off; the loop shows this frame for the caption and the camera's dolly, then the real one.
 * Null for any other caption, or when the scorer is unknown.
 */
export function celebrationView(before: GameView | null, after: GameView, caption: Caption): GameView | null {
  if (caption.kind !== 'touchdown' || !before || !caption.square) return null
  const scorer = before.pieces.find((p) => p.id === caption.pieceId)
  if (!scorer) return null
  const { x, y } = caption.square
  return {
    ...before,
    score: after.score,
    pieces: before.pieces.map((p) =>
      p.id === scorer.id
        ? { ...p, x, y, state: 'standing', hasBall: true }
        : p.x === x && p.y === y
          ? { ...p, x: null, y: null, state: 'reserve', hasBall: false }
          : { ...p, hasBall: false },
    ),
    balls: [{ x, y, carrier: scorer.id }],
  }
}

/** The one caption to show for a step: the weightiest, or null. */
export function pickCaption(captions: readonly Caption[]): Caption | null {
  return captions.reduce<Caption | null>(
    (best, c) => (best === null || c.weight > best.weight ? c : best),
    null,
  )
}

/** World point (x, 0, z) over the middle of a square of `view`'s board (1 unit per square, board centred). */
export function squareToWorldPoint(
  view: GameView,
  square: { readonly x: number; readonly y: number },
): { x: number; y: number; z: number } {
  return {
    x: square.x - (view.board.width - 1) / 2,
    y: 0.4,
    z: square.y - (view.board.height - 1) / 2,
  }
}
