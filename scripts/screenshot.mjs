// `node scripts/screenshot.mjs [out.png]`: the README screenshot. Builds, starts the web host on a free port
// (saves in a temp folder), opens the app in Chromium, starts Human vs Orc from the menu, and plays both
// setups through the contract (a formation, then "setup done") so both teams stand on the pitch.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from './build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = process.argv[2] ?? join(root, 'docs', 'screenshot.png')

build(root)
const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-shot-'))
const host = spawn(process.execPath, ['out/main/web.js', '--port', '0'], {
  cwd: root,
  env: { ...process.env, PITCHSIDE_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise((resolve, reject) => {
  host.stdout.on('data', (chunk) => {
    const match = /http:\/\/[\d.]+:\d+\//.exec(String(chunk))
    if (match) resolve(match[0])
  })
  host.on('exit', () => reject(new Error('the web host exited')))
})

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } })
  await page.goto(url)
  await page.getByTestId('status-line').and(page.locator('[data-status="ready"]')).waitFor()
  await page.getByTestId('menu-new').click()
  await page.getByTestId('start-game').click()
  await page.getByTestId('scorebar').waitFor()
  const onPitch = await page.evaluate(async () => {
    const hooks = globalThis.__pitchside // runs in the page, where globalThis is window
    const gameId = hooks.gameId
    const formed = new Set()
    for (let i = 0; i < 40; i++) {
      const legal = await hooks.rawRequest('game.legal', { gameId })
      const { decision, actions } = legal.value
      if (decision.side === null) break
      if (decision.kind !== 'setup' && formed.size === 2) break
      let action = actions[0]
      if (decision.kind === 'setup') {
        const formation = actions.find((a) => a.type === 'formation')
        action = formed.has(decision.side) ? actions.find((a) => a.type === 'setup-done') : formation
        formed.add(decision.side)
      }
      await hooks.rawRequest('game.act', { gameId, action })
    }
    const view = await hooks.rawRequest('game.view', { gameId })
    return view.value.pieces.filter((p) => p.x !== null).length
  })
  // Let the scene draw the new pieces (and their shadows) before the shot.
  await page.waitForTimeout(3000)
  await page.screenshot({ path: out })
  console.log(`${out}: ${onPitch} pieces on the pitch`)
} finally {
  await browser.close()
  host.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
