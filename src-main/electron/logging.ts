// Where the desktop app's log goes (electron-log's file transport), one rule the README documents:
// <data folder>/logs/main.log when PITCHSIDE_DATA_DIR names the data folder, else the platform's usual place —
// ~/.config/Pitchside/logs (Linux), ~/Library/Logs/Pitchside (macOS), %APPDATA%\Pitchside\logs (Windows).
// Plain Node (no electron import) so it is unit-tested; main.ts hands it the paths Electron knows.
import { join } from 'node:path'

export const LOG_FILE_NAME = 'main.log'

export function logFilePath(options: {
  readonly platform: NodeJS.Platform
  /** PITCHSIDE_DATA_DIR, when set: the saves, Chromium's profile and the log all live there. */
  readonly dataDir: string | undefined
  /** app.getPath('userData') */
  readonly userData: string
  readonly home: string
  readonly appName: string
}): string {
  if (options.dataDir) return join(options.dataDir, 'logs', LOG_FILE_NAME)
  if (options.platform === 'darwin')
    return join(options.home, 'Library', 'Logs', options.appName, LOG_FILE_NAME)
  return join(options.userData, 'logs', LOG_FILE_NAME)
}
