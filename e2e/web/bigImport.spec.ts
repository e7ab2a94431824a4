// A replay file near replay.import's 900,000-character limit, imported through Replays → Import in Chromium
// against the real web host. Escaped, its request is well over the host's 1 MB message cap, so the page's
// WebSocket transport sends it in pieces; before, that one message closed the connection and ended the host.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { expect } from '../expect'
import { failOnPageProblems } from '../playDriver'

failOnPageProblems()

test('a replay file of 890,000 characters imports through the browser', async ({ page }) => {
  const classic = readFileSync(
    join(import.meta.dirname, '..', '..', 'resources', 'classic-games', 'humans-v-orcs.pitchside.json'),
    'utf8',
  )
  // The same replay, padded with line breaks (still the same JSON), which JSON escaping doubles on the wire.
  const text = classic + '\n'.repeat(890_000 - classic.length)
  expect(Buffer.byteLength(JSON.stringify({ text }))).toBeGreaterThan(1_000_000)

  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-replays').click()
  await page.getByTestId('import-file').setInputFiles({
    name: 'big.pitchside.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
  await expect(page.getByTestId('import-ok')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('import-error')).toHaveCount(0)
  // The connection is still there: the imported game shows in the list main sends.
  await expect(page.getByTestId('save-list').locator('li')).not.toHaveCount(0)
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
})
