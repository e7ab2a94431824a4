// Which square each piece on the pitch stands on, and which piece stands on each square, from the current view:
// picking asks both (a click on a piece's square picks the piece; a click on a piece finds its square).
import type { GameView } from '@shared/engine/api'
import type { Square } from './picking'

export class SquareIndex {
  private readonly squareOfPiece = new Map<number, Square>()
  private readonly pieceOnSquare = new Map<string, number>()

  /** Re-reads the pieces of `view` (pieces off the pitch have no square). */
  update(view: GameView | null): void {
    this.squareOfPiece.clear()
    this.pieceOnSquare.clear()
    for (const p of view?.pieces ?? []) {
      if (p.x === null || p.y === null) continue
      this.squareOfPiece.set(p.id, { x: p.x, y: p.y })
      this.pieceOnSquare.set(`${p.x},${p.y}`, p.id)
    }
  }

  squareOf(pieceId: number): Square | null {
    return this.squareOfPiece.get(pieceId) ?? null
  }

  occupant(square: Square): number | null {
    return this.pieceOnSquare.get(`${square.x},${square.y}`) ?? null
  }
}
