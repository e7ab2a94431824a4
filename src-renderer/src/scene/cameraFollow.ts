// What the table's default camera follows, kept apart from the scene controller: the latest of the acting player,
// the coach's selection and an explicit focusOn(); and a drill's focus area turned into the rig's world box. The
// controller asks it for a point each frame; it reads the pieces where they are drawn (a moving piece is followed
// mid-move) and never touches a mesh.
import type { EngineEvent, GameView } from '@shared/engine/api'
import { Vector3 } from 'three'
import { type BoardLayout, squareToWorld } from './boards/layout'
import { checkFocus, type FocusTarget, turnKey, viewFocus } from './cameraFocus'
import type { FocusArea } from './cameraRig'
import type { PieceLayer } from './pieces/PieceLayer'
import type { SquareIndex } from './squareIndex'

export class CameraFollow {
  private focus: FocusTarget | null = null
  /** The turn of the view on the table (cameraFocus.turnKey): a new one gives the camera back to the play. */
  private turn = ''
  private readonly at3 = new Vector3()

  /** Forgets the target (a new board). */
  clear(): void {
    this.focus = null
  }

  /** The coach's pick is where the play is now. */
  select(pieceId: number): void {
    this.focus = { piece: pieceId }
  }

  /** An explicit target (checked: a malformed one throws a FocusError), or null for the view's own focus. */
  focusOn(target: FocusTarget | null, view: GameView | null): void {
    this.focus = target === null ? (view ? viewFocus(view, []) : null) : checkFocus(target)
  }

  /** A new view: its focus becomes the target; true when a new turn should give the camera back to the play. */
  follow(prev: GameView | null, view: GameView | null, events: readonly EngineEvent[]): boolean {
    const key = turnKey(view)
    const resume = prev !== null && view !== null && key !== this.turn
    this.turn = key
    const next = view ? viewFocus(view, events) : null
    if (next) this.focus = next
    return resume
  }

  /** The target's world point as drawn now (a moving piece where it is), or null. */
  point(layout: BoardLayout, pieces: PieceLayer, squares: SquareIndex): { x: number; z: number } | null {
    const f = this.focus
    if (!f) return null
    if ('piece' in f) {
      const at = pieces.piecePosition(f.piece, this.at3)
      if (at) return { x: at.x, z: at.z }
      const sq = squares.squareOf(f.piece)
      return sq ? squareToWorld(layout, sq.x, sq.y) : null
    }
    return squareToWorld(layout, f.square.x, f.square.y)
  }
}

/**
 * The world box a focus area keeps in frame: its squares (clamped to the board) plus a square's half and one square
 * round them, so the pieces next to it show too. Off-board or fractional squares throw a FocusError first.
 */
export function focusAreaOf(
  layout: BoardLayout,
  squares: readonly { readonly x: number; readonly y: number }[],
): FocusArea {
  for (const sq of squares) checkFocus({ square: sq })
  const xs = squares.map((s) => Math.min(layout.width - 1, Math.max(0, s.x)))
  const ys = squares.map((s) => Math.min(layout.height - 1, Math.max(0, s.y)))
  const lo = squareToWorld(layout, Math.min(...xs), Math.min(...ys))
  const hi = squareToWorld(layout, Math.max(...xs), Math.max(...ys))
  const pad = 1.5
  return {
    centre: { x: (lo.x + hi.x) / 2, z: (lo.z + hi.z) / 2 },
    half: { x: (hi.x - lo.x) / 2 + pad, z: (hi.z - lo.z) / 2 + pad },
  }
}
