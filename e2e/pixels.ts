// Pixel statistics of a PNG screenshot, decoded by the browser itself (no image library needed): a blank or
// single-colour frame has near-zero variance; a drawn pitch has plenty, and many green pixels.
import type { Browser } from '@playwright/test'

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

export async function pixelStats(browser: Browser, png: Buffer): Promise<PixelStats> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(
      async (dataUrl) => {
        const image = new Image()
        image.src = dataUrl
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        const { data } = context.getImageData(0, 0, image.width, image.height)
        let sum = 0
        let sumSq = 0
        let green = 0
        let magenta = 0
        const colours = new Set<number>()
        const n = data.length / 4
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]]
          const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
          sum += luma
          sumSq += luma * luma
          if (g > r + 15 && g > b + 15) green++
          if (r > g + 45 && b > g + 45 && Math.abs(r - b) < 90) magenta++
          colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3))
        }
        const mean = sum / n
        return {
          width: image.width,
          height: image.height,
          lumaStdDev: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
          greenShare: green / n,
          colours: colours.size,
          magentaShare: magenta / n,
        }
      },
      `data:image/png;base64,${png.toString('base64')}`,
    )
  } finally {
    await page.close()
  }
}
