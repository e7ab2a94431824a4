// A complete Blitz Bowl game against the Beginner AI, once with the mouse alone and once with the keyboard alone
// (fixed seeds, real dice, animations off in Settings): see e2e/fullGame.ts. Console errors fail the test.
import { test } from '@playwright/test'
import { fullGame } from '../fullGame'
import { failOnPageProblems } from '../playDriver'

failOnPageProblems()

test('Blitz Bowl: a whole game with the mouse alone', async ({ page }) => {
  test.setTimeout(900_000)
  await fullGame(page, 'mouse', { ruleset: 'blitz', seed: 11 })
})

test('Blitz Bowl: a whole game with the keyboard alone', async ({ page }) => {
  test.setTimeout(900_000)
  await fullGame(page, 'keyboard', { ruleset: 'blitz', seed: 12 })
})
