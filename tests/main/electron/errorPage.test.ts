// The error page main draws when the app cannot show itself, and where the log goes: plain functions.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorPageHtml, errorPageUrl, pageLanguage } from '../../../src-main/electron/errorPage'
import { logFilePath } from '../../../src-main/electron/logging'
import { pageRecovery } from '../../../src-main/electron/recovery'

describe('error page', () => {
  it('speaks Dutch on a Dutch system and English elsewhere', () => {
    expect(['nl', 'nl-NL', 'nl-BE', 'NL', 'en-US', 'de', 'nld', ''].map(pageLanguage)).toEqual([
      'nl',
      'nl',
      'nl',
      'nl',
      'en',
      'en',
      'en',
      'en',
    ])
  })

  it('escapes what it shows and runs no script', () => {
    const html = errorPageHtml({
      failure: { kind: 'start', error: new Error('<script>alert("x")</script> & more') },
      language: 'en',
      logFile: '/tmp/a"b/main.log',
    })
    expect(html).toContain('Starting failed: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(html).toContain('<code>/tmp/a&quot;b/main.log</code>')
    expect(html).not.toContain('<script')
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`)
    expect(errorPageUrl(html)).toBe(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`)
  })

  it('says what failed in Dutch', () => {
    const html = errorPageHtml({
      failure: { kind: 'load-failed', code: -6, description: 'ERR_FILE_NOT_FOUND', url: 'app://pitchside/' },
      language: 'nl',
      logFile: 'L',
      retried: true,
      retryUrl: 'app://pitchside/index.html',
    })
    expect(html).toContain('<title>Het Pitchside-venster werkt niet meer</title>')
    expect(html).toContain('De pagina app://pitchside/ kon niet worden geladen: ERR_FILE_NOT_FOUND (-6).')
    expect(html).toContain('Ze is één keer opnieuw geladen en ging opnieuw mis.')
    expect(html).toContain('<a href="app://pitchside/index.html">Opnieuw proberen</a>')
  })
})

describe('page recovery', () => {
  it('reloads once per window, then shows; ignores what is not a failure', () => {
    const recovery = pageRecovery()
    const gone = { kind: 'renderer-gone', reason: 'crashed', exitCode: 1 } as const
    expect(recovery.decide({ ...gone, reason: 'clean-exit' })).toEqual({ action: 'ignore' })
    expect(
      recovery.decide({ kind: 'load-failed', code: -3, description: 'ERR_ABORTED', url: 'app://x' }),
    ).toEqual({
      action: 'ignore',
    })
    expect(recovery.decide(gone)).toEqual({ action: 'reload' })
    expect(recovery.decide(gone)).toEqual({ action: 'show', retried: true })
    expect(recovery.decide(gone)).toEqual({ action: 'show', retried: true })
  })
})

describe('logFilePath', () => {
  const base = {
    userData: '/home/u/.config/Pitchside',
    home: '/home/u',
    appName: 'Pitchside',
    dataDir: undefined,
  }

  it('is <data folder>/logs/main.log when PITCHSIDE_DATA_DIR is set, on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const)
      expect(logFilePath({ ...base, platform, dataDir: '/tmp/e2e' })).toBe(
        join('/tmp/e2e', 'logs', 'main.log'),
      )
  })

  it("is the platform's usual log folder otherwise", () => {
    expect(logFilePath({ ...base, platform: 'linux' })).toBe(
      join('/home/u/.config/Pitchside', 'logs', 'main.log'),
    )
    expect(logFilePath({ ...base, platform: 'darwin' })).toBe(
      join('/home/u', 'Library', 'Logs', 'Pitchside', 'main.log'),
    )
  })
})
