// The main window, locked down: context isolation, sandbox, no Node in the page, no navigation away from the
// app, no new windows, no permissions but fullscreen (the kiosk display), no webviews. A page that fails to load
// or whose renderer dies is reloaded once, then replaced by a page saying what happened (recovery.ts).
import { join } from 'node:path'
import { app, BrowserWindow, session, shell } from 'electron'
import { contentSecurityPolicy } from '../security/csp'
import { isAllowedExternalLink } from '../security/externalLinks'
import { isPermissionAllowed } from '../security/permissions'
import { errorPageHtml, errorPageUrl, type ErrorPageLanguage } from './errorPage'
import { pageRecovery, type PageFailure, type RecoveryDecision } from './recovery'

export interface WindowOptions {
  /** The page to load: app://pitchside/index.html, or the Vite dev server under `electron-vite dev`. */
  readonly url: string
  readonly preload: string
  readonly isTrustedUrl: (url: string) => boolean
  readonly dev: boolean
  /** Named on the error page. */
  readonly logFile: string
  readonly language: () => ErrorPageLanguage
  /** Told of every page failure and what was done about it (main logs it). */
  readonly onPageFailure?: (failure: PageFailure, decision: RecoveryDecision) => void
}

export function hardenSessions(dev: boolean): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(isPermissionAllowed(permission)),
  )
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => isPermissionAllowed(permission))
  if (dev) {
    // The dev server sends no CSP; add a (looser, HMR-friendly) one so dev and prod behave alike.
    const csp = contentSecurityPolicy({ dev: true })
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } })
    })
  }
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      // Links to the listed rules sites open in the user's browser, never in the app; any other is dropped.
      if (isAllowedExternalLink(url)) void shell.openExternal(url)
      return { action: 'deny' }
    })
  })
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Pitchside',
    backgroundColor: '#101418',
    icon: join(app.getAppPath(), 'resources', 'icon.png'),
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  })
  window.webContents.on('will-navigate', (event, url) => {
    if (!options.isTrustedUrl(url)) event.preventDefault()
  })
  window.webContents.on('will-redirect', (event, url) => {
    if (!options.isTrustedUrl(url)) event.preventDefault()
  })
  window.once('ready-to-show', () => window.show())
  guardPage(window, options)
  // A failed load also rejects this promise; did-fail-load (guardPage) deals with it.
  window.loadURL(options.url).catch(() => undefined)
  if (options.dev) window.webContents.openDevTools({ mode: 'detach' })
  return window
}

function guardPage(window: BrowserWindow, options: WindowOptions): void {
  const recovery = pageRecovery()
  const failed = (failure: PageFailure): void => {
    const decision = recovery.decide(failure)
    if (decision.action === 'ignore') return
    options.onPageFailure?.(failure, decision)
    // A window that never got to show itself would otherwise stay invisible.
    if (!window.isVisible()) window.show()
    const url =
      decision.action === 'reload'
        ? options.url
        : errorPageUrl(
            errorPageHtml({
              failure,
              language: options.language(),
              logFile: options.logFile,
              retried: decision.retried,
              retryUrl: options.url,
            }),
          )
    window.loadURL(url).catch(() => undefined)
  }
  window.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (isMainFrame) failed({ kind: 'load-failed', code, description, url })
  })
  window.webContents.on('render-process-gone', (_event, details) => {
    failed({ kind: 'renderer-gone', reason: details.reason, exitCode: details.exitCode })
  })
}
