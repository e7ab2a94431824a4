// Which better_sqlite3.node the Electron main loads. node_modules holds the Node build the tests and the web host
// use; Electron has another ABI, so `npm start` builds one into native/electron-<version>/ (scripts/native.mjs)
// and main points better-sqlite3 at it. A package carries that same build as resources/native/better_sqlite3.node
// (electron-builder.yml's extraResources, staged by scripts/dist.mjs): outside app.asar, where a native module
// must be, and never rebuilt inside the checkout's node_modules. Plain Node code (no electron import) so it is
// unit-tested.
import { join } from 'node:path'

export const NATIVE_DIR = 'native'
export const NATIVE_FILE = 'better_sqlite3.node'

export function nativeBindingFile(appRoot: string, electronVersion: string): string {
  return join(appRoot, NATIVE_DIR, `electron-${electronVersion}`, NATIVE_FILE)
}

/** Where a package keeps its Electron build of better-sqlite3: <resources>/native/better_sqlite3.node. */
export function packagedBindingFile(resourcesPath: string): string {
  return join(resourcesPath, NATIVE_DIR, NATIVE_FILE)
}

export function resolveNativeBinding(options: {
  readonly appRoot: string
  /** process.resourcesPath: the package's resources folder. */
  readonly resourcesPath: string
  readonly electronVersion: string
  readonly isPackaged: boolean
  readonly env: NodeJS.ProcessEnv
  readonly exists: (path: string) => boolean
}): string | undefined {
  // An installed app loads only its own packaged module: a native file named by the environment would run any
  // code its author liked inside Pitchside's main process.
  if (options.isPackaged) {
    const packaged = packagedBindingFile(options.resourcesPath)
    return options.exists(packaged) ? packaged : undefined
  }
  const fromEnv = options.env.PITCHSIDE_NATIVE_BINDING
  if (fromEnv && options.exists(fromEnv)) return fromEnv
  const built = nativeBindingFile(options.appRoot, options.electronVersion)
  return options.exists(built) ? built : undefined
}
