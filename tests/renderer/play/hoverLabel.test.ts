// The read-out over the table names the right player: while a piece is dragged, the dragged one (not whoever the
// pointer passes over); otherwise the player on the square under the cursor.
import { describe, expect, it } from 'vitest'
import { hoverLabel, pieceName } from '../../../src-renderer/src/play/hoverLabel'

const PIECES = [
  { id: 4, number: 3, name: 'Lineman', x: 10, y: 7 },
  { id: 11, number: 7, name: 'Blitzer', x: null, y: null },
  { id: 12, number: 9, name: '', x: 5, y: 2 },
]

describe('hoverLabel', () => {
  it('names the dragged player while his drag passes over another player', () => {
    const label = hoverLabel(PIECES, { x: 10, y: 7 }, 11)
    expect(label).toEqual({ piece: PIECES[1], dragging: true })
    expect(pieceName(label.piece!)).toBe('#7 Blitzer')
  })

  it('names the player on the square when nothing is dragged', () => {
    expect(hoverLabel(PIECES, { x: 10, y: 7 }, null)).toEqual({ piece: PIECES[0], dragging: false })
    expect(hoverLabel(PIECES, { x: 0, y: 0 }, null)).toEqual({ piece: undefined, dragging: false })
    expect(hoverLabel(PIECES, null, null)).toEqual({ piece: undefined, dragging: false })
  })

  it('falls back to the square when the dragged id is not a piece of the view', () => {
    expect(hoverLabel(PIECES, { x: 5, y: 2 }, 99)).toEqual({ piece: PIECES[2], dragging: false })
    expect(pieceName(PIECES[2])).toBe('#9')
  })
})
