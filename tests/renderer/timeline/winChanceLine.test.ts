// The win-chance line's drawing from a given series: where each point goes and which three swings are marked.
import { describe, expect, it } from 'vitest'
import type { WinChancePoint } from '@shared/ipc'
import {
  nearestPoint,
  percent,
  placePoints,
  polyline,
  swingWhen,
  topSwings,
} from '../../../src-renderer/src/components/timeline/winChanceLine'

const point = (position: number, home: number, draw = 0): WinChancePoint => ({
  position,
  home,
  draw,
  playouts: 16,
})

// A game of 200 positions: even, a touchdown for home, a turnover, the equaliser, a late winner, the result.
const series = [
  point(0, 0.5, 0.2),
  point(40, 0.52),
  point(80, 0.7),
  point(120, 0.62),
  point(160, 0.35),
  point(190, 0.8),
  point(200, 1),
]

describe('win-chance line', () => {
  it('places each point by its position and the home chance (top = a certain home win)', () => {
    const placed = placePoints([series[2], series[0], series[6]], 200)
    expect(placed.map((p) => [p.position, p.x, p.y])).toEqual([
      [0, 0, 0.5],
      [80, 0.4, 1 - 0.7],
      [200, 1, 0],
    ])
    expect(polyline(placed, 400, 40)).toBe('0,20 160,12 400,0')
  })

  it('marks the three biggest swings, largest first', () => {
    const swings = topSwings(series)
    expect(
      swings.map((s) => [s.from.position, s.to.position, percent(s.from.home), percent(s.to.home)]),
    ).toEqual([
      [160, 190, 35, 80],
      [120, 160, 62, 35],
      [190, 200, 80, 100],
    ])
    expect(swings[1].change).toBeCloseTo(-0.27, 10)
  })

  it('has no swings without change, and fewer than three when the line is short', () => {
    expect(topSwings([point(0, 0.5), point(10, 0.5)])).toEqual([])
    expect(topSwings([point(0, 0.5), point(10, 0.6)]).length).toBe(1)
    expect(topSwings([])).toEqual([])
  })

  it('says when a swing was: the start, a kick-off or face-off, a team turn, the final whistle', () => {
    const at = (period: number, side: 0 | 1 | null, turn: number) => ({ period, side, turn })
    expect(swingWhen(point(0, 0.5), false).key).toBe('timeline.turnStart')
    expect(swingWhen({ ...point(9, 0.5), at: at(1, 0, 0) }, false)).toEqual({
      key: 'timeline.kickOffAt',
      params: { period: 1 },
    })
    expect(swingWhen({ ...point(9, 0.5), at: at(2, 1, 0) }, true)).toEqual({
      key: 'timeline.faceOffAt',
      params: { period: 2 },
    })
    expect(swingWhen({ ...point(50, 0.5), at: at(1, 1, 3) }, false)).toEqual({
      key: 'timeline.turnAt',
      params: { period: 1, turn: 3, side: 1 },
    })
    expect(swingWhen({ ...point(50, 0.5), at: at(3, 0, 2) }, true).key).toBe('timeline.turnAtPeriod')
    expect(swingWhen({ ...point(200, 1), playouts: 0, at: at(2, null, 0) }, false).key).toBe(
      'timeline.turnEnd',
    )
  })
})

describe('the point under the pointer', () => {
  it('is the nearest along the chart, the earlier on a tie, none on an empty line', () => {
    const placed = placePoints(series, 200)
    expect(nearestPoint(placed, 0)?.position).toBe(0)
    expect(nearestPoint(placed, 0.39)?.position).toBe(80)
    // 0.5 lies halfway between 80 (0.4) and 120 (0.6): the earlier.
    expect(nearestPoint(placed, 0.5)?.position).toBe(80)
    expect(nearestPoint(placed, 0.96)?.position).toBe(190)
    expect(nearestPoint(placed, 0.99)?.position).toBe(200)
    expect(nearestPoint([], 0.5)).toBeNull()
  })

  it('keeps the point whole, so its turn names it ("Half 1, kick-off")', () => {
    const kickOff: WinChancePoint = { ...point(12, 0.55), at: { period: 1, turn: 0, side: 0 } }
    const [p] = placePoints([kickOff], 200)
    expect(swingWhen(p, false)).toEqual({ key: 'timeline.kickOffAt', params: { period: 1 } })
  })
})
