// Playwright: the web project drives the real web host (built app, real services) in Chromium — Debian's
// package or $CHROMIUM_PATH, else Playwright's own browser if one is already cached; never a download. The
// electron project launches the desktop app where Electron's binary exists and skips (saying why) elsewhere.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, defineConfig } from '@playwright/test'

const root = import.meta.dirname

function chromiumPath(): string | undefined {
  const wanted = process.env.CHROMIUM_PATH
  if (wanted) {
    if (!existsSync(wanted)) throw new Error(`CHROMIUM_PATH=${wanted} does not exist.`)
    return wanted
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  let own = ''
  try {
    own = chromium.executablePath()
  } catch {
    // Playwright has no browser registry entry for this platform.
  }
  if (own && existsSync(own)) return undefined // Playwright's own, already downloaded earlier.
  throw new Error(
    'No Chromium for the e2e tests: install Debian\'s "chromium" package (sudo apt-get install chromium) or set ' +
      'CHROMIUM_PATH to a Chrome/Chromium binary. The tests never download a browser.',
  )
}

/** A free loopback port, chosen once and inherited by the workers through the environment (`variable`). */
function e2ePort(variable: string): number {
  if (!process.env[variable]) {
    const script =
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
    process.env[variable] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()
  }
  return Number(process.env[variable])
}

if (!existsSync(join(root, 'out', 'main', 'web.js'))) {
  throw new Error('out/ is missing: run `npm run build` first (`npm run e2e` does both).')
}

// Two web hosts, each on its own save folder: `web`'s specs share one; `web-shared`'s (below) change what every page
// of a host shares, so they get the other, and both projects run at once. The first evaluation (the runner, before
// any worker) starts each from an empty folder.
const firstEvaluation = !process.env.PITCHSIDE_E2E_PORT
const dataDir = join(root, 'test-results', 'e2e-data')
const sharedDataDir = join(root, 'test-results', 'e2e-data-shared')
if (firstEvaluation) for (const dir of [dataDir, sharedDataDir]) rmSync(dir, { recursive: true, force: true })
const port = e2ePort('PITCHSIDE_E2E_PORT')
const sharedPort = e2ePort('PITCHSIDE_E2E_SHARED_PORT')
const baseURL = `http://127.0.0.1:${port}`
const sharedBaseURL = `http://127.0.0.1:${sharedPort}`

/**
 * Specs that change state every page of the web host shares (see the `web-shared` project): a saved paint scheme
 * and own models (every later table wears them; the showcase's tests count models from zero), the LAN share switch
 * and its viewer count (and the saves list it compares whole). Specs that only add their own saves or read what
 * others cannot change (saves, escape, photo, looks) run in `web`, in parallel.
 */
// Saved teams and leagues count too: the teams and leagues specs start from an empty team list and count its rows.
const SHARED_STATE = [
  'web/looksScheme.spec.ts',
  'web/showcase.spec.ts',
  'web/share.spec.ts',
  'web/teams.spec.ts',
  'web/teamBuilder.spec.ts',
  'web/leagues.spec.ts',
  'web/leagueStars.spec.ts',
  'web/leagueDead.spec.ts',
]

/**
 * Each test's browser starts with the coach's "Skip animations" setting on (its localStorage, as the app keeps
 * it). The table is drawn in software here: a move, a kick or a camera glide animated at 1x costs a few seconds of
 * both cores, and most specs test what is chosen and shown, not the motion. A spec about the motion itself (the
 * AI's turn played out, a moment, the camera) starts from a clean store with `test.use(ANIMATED)` (e2e/testOptions.ts).
 * Settings the app saves later (a language, a speed) replace this one, as they would for a coach.
 */
function skipAnimations(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'pitchside.settings', value: '{"skipAnimations":true}' }] }],
  }
}

/** Tests tagged FULL_ONLY (e2e/testOptions.ts) run in `npm run e2e:full` alone. */
const FULL = !!process.env.PITCHSIDE_E2E_FULL
const notFull = FULL ? undefined : /@full/

const webUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromiumPath(),
    // From the toolchain recipe: real (llvmpipe) WebGL in headless Chromium, the fastest mode here. The page's
    // own boxes and text are rastered on the CPU, not through llvmpipe: a few percent less time on two cores.
    args: ['--use-angle=gl-egl', '--ignore-gpu-blocklist', '--disable-gpu-rasterization'],
  },
}

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  // Software WebGL on two cores: the first frame of the table can take a few seconds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Two workers: a test spends much of its time waiting (the AI's turn played out, a frame, a round trip), so two
  // at once fill the two cores; specs that change what every page shares go to `web-shared`, one at a time on
  // their own host, beside the rest.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: { baseURL, viewport: { width: 1280, height: 720 }, trace: 'retain-on-failure' },
  projects: [
    {
      // The host's shared state — saved paint schemes and own models (every later table wears them), the LAN share
      // switch, saved teams and leagues — changed by these specs, one at a time, on a host of their own (its own
      // save folder), while the `web` project runs beside them. Listed first: the runner hands out work in the
      // projects' order, so one worker goes through these while the other starts on `web` (listed after, they
      // waited for the whole of `web` and then ran on one worker alone).
      name: 'web-shared',
      testMatch: SHARED_STATE,
      workers: 1,
      grepInvert: notFull,
      use: { ...webUse, baseURL: sharedBaseURL, storageState: skipAnimations(sharedBaseURL) },
    },
    {
      name: 'web',
      testMatch: 'web/**/*.spec.ts',
      // The six complete games (three games × mouse alone / keyboard alone) take 10–30 minutes on two cores, more
      // than CI's budget: `npm run e2e:full` runs them (PITCHSIDE_E2E_FULL=1); `npm test` runs the rest.
      testIgnore: [...(FULL ? [] : ['web/full-*.spec.ts']), ...SHARED_STATE],
      grepInvert: notFull,
      use: { ...webUse, storageState: skipAnimations(baseURL) },
    },
    { name: 'electron', testMatch: 'electron/**/*.spec.ts' },
  ],
  webServer: [
    [port, dataDir],
    [sharedPort, sharedDataDir],
  ].map(([at, dir]) => ({
    command: `node out/main/web.js --port ${at}`,
    url: `http://127.0.0.1:${at}/`,
    cwd: root,
    // PITCHSIDE_TEST_HOOKS: the web host answers `test.forceDice` (forced dice for the play specs).
    env: { PITCHSIDE_DATA_DIR: String(dir), PITCHSIDE_TEST_HOOKS: '1', PITCHSIDE_WINCHANCE_PLAYOUTS: '6' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
  })),
})
