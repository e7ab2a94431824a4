// Telling a click from a drag on the table, as a small state machine the canvas feeds with pointer events. A
// press that moves less than CLICK_SLOP CSS pixels is a click (a pick); a left press on a piece that moves further
// while piece-dragging is allowed is a piece drag (a drop on release); any other drag belongs to the camera.
// Pure, unit-tested without a DOM.

export const CLICK_SLOP = 5

export type Button = 'left' | 'right'

export type GestureEnd =
  | { readonly kind: 'click'; readonly button: Button }
  | { readonly kind: 'drop'; readonly pieceId: number }
  | { readonly kind: 'none' }

export class PointerGesture {
  private down: { x: number; y: number; button: Button; pieceId: number | null; moved: boolean } | null = null

  /** A press. `pieceId` is the piece under it when piece dragging is allowed (else null). */
  press(x: number, y: number, button: Button, pieceId: number | null): void {
    this.down = { x, y, button, pieceId: button === 'left' ? pieceId : null, moved: false }
  }

  /** True while a piece (not the camera) is being dragged. */
  get draggingPiece(): boolean {
    return this.down !== null && this.down.pieceId !== null && this.down.moved
  }

  /** The piece a press grabbed, moved or not (the camera stays still while it is held). */
  get heldPiece(): number | null {
    return this.down?.pieceId ?? null
  }

  move(x: number, y: number): void {
    const d = this.down
    if (d && !d.moved && Math.hypot(x - d.x, y - d.y) >= CLICK_SLOP) d.moved = true
  }

  release(x: number, y: number): GestureEnd {
    const d = this.down
    this.down = null
    if (!d) return { kind: 'none' }
    const moved = d.moved || Math.hypot(x - d.x, y - d.y) >= CLICK_SLOP
    if (!moved) return { kind: 'click', button: d.button }
    if (d.pieceId !== null) return { kind: 'drop', pieceId: d.pieceId }
    return { kind: 'none' }
  }

  cancel(): void {
    this.down = null
  }
}
