// The Electron main process: hosts the services (saves in userData), serves the renderer over app://, binds
// the contract to IPC and opens the window. Everything else lives in plain-Node modules it composes. Whatever
// fails while starting is logged and shown in a window (startupFailure.ts), never left as an invisible process.
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { app, BrowserWindow, dialog } from 'electron'
import log from 'electron-log/main'
import { createHost, durabilityFrom, type Host } from '../host/createHost'
import { ShareHost } from '../web/share'
import { engineRulesets, engineTeams } from '../host/engineSources'
import { pageLanguage } from './errorPage'
import { bindIpc } from './ipcAdapter'
import { logFilePath } from './logging'
import { resolveNativeBinding } from './nativeBinding'
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './protocol'
import { startupFailureReporter } from './startupFailure'
import { createMainWindow, hardenSessions } from './window'
import { AI_PACE_MS } from '../services/AiHost'

const here = import.meta.dirname
// Set by `electron-vite dev` only; an empty value counts as unset.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL || undefined
const pageUrl = devUrl ?? `${APP_ORIGIN}/index.html`
const isTrustedUrl = (url: string): boolean =>
  url.startsWith(`${APP_ORIGIN}/`) || (devUrl !== undefined && url.startsWith(devUrl))

// PITCHSIDE_DATA_DIR makes a Pitchside of its own: saves, Chromium's profile, the log and the single-instance
// lock all live there (the e2e tests run beside a user's own app without touching it). Before anything reads
// userData.
const dataDirFromEnv = process.env.PITCHSIDE_DATA_DIR ? resolve(process.env.PITCHSIDE_DATA_DIR) : undefined
if (dataDirFromEnv) app.setPath('userData', dataDirFromEnv)

// electron-log is used from main only: its initialize() would inject a preload of its own into the page.
const logFile = logFilePath({
  platform: process.platform,
  dataDir: dataDirFromEnv,
  userData: app.getPath('userData'),
  home: app.getPath('home'),
  appName: app.getName(),
})
log.transports.file.resolvePathFn = () => logFile
const logError = (message: string, error: unknown): void => log.error(message, error)
const startupFailed = startupFailureReporter({ logFile, logError })

let host: Host | null = null
let share: ShareHost | null = null
let window: BrowserWindow | null = null
let started = false

process.on('uncaughtException', (error) => {
  if (!started) return startupFailed(error)
  logError('uncaught exception in the main process', error)
  // What Electron itself would do for an uncaught exception, but logged first.
  dialog.showErrorBox('Pitchside', error.stack ?? error.message)
})
process.on('unhandledRejection', (reason) => {
  if (!started) return startupFailed(reason)
  logError('unhandled rejection in the main process', reason)
})

function open(): void {
  window = createMainWindow({
    url: pageUrl,
    preload: join(here, '../preload/index.cjs'),
    isTrustedUrl,
    dev: devUrl !== undefined,
    logFile,
    language: () => pageLanguage(app.getLocale()),
    onPageFailure: (failure, decision) =>
      log.warn(`the window's page failed (${JSON.stringify(failure)}); ${decision.action}`),
  })
  window.on('closed', () => (window = null))
}

function start(): void {
  hardenSessions(devUrl !== undefined)
  serveRenderer(join(here, '../renderer'))
  // Saves live in userData (PITCHSIDE_DATA_DIR when set, as for the web host).
  const dataDir = dataDirFromEnv ?? app.getPath('userData')
  mkdirSync(dataDir, { recursive: true })
  host = createHost({
    appVersion: app.getVersion(),
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir,
    durability: durabilityFrom(process.env),
    nativeBinding: resolveNativeBinding({
      appRoot: app.getAppPath(),
      resourcesPath: process.resourcesPath,
      electronVersion: process.versions.electron,
      isPackaged: app.isPackaged,
      env: process.env,
      exists: existsSync,
    }),
    logError,
    log: (message) => log.info(message),
    aiPaceMs: AI_PACE_MS,
  })
  bindIpc(host.dispatcher, host.bus, () => BrowserWindow.getAllWindows(), isTrustedUrl)
  // Settings → Share on local network starts a web host for read-only viewers (a TV's browser); off at start.
  share = new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir: join(here, '../renderer'),
    log: (message) => log.info(message),
  })
  host.share.attach(share)
  open()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open()
  })
  log.info(`Pitchside ${app.getVersion()} started (Electron ${process.versions.electron}, log ${logFile})`)
  started = true
}

function stop(): void {
  // Closes the LAN listener and drops every viewer before the services go.
  void share?.close()
  share = null
  host?.close()
  host = null
}

try {
  registerAppScheme()
  if (!app.requestSingleInstanceLock()) {
    app.quit()
  } else {
    app.on('second-instance', () => {
      if (window?.isMinimized()) window.restore()
      window?.focus()
    })
    app
      .whenReady()
      .then(start)
      .catch((error: unknown) => {
        stop()
        startupFailed(error)
      })
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit()
    })
    app.on('will-quit', stop)
  }
} catch (error) {
  startupFailed(error)
}
