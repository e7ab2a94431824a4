// The Animator on a real PieceLayer (Node, no WebGL): a move is drawn between squares mid-plan and exactly on the
// next view at the end; whenIdle resolves then; a new view fast-forwards the old plan; skip jumps at once.
import { Animator } from '@renderer/scene/animation/Animator'
import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { Vector3 } from 'three'
import { makeView } from '../scene/fixtures'

const layout = BOARD_LAYOUTS.classic
const at = (x: number) =>
  makeView([
    { side: 0, x, y: 7 },
    { side: 1, x: 20, y: 7 },
  ])
const moveEvents = [
  { type: 'move', player: 0, from: [5, 7], to: [6, 7] },
  { type: 'move', player: 0, from: [6, 7], to: [7, 7] },
]

function setup() {
  let now = 0
  const pieces = new PieceLayer()
  const animator = new Animator(pieces, () => now)
  animator.play(null, [], at(5), layout)
  return { pieces, animator, advance: (ms: number) => (now += ms) }
}

const xOf = (pieces: PieceLayer, id: number) => pieces.piecePosition(id, new Vector3())?.x ?? NaN
const worldX = (x: number) => x - (layout.width - 1) / 2

describe('Animator', () => {
  it('moves a piece square by square and ends on the next view; whenIdle resolves at the end', async () => {
    const { pieces, animator, advance } = setup()
    expect(xOf(pieces, 0)).toBeCloseTo(worldX(5))
    animator.play(at(5), moveEvents, at(7), layout)
    expect(animator.busy).toBe(true)
    let idle = false
    void animator.whenIdle().then(() => (idle = true))
    advance(260) // one hop at speed 1
    animator.tick()
    expect(xOf(pieces, 0)).toBeCloseTo(worldX(6), 1)
    advance(10_000)
    expect(animator.tick()).toBe(true)
    expect(animator.busy).toBe(false)
    expect(xOf(pieces, 0)).toBe(worldX(7))
    await Promise.resolve()
    expect(idle).toBe(true)
    expect(animator.tick()).toBe(false)
  })

  it('a new view while animating fast-forwards the old plan first', () => {
    const { pieces, animator, advance } = setup()
    animator.play(at(5), moveEvents, at(7), layout)
    advance(100)
    animator.tick()
    animator.play(at(7), [{ type: 'move', player: 0, from: [7, 7], to: [8, 7] }], at(8), layout)
    // The new plan starts from the old plan's end, not from where the figure was drawn mid-hop.
    expect(xOf(pieces, 0)).toBeCloseTo(worldX(7))
    advance(10_000)
    animator.tick()
    expect(xOf(pieces, 0)).toBe(worldX(8))
  })

  it('skip: the table jumps to the next view at once', async () => {
    const { pieces, animator } = setup()
    animator.setOptions({ skip: true })
    animator.play(at(5), moveEvents, at(7), layout)
    expect(animator.busy).toBe(false)
    expect(xOf(pieces, 0)).toBe(worldX(7))
    await animator.whenIdle()
  })
})
