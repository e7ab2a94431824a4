// The Electron main process: hosts the services (saves in userData), serves the renderer over app://, binds
// the contract to IPC and opens the window. Everything else lives in plain-Node modules it composes.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { app, BrowserWindow } from 'electron'
import log from 'electron-log/main'
import { createHost, durabilityFrom, type Host } from '../host/createHost'
import { ShareHost } from '../web/share'
import { engineRulesets, engineTeams } from '../host/engineSources'
import { bindIpc } from './ipcAdapter'
import { resolveNativeBinding } from './nativeBinding'
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './protocol'
import { createMainWindow, hardenSessions } from './window'

const here = import.meta.dirname
// Set by `electron-vite dev` only; an empty value counts as unset.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL || undefined
const pageUrl = devUrl ?? `${APP_ORIGIN}/index.html`
const isTrustedUrl = (url: string): boolean =>
  url.startsWith(`${APP_ORIGIN}/`) || (devUrl !== undefined && url.startsWith(devUrl))

// electron-log is used from main only: its initialize() would inject a preload of its own into the page.
registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let host: Host | null = null
  let share: ShareHost | null = null
  let window: BrowserWindow | null = null

  const open = (): void => {
    window = createMainWindow({
      url: pageUrl,
      preload: join(here, '../preload/index.cjs'),
      isTrustedUrl,
      dev: devUrl !== undefined,
    })
    window.on('closed', () => (window = null))
  }

  app.on('second-instance', () => {
    if (window?.isMinimized()) window.restore()
    window?.focus()
  })

  void app.whenReady().then(() => {
    hardenSessions(devUrl !== undefined)
    serveRenderer(join(here, '../renderer'))
    // Saves live in userData; PITCHSIDE_DATA_DIR points them elsewhere (as for the web host).
    const dataDir = process.env.PITCHSIDE_DATA_DIR || app.getPath('userData')
    mkdirSync(dataDir, { recursive: true })
    host = createHost({
      appVersion: app.getVersion(),
      rulesets: engineRulesets,
      teams: engineTeams,
      dataDir,
      durability: durabilityFrom(process.env),
      nativeBinding: resolveNativeBinding({
        appRoot: app.getAppPath(),
        electronVersion: process.versions.electron,
        isPackaged: app.isPackaged,
        env: process.env,
        exists: existsSync,
      }),
      logError: (message, error) => log.error(message, error),
      log: (message) => log.info(message),
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
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => {
    // Closes the LAN listener and drops every viewer before the services go.
    void share?.close()
    host?.close()
  })
}
