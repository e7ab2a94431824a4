// What the side panels show, picked out of a GameView: the length of a turn track and each side's dugout (whose
// Bonus Plays are face up is main's choice: src-main/services/viewFor.ts). Pure, so tests need no DOM.
import type { GameView, PieceView, Side } from '@shared/engine/api'

/** Classic's turn track per half (004: eight turns each); other games show their turn as a number. */
const CLASSIC_TURNS_PER_HALF = 8

/** Boxes in a side's turn track, or 0 to show the turn as a number (Blitz Bowl ends by its deck). */
export function turnsPerPeriod(view: GameView): number {
  if (view.ruleset === 'classic') return Math.max(CLASSIC_TURNS_PER_HALF, view.turns[0], view.turns[1])
  return 0
}

export interface Dugout {
  readonly reserves: readonly PieceView[]
  readonly ko: readonly PieceView[]
  readonly casualties: readonly PieceView[]
  readonly sentOff: readonly PieceView[]
  /** Fit but kept out by a skill (Classic 003 Off For A Bite, Sappy...). */
  readonly sitsOut: readonly PieceView[]
}

const byNumber = (a: PieceView, b: PieceView): number => a.number - b.number

/** A side's players off the pitch, by why they are off. */
export function dugoutOf(view: GameView, side: Side): Dugout {
  const mine = view.pieces.filter((p) => p.side === side && p.x === null).sort(byNumber)
  const of = (state: PieceView['state']) => mine.filter((p) => p.state === state && !p.sitsOut)
  return {
    reserves: of('reserve'),
    ko: of('ko'),
    casualties: of('casualty'),
    sentOff: of('sent-off'),
    sitsOut: mine.filter((p) => p.sitsOut !== undefined),
  }
}

/** 'ko-recovery' → 'Ko recovery'; a position id as a label. */
export function positionLabel(positionId: string): string {
  const s = positionId.replace(/[-_]+/g, ' ')
  return s.charAt(0).toUpperCase() + s.slice(1)
}
