// Fast first paint (issue 18): what the menu loads and what shows before it, against the built app. The build
// manifest says which chunks the menu needs before its first frame (bench/rendererBundle.ts): none of them is
// three.js or the 3D table, and together they stay under 1,000 kB. The splash is plain HTML and CSS, drawn with
// scripts off, and the menu replaces it. With the table's code held back on the wire, the menu still shows and
// works; with the Showcase's code held back, its loading state shows at once. No timing is asserted here (speed
// is `npm run bench`'s renderer.first_frame_ms). Screenshots go to artifacts/; console errors (a CSP violation)
// fail the test.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page, type Route } from '@playwright/test'
import { expect } from '../expect'
import { initialJs, readManifest, staticClosure } from '../../bench/rendererBundle'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

const OUT = join(import.meta.dirname, '..', '..', 'out', 'renderer')

failOnPageProblems()

/** Holds every request for files matching `pattern` until `release()` lets them through. */
async function holdBack(page: Page, pattern: RegExp): Promise<{ held: () => number; release: () => void }> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(pattern, async (route: Route) => {
    held++
    await released
    await route.continue()
  })
  return { held: () => held, release }
}

test("the menu's chunks hold no three.js and stay under 1,000 kB; the table, Showcase, display and photo are lazy", () => {
  const manifest = readManifest(OUT)
  const menu = staticClosure(manifest)
  const names = menu.map((key) => manifest[key].name)
  // three.js (and camera-controls) is one chunk of its own (electron.vite.config.ts): reached by the table only.
  expect(names).not.toContain('three')
  expect(staticClosure(manifest, 'src/scene/TableScene.ts').map((key) => manifest[key].name)).toContain(
    'three',
  )
  for (const lazy of [
    'src/scene/TableScene.ts',
    'src/components/showcase/ShowcaseScreen.vue',
    'src/components/display/DisplayLayer.vue',
    'src/components/photo/PhotoLayer.vue',
    'src/scene/pieces/modelTemplate.ts',
  ]) {
    expect(manifest[lazy]?.isDynamicEntry, lazy).toBe(true)
    expect(menu, lazy).not.toContain(lazy)
  }
  // Belt and braces: no chunk the menu loads carries three's code, whatever its name.
  const js = initialJs(OUT, manifest)
  for (const file of js.files) expect(readFileSync(join(OUT, file), 'utf8'), file).not.toContain('isObject3D')
  console.log(`menu JavaScript: ${js.files.join(', ')} = ${(js.bytes / 1000).toFixed(1)} kB`)
  expect(js.bytes).toBeLessThanOrEqual(1_000_000)
})

test('the splash shows with scripts off, and the menu replaces it', async ({ browser, page }) => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1600, height: 900 },
  ]) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport })
    const bare = await noScript.newPage()
    await bare.goto('/')
    await expect(bare.locator('.splash__brand')).toHaveText('Pitchside')
    await expect(bare.locator('.splash__run')).toBeVisible()
    // Centred on the dark ground: its own stylesheet applies (an inline style would be refused by the CSP).
    const box = (await bare.locator('.splash__brand').boundingBox())!
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2)
    const png = await bare.screenshot({ path: join(ARTIFACTS, `first-paint-splash-${viewport.width}.png`) })
    const stats = pixelStats(png)
    expect(stats.width).toBe(viewport.width)
    expect(stats.greenShare).toBe(0)
    await noScript.close()
  }

  await page.goto('/')
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await expect(page.locator('.splash')).toHaveCount(0)
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
})

test("the menu shows and works while the table's code is held back", async ({ page }) => {
  const table = await holdBack(page, /\/assets\/(TableScene|three)-[^/]+\.js$/)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await expect(page.getByTestId('table-canvas').locator('..')).toHaveAttribute('data-scene', 'loading')
  await expect.poll(table.held).toBeGreaterThan(0)
  // The New game dialog asks main for the rosters: the app is live, only the table waits.
  await page.getByTestId('menu-new').click()
  await expect(page.getByTestId('home-roster')).toHaveValue('human')
  await page.getByTestId('new-game-dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('new-game-dialog')).toBeHidden()
  table.release()
  await expect(page.getByTestId('table-canvas').locator('..')).toHaveAttribute('data-scene', 'ready')
  await expect
    .poll(async () => (await page.evaluate(() => window.__pitchside?.sceneStats()))?.drawCalls ?? 0)
    .toBeGreaterThan(0)
})

test("the Showcase's first opening shows its loading state at once", async ({ page }) => {
  const showcase = await holdBack(page, /\/assets\/ShowcaseScreen-[^/]+\.js$/)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-showcase').click()
  const loading = page.getByTestId('showcase-loading')
  await expect(loading).toBeVisible()
  await expect(loading).toContainText('Opening the Showcase…')
  await expect(page.getByTestId('main-menu')).toBeHidden()
  await expect.poll(showcase.held).toBe(1)
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1600, height: 900 },
  ]) {
    await page.setViewportSize(size)
    const png = await page.screenshot({
      path: join(ARTIFACTS, `first-paint-showcase-loading-${size.width}.png`),
    })
    expect(pixelStats(png).width).toBe(size.width)
  }
  showcase.release()
  await expect(page.getByTestId('showcase')).toBeVisible()
  await expect(loading).toHaveCount(0)
  await expect(page.getByTestId('showcase-team')).not.toHaveValue('')
})
