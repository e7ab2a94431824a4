import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { BALL_ON_BASE_OFFSET, placeView, sideFacing } from '@renderer/scene/pieces/placement'
import { positionSkin, RACE_SKIN } from '@shared/showcase/looks'
import { makeView } from './fixtures'

const classic = BOARD_LAYOUTS.classic

describe('view → placement', () => {
  it('places only pieces with a square, at the square centre', () => {
    const view = makeView([
      { side: 0, x: 3, y: 4 },
      { side: 0, x: null, y: null, state: 'reserve' },
      { side: 1, x: 20, y: 10, state: 'prone' },
      { side: 1, x: null, y: null, state: 'ko' },
    ])
    const { pieces } = placeView(view, classic)
    expect(pieces.map((p) => p.id)).toEqual([0, 2])
    expect(pieces[0]).toMatchObject({ x: -9.5, z: -3 })
    expect(pieces[1]).toMatchObject({ x: 7.5, z: 3 })
  })

  it('maps states to poses: prone lies down, stunned lies face down, the rest stand', () => {
    const states = ['standing', 'prone', 'stunned', 'ko'] as const
    const view = makeView(states.map((state, i) => ({ side: 0, x: i, y: 0, state })))
    expect(placeView(view, classic).pieces.map((p) => p.pose)).toEqual([
      'standing',
      'prone',
      'stunned',
      'standing',
    ])
  })

  it('derives the look from roster, role, side and ruleset', () => {
    const view = makeView(
      [
        { side: 0, role: 'Blitzer', x: 1, y: 1 },
        { side: 1, role: 'troll', x: 2, y: 2 },
      ],
      [],
      'crosscheck',
      ['skaven-clan', 'chaos-dwarf'],
    )
    const [a, b] = placeView(view, classic).pieces
    expect(a.key).toEqual({
      race: 'skaven',
      role: 'blitzer',
      body: 'standard',
      gear: 'none',
      skin: RACE_SKIN.skaven,
      side: 0,
      equipment: 'hockey',
    })
    // The position's own creature: a troll in a chaos dwarf team is a troll, standing as a big guy.
    expect(b.key).toEqual({
      race: 'dwarf',
      role: 'bigguy',
      body: 'troll',
      gear: 'none',
      skin: positionSkin('troll'),
      side: 1,
      equipment: 'hockey',
    })
  })

  it('turns each side to face the other, whichever half they hold', () => {
    const homeLeft = makeView([
      { side: 0, x: 5, y: 7 },
      { side: 1, x: 20, y: 7 },
    ])
    expect(sideFacing(homeLeft.pieces)).toEqual([Math.PI / 2, -Math.PI / 2])
    const homeRight = makeView([
      { side: 0, x: 20, y: 7 },
      { side: 1, x: 5, y: 7 },
    ])
    expect(sideFacing(homeRight.pieces)).toEqual([-Math.PI / 2, Math.PI / 2])
    // Nobody to face: home looks down +x.
    expect(sideFacing(makeView([{ side: 0, x: 20, y: 7 }]).pieces)).toEqual([Math.PI / 2, -Math.PI / 2])
  })

  it("puts a carried ball on the carrier's base, in front of him on his right", () => {
    const view = makeView(
      [
        { side: 0, x: 5, y: 7, hasBall: true },
        { side: 1, x: 20, y: 7 },
      ],
      [{ x: 5, y: 7, carrier: 0 }],
    )
    const { pieces, balls } = placeView(view, classic)
    const carrier = pieces[0]
    const ball = balls[0]
    expect(ball).toMatchObject({ onBase: true, carrier: 0, kind: 'ball' })
    // Facing +x: forward is +x, his right hand is +z.
    expect(ball.x - carrier.x).toBeCloseTo(BALL_ON_BASE_OFFSET.forward, 9)
    expect(ball.z - carrier.z).toBeCloseTo(BALL_ON_BASE_OFFSET.right, 9)
    expect(Math.hypot(ball.x - carrier.x, ball.z - carrier.z)).toBeLessThan(0.36)
  })

  it('leaves a loose ball, or one whose carrier is down, on the ground of its square', () => {
    const view = makeView(
      [{ side: 0, x: 5, y: 7, state: 'prone' }],
      [
        { x: 5, y: 7, carrier: 0 },
        { x: 12, y: 3, carrier: null },
      ],
    )
    const { balls } = placeView(view, classic)
    expect(balls[0]).toMatchObject({ onBase: false, x: -7.5, z: 0 })
    expect(balls[1]).toMatchObject({ onBase: false, x: -0.5, z: -4, carrier: null })
  })

  it('draws a puck in Cross Check, beside its carrier when it sits in a neighbouring square (at his blade)', () => {
    const view = makeView([{ side: 0, x: 12, y: 7 }], [{ x: 13, y: 7, carrier: 0 }], 'crosscheck')
    const { balls } = placeView(view, BOARD_LAYOUTS.crosscheck)
    // Its square's centre is x 0.5; pulled 0.22 toward the carrier (pieces/placement.ts: PUCK_AT_BLADE).
    expect(balls[0]).toMatchObject({ kind: 'puck', onBase: false, carried: true, z: 0 })
    expect(balls[0].x).toBeCloseTo(0.28, 9)
  })
})
