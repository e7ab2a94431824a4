// Where the web host keeps saves: $PITCHSIDE_DATA_DIR, else the platform's per-user data folder
// (XDG on Linux). The Electron app uses Electron's userData folder instead (see electron/main.ts).
import { join } from 'node:path'

export function webDataDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string): string {
  if (env.PITCHSIDE_DATA_DIR) return env.PITCHSIDE_DATA_DIR
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'Pitchside')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Pitchside')
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'pitchside')
}
