import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nativeBindingFile, resolveNativeBinding } from '../../../src-main/electron/nativeBinding'

const built = nativeBindingFile('/app', '45.4.1')
const base = { appRoot: '/app', electronVersion: '45.4.1', isPackaged: false, env: {} }

describe('resolveNativeBinding', () => {
  it('names a folder per Electron version', () => {
    expect(built).toBe(join('/app', 'native', 'electron-45.4.1', 'better_sqlite3.node'))
  })

  it('uses the Electron build from npm start when it exists', () => {
    expect(resolveNativeBinding({ ...base, exists: (p) => p === built })).toBe(built)
  })

  it('falls back to node_modules when there is none, and always when packaged', () => {
    expect(resolveNativeBinding({ ...base, exists: () => false })).toBeUndefined()
    expect(resolveNativeBinding({ ...base, isPackaged: true, exists: () => true })).toBeUndefined()
  })

  it('lets PITCHSIDE_NATIVE_BINDING override, if that file exists', () => {
    const env = { PITCHSIDE_NATIVE_BINDING: '/x/b.node' }
    expect(resolveNativeBinding({ ...base, env, exists: () => true })).toBe('/x/b.node')
    expect(resolveNativeBinding({ ...base, env, exists: (p) => p === built })).toBe(built)
  })

  it('never takes a native file from the environment in a packaged app', () => {
    const env = { PITCHSIDE_NATIVE_BINDING: '/x/b.node' }
    expect(resolveNativeBinding({ ...base, isPackaged: true, env, exists: () => true })).toBeUndefined()
  })
})
