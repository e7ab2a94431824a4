import {
  faceTint,
  hexToLinear,
  highlight,
  luminance,
  mix,
  paintMix,
  type RGB,
  shade,
} from '@renderer/scene/pieces/paint'

const green = hexToLinear(0x3d6b2a)
const blue = hexToLinear(0x2a63c7)

describe('paint colour maths', () => {
  it('converts sRGB hex to linear light', () => {
    expect(hexToLinear(0xffffff)).toEqual([1, 1, 1])
    expect(hexToLinear(0x000000)).toEqual([0, 0, 0])
    // sRGB mid-grey is about 0.214 in linear light.
    expect(hexToLinear(0x808080)[0]).toBeCloseTo(0.2159, 3)
  })

  it('mixes with exact endpoints', () => {
    expect(mix([0, 0, 0], [1, 0.5, 0.25], 0)).toEqual([0, 0, 0])
    expect(mix([0, 0, 0], [1, 0.5, 0.25], 1)).toEqual([1, 0.5, 0.25])
    const m = paintMix(green, blue, 1)
    m.forEach((v, i) => expect(v).toBeCloseTo(blue[i], 6))
  })

  it('shades darker and highlights lighter, more with more paint', () => {
    for (const c of [green, blue, hexToLinear(0xf07d19)]) {
      expect(luminance(shade(c, 0.3))).toBeLessThan(luminance(c))
      expect(luminance(shade(c, 0.6))).toBeLessThan(luminance(shade(c, 0.3)))
      expect(luminance(highlight(c, 0.2))).toBeGreaterThan(luminance(c))
      expect(luminance(highlight(c, 0.4))).toBeGreaterThan(luminance(highlight(c, 0.2)))
    }
  })

  it('keeps a highlighted dark green green (gamma-space mixing does not grey it out)', () => {
    const h = highlight(green, 0.16)
    expect(h[1]).toBeGreaterThan(h[0] * 1.5)
    expect(h[1]).toBeGreaterThan(h[2] * 1.5)
  })

  it('tints by face direction: up lighter, sideways unchanged, down darker', () => {
    const up = faceTint(blue, 1)
    const side = faceTint(blue, 0)
    const down = faceTint(blue, -1)
    side.forEach((v, i) => expect(v).toBeCloseTo(blue[i], 6))
    expect(luminance(up)).toBeGreaterThan(luminance(side))
    expect(luminance(down)).toBeLessThan(luminance(side))
    // Monotonic in between.
    let last = -Infinity
    for (let ny = -1; ny <= 1.0001; ny += 0.25) {
      const l = luminance(faceTint(blue, ny))
      expect(l).toBeGreaterThanOrEqual(last)
      last = l
    }
  })

  it('never leaves the 0..1 range', () => {
    const extremes: RGB[] = [
      [0, 0, 0],
      [1, 1, 1],
    ]
    for (const c of extremes) {
      for (const ny of [-1, -0.5, 0, 0.5, 1]) {
        for (const v of faceTint(c, ny)) {
          expect(v).toBeGreaterThanOrEqual(0)
          expect(v).toBeLessThanOrEqual(1)
        }
      }
    }
  })
})
