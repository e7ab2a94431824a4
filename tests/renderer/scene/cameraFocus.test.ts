// What the default camera follows, read from a view and its events: the player who acted last, else the one the
// decision is about, else the ball (its carrier), else in a setup the setting-up side's half; focus targets are
// checked; a new turn is a new key.
import { actingPiece, checkFocus, FocusError, turnKey, viewFocus } from '@renderer/scene/cameraFocus'
import type { GameView } from '@shared/engine/api'
import { makeView } from './fixtures'

const view = makeView(
  [
    { side: 0, x: 3, y: 4 },
    { side: 0, x: 5, y: 6 },
    { side: 1, x: 14, y: 7 },
    { side: 1, x: null, y: null },
  ],
  [{ x: 14, y: 7, carrier: 2 }],
)

describe('the camera’s focus', () => {
  it('is the last player the events name who is still on the pitch', () => {
    const events = [
      { type: 'move', player: 0, to: [3, 4] },
      { type: 'roll', purpose: 'dodge', player: 1, dice: [4] },
      // Player 3 left the pitch (a casualty): not where the camera should go.
      { type: 'injury', player: 3, result: 'ko' },
    ]
    expect(actingPiece(view, events)).toBe(1)
    expect(viewFocus(view, events)).toEqual({ piece: 1 })
  })

  it('is the player the decision is about when the events name nobody', () => {
    const v: GameView = { ...view, decision: { side: 0, kind: 'activation', player: 0 } }
    expect(viewFocus(v, [{ type: 'turn-start' }])).toEqual({ piece: 0 })
  })

  it('is the ball’s carrier, or the ball on the ground, when no player is named', () => {
    expect(viewFocus(view, [])).toEqual({ piece: 2 })
    const loose: GameView = { ...view, balls: [{ x: 9, y: 2, carrier: null }] }
    expect(viewFocus(loose, [])).toEqual({ square: { x: 9, y: 2 } })
  })

  it('is the middle of the setting-up side’s half in a setup, whoever was just placed, or nothing to change', () => {
    const setup: GameView = { ...view, balls: [], decision: { side: 0, kind: 'setup' } }
    // Side 0 stands at x 3 and 5: the left half (squares 0–12), its middle column 6.
    expect(viewFocus(setup, [{ type: 'place', player: 1, x: 5, y: 6 }])).toEqual({ square: { x: 6, y: 7 } })
    // Side 1 stands at x 14: the right half (13–25), its middle column 19.
    expect(viewFocus({ ...setup, decision: { side: 1, kind: 'setup' } }, [])).toEqual({
      square: { x: 19, y: 7 },
    })
    const empty: GameView = { ...setup, pieces: setup.pieces.map((p) => ({ ...p, x: null, y: null })) }
    expect(viewFocus(empty, [])).toBeNull()
    expect(viewFocus({ ...setup, decision: { side: null, kind: 'game-over' } }, [])).toBeNull()
  })

  it('takes a square or a piece, and refuses anything else with a FocusError', () => {
    expect(checkFocus({ square: { x: 2, y: 3 } })).toEqual({ square: { x: 2, y: 3 } })
    expect(checkFocus({ piece: 7 })).toEqual({ piece: 7 })
    for (const bad of [
      { piece: -1 },
      { piece: 1.5 },
      { square: { x: 1.5, y: 2 } },
      { square: null },
      null,
      'here',
    ])
      expect(() => checkFocus(bad as never)).toThrow(FocusError)
  })

  it('sees a new turn when the half, a turn counter or the side to act changes', () => {
    const key = turnKey(view)
    expect(turnKey({ ...view })).toBe(key)
    expect(turnKey({ ...view, turns: [2, 1] })).not.toBe(key)
    expect(turnKey({ ...view, activeSide: 1 })).not.toBe(key)
    expect(turnKey({ ...view, period: 2 })).not.toBe(key)
    expect(turnKey(null)).toBe('')
  })
})
