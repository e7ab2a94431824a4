// Which better_sqlite3.node the Electron main loads. node_modules holds the Node build the tests use; Electron
// has another ABI, so `npm start` builds one into native/electron-<version>/ (scripts/native.mjs) and main
// points better-sqlite3 at it. Packaged apps need none: electron-builder rebuilds node_modules for Electron.
// Plain Node code (no electron import) so it is unit-tested.
import { join } from 'node:path'

export const NATIVE_DIR = 'native'

export function nativeBindingFile(appRoot: string, electronVersion: string): string {
  return join(appRoot, NATIVE_DIR, `electron-${electronVersion}`, 'better_sqlite3.node')
}

export function resolveNativeBinding(options: {
  readonly appRoot: string
  readonly electronVersion: string
  readonly isPackaged: boolean
  readonly env: NodeJS.ProcessEnv
  readonly exists: (path: string) => boolean
}): string | undefined {
  // An installed app loads only its own packaged module: a native file named by the environment would run any
  // code its author liked inside Pitchside's main process.
  if (options.isPackaged) return undefined
  const fromEnv = options.env.PITCHSIDE_NATIVE_BINDING
  if (fromEnv && options.exists(fromEnv)) return fromEnv
  const built = nativeBindingFile(options.appRoot, options.electronVersion)
  return options.exists(built) ? built : undefined
}
