// Steps on the Leagues screen shared by the league specs: the first league opened from the main menu, and its
// Star players table read row by row.
import { type Locator, type Page } from '@playwright/test'
import { expect } from './expect'

/** The Leagues screen from the main menu, its first league open; answers the screen. */
export async function openLeague(page: Page): Promise<Locator> {
  await page.getByTestId('menu-leagues').click()
  const screen = page.getByTestId('leagues-screen')
  await screen.getByTestId('league-open').click()
  await expect(screen).toHaveAttribute('data-face', 'league')
  return screen
}

/** Every row of the open league's Star players table as its cells' trimmed texts. */
export async function starRows(screen: Locator): Promise<string[][]> {
  const rows = screen.getByTestId('league-stars').getByTestId('league-star')
  const out: string[][] = []
  for (let i = 0; i < (await rows.count()); i++)
    out.push((await rows.nth(i).locator('th, td').allTextContents()).map((s) => s.trim()))
  return out
}

/** The New league form's points labels (win, draw, loss) with how many lines each takes (1: it fits). */
export async function pointLabelLines(page: Page): Promise<[string, number][]> {
  return page.getByTestId('league-form-points').evaluate((set) =>
    [...set.querySelectorAll('label > span')].map((span): [string, number] => {
      const range = document.createRange()
      range.selectNodeContents(span)
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
      return [span.textContent!.trim(), tops.size]
    }),
  )
}
