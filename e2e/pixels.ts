// Pixel statistics of a PNG screenshot, decoded here in the test's own process (pngjs): a blank or single-colour
// frame has near-zero variance; a drawn pitch has plenty, and many green pixels. Decoding in a browser page cost
// about a second a shot on two busy cores (a new page, a data URL, a canvas) — minutes over a suite of 230 shots.
import { PNG } from 'pngjs'

export interface PixelStats {
  width: number
  height: number
  /** Standard deviation of luminance (0–255). */
  lumaStdDev: number
  /** Share of pixels that read as grass green. */
  greenShare: number
  /** Distinct colours after quantising to 5 bits per channel. */
  colours: number
  /** Share of pixels that read as magenta, a colour no preset team, pitch or table has (paint tests use it). */
  magentaShare: number
}

export function pixelStats(png: Buffer): PixelStats {
  const { width, height, data } = PNG.sync.read(png)
  let sum = 0
  let sumSq = 0
  let green = 0
  let magenta = 0
  const colours = new Set<number>()
  const n = width * height
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]
    const g = data[i + 1]
    const b = data[i + 2]
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
    sum += luma
    sumSq += luma * luma
    if (g > r + 15 && g > b + 15) green++
    if (r > g + 45 && b > g + 45 && Math.abs(r - b) < 90) magenta++
    colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3))
  }
  const mean = sum / n
  return {
    width,
    height,
    lumaStdDev: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
    greenShare: green / n,
    colours: colours.size,
    magentaShare: magenta / n,
  }
}
