// The whole team's photo: how many in each row (neighbouring rows half a place apart), the tallest at the back,
// each row a step up and its places evenly spaced and centred, the stand round them and the banner over their heads,
// and a camera far enough back to show all of it at any window shape — and no farther.
import { describe, expect, it } from 'vitest'
import { fitDistanceTo } from '@renderer/scene/showcase/frameFit'
import { PHOTO_ELEVATION, PHOTO_FILL, photoPoints, teamFrame } from '@renderer/scene/showcase/teamPhotoFrame'
import {
  BANNER_CLEAR,
  FIRST_STEP,
  photoRows,
  ROW_GAP,
  rowCounts,
  rowShifts,
  SIDE_GAP,
  STAND_MARGIN,
  STEP_RISE,
  teamPhotoLayout,
} from '@renderer/scene/showcase/teamPhotoLayout'

const man = { height: 1, baseRadius: 0.36 }
const team = (n: number) => Array.from({ length: n }, () => man)

describe('rowCounts', () => {
  it('splits a team into rows, front first, neighbouring rows of unlike parity where it can', () => {
    expect(rowCounts(0)).toEqual([])
    expect(rowCounts(3)).toEqual([3])
    expect(rowCounts(4)).toEqual([4])
    expect(rowCounts(7)).toEqual([4, 3])
    expect(rowCounts(8)).toEqual([4, 4])
    expect(rowCounts(11)).toEqual([6, 5])
    expect(rowCounts(12)).toEqual([5, 4, 3])
    expect(rowCounts(14)).toEqual([5, 4, 5])
    expect(rowCounts(16)).toEqual([5, 6, 5])
    expect(rowCounts(20)).toEqual([6, 5, 4, 5])
  })

  it('refuses what is not a number of players', () => {
    expect(() => rowCounts(-1)).toThrow(RangeError)
    expect(() => rowCounts(2.5)).toThrow('2.5 is not a number of players')
  })

  it('sets a row of the same parity as the one in front half a place over, the whole centred', () => {
    expect(rowShifts([5, 6, 5])).toEqual([0, 0, 0])
    expect(rowShifts([4, 4])).toEqual([-0.25, 0.25])
    expect(rowShifts([3])).toEqual([0])
  })
})

describe('photoRows', () => {
  it('puts the tallest at the back, each row in line-up order', () => {
    // Seven Norse: two big ones (indices 2 and 5) and a middling one (6).
    const heights = [1, 1, 1.6, 1, 1, 1.5, 1.2]
    const rows = photoRows(heights.map((height) => ({ height, baseRadius: 0.36 })))
    expect(rows).toEqual([
      [0, 1, 3, 4],
      [2, 5, 6],
    ])
  })

  it('keeps line-up order among equals', () => {
    expect(photoRows(team(16))).toEqual([
      [11, 12, 13, 14, 15],
      [5, 6, 7, 8, 9, 10],
      [0, 1, 2, 3, 4],
    ])
  })
})

