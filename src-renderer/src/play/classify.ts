// The generic reading of a legal action (the renderer knows no rules): who does it, at what, and where it goes
// on screen. An action with x,y aims at a square; with `target` (or `player` naming a piece of the other side) at a
// piece; a `player` of the deciding side is the one who acts; anything else is a button.
import type { Action, Decision, GameView, PieceView } from '@shared/engine/api'

export type Aim =
  | { readonly kind: 'square'; readonly x: number; readonly y: number }
  | { readonly kind: 'piece'; readonly piece: number }
  | { readonly kind: 'button' }

export interface Classified {
  readonly action: Action
  /** Index in the legal list (chances are aligned with it). */
  readonly index: number
  readonly chance: number | null
  /** The piece doing it: the action's own player of the deciding side, else the decision's player. */
  readonly actor: number | null
  /** Whether `actor` comes from the action itself (a choice of who acts) rather than from the decision. */
  readonly actorChosen: boolean
  readonly aim: Aim
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)

export function pieceById(view: GameView): Map<number, PieceView> {
  return new Map(view.pieces.map((p) => [p.id, p]))
}

export function classify(
  view: GameView,
  decision: Decision,
  actions: readonly Action[],
  chances: readonly (number | null)[],
): Classified[] {
  const pieces = pieceById(view)
  return actions.map((action, index) => {
    const chance = chances[index] ?? null
    const player = num(action.player)
    const target = num(action.target)
    const x = num(action.x)
    const y = num(action.y)
    const playerSide = player === null ? null : (pieces.get(player)?.side ?? null)
    const ownPlayer = player !== null && (playerSide === decision.side || playerSide === null)
    let actor: number | null = null
    let actorChosen = false
    if (ownPlayer) {
      actor = player
      actorChosen = true
    } else if (decision.player !== undefined) actor = decision.player
    let aim: Aim = { kind: 'button' }
    if (target !== null) aim = { kind: 'piece', piece: target }
    else if (player !== null && !ownPlayer) aim = { kind: 'piece', piece: player }
    else if (x !== null && y !== null) aim = { kind: 'square', x, y }
    return { action, index, chance, actor, actorChosen, aim }
  })
}

/** Decisions played on the table (pieces and squares); any other decision opens a dialog. */
export const BOARD_KINDS: ReadonlySet<string> = new Set([
  'turn',
  'pre-turn',
  'activation',
  'run',
  'mark',
  'move',
  'free-moves',
  'goalie-move',
  'pass-block-move',
  'kick',
])

/** Decisions where a coach places his players before a drive, a kick-off or a face-off. */
export const SETUP_KINDS: ReadonlySet<string> = new Set(['setup', 'line-up'])

/** Declarations that start a move, for the "click a square to go there" shortcut. */
export function isMoveStart(action: Action): boolean {
  return (
    (action.type === 'declare' && action.kind === 'move') || action.type === 'run' || action.type === 'skate'
  )
}

export const sameAction = (a: Action, b: Action): boolean => {
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => a[k] === b[k])
}
