import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mimeType, resolveRendererFile } from '../../../src-main/security/rendererFiles'

const root = resolve('/srv/app/renderer')

describe('resolveRendererFile', () => {
  it.each([
    ['/', join(root, 'index.html')],
    ['', join(root, 'index.html')],
    ['/index.html?x=1#y', join(root, 'index.html')],
    ['/assets/index-abc.js', join(root, 'assets', 'index-abc.js')],
    ['/assets/a%20b.png', join(root, 'assets', 'a b.png')],
  ])('maps %j inside the root', (url, file) => {
    expect(resolveRendererFile(root, url)).toBe(file)
  })

  it.each([
    '/../x',
    '/assets/../../x',
    '/%2e%2e/x',
    '/a%5c..%5cx',
    '/.env',
    '/assets/.hidden',
    '/%00',
    '/%E0%A4%A',
  ])('refuses %j', (url) => {
    expect(resolveRendererFile(root, url)).toBeNull()
  })

  it('knows the types the renderer build emits', () => {
    expect(mimeType('a.js')).toBe('text/javascript; charset=utf-8')
    expect(mimeType('a.CSS')).toBe('text/css; charset=utf-8')
    expect(mimeType('a.unknown')).toBe('application/octet-stream')
  })
})
