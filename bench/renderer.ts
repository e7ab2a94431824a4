// First paint of the renderer, on the built app served by the real web host (out/main/web.js) in headless
// Chromium: how much JavaScript the menu needs (renderer.initial_js_kb, from the build manifest), when the splash
// shows (renderer.splash_ms: the first contentful paint) and when the menu's first frame is painted
// (renderer.first_frame_ms: the Element Timing entry of the menu's title; the frame after it appeared where
// Element Timing is missing). Times run from navigation start, median of BENCH_LOADS cold loads (a fresh browser
// context each, so no HTTP or code cache) after one warm-up load. Targets (issue 18): ≤ 1,000 kB and ≤ 3,000 ms.
// Builds first (`npm run build`) unless BENCH_BUILD=0; skips the browser figures, saying why, without Chromium.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { initialJs } from './rendererBundle'

const root = join(import.meta.dirname, '..')
const outRenderer = join(root, 'out', 'renderer')

/**
 * Runs in the page before any of its scripts (Playwright's init script, outside the page's CSP): marks the menu's
 * title for Element Timing as soon as it is inserted, and resolves `__pitchsideFirstFrame` with its paint time.
 */
const PROBE = `
(() => {
  let settle
  window.__pitchsideFirstFrame = new Promise((resolve) => (settle = resolve))
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === 'menu') settle({ how: 'element', at: entry.renderTime || entry.loadTime })
    }).observe({ type: 'element', buffered: true })
  } catch {}
  const watch = new MutationObserver(() => {
    const title = document.querySelector('[data-testid="main-menu"] h1')
    if (!title) return
    watch.disconnect()
    title.setAttribute('elementtiming', 'menu')
    // Without Element Timing: the frame after the menu appeared, once it has run. The observer's entries come
    // late on a busy page (the table's code is built right after the menu's first frame): wait for them first.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const at = performance.now()
        setTimeout(() => settle({ how: 'frame', at }), 15000)
      }),
    )
  })
  watch.observe(document, { childList: true, subtree: true })
})()
`

interface Load {
  readonly firstFrame: number
  readonly splash: number | null
  readonly how: string
}

function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Starts the built web host on a free loopback port with an empty save folder; resolves with its URL. */
function startHost(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(root, 'out', 'main', 'web.js'), '--port', '0'], {
    cwd: root,
    env: { ...process.env, PITCHSIDE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let text = ''
    child.once('exit', (code) => reject(new Error(`the web host exited (${code}) before serving`)))
    child.stdout?.on('data', (data: Buffer) => {
      text += data.toString()
      const url = /served at (http:\/\/\S+)/.exec(text)?.[1]
      if (url) resolve({ url, child })
    })
  })
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    await context.addInitScript(PROBE)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'commit' })
    const frame = (await page.evaluate('window.__pitchsideFirstFrame')) as { how: string; at: number }
    const splash = (await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null",
    )) as number | null
    return { firstFrame: frame.at, splash, how: frame.how }
  } finally {
    await context.close()
  }
}

export async function benchRenderer(
  loads = Number(process.env.BENCH_LOADS ?? 7),
): Promise<Record<string, [number, string]>> {
  if (process.env.BENCH_BUILD !== '0') {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`)
  }
  const results: Record<string, [number, string]> = {
    'renderer.initial_js_kb': [initialJs(outRenderer).bytes / 1000, 'kB'],
  }
  const executablePath = chromiumPath()
  if (!executablePath) {
    console.error(
      'renderer.first_frame_ms: skipped (no Chromium: install Debian\'s "chromium" or set CHROMIUM_PATH)',
    )
    return results
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'))
  const { url, child } = await startHost(dataDir)
  const browser = await chromium.launch({
    executablePath,
    args: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
  })
  try {
    await loadOnce(browser, url) // warm-up: the host's first requests, the OS's file cache
    const runs: Load[] = []
    for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, url))
    if (runs.some((run) => run.how !== 'element'))
      console.error(
        'renderer.first_frame_ms: no Element Timing entry on some loads; the frame after the menu appeared was used',
      )
    results['renderer.first_frame_ms'] = [median(runs.map((run) => run.firstFrame)), 'ms']
    const splashes = runs.flatMap((run) => (run.splash === null ? [] : [run.splash]))
    if (splashes.length > 0) results['renderer.splash_ms'] = [median(splashes), 'ms']
  } finally {
    await browser.close()
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}
