// One complete game against the Beginner AI with one input device, from the main menu to the final result: the
// animations switched off in Settings, the New game dialog, then the simple human coach (humanPolicy.ts) playing
// every choice of his side through the device (gameDriver.ts) until the game is over. The spec checks the final
// result on screen, that the human took real actions (not only End turn), that the other device was never
// used, and saves a checked screenshot of the end.
import { type Page } from '@playwright/test'
import { expect } from './expect'
import { animationsOff, countInputs, inputCounts, startWith, type DeviceGame } from './deviceStart'
import { cameraStill, GamePlayer, type Device, type GameStats } from './gameDriver'
import { shoot } from './playDriver'

export async function fullGame(page: Page, device: Device, game: DeviceGame): Promise<GameStats> {
  const started = Date.now()
  await countInputs(page)
  await animationsOff(page, device)
  const layer = await startWith(page, device, game)
  if (device === 'mouse') {
    // The top-down camera (the toolbar's Camera button): every square and piece in plain sight for the clicks.
    await page.getByTestId('camera').click()
    await cameraStill(page)
  }
  const stats = await new GamePlayer(page, layer, device).playToEnd()
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${game.ruleset} by ${device}: ${JSON.stringify(stats)} in ${seconds}s`)

  // The end: the final result on screen, with the score the table shows.
  const result = page.getByTestId('final-result')
  await expect(result).toBeVisible()
  await expect(result).toContainText(`${stats.score[0]} – ${stats.score[1]}`)
  await expect(page.getByTestId('scorebar')).toContainText(
    new RegExp(`${stats.score[0]}\\s*[–-]\\s*${stats.score[1]}`),
  )
  // Real play: players moved or blocked, not only turns ended.
  const acted = Object.entries(stats.choices)
    .filter(([tag]) => !/end-turn|setup|line-up|coin|kick-or/.test(tag))
    .reduce((n, [, k]) => n + k, 0)
  expect(acted, 'the human moved and blocked').toBeGreaterThan(10)
  if (device === 'keyboard') {
    // F6 walks the focus through the regions of buttons around the board: the toolbar, the timeline and the dice
    // log's filters are all reachable without a mouse.
    const reached = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('F6')
      const region = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body) return 'board'
        if (el.closest('.play-toolbar')) return 'toolbar'
        if (el.closest('[data-testid="timeline"]')) return 'timeline'
        if (el.closest('[data-testid="dice-log"]')) return `dice-log ${el.getAttribute('data-testid')}`
        return 'other'
      })
      reached.add(region)
    }
    console.log(`F6 regions: ${[...reached].join(', ')}`)
    expect([...reached]).toEqual(
      expect.arrayContaining(['toolbar', 'timeline', 'dice-log dice-log-team', 'board']),
    )
  }
  // One device only.
  const inputs = await inputCounts(page)
  console.log(`input events: ${JSON.stringify(inputs)}`)
  if (device === 'mouse') expect(inputs.keys).toBe(0)
  else expect(inputs.pointers).toBe(0)
  await shoot(page, `e2e-full-${game.ruleset}-${device}.png`)
  return stats
}
