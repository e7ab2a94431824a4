// The win-chance line's swing markers laid out so that none covers another: the biggest swing keeps its point, the
// others move up or down over their own turn first, sideways only when that column is full; every marker's whole
// box inside the chart, at the 0% and 100% edges and the line's ends too; any three markers on any chart they fit
// apart on are apart (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  layoutSwings,
  type PlacedSwing,
  tipLeft,
} from '../../../src-renderer/src/components/timeline/swingLayout'

const SIZE = 16

const apart = (a: PlacedSwing, b: PlacedSwing): boolean =>
  Math.abs(a.left - b.left) >= SIZE || Math.abs(a.top - b.top) >= SIZE

describe('swing markers', () => {
  it('stay on their points when they do not touch', () => {
    const placed = layoutSwings(
      [
        { x: 0.1, y: 0.5 },
        { x: 0.5, y: 0.2 },
        { x: 0.9, y: 0.8 },
      ],
      600,
      40,
      SIZE,
    )
    expect(placed).toEqual([
      { left: 60, top: 20, anchorLeft: 60, anchorTop: 20, moved: false },
      { left: 300, top: 8, anchorLeft: 300, anchorTop: 8, moved: false },
      { left: 540, top: 32, anchorLeft: 540, anchorTop: 32, moved: false },
    ])
  })

  it('at the line’s start (markers 1 and 3 on one spot): 1 pulled inside, 3 beside it (no room above or below)', () => {
    // The stop-28 screenshot: swings 1 and 3 both at the first turns, near even.
    const placed = layoutSwings(
      [
        { x: 0.004, y: 0.45 },
        { x: 0.6, y: 0.3 },
        { x: 0.006, y: 0.5 },
      ],
      600,
      40,
      SIZE,
    )
    // 1's point is 2.4 px along: its marker stands half a marker in (8 px), still over the point, not moved.
    expect(placed[0]).toEqual({ left: 8, top: 18, anchorLeft: 2.4, anchorTop: 18, moved: false })
    expect(placed[1]).toMatchObject({ left: 360, top: 12, moved: false })
    // 3 at 3.6 px along, 20 px down, but 1 stands at 18 and a 40 px chart holds centres only from 8 to 32: no
    // spot 16 px above or below 1 is inside, so 3 goes one marker sideways, joined to its point by a leader.
    expect(placed[2]).toEqual({ left: 24, top: 20, anchorLeft: 3.6, anchorTop: 20, moved: true })
    expect(apart(placed[0], placed[2])).toBe(true)
  })

  it('three on one spot: one keeps it, the others beside it when the column is full', () => {
    const placed = layoutSwings(
      [
        { x: 0.5, y: 0.5 },
        { x: 0.5, y: 0.5 },
        { x: 0.5, y: 0.5 },
      ],
      600,
      40,
      SIZE,
    )
    expect(placed[0]).toMatchObject({ left: 300, top: 20, moved: false })
    // 20 ± 16 are 4 and 36, whose boxes would stick out of a 40 px chart: one marker to the left, then the right.
    expect(placed[1]).toMatchObject({ left: 284, top: 20, moved: true })
    expect(placed[2]).toMatchObject({ left: 316, top: 20, moved: true })
    // Two at one edge stack in their column (8 and 24 px are 16 apart, both inside); the next goes sideways.
    const edge = layoutSwings(
      [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 1 },
      ],
      600,
      40,
      SIZE,
    )
    expect(edge.map((p) => [p.left, p.top, p.moved])).toEqual([
      [8, 8, false],
      [8, 24, true],
      [24, 32, true],
    ])
    // A fourth has no room in that column of a 40 px chart: it goes one marker sideways.
    const four = layoutSwings(
      [
        { x: 0.5, y: 0.5 },
        { x: 0.5, y: 0.1 },
        { x: 0.5, y: 0.9 },
        { x: 0.5, y: 0.5 },
      ],
      600,
      40,
      SIZE,
    )
    expect(four[3]).toMatchObject({ top: 20, moved: true })
    expect(Math.abs(four[3].left - 300)).toBe(SIZE)
  })

  it('never leave the chart: a point at 0% or 100% (or a line’s end) has its marker half a marker in', () => {
    const placed = layoutSwings(
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
      600,
      40,
      SIZE,
    )
    expect(placed).toEqual([
      { left: 8, top: 8, anchorLeft: 0, anchorTop: 0, moved: false },
      { left: 592, top: 32, anchorLeft: 600, anchorTop: 40, moved: false },
    ])
  })

  it('any three markers on a chart of 300–1000 × 40 px: no two overlap, each box inside the chart', () => {
    // The 0/100% edges and the line's ends drawn often, as a lopsided game's swings are.
    const along = fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true }))
    const anchor = fc.record({ x: along, y: along })
    fc.assert(
      fc.property(
        fc.array(anchor, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 300, max: 1000 }),
        (anchors, w) => {
          const placed = layoutSwings(anchors, w, 40, SIZE)
          expect(placed).toHaveLength(anchors.length)
          for (let i = 0; i < placed.length; i++) {
            // The marker's whole box (its centre ± half a marker) inside the chart.
            expect(placed[i].left - SIZE / 2).toBeGreaterThanOrEqual(0)
            expect(placed[i].left + SIZE / 2).toBeLessThanOrEqual(w)
            expect(placed[i].top - SIZE / 2).toBeGreaterThanOrEqual(0)
            expect(placed[i].top + SIZE / 2).toBeLessThanOrEqual(40)
            // An unmoved marker covers its point.
            if (!placed[i].moved) {
              expect(Math.abs(placed[i].left - placed[i].anchorLeft)).toBeLessThanOrEqual(SIZE / 2)
              expect(Math.abs(placed[i].top - placed[i].anchorTop)).toBeLessThanOrEqual(SIZE / 2)
            }
            for (let j = 0; j < i; j++) expect(apart(placed[i], placed[j])).toBe(true)
          }
          // The biggest swing never moves.
          expect(placed[0].moved).toBe(false)
        },
      ),
      { seed: 20, numRuns: 300 },
    )
  })
})

describe('the hover tip on the readout’s row', () => {
  it('centres over the pointer when there is room', () => {
    expect(tipLeft(400, 200, 150, 620)).toBe(300)
  })
  it('never covers the readout: a pointer at the line’s start puts the tip just after it', () => {
    expect(tipLeft(10, 200, 150, 620)).toBe(162)
  })
  it('never runs past the row’s end', () => {
    expect(tipLeft(610, 200, 150, 620)).toBe(420)
  })
  it('a row too short for both: after the readout (the tip is then cut)', () => {
    expect(tipLeft(300, 500, 150, 620)).toBe(162)
  })
})
