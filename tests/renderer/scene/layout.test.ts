import {
  BOARD_LAYOUTS,
  columnEdge,
  rowEdge,
  squareToWorld,
  worldToSquare,
} from '@renderer/scene/boards/layout'
import { rinkFeatures } from '@renderer/scene/boards/rinkLayout'

describe('board layout', () => {
  it('has the sizes the rules give', () => {
    expect(BOARD_LAYOUTS.classic).toMatchObject({ width: 26, height: 15 })
    expect(BOARD_LAYOUTS.blitz).toMatchObject({ width: 15, height: 11 })
    expect(BOARD_LAYOUTS.crosscheck).toMatchObject({ width: 26, height: 15 })
  })

  it('centres the board on the origin, one world unit per square', () => {
    const l = BOARD_LAYOUTS.classic
    expect(squareToWorld(l, 0, 0)).toEqual({ x: -12.5, z: -7 })
    expect(squareToWorld(l, 25, 14)).toEqual({ x: 12.5, z: 7 })
    expect(squareToWorld(l, 12, 7)).toEqual({ x: -0.5, z: 0 })
    // The half-way line between columns 12 and 13 is world x = 0.
    expect(columnEdge(l, 13)).toBe(0)
    expect(rowEdge(l, 4)).toBe(-3.5)
  })

  it('maps every square to world and back', () => {
    for (const l of Object.values(BOARD_LAYOUTS)) {
      for (let x = 0; x < l.width; x++) {
        for (let y = 0; y < l.height; y++) {
          const w = squareToWorld(l, x, y)
          expect(worldToSquare(l, w.x, w.z)).toEqual({ x, y })
          // Anywhere inside the square maps to it, not just its centre.
          expect(worldToSquare(l, w.x + 0.49, w.z - 0.49)).toEqual({ x, y })
        }
      }
    }
  })

  it('returns null off the board', () => {
    const l = BOARD_LAYOUTS.blitz
    expect(worldToSquare(l, -7.51, 0)).toBeNull()
    expect(worldToSquare(l, 7.5, 0)).toBeNull()
    expect(worldToSquare(l, 0, 5.5)).toBeNull()
    expect(worldToSquare(l, 0, -5.500001)).toBeNull()
  })
})

describe('rink features (000: The Rink)', () => {
  const f = rinkFeatures(BOARD_LAYOUTS.crosscheck)

  it('puts the red line in the middle and the blue lines four squares out', () => {
    expect(f.redLine).toBe(13)
    expect(f.blueLines).toEqual([9, 17])
  })

  it('puts goals in the three centre squares of each end, creases 2 × 3 in front', () => {
    expect(f.goals.map((g) => [g.x, g.rows])).toEqual([
      [0, [6, 7, 8]],
      [25, [6, 7, 8]],
    ])
    expect(f.creases).toEqual([
      { x0: 1, x1: 2, rows: [6, 7, 8] },
      { x0: 23, x1: 24, rows: [6, 7, 8] },
    ])
  })

  it('puts a two-square penalty box on either side of the red line', () => {
    expect(f.penaltyBoxes).toEqual([
      { side: 0, x0: 11, x1: 12 },
      { side: 1, x0: 13, x1: 14 },
    ])
  })
})
