// What the play screen signals around a click: the busy indicator from the click until main answers (main's
// answer held back by a WebSocket route until the test has looked: no timing), no name plate left floating after
// an action, and a drag that names the dragged player (not the one under the pointer). Classic, two human coaches.
import { test, type Page, type WebSocketRoute } from '@playwright/test'
import { expect } from '../expect'
import { cameraStill } from '../gameDriver'
import { actThroughClient, attr, failOnPageProblems, legalActions, settled, startGame } from '../playDriver'

failOnPageProblems()

async function squareOnPage(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(([sx, sy]) => window.__pitchside!.squareOnPage(sx, sy), [x, y])
  expect(at).not.toBeNull()
  return at!
}

test('busy from a click to the answer; no plate after an action; a drag names the dragged player', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // The page's WebSocket through a route: game.act requests are held while `holding`, the rest pass.
  let holding = false
  const held: string[] = []
  let server: WebSocketRoute | null = null
  await page.routeWebSocket(/.*/, (ws) => {
    const s = ws.connectToServer()
    server = s
    ws.onMessage((message) => {
      if (holding && typeof message === 'string' && message.includes('"game.act"')) held.push(message)
      else s.send(message)
    })
  })
  const layer = await startGame(page, { ruleset: 'classic', seed: 3 })
  await settled(layer)
  const busy = page.getByTestId('busy')
  await expect(busy).toBeHidden()

  // The coin toss: a click on Heads shows the indicator while main has not answered, and it goes with the answer.
  holding = true
  const before = await attr(layer, 'data-cursor')
  await page.getByTestId('decision-dialog').locator('.choice').first().click()
  await expect(busy).toBeVisible()
  await expect.poll(() => held.length).toBe(1)
  await expect(page.locator('.shell--busy')).toHaveCount(1)
  holding = false
  for (const message of held.splice(0)) server!.send(message)
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await expect(busy).toBeHidden()
  await expect(page.locator('.shell--busy')).toHaveCount(0)

  // On to the first setup with a formation.
  await settled(layer)
  await actThroughClient(page, (await legalActions(page))[0]) // kick or receive
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  const formation = (await legalActions(page)).find((a) => a.type === 'formation')!
  await actThroughClient(page, formation)
  await expect.poll(async () => (await legalActions(page)).some((a) => a.type === 'setup-done')).toBe(true)
  await settled(layer)

  // The setting-up side's players on the pitch; the mouse over one shows his plate.
  const side = await page.evaluate(() => window.__pitchside!.lastView!.decision.side)
  const pieces = await page.evaluate(
    (s) => window.__pitchside!.lastView!.pieces.filter((p) => p.side === s && p.x !== null),
    side,
  )
  // The camera settles after the setup's changes: squares are read where they will stay.
  await cameraStill(page)
  // Two players whose squares show on the bare table (not under a panel), nearest the middle of the window.
  const open = await page.evaluate((all) => {
    const mid = window.innerWidth / 2
    return all
      .map((p) => ({ p, at: window.__pitchside!.squareOnPage(p.x!, p.y!) }))
      .filter(({ at }) => at && document.elementFromPoint(at.x, at.y)?.tagName === 'CANVAS')
      .sort((a, b) => Math.abs(a.at!.x - mid) - Math.abs(b.at!.x - mid))
      .map(({ p }) => p)
  }, pieces)
  expect(open.length).toBeGreaterThan(1)
  // The first of them whose plate shows under the mouse (a figure in front may hide another's base).
  const plate = () => page.evaluate(() => window.__pitchside!.hoverPlate())
  let p = open[0]
  for (const candidate of open) {
    const at = await squareOnPage(page, candidate.x!, candidate.y!)
    await page.mouse.move(at.x + 3, at.y)
    await page.mouse.move(at.x, at.y, { steps: 2 })
    p = candidate
    if ((await plate()) === p.id) break
    await expect
      .poll(plate, { timeout: 3000 })
      .toBe(p.id)
      .catch(() => undefined)
    if ((await plate()) === p.id) break
  }
  await expect.poll(plate).toBe(p.id)
  const q = open.find((o) => o.id !== p.id)!

  // An action changes the game (the pointer still): the plate goes rather than float after a moved player.
  await actThroughClient(page, formation)
  await expect.poll(() => page.evaluate(() => window.__pitchside!.hoverPlate())).toBeNull()

  // A drag of p across q's square: the read-out and the plate name p, never q. (The same formation again left
  // them where they were; read afresh all the same.)
  await settled(layer)
  await cameraStill(page)
  const now = await page.evaluate(() => window.__pitchside!.lastView!.pieces)
  const pNow = now.find((o) => o.id === p.id)!
  const qNow = now.find((o) => o.id === q.id)!
  const free = (await legalActions(page)).find(
    (a) => a.type === 'place' && a.player === p.id && !now.some((o) => o.x === a.x && o.y === a.y),
  ) as { x: number; y: number } | undefined
  expect(free).toBeDefined()
  const from = await squareOnPage(page, pNow.x!, pNow.y!)
  const over = await squareOnPage(page, qNow.x!, qNow.y!)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move((from.x + over.x) / 2, (from.y + over.y) / 2, { steps: 4 })
  await page.mouse.move(over.x, over.y, { steps: 4 })
  const name = `#${p.number} ${p.name}`.trim()
  // The read-out names p and where he would land (the square under the pointer), never q standing there.
  await expect(page.getByTestId('cursor-info')).toContainText(`${name} → (`)
  await expect(page.getByTestId('cursor-info')).not.toContainText(`#${q.number} ${q.name}`.trim())
  await expect.poll(() => page.evaluate(() => window.__pitchside!.hoverPlate())).toBe(p.id)
  const to = await squareOnPage(page, free!.x, free!.y)
  await page.mouse.move(to.x, to.y, { steps: 4 })
  await page.mouse.up()
  await expect
    .poll(() => page.evaluate((id) => window.__pitchside!.lastView!.pieces.find((o) => o.id === id), p.id))
    .toMatchObject({ x: free!.x, y: free!.y })
  // Dropped: the read-out names no drag any more (it may be gone altogether).
  await expect(page.getByTestId('cursor-info').filter({ hasText: '→' })).toHaveCount(0)
})
