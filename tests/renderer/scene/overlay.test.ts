import { BOARD_LAYOUTS, squareToWorld } from '@renderer/scene/boards/layout'
import {
  atlasGrid,
  buildMarks,
  MarkError,
  type MarkTone,
  type SquareMark,
  TONE_STYLES,
  TONES,
} from '@renderer/scene/overlay'

const classic = BOARD_LAYOUTS.classic

/** Relative luminance (WCAG) of an sRGB hex colour. */
function luminance(hex: number): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin((hex >> 16) & 255) + 0.7152 * lin((hex >> 8) & 255) + 0.0722 * lin(hex & 255)
}

describe('square marks', () => {
  it('turns marks into instances on their square centres, zones under moves and the selection on top', () => {
    const marks: SquareMark[] = [
      { x: 5, y: 7, tone: 'selected' },
      { x: 6, y: 7, tone: 'risky', label: '83%' },
      { x: 6, y: 7, tone: 'zone-away' },
      { x: 6, y: 8, tone: 'safe' },
    ]
    const build = buildMarks(marks, classic)
    expect(build.squares.map((s) => TONES[s.tile])).toEqual(['zone-away', 'safe', 'risky', 'selected'])
    const w = squareToWorld(classic, 6, 8)
    expect(build.squares[1]).toMatchObject({ x: w.x, z: w.z })
    expect(build.texts).toEqual(['83%'])
    expect(build.labels).toEqual([{ ...squareToWorld(classic, 6, 7), tile: 0 }])
  })

  it('shares one atlas tile between equal labels, trims them and ignores empty ones', () => {
    const build = buildMarks(
      [
        { x: 1, y: 1, tone: 'safe', label: '83%' },
        { x: 2, y: 1, tone: 'safe', label: ' 83% ' },
        { x: 3, y: 1, tone: 'risky', label: '44%' },
        { x: 4, y: 1, tone: 'risky', label: '' },
        { x: 5, y: 1, tone: 'risky', label: 'a very long label' },
      ],
      classic,
    )
    expect(build.texts).toEqual(['83%', '44%', 'a very'])
    expect(build.labels.map((l) => l.tile)).toEqual([0, 0, 1, 2])
  })

  it('drops marks off the board (zones spilling over an edge)', () => {
    const build = buildMarks(
      [
        { x: -1, y: 3, tone: 'zone-home' },
        { x: 26, y: 3, tone: 'zone-home' },
        { x: 3, y: 15, tone: 'zone-home' },
        { x: 25, y: 14, tone: 'zone-home' },
      ],
      classic,
    )
    expect(build.squares).toHaveLength(1)
    expect(build.squares[0]).toMatchObject(squareToWorld(classic, 25, 14))
  })

  it('refuses an unknown tone or a fractional square with a typed error', () => {
    expect(() => buildMarks([{ x: 1, y: 1, tone: 'glow' as MarkTone }], classic)).toThrow(MarkError)
    expect(() => buildMarks([{ x: 1, y: 1, tone: 'glow' as MarkTone }], classic)).toThrow(
      /unknown tone 'glow'/,
    )
    expect(() => buildMarks([{ x: 1.5, y: 1, tone: 'safe' }], classic)).toThrow(/not a whole square/)
  })

  it('tells safe, risky and danger apart without hue: brightness falls and the pattern changes', () => {
    const [safe, risky, danger] = (['safe', 'risky', 'danger'] as const).map((t) => TONE_STYLES[t])
    expect(luminance(safe.colour)).toBeGreaterThan(luminance(risky.colour))
    expect(luminance(risky.colour)).toBeGreaterThan(luminance(danger.colour) * 2)
    const patterns = new Set([safe, risky, danger].map((s) => `${s.fill}/${s.border}`))
    expect(patterns.size).toBe(3)
    expect(risky.border).toBe('dashed')
    expect(danger.fill).toBe('stripes')
  })

  it('gives every tone its own look (pattern or colour), and home/away zones different colours', () => {
    const looks = new Set(TONES.map((t) => JSON.stringify(TONE_STYLES[t])))
    expect(looks.size).toBe(TONES.length)
    expect(TONE_STYLES['zone-home'].colour).not.toBe(TONE_STYLES['zone-away'].colour)
    // Blue vs orange zones also differ in brightness (teamColours.ts's colour-blind-safe pair).
    const ratio = luminance(TONE_STYLES['zone-away'].colour) / luminance(TONE_STYLES['zone-home'].colour)
    expect(ratio).toBeGreaterThan(1.5)
  })

  it('lays atlases out in whole rows and columns with room for every tile', () => {
    for (const n of [0, 1, 2, 9, 10, 17, 100]) {
      const { cols, rows } = atlasGrid(n)
      expect(cols * rows).toBeGreaterThanOrEqual(Math.max(1, n))
      expect(cols * (rows - 1)).toBeLessThan(Math.max(1, n))
    }
    expect(atlasGrid(TONES.length)).toEqual({ cols: 3, rows: 3 })
  })
})
