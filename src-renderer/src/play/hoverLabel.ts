// Which player the read-out over the table (PlayLayer's cursor-info line) names. While a piece is dragged (setup),
// the pointer passes over other players' squares: the line used to name whoever stood under the pointer, so the
// drag label named the wrong player. A drag names the dragged player, and the square he would land on; otherwise
// the player on the square under the cursor. Pure, for tests.

export interface NamedPiece {
  readonly id: number
  readonly number: number
  readonly name: string
  readonly x: number | null
  readonly y: number | null
}

export interface HoverLabel<P extends NamedPiece> {
  /** The player named, if any. */
  readonly piece: P | undefined
  /** True while that player is being dragged (the square is where he would go, not where he stands). */
  readonly dragging: boolean
}

export function hoverLabel<P extends NamedPiece>(
  pieces: readonly P[],
  at: { readonly x: number; readonly y: number } | null,
  dragging: number | null,
): HoverLabel<P> {
  if (dragging !== null) {
    const piece = pieces.find((p) => p.id === dragging)
    if (piece) return { piece, dragging: true }
  }
  const piece = at ? pieces.find((p) => p.x === at.x && p.y === at.y) : undefined
  return { piece, dragging: false }
}

/** '#7 Grim Ironjaw', or '#7' for a player without a name. */
export function pieceName(piece: { readonly number: number; readonly name: string }): string {
  const name = piece.name.trim()
  return name ? `#${piece.number} ${name}` : `#${piece.number}`
}