describe('teamPhotoLayout', () => {
  it('stands 16 players in three rows a step apart, half a place beside the row in front', () => {
    const l = teamPhotoLayout(team(16))
    const spacing = 0.72 + SIDE_GAP
    const depth = 0.72 + ROW_GAP
    expect(l.spacing).toBeCloseTo(spacing, 12)
    expect(l.depth).toBeCloseTo(depth, 12)
    expect(l.rows.map((r) => r.count)).toEqual([5, 6, 5])
    expect(l.rows.map((r) => r.top)).toEqual([FIRST_STEP, FIRST_STEP + STEP_RISE, FIRST_STEP + 2 * STEP_RISE])
    expect(l.rows.map((r) => r.z)).toEqual([-0, -depth, -2 * depth])
    // The front row (players 11–15) centred, the middle row between its places.
    expect(l.slots.slice(11).map((s) => s.x / spacing)).toEqual([-2, -1, 0, 1, 2])
    expect(l.slots.slice(5, 11).map((s) => s.x / spacing)).toEqual([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5])
    expect(l.slots[0]).toEqual({ x: -2 * spacing, y: FIRST_STEP + 2 * STEP_RISE, z: -2 * depth, row: 2 })
    // The stand: the widest row plus a base and the margin each side, from the front row's edge to the back's.
    expect(l.stand.width).toBeCloseTo(5 * spacing + 0.72 + 2 * STAND_MARGIN, 12)
    expect(l.stand.front).toBeCloseTo(depth / 2, 12)
    expect(l.stand.back).toBeCloseTo(-2.5 * depth, 12)
    // The banner clears the back row's heads.
    expect(l.banner.y).toBeCloseTo(FIRST_STEP + 2 * STEP_RISE + 1 + BANNER_CLEAR, 12)
    expect(l.banner.width).toBe(l.stand.width)
  })

  it('spaces big guys by their wider bases', () => {
    const l = teamPhotoLayout([man, man, { height: 1.7, baseRadius: 0.45 }])
    expect(l.spacing).toBeCloseTo(0.9 + SIDE_GAP, 12)
    expect(l.slots.map((s) => s.x)).toEqual([-l.spacing, 0, l.spacing])
    expect(l.banner.y).toBeCloseTo(FIRST_STEP + 1.7 + BANNER_CLEAR, 12)
  })
})

describe('teamFrame', () => {
  const fits = (
    d: number,
    f: ReturnType<typeof teamFrame>,
    fov: number,
    aspect: number,
    points: number[][],
  ) => {
    const tanV = Math.tan((fov * Math.PI) / 360)
    const [tx, ty, tz] = f.target
    const cos = Math.cos(PHOTO_ELEVATION)
    const sin = Math.sin(PHOTO_ELEVATION)
    return points.every(([x, y, z]) => {
      const depth = d - ((z - tz) * cos + (y - ty) * sin)
      const up = (y - ty) * cos - (z - tz) * sin
      return (
        Math.abs((x - tx) / depth) <= tanV * aspect * PHOTO_FILL + 1e-9 &&
        Math.abs(up / depth) <= tanV * PHOTO_FILL + 1e-9
      )
    })
  }

  it('fits the whole team with air round it at 16:9, 16:10 and a tall window, and no farther', () => {
    const members = team(16)
    const l = teamPhotoLayout(members)
    const points = photoPoints(l, members).map((p) => [...p])
    // 8 corners of the stand, of each of 16 players and of the banner.
    expect(points).toHaveLength(8 * 18)
    for (const aspect of [1280 / 720, 1600 / 900, 16 / 10, 3 / 4]) {
      const f = teamFrame(l, members, 30, aspect)
      expect(fits(f.distance, f, 30, aspect, points)).toBe(true)
      expect(fits(f.distance * 0.999, f, 30, aspect, points)).toBe(false)
    }
    // The target is the middle of the pictured box: x centred, the banner's top and the floor even round it.
    const f = teamFrame(l, members, 30, 16 / 9)
    expect(f.target[0]).toBeCloseTo(0, 12)
    expect(f.target[1]).toBeCloseTo((l.banner.y + l.banner.height) / 2, 12)
    expect(f.target[2]).toBeCloseTo((l.stand.back - 0.05 + l.stand.front) / 2, 12)
  })

  it('stands farther back for a bigger team and a narrower window', () => {
    const small = team(7)
    const big = team(16)
    const d = (m: typeof big, aspect: number) => teamFrame(teamPhotoLayout(m), m, 30, aspect).distance
    expect(d(big, 16 / 9)).toBeGreaterThan(d(small, 16 / 9))
    expect(d(big, 1)).toBeGreaterThan(d(big, 16 / 9))
  })

  it('frames a lone point at its distance for the fill', () => {
    // One point 1 to the side of the target: d·tan(h)·fill = 1, a pure check of the bisection.
    const aspect = 1
    const d = fitDistanceTo([[1, 0, 0]], [0, 0, 0], 90, aspect, 0, 0.5)
    expect(d).toBeCloseTo(2, 6)
  })
})
