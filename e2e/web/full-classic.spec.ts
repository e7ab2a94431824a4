// A complete Classic game against the Beginner AI, once with the mouse alone and once with the keyboard alone
// (fixed seeds, real dice, animations off in Settings): see e2e/fullGame.ts. Console errors fail the test.
import { test } from '@playwright/test'
import { fullGame } from '../fullGame'
import { failOnPageProblems } from '../playDriver'

failOnPageProblems()

test('Classic: a whole game with the mouse alone', async ({ page }) => {
  test.setTimeout(900_000)
  await fullGame(page, 'mouse', { ruleset: 'classic', seed: 11 })
})

test('Classic: a whole game with the keyboard alone', async ({ page }) => {
  test.setTimeout(900_000)
  await fullGame(page, 'keyboard', { ruleset: 'classic', seed: 12 })
})
