// A setup chip dragged from the side panel onto the table (HTML drag and drop): the chip puts its piece id under
// this type, and the table reads it back on the drop to place that piece on the square under the pointer.

export const PIECE_DRAG_TYPE = 'application/x-pitchside-piece'

/** The piece id a drop carries, or null when the drop is something else (a file, text, another page's drag). */
export function droppedPiece(data: Pick<DataTransfer, 'getData'> | null): number | null {
  const raw = data?.getData(PIECE_DRAG_TYPE) ?? ''
  return /^\d{1,3}$/.test(raw) ? Number(raw) : null
}
