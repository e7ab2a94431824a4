import { CLICK_SLOP, PointerGesture } from '@renderer/scene/pointerGesture'

describe('pointer gesture', () => {
  it('reads a press released in place as a click with its button', () => {
    const g = new PointerGesture()
    g.press(100, 100, 'right', null)
    g.move(101, 102)
    expect(g.release(102, 101)).toEqual({ kind: 'click', button: 'right' })
  })

  it('reads a drag that did not grab a piece as the camera’s (no event)', () => {
    const g = new PointerGesture()
    g.press(100, 100, 'left', null)
    g.move(100 + CLICK_SLOP + 1, 100)
    expect(g.draggingPiece).toBe(false)
    expect(g.release(200, 100)).toEqual({ kind: 'none' })
  })

  it('reads a left drag from a grabbed piece as a drop of that piece', () => {
    const g = new PointerGesture()
    g.press(100, 100, 'left', 7)
    expect(g.heldPiece).toBe(7)
    expect(g.draggingPiece).toBe(false)
    g.move(140, 120)
    expect(g.draggingPiece).toBe(true)
    expect(g.release(160, 130)).toEqual({ kind: 'drop', pieceId: 7 })
    expect(g.heldPiece).toBeNull()
  })

  it('never drags a piece with the right button, and a release without a press does nothing', () => {
    const g = new PointerGesture()
    g.press(0, 0, 'right', 3)
    expect(g.heldPiece).toBeNull()
    expect(g.release(50, 50)).toEqual({ kind: 'none' })
    expect(g.release(0, 0)).toEqual({ kind: 'none' })
    g.press(0, 0, 'left', 3)
    g.cancel()
    expect(g.release(0, 0)).toEqual({ kind: 'none' })
  })
})
