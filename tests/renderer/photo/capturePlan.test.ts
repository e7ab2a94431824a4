// Photo sizes and tiles: exactly 1×, 2× or 4× the window's CSS size, clear refusals for anything else, and tiles
// that cover every pixel once, each rendered with a margin clipped to the photo.
import { describe, expect, it } from 'vitest'
import {
  blurMargin,
  CaptureError,
  captureSize,
  captureTiles,
  photoFileName,
} from '../../../src-renderer/src/scene/photo/capturePlan'

describe('captureSize', () => {
  it('is the window size times the scale', () => {
    expect(captureSize(1280, 720, 1)).toEqual({ width: 1280, height: 720 })
    expect(captureSize(1280, 720, 2)).toEqual({ width: 2560, height: 1440 })
    expect(captureSize(1920, 1080, 4)).toEqual({ width: 7680, height: 4320 })
    expect(captureSize(1280.7, 719.9, 2)).toEqual({ width: 2560, height: 1438 })
  })

  it('refuses other scales, empty windows and photos too big to encode, by code', () => {
    const code = (f: () => unknown): string | null => {
      try {
        f()
        return null
      } catch (error) {
        return error instanceof CaptureError ? error.code : 'other'
      }
    }
    expect(code(() => captureSize(1280, 720, 3))).toBe('photo/bad-scale')
    expect(code(() => captureSize(1280, 720, 0.5))).toBe('photo/bad-scale')
    expect(code(() => captureSize(0, 720, 2))).toBe('photo/bad-size')
    expect(code(() => captureSize(Number.NaN, 720, 2))).toBe('photo/bad-size')
    expect(code(() => captureSize(5000, 3000, 4))).toBe('photo/too-large')
  })
})

describe('captureTiles', () => {
  function coverage(width: number, height: number, max: number, margin: number): number[] {
    const seen = new Array<number>(width * height).fill(0)
    for (const t of captureTiles({ width, height }, max, margin)) {
      expect(t.rw).toBeLessThanOrEqual(max)
      expect(t.rh).toBeLessThanOrEqual(max)
      expect(t.rx).toBeGreaterThanOrEqual(0)
      expect(t.ry).toBeGreaterThanOrEqual(0)
      expect(t.rx + t.rw).toBeLessThanOrEqual(width)
      expect(t.ry + t.rh).toBeLessThanOrEqual(height)
      // The rendered region holds the tile, with the full margin wherever the photo goes on.
      expect(t.rx).toBe(Math.max(0, t.x - margin))
      expect(t.ry).toBe(Math.max(0, t.y - margin))
      expect(t.rx + t.rw).toBe(Math.min(width, t.x + t.width + margin))
      for (let y = t.y; y < t.y + t.height; y++)
        for (let x = t.x; x < t.x + t.width; x++) seen[y * width + x]++
    }
    return seen
  }

  it('covers every pixel exactly once', () => {
    for (const [w, h, max, m] of [
      [300, 200, 64, 0],
      [301, 97, 64, 7],
      [50, 40, 2048, 30],
      [257, 129, 100, 10],
    ])
      expect(new Set(coverage(w, h, max, m))).toEqual(new Set([1]))
  })

  it('needs one tile for a photo that fits, several for one that does not', () => {
    expect(captureTiles({ width: 1280, height: 720 }, 2048)).toHaveLength(1)
    expect(captureTiles({ width: 5120, height: 2880 }, 2048, 24)).toHaveLength(3 * 2)
    expect(captureTiles({ width: 5120, height: 2880 }, 2048, 24)[0]).toMatchObject({
      x: 0,
      y: 0,
      rx: 0,
      ry: 0,
    })
  })

  it('refuses tiles too small for their margins', () => {
    expect(() => captureTiles({ width: 100, height: 100 }, 40, 16)).toThrow(CaptureError)
  })
})

describe('names and margins', () => {
  it('gives depth of field a margin as wide as its blur reaches', () => {
    expect(blurMargin(2560, 0.01)).toBe(Math.ceil(0.5 * 0.01 * 2560) + 2)
    expect(blurMargin(5120, 0.016)).toBeGreaterThan(blurMargin(2560, 0.016))
  })

  it('names a photo by its time and scale', () => {
    expect(photoFileName(new Date(2026, 10, 22, 14, 3, 9), 2)).toBe(
      'pitchside-photo-2026-11-22-140309-2x.png',
    )
  })

  it('names a photo of a team on the turntable after the team', () => {
    const at = new Date(2026, 10, 22, 14, 3, 9)
    expect(photoFileName(at, 4, 'Da Green Tide')).toBe(
      'pitchside-photo-da-green-tide-2026-11-22-140309-4x.png',
    )
    expect(photoFileName(at, 1, '  Ülfs / "Hammers"!  ')).toBe(
      'pitchside-photo-ülfs-hammers-2026-11-22-140309-1x.png',
    )
    expect(photoFileName(at, 1, 'A'.repeat(30) + ' ' + 'B'.repeat(30))).toBe(
      `pitchside-photo-${'a'.repeat(30)}-${'b'.repeat(9)}-2026-11-22-140309-1x.png`,
    )
    expect(photoFileName(at, 2, '???')).toBe('pitchside-photo-2026-11-22-140309-2x.png')
  })
})
