// Dice land on the board beside the action and leave with the next action: the spot lies on empty squares of the
// board (never the wood), next to the player the roll is for, in front of him when it can; on a real Animator a
// block's dice rest there after the plan, inside the board, and are gone once the next action's view (or a jump)
// arrives.
import { Animator } from '@renderer/scene/animation/Animator'
import { BOARD_LAYOUTS, type BoardLayout, squareToWorld } from '@renderer/scene/boards/layout'
import type { ShownRoll } from '@renderer/scene/dice/DiceLayer'
import { diceSpotNear, rowHalf, rowSquares, squareKey } from '@renderer/scene/dice/diceSpot'
import { DIE_SIZE } from '@renderer/scene/dice/dieGeometry'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import fc from 'fast-check'
import { InstancedMesh, Matrix4, Vector3 } from 'three'
import { vi } from 'vitest'
import { makeView } from './fixtures'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const classic = BOARD_LAYOUTS.classic

/** The square coordinates of a spot's centre. */
const squareOf = (layout: BoardLayout, spot: { x: number; z: number }) => ({
  x: spot.x + (layout.width - 1) / 2,
  y: spot.z + (layout.height - 1) / 2,
})

describe('where dice land', () => {
  it('on empty squares of the board, near the anchor, whatever stands where (fast-check)', () => {
    const layouts = Object.values(BOARD_LAYOUTS)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: layouts.length - 1 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.nat(25), fc.nat(14)), { maxLength: 40 }),
        fc.tuple(fc.nat(25), fc.nat(14)),
        (li, count, taken, [ax, ay]) => {
          const layout = layouts[li]
          const anchor = { x: ax % layout.width, y: ay % layout.height }
          const occupied = new Set(taken.map(([x, y]) => squareKey(x % layout.width, y % layout.height)))
          occupied.add(squareKey(anchor.x, anchor.y))
          const spot = diceSpotNear(anchor, count, { layout, occupied })
          // On the board's top, never the table's.
          expect(spot.y).toBe(0)
          const at = squareOf(layout, spot)
          for (const s of rowSquares(at.x, at.y, count)) {
            expect(s.x).toBeGreaterThanOrEqual(0)
            expect(s.y).toBeGreaterThanOrEqual(0)
            expect(s.x).toBeLessThan(layout.width)
            expect(s.y).toBeLessThan(layout.height)
            expect(occupied.has(squareKey(s.x, s.y))).toBe(false)
          }
          // Beside the action: 40 pieces leave room within three squares of anyone on these boards.
          expect(Math.hypot(at.x - anchor.x, at.y - anchor.y)).toBeLessThanOrEqual(3 + rowHalf(count).x)
        },
      ),
      { numRuns: 300, seed: 18 },
    )
  })

  it('in front of the player (toward the viewer) on an open board, right next to him', () => {
    const spot = diceSpotNear({ x: 10, y: 7 }, 2, { layout: classic, occupied: new Set(['10,7']) })
    const at = squareOf(classic, spot)
    expect(at.y).toBeGreaterThanOrEqual(7)
    expect(Math.hypot(at.x - 10, at.y - 7)).toBeLessThanOrEqual(1.2)
  })

  it('inside the board at its corner and by the sideline, and in the middle when nothing is named', () => {
    const corner = squareOf(
      classic,
      diceSpotNear({ x: 25, y: 14 }, 4, { layout: classic, occupied: new Set() }),
    )
    const h = rowHalf(4)
    expect(corner.x + h.x).toBeLessThanOrEqual(25.5)
    expect(corner.y + h.y).toBeLessThanOrEqual(14.5)
    const middle = squareOf(classic, diceSpotNear(null, 1, { layout: classic, occupied: new Set() }))
    expect(Math.hypot(middle.x - 12.5, middle.y - 7)).toBeLessThanOrEqual(1)
  })
})

