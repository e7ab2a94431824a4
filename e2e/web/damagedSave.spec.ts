// A damaged saved game in the Load list, through a web host of its own (its own save folder, so the shared
// suite's saves stay as they are): three Classic games are played over the WebSocket, the host is stopped, one
// game's action row is made unreadable and another's team row deleted in the database file, and the host started
// again. The Load list shows all three, the damaged ones marked with what is wrong and Open disabled; Export
// gives a file of what is sound, and Delete removes a damaged game. Screenshot: artifacts/saves-damaged.png.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { expect } from '../expect'
import Database from 'better-sqlite3'
import WebSocket from 'ws'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

const root = join(import.meta.dirname, '..', '..')

failOnPageProblems()

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts `node out/main/web.js` on `port` with saves in `dataDir`; resolves once it serves. */
function startHost(port: number, dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['out/main/web.js', '--port', String(port)], {
      cwd: root,
      env: { ...process.env, PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_TEST_HOOKS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is being served at')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`web host ended (${code}): ${err.slice(0, 1000)}`)))
  })
}

function stopHost(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The contract over the host's WebSocket, as the page speaks it. */
async function socket(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin: `http://127.0.0.1:${port}` })
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  let id = 0
  const ask = <T>(name: string, args: unknown = {}): Promise<T> =>
    new Promise((resolve, reject) => {
      const mine = ++id
      const onMessage = (data: WebSocket.RawData): void => {
        const message = JSON.parse(data.toString()) as {
          kind: string
          id: number
          result: { ok: boolean; value: T; message?: string }
        }
        if (message.kind !== 'response' || message.id !== mine) return
        ws.off('message', onMessage)
        if (message.result.ok) resolve(message.result.value)
        else reject(new Error(`${name}: ${message.result.message}`))
      }
      ws.on('message', onMessage)
      ws.send(JSON.stringify({ kind: 'request', id: mine, name, args }))
    })
  return { ask, close: () => ws.close() }
}

test('a damaged game in the Load list: marked, not openable, exported as far as sound, deleted', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-damaged-'))
  const port = await freePort()
  let host = await startHost(port, dataDir)
  try {
    const { ask, close } = await socket(port)
    const ids: string[] = []
    for (const [n, away] of [
      [0, 'orc'],
      [1, 'dwarf'],
      [2, 'skaven'],
    ] as const) {
      const { gameId } = await ask<{ gameId: string }>('game.new', {
        ruleset: 'classic',
        home: { rosterId: 'human' },
        away: { rosterId: away },
        seed: 100 + n,
      })
      let pick = 7 + n
      for (let i = 0; i < 24; i++) {
        const { actions } = await ask<{ actions: unknown[] }>('game.legal', { gameId })
        if (actions.length === 0) break
        pick = (pick * 1103515245 + 12345) % 2147483648
        await ask('game.act', { gameId, action: actions[pick % actions.length] })
      }
      ids.push(gameId)
    }
    await ask('saves.rename', { gameId: ids[1], title: 'Tuesday league' })
    close()
    await stopHost(host)

    const db = new Database(join(dataDir, 'pitchside.sqlite'))
    db.prepare("UPDATE actions SET action_json = 'x#!' WHERE game_id = ? AND idx = 11").run(ids[1])
    db.pragma('foreign_keys = OFF')
    db.prepare('DELETE FROM game_teams WHERE game_id = ? AND side = 1').run(ids[2])
    db.close()
    host = await startHost(port, dataDir)

    await page.goto(`http://127.0.0.1:${port}/`)
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    await page.getByTestId('menu-load').click()
    await expect(page.getByTestId('save-row')).toHaveCount(3)
    const hurt = page.locator(`[data-game-id="${ids[1]}"]`)
    await expect(hurt).toHaveAttribute('data-damage', 'action')
    await expect(hurt.getByTestId('save-damage')).toContainText('Action 12 is missing or cannot be read.')
    await expect(hurt.getByTestId('save-open')).toBeDisabled()
    await expect(page.locator(`[data-game-id="${ids[2]}"]`).getByTestId('save-damage')).toContainText(
      'Its teams are missing.',
    )
    await expect(page.locator(`[data-game-id="${ids[0]}"]`).getByTestId('save-open')).toBeEnabled()

    mkdirSync(ARTIFACTS, { recursive: true })
    await hurt.hover() // the reason also shows on hover (title)
    const png = await page.screenshot({ path: join(ARTIFACTS, 'saves-damaged.png') })
    const stats = pixelStats(png)
    expect(stats.lumaStdDev).toBeGreaterThan(6)

    const download = page.waitForEvent('download')
    await hurt.getByTestId('save-export').click()
    expect((await download).suggestedFilename()).toMatch(/^tuesday-league-.*\.pitchside\.json$/)

    await hurt.getByTestId('save-delete').click()
    await page.getByTestId('confirm-ok').click()
    await expect(page.getByTestId('save-row')).toHaveCount(2)
  } finally {
    await stopHost(host)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
