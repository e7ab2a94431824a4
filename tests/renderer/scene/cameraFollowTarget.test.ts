// The camera's follow target kept apart from the scene controller: a new turn hands the camera back, the coach's
// pick and focusOn() replace the target, a piece off the drawn layer is found on its square, and a drill's focus
// area becomes a world box one square wider than its squares (bad squares refused).
import { BOARD_LAYOUTS, squareToWorld } from '@renderer/scene/boards/layout'
import { FocusError } from '@renderer/scene/cameraFocus'
import { CameraFollow, focusAreaOf } from '@renderer/scene/cameraFollow'
import type { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { SquareIndex } from '@renderer/scene/squareIndex'
import type { GameView } from '@shared/engine/api'
import { makeView } from './fixtures'

const layout = BOARD_LAYOUTS.classic
const view = makeView(
  [
    { side: 0, x: 3, y: 4 },
    { side: 1, x: 14, y: 7 },
  ],
  [{ x: 14, y: 7, carrier: 1 }],
)
// No piece drawn: the follow falls back to the piece's square.
const undrawn = { piecePosition: () => null } as unknown as PieceLayer

describe('the camera follow target', () => {
  it('gives the camera back on a new turn only', () => {
    const f = new CameraFollow()
    expect(f.follow(null, view, [])).toBe(false)
    expect(f.follow(view, view, [])).toBe(false)
    const next: GameView = { ...view, turns: [view.turns[0] + 1, view.turns[1]] }
    expect(f.follow(view, next, [])).toBe(true)
  })

  it('follows the view, then the pick, then an explicit square', () => {
    const f = new CameraFollow()
    const squares = new SquareIndex()
    squares.update(view)
    f.follow(null, view, [])
    expect(f.point(layout, undrawn, squares)).toEqual(squareToWorld(layout, 14, 7))
    f.select(0)
    expect(f.point(layout, undrawn, squares)).toEqual(squareToWorld(layout, 3, 4))
    f.focusOn({ square: { x: 9, y: 2 } }, view)
    expect(f.point(layout, undrawn, squares)).toEqual(squareToWorld(layout, 9, 2))
    f.focusOn(null, view)
    expect(f.point(layout, undrawn, squares)).toEqual(squareToWorld(layout, 14, 7))
    f.clear()
    expect(f.point(layout, undrawn, squares)).toBeNull()
  })

  it('turns a focus area into a padded world box and refuses a fractional square', () => {
    const lo = squareToWorld(layout, 2, 3)
    const hi = squareToWorld(layout, 6, 5)
    const area = focusAreaOf(layout, [
      { x: 2, y: 5 },
      { x: 6, y: 3 },
    ])
    expect(area.centre).toEqual({ x: (lo.x + hi.x) / 2, z: (lo.z + hi.z) / 2 })
    expect(area.half).toEqual({ x: (hi.x - lo.x) / 2 + 1.5, z: (hi.z - lo.z) / 2 + 1.5 })
    expect(() => focusAreaOf(layout, [{ x: 1.5, y: 2 }])).toThrow(FocusError)
  })
})