// A real Animator on a real PieceLayer, the placer TableScene gives it (simplified: next to the roll's player).
function setup() {
  let now = 0
  const pieces = new PieceLayer()
  const animator = new Animator(pieces, () => now)
  const view = makeView([
    { side: 0, x: 5, y: 7 },
    { side: 1, x: 6, y: 7 },
  ])
  animator.setDicePlacer((roll: ShownRoll) => {
    const drawn = typeof roll.player === 'number' ? pieces.piecePosition(roll.player, new Vector3()) : null
    const anchor = drawn ? squareOf(classic, { x: drawn.x, z: drawn.z }) : null
    return diceSpotNear(anchor, roll.dice.length, {
      layout: classic,
      occupied: new Set(['5,7', '6,7']),
    })
  })
  animator.play(null, [], view, classic)
  return { animator, pieces, view, advance: (ms: number) => (now += ms) }
}

/** The dice on the table: each die's world position. */
function diceOnTable(animator: Animator): Vector3[] {
  const out: Vector3[] = []
  const m = new Matrix4()
  animator.group.traverse((o) => {
    if (!(o instanceof InstancedMesh) || !o.name.startsWith('dice:') || !o.visible) return
    for (let i = 0; i < o.count; i++) {
      o.getMatrixAt(i, m)
      out.push(new Vector3().setFromMatrixPosition(m))
    }
  })
  return out
}

const block = [
  { type: 'roll', purpose: 'block', player: 0, dice: [6, 2] },
  { type: 'knocked-down', player: 1 },
]

describe('dice on the table', () => {
  it('rest on the board beside the blocker after his block, and leave when the next action starts', () => {
    const { animator, view, advance } = setup()
    const after = {
      ...view,
      pieces: view.pieces.map((p) => (p.id === 1 ? { ...p, state: 'prone' as const } : p)),
    }
    animator.play(view, block, after, classic)
    advance(10_000)
    animator.tick()
    const dice = diceOnTable(animator)
    expect(dice).toHaveLength(2)
    const blocker = squareToWorld(classic, 5, 7)
    for (const d of dice) {
      // On the board (its top at y = 0), within its edges.
      expect(d.y).toBeCloseTo(DIE_SIZE / 2, 6)
      expect(Math.abs(d.x)).toBeLessThan(classic.width / 2)
      expect(Math.abs(d.z)).toBeLessThan(classic.height / 2)
      // Beside the blocker, never on his square or his victim's.
      expect(Math.hypot(d.x - blocker.x, d.z - blocker.z)).toBeLessThan(2.5)
      expect(Math.round(d.x + (classic.width - 1) / 2) + ',' + Math.round(d.z + 7)).not.toMatch(/^(5|6),7$/)
    }
    // The next action (a move, no roll): its view takes the dice away at once.
    const moved = { ...after, pieces: after.pieces.map((p) => (p.id === 0 ? { ...p, x: 4 } : p)) }
    animator.play(after, [{ type: 'move', player: 0, from: [5, 7], to: [4, 7] }], moved, classic)
    expect(diceOnTable(animator)).toHaveLength(0)
  })

  it('with animations off the last roll lies settled until the next view, and a jump clears it too', () => {
    const { animator, view } = setup()
    animator.setOptions({ skip: true })
    const after = { ...view, turns: [1, 2] as const }
    animator.play(view, block, after, classic)
    expect(diceOnTable(animator)).toHaveLength(2)
    // A jump (a replay seek: another view, no events).
    animator.play(after, [], { ...after, turns: [5, 5] }, classic)
    expect(diceOnTable(animator)).toHaveLength(0)
  })

  it('stay when the same view is drawn again (a redraw is not an action)', () => {
    const { animator, view } = setup()
    animator.setOptions({ skip: true })
    const after = { ...view, turns: [1, 2] as const }
    animator.play(view, block, after, classic)
    animator.play(after, [], after, classic)
    expect(diceOnTable(animator)).toHaveLength(2)
  })
})
