// A start-up that fails must not leave an invisible process behind: whatever went wrong is logged, any window
// already made is closed, and a small window says what happened and where the log is. Closing it ends the app with
// status 1. If even that window cannot be shown, Electron's native error box says it instead.
import { app, BrowserWindow, dialog } from 'electron'
import {
  describeFailure,
  errorPageHtml,
  errorPageUrl,
  errorTitle,
  pageLanguage,
  type Failure,
} from './errorPage'

export interface StartupFailureOptions {
  readonly logFile: string
  readonly logError: (message: string, error: unknown) => void
}

export function startupFailureReporter(options: StartupFailureOptions): (error: unknown) => void {
  let shown = false
  return (error) => {
    options.logError('Pitchside could not start', error)
    if (shown) return
    shown = true
    const failure: Failure = { kind: 'start', error }
    void app
      .whenReady()
      .then(() => showFailureWindow(failure, options.logFile))
      .catch((windowError: unknown) => {
        options.logError('the start-up error window could not be shown', windowError)
        const language = pageLanguage(app.getLocale())
        dialog.showErrorBox(errorTitle(failure, language), describeFailure(failure, language))
        app.exit(1)
      })
  }
}

async function showFailureWindow(failure: Failure, logFile: string): Promise<void> {
  for (const other of BrowserWindow.getAllWindows()) other.destroy()
  const language = pageLanguage(app.getLocale())
  const window = new BrowserWindow({
    width: 760,
    height: 420,
    title: errorTitle(failure, language),
    backgroundColor: '#101418',
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
  })
  window.setMenuBarVisibility(false)
  window.on('closed', () => app.exit(1))
  await window.loadURL(errorPageUrl(errorPageHtml({ failure, language, logFile })))
}
