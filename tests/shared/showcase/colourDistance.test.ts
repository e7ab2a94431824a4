// CIEDE2000 against the published test data (Sharma, Wu & Dalal 2005, table 1), and sRGB → Lab against known values.
import { describe, expect, it } from 'vitest'
import { colourDistance, deltaE2000, hexToLab } from '@shared/showcase/colourDistance'

describe('CIEDE2000', () => {
  it.each([
    // Lab 1, Lab 2, ΔE00 (the hue wrap, neutral greys, a large difference, dark colours)
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('matches the paper: %j against %j is %d', (x, y, want) => {
    const lab = (v: readonly number[]) => ({ L: v[0], a: v[1], b: v[2] })
    expect(deltaE2000(lab(x), lab(y))).toBeCloseTo(want, 4)
    // The difference is symmetric.
    expect(deltaE2000(lab(y), lab(x))).toBeCloseTo(want, 4)
  })

  it('reads sRGB hex colours as Lab (D65)', () => {
    const white = hexToLab('#ffffff')
    expect(white.L).toBeCloseTo(100, 2)
    expect(white.a).toBeCloseTo(0, 2)
    expect(white.b).toBeCloseTo(0, 2)
    expect(hexToLab('#000000').L).toBeCloseTo(0, 6)
    const red = hexToLab('#ff0000')
    expect(red.L).toBeCloseTo(53.24, 1)
    expect(red.a).toBeCloseTo(80.09, 1)
    expect(red.b).toBeCloseTo(67.2, 1)
  })

  it('measures the same colour as no difference and black against white as the largest', () => {
    expect(colourDistance('#2a63c7', '#2a63c7')).toBe(0)
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(100, 0)
  })
})
