import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  nativeBindingFile,
  packagedBindingFile,
  resolveNativeBinding,
} from '../../../src-main/electron/nativeBinding'

const built = nativeBindingFile('/app', '45.4.1')
const packaged = packagedBindingFile('/opt/Pitchside/resources')
const base = {
  appRoot: '/app',
  resourcesPath: '/opt/Pitchside/resources',
  electronVersion: '45.4.1',
  isPackaged: false,
  env: {},
}

describe('resolveNativeBinding', () => {
  it('names a folder per Electron version, and one file in a package', () => {
    expect(built).toBe(join('/app', 'native', 'electron-45.4.1', 'better_sqlite3.node'))
    expect(packaged).toBe(join('/opt/Pitchside/resources', 'native', 'better_sqlite3.node'))
  })

  it('uses the Electron build from npm start when it exists', () => {
    expect(resolveNativeBinding({ ...base, exists: (p) => p === built })).toBe(built)
  })

  it('falls back to node_modules when there is none', () => {
    expect(resolveNativeBinding({ ...base, exists: () => false })).toBeUndefined()
  })

  it('loads the package its own build from resources/native, and nothing else', () => {
    expect(resolveNativeBinding({ ...base, isPackaged: true, exists: () => true })).toBe(packaged)
    expect(resolveNativeBinding({ ...base, isPackaged: true, exists: (p) => p === built })).toBeUndefined()
  })

  it('lets PITCHSIDE_NATIVE_BINDING override, if that file exists', () => {
    const env = { PITCHSIDE_NATIVE_BINDING: '/x/b.node' }
    expect(resolveNativeBinding({ ...base, env, exists: () => true })).toBe('/x/b.node')
    expect(resolveNativeBinding({ ...base, env, exists: (p) => p === built })).toBe(built)
  })

  it('never takes a native file from the environment in a packaged app', () => {
    const env = { PITCHSIDE_NATIVE_BINDING: '/x/b.node' }
    expect(
      resolveNativeBinding({ ...base, isPackaged: true, env, exists: (p) => p === '/x/b.node' }),
    ).toBeUndefined()
    expect(resolveNativeBinding({ ...base, isPackaged: true, env, exists: () => true })).toBe(packaged)
  })
})
