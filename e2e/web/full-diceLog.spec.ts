// The dice log of results, seen: a Classic and a Cross Check game, Beginner AI against Beginner AI on a fixed seed,
// in English and in Dutch (the language a stored setting, as a coach who chose it), shot at 1280×720 and 1600×900
// into artifacts/ (the whole screen and the log alone), per roll and in the compact mode (one line per action).
// Every roll line ends in what it decided — a named result, a face or a direction — never a bare number or sum.
// In `npm run e2e:full`, not `npm test`: two AI coaches playing long enough to fill the log take minutes on a busy
// machine; the unit tests (tests/renderer/panels/diceLogResults.test.ts) hold each named result.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { ARTIFACTS, failOnPageProblems, startGame } from '../playDriver'

failOnPageProblems()

const rollRows = (page: Page) =>
  page.getByTestId('dice-log-list').locator('li.plog__row:not(.plog__row--summary) .plog__text')

/** A roll line that ends in a bare number or sum names no result. */
const BARE = /(rolled|gooide) [\d +=]+$|\d$/

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    const log = page.getByTestId('panel-dice-log')
    await log.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(ARTIFACTS, `dicelog-${name}-${width}.png`) })
    await log.screenshot({ path: join(ARTIFACTS, `dicelog-${name}-${width}-log.png`) })
  }
}

for (const ruleset of ['classic', 'crosscheck'] as const)
  for (const locale of ['en', 'nl'] as const)
    test(`${ruleset} dice log in ${locale}: results named, per roll and compact`, async ({ page }) => {
      test.setTimeout(300_000)
      await page.addInitScript((lang) => {
        // Once per test: the compact toggle below is the coach's and must survive the app's own writes.
        if (sessionStorage.getItem('dicelog-e2e')) return
        sessionStorage.setItem('dicelog-e2e', '1')
        localStorage.setItem('pitchside.settings', JSON.stringify({ locale: lang, skipAnimations: true }))
      }, locale)
      await page.setViewportSize({ width: 1600, height: 900 })
      await startGame(page, { ruleset, home: 'beginner', away: 'beginner', seed: 1818 })
      // Cross Check's Beginner AI thinks longer on a busy machine: fewer rows are waited for there.
      const wanted = ruleset === 'classic' ? 10 : 4
      await expect.poll(() => rollRows(page).count(), { timeout: 240_000 }).toBeGreaterThanOrEqual(wanted)

      const lines = await rollRows(page).allInnerTexts()
      console.log(`${ruleset} ${locale}:\n${lines.join('\n')}`)
      expect(lines.filter((l) => BARE.test(l.trim()))).toEqual([])
      expect(lines.filter((l) => /diceLog\.|panels\./.test(l))).toEqual([])
      if (locale === 'nl') expect(lines.some((l) => /gooide|tegen|door/.test(l))).toBe(true)
      await shots(page, `${ruleset}-${locale}`)

      // The compact mode: one line per action, remembered in the stored settings.
      const toggle = page.getByTestId('dice-log-compact')
      await toggle.check()
      await expect(toggle).toBeChecked()
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('pitchside.settings') ?? '{}').diceLogCompact,
        ),
      ).toBe(true)
      const compact = await rollRows(page).allInnerTexts()
      console.log(`${ruleset} ${locale} compact:\n${compact.join('\n')}`)
      expect(compact.length).toBeGreaterThan(0)
      expect(compact.filter((l) => BARE.test(l.trim()))).toEqual([])
      // Classic's kick rolls its kick-off, its scatter and what the ball does next in one action: one line.
      if (ruleset === 'classic') expect(compact.some((l) => l.includes(' · '))).toBe(true)
      await shots(page, `${ruleset}-${locale}-compact`)
      await toggle.uncheck()
    })
