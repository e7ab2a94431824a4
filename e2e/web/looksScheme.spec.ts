// A saved paint scheme on the table through the real web host (issue 18): the Orcs' saved armour colour
// paints them in a shipped game's replay until the coach picks the colour-blind palette in Settings. It saves a
// scheme every later table wears until the test resets it, so it runs in the `web-shared` project, alone (the
// rest of the looks, which only read, are looks.spec.ts). Screenshots go to artifacts/. Console errors fail it.
import { test } from '@playwright/test'
import { expect } from '../expect'
import { cameraStill } from '../gameDriver'
import { DOWN_STEP, humansVOrcsAt, ready } from '../looksDriver'
import type { PixelStats } from '../pixels'
import { failOnPageProblems, shot } from '../playDriver'

failOnPageProblems()

test('a saved scheme paints its team in the replay; the colour-blind palette is an opt-in', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await ready(page)
  // The Orcs painted magenta (no team's preset, pitch or table has it: pixelStats counts it).
  const saved = await page.evaluate(async () => {
    const hooks = window.__pitchside!
    const got = (await hooks.rawRequest('schemes.get', { teamKey: 'classic/orc' })) as {
      ok: boolean
      value: { scheme: { colours: Record<string, string> } }
    }
    const scheme = { ...got.value.scheme, colours: { ...got.value.scheme.colours, armour: '#e000e0' } }
    return hooks.rawRequest('schemes.save', { scheme })
  })
  expect(saved).toMatchObject({ ok: true })
  try {
    await humansVOrcsAt(page, DOWN_STEP)
    await cameraStill(page)
    // The table fetches the teams' schemes as the replay opens: poll until the Orcs wear theirs.
    let painted: PixelStats | null = null
    await expect
      .poll(async () => (painted = await shot(page, 'looks-painted-orcs.png')).magentaShare)
      .toBeGreaterThan(0.0005)
    const paintedShare = (painted as PixelStats | null)?.magentaShare ?? 0

    // Settings: the colour-blind palette, off by default, turned on: blue against orange, no magenta.
    await page.getByTestId('menu-toggle').click()
    await page.getByTestId('menu-settings').click()
    const box = page.getByTestId('settings-colour-blind')
    await expect(box).not.toBeChecked()
    await box.check()
    await page.getByTestId('settings-done').click()
    await cameraStill(page)
    await page.waitForTimeout(500)
    const safe = await shot(page, 'looks-colour-blind.png')
    expect(safe.magentaShare).toBeLessThan(paintedShare / 10)
    await page.getByTestId('menu-toggle').click()
    await page.getByTestId('menu-settings').click()
    await page.getByTestId('settings-colour-blind').uncheck()
    await page.getByTestId('settings-done').click()
  } finally {
    await page.evaluate(() => window.__pitchside!.rawRequest('schemes.reset', { teamKey: 'classic/orc' }))
  }
})
