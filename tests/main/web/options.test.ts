import { describe, expect, it } from 'vitest'
import { webDataDir } from '../../../src-main/web/dataDir'
import { parseServeOptions } from '../../../src-main/web/options'

describe('serve options', () => {
  it('defaults to loopback and the default port', () => {
    expect(parseServeOptions([], {})).toEqual({ host: '127.0.0.1', port: null })
  })

  it('reads flags, inline values and the environment', () => {
    expect(parseServeOptions(['--port', '0'], {})).toEqual({ host: '127.0.0.1', port: 0 })
    expect(parseServeOptions(['--port=5000', '--host=0.0.0.0'], {})).toEqual({ host: '0.0.0.0', port: 5000 })
    expect(parseServeOptions([], { PITCHSIDE_PORT: '4400', PITCHSIDE_HOST: '::1' })).toEqual({
      host: '::1',
      port: 4400,
    })
  })

  it.each([[['--port', 'abc']], [['--port', '70000']], [['--port']], [['--verbose']]])(
    'rejects %j',
    (argv) => {
      expect(() => parseServeOptions(argv, {})).toThrow()
    },
  )
})

describe('webDataDir', () => {
  it('prefers PITCHSIDE_DATA_DIR', () => {
    expect(webDataDir({ PITCHSIDE_DATA_DIR: '/data/ps' }, 'linux', '/home/u')).toBe('/data/ps')
  })

  it('follows XDG on Linux', () => {
    expect(webDataDir({}, 'linux', '/home/u')).toBe('/home/u/.local/share/pitchside')
    expect(webDataDir({ XDG_DATA_HOME: '/x' }, 'linux', '/home/u')).toBe('/x/pitchside')
  })

  it('uses the platform folders elsewhere', () => {
    expect(webDataDir({}, 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/Pitchside')
    expect(webDataDir({ APPDATA: 'C:/Users/u/AppData/Roaming' }, 'win32', 'C:/Users/u')).toMatch(
      /Roaming.Pitchside$/,
    )
  })
})
