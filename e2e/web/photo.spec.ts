// Photo mode through the real web host: a shipped classic game's replay on the table, photo mode from the camera
// button, the studio grey backdrop, and a PNG exported at 2× — the download's pixels are exactly twice the
// viewport, not blank, and its corner is the neutral grey backdrop. Esc gives the replay back. Console errors fail.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Browser, type Page } from '@playwright/test'
import { expect } from '../expect'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

const SHOTS = ARTIFACTS

failOnPageProblems()

/** The colour of the PNG's pixel (x, y), decoded by the browser. */
async function pixelAt(
  browser: Browser,
  png: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number]> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(
      async ({ url, x, y }) => {
        const image = new Image()
        image.src = url
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        const d = context.getImageData(x, y, 1, 1).data
        return [d[0], d[1], d[2]] as [number, number, number]
      },
      { url: `data:image/png;base64,${png.toString('base64')}`, x, y },
    )
  } finally {
    await page.close()
  }
}

async function openClassicReplay(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-replays').click()
  const classic = page.getByTestId('classic').first()
  await expect(classic).toBeVisible()
  await classic.getByTestId('classic-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await expect(timeline).toHaveAttribute('data-ready', 'true') // its length and markers have arrived
  // A frame from the middle of the game: players on the pitch.
  const middle = Math.floor(Number(await timeline.getAttribute('data-length')) / 2)
  await page.getByTestId('timeline-scrub').evaluate((input, value) => {
    const range = input as HTMLInputElement
    range.value = String(value)
    range.dispatchEvent(new Event('input', { bubbles: true }))
    range.dispatchEvent(new Event('change', { bubbles: true }))
  }, middle)
  await expect(timeline).toHaveAttribute('data-position', String(middle))
}

test('photo mode on a classic replay: studio grey, a 2× PNG', async ({ page, browser }) => {
  test.setTimeout(240_000)
  mkdirSync(SHOTS, { recursive: true })
  await openClassicReplay(page)

  await page.getByTestId('photo-open').click()
  const panel = page.getByTestId('photo-panel')
  await expect(panel).toBeVisible()
  // The UI is hidden: no timeline, no menu button, no side panels.
  await expect(page.getByTestId('timeline')).toBeHidden()
  await expect(page.getByTestId('menu-toggle')).toBeHidden()
  await page.getByTestId('photo-bg-grey').click()
  await expect(panel).toHaveAttribute('data-background', 'grey')
  // Focus the lens on the middle of the table.
  await page.mouse.click(640, 400)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: join(SHOTS, 'photo-mode-grey.png') })

  const viewport = page.viewportSize()!
  const downloaded = page.waitForEvent('download')
  await page.getByTestId('photo-export-2').click()
  const download = await downloaded
  expect(download.suggestedFilename()).toMatch(/^pitchside-photo-.*-2x\.png$/)
  const png = readFileSync(await download.path())
  writeFileSync(join(SHOTS, 'photo-2x.png'), png)
  const stats = pixelStats(png)
  console.log(`photo-2x.png: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(viewport.width * 2)
  expect(stats.height).toBe(viewport.height * 2)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
  expect(stats.greenShare).toBeGreaterThan(0.05) // the pitch is in the picture
  const [r, g, b] = await pixelAt(browser, png, 4, 4)
  expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(10) // studio grey: neutral
  expect(r).toBeGreaterThan(50)
  expect(r).toBeLessThan(200)
  await expect(page.getByTestId('photo-saved')).toHaveAttribute('data-width', String(viewport.width * 2))

  // A black backdrop and the table again, for a look; then Esc gives the replay back.
  await page.getByTestId('photo-bg-table').click()
  await page.getByTestId('photo-hide').click()
  await expect(panel).toBeHidden()
  await page.waitForTimeout(1000)
  await page.screenshot({ path: join(SHOTS, 'photo-mode-table.png') })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('photo-show')).toHaveCount(0)
  await expect(page.getByTestId('timeline')).toBeVisible()
  await expect(page.getByTestId('photo-open')).toBeVisible()
})
