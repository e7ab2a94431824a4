// The setup screen's view-model (pure), the same in all three games: the coach's players as chips, the legal
// squares of the player a click places — the one he picked, else the next still waiting — highlighted, ready
// formations and "Place the rest", Done. Classic and Blitz Bowl place a player on a square of the coach's choice;
// Cross Check's line-up sends the skater picked to the next starting position (cc-interp: line-up), which the
// engine names in its panels, so a chip click, a click on that square or a drop there lines one up in one step.
import type { Action, GameView } from '@shared/engine/api'
import type { SquareMark } from '../scene/overlay'
import { pieceById, type Classified } from './classify'
import type { MenuItem, SquareIntent } from './viewModel'

export interface SetupModel {
  readonly side: 0 | 1
  /** Pieces of the coach that can be placed or moved (on the pitch or off it). */
  readonly pieces: readonly number[]
  /** His pieces on the pitch now. */
  readonly onPitch: number
  /** Whether another of his pieces may still be placed (Done then sets up fewer than he could: his choice). */
  readonly roomForMore: boolean
  readonly formations: readonly MenuItem[]
  /** Places every player still waiting on sensible legal squares at once (an engine action: it replays). */
  readonly placeRest: MenuItem | null
  /** Other buttons: Done, bench the picked player, Cross Check's line done. */
  readonly buttons: readonly MenuItem[]
  /** The piece a click on a highlighted square places: the picked one, else the next still waiting. */
  readonly next: number | null
  /** Cross Check: each chip's own action, played by one click on it (his square is the next starting one). */
  readonly chipActions: readonly { readonly piece: number; readonly item: MenuItem }[]
  /**
   * Two corners of the box the camera keeps in frame during the setup: every square a placing may take (Cross
   * Check: the starting positions still open) and his players already placed, so the box stays put as squares
   * fill up; null when there is nothing to place.
   */
  readonly area: readonly { readonly x: number; readonly y: number }[] | null
}

export interface SetupScreen {
  readonly setup: SetupModel
  readonly selected: number | null
  /** The highlighted squares, each with the one action a click (or a drop of `next`) there plays. */
  readonly squares: readonly SquareIntent[]
  readonly marks: readonly SquareMark[]
}

/** Action types the panel shows in their own places (not among the plain buttons); the picked skater's line-up
 * stays a button too, for the keyboard (Tab picks him, its number lines him up). */
const OWN_PLACE = new Set(['place', 'formation', 'place-rest'])

export function buildSetupScreen(
  view: GameView,
  side: 0 | 1,
  all: readonly Classified[],
  items: readonly MenuItem[],
  selectable: readonly number[],
  picked: number | null | undefined,
): SetupScreen {
  const pieces = pieceById(view)
  const selected = picked != null && selectable.includes(picked) ? picked : null
  const places = all.filter((c) => c.action.type === 'place' && c.aim.kind === 'square')
  const lines = all.filter((c) => c.action.type === 'line' && c.actor !== null)
  const formations = all.filter((c) => c.action.type === 'formation').map((c) => items[c.index])
  const rest = all.find((c) => c.action.type === 'place-rest')
  const onPitch = view.pieces.filter((p) => p.side === side && p.x !== null).length
  const waiting = (c: Classified): boolean => c.actor !== null && pieces.get(c.actor)?.x == null
  // Classic (rulings.md): a coach may set up fewer than 11; Done then says how many start.
  const roomForMore = places.some(waiting)
  const next = selected ?? places.find(waiting)?.actor ?? lines[0]?.actor ?? null
  const buttons = all
    .filter((c) => !OWN_PLACE.has(c.action.type))
    .filter((c) => c.actor === null || c.actor === selected)
    .map((c) => items[c.index])
    .map((item) =>
      item.action.type === 'setup-done' && roomForMore
        ? {
            ...item,
            label: {
              key: 'play.action.setup-done-short',
              fallback: `Start with only ${onPitch} players`,
              params: { n: onPitch },
            },
          }
        : item,
    )
  const squares: SquareIntent[] = places
    .filter((c) => c.actor === next && c.aim.kind === 'square')
    .map((c) => {
      const aim = c.aim as { x: number; y: number }
      return { x: aim.x, y: aim.y, tone: 'setup', chance: null, items: [items[c.index]], path: null }
    })
  const lineSquare = view.crosscheck?.lineUpSquare
  const nextLine = lines.find((c) => c.actor === next)
  if (lineSquare && nextLine)
    squares.push({ ...lineSquare, tone: 'setup', chance: null, items: [items[nextLine.index]], path: null })
  const own = view.pieces.filter((p) => p.side === side && p.x !== null && p.y !== null)
  const open = view.crosscheck?.lineUpOpen ?? []
  const spots = [
    ...places.map((c) => c.aim as { x: number; y: number }),
    ...open,
    ...own.map((p) => ({ x: p.x!, y: p.y! })),
  ]
  const area =
    places.length > 1 || open.length > 0
      ? [
          { x: Math.min(...spots.map((q) => q.x)), y: Math.min(...spots.map((q) => q.y)) },
          { x: Math.max(...spots.map((q) => q.x)), y: Math.max(...spots.map((q) => q.y)) },
        ]
      : null
  return {
    selected,
    squares,
    marks: squares.map((s) => ({ x: s.x, y: s.y, tone: 'setup' })),
    setup: {
      side,
      pieces: selectable,
      onPitch,
      roomForMore,
      formations,
      placeRest: rest ? items[rest.index] : null,
      buttons,
      next,
      chipActions: lines.map((c) => ({ piece: c.actor!, item: items[c.index] })),
      area,
    },
  }
}

/** The panel's buttons in the order the number keys press them: formations, Place the rest, then the others. */
export function setupKeyItems(setup: SetupModel): MenuItem[] {
  return [...setup.formations, ...(setup.placeRest ? [setup.placeRest] : []), ...setup.buttons]
}

/**
 * What dropping `piece` on (x, y) plays: his own highlighted action there (Cross Check: his line-up when dropped
 * on the marked starting position), else a place action for the engine's refusal; null when the game places
 * nobody by square (a Cross Check drop anywhere else: the piece simply goes back).
 */
export function setupDropAction(
  setup: SetupModel,
  piece: number,
  x: number,
  y: number,
  lineSquare?: { x: number; y: number } | null,
): Action | null {
  const line = setup.chipActions.find((c) => c.piece === piece)
  if (line) return lineSquare && lineSquare.x === x && lineSquare.y === y ? line.item.action : null
  return placeAction(piece, x, y)
}

/** The item a square click plays for `piece` in setup: the place action there (legal or not, for its refusal). */
export function placeAction(piece: number, x: number, y: number): Action {
  return { type: 'place', player: piece, x, y }
}
