// What the menu loads before its first frame, read from a build manifest (bench/rendererBundle.ts): the entry and
// the chunks it imports statically, never those it imports dynamically; a broken manifest is an error, not 0 kB.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { initialJs, type Manifest, staticClosure } from '../../../bench/rendererBundle'

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    name: 'index',
    isEntry: true,
    imports: ['_vue-b.js'],
    dynamicImports: ['src/scene/TableScene.ts'],
    css: ['assets/index-a.css'],
  },
  '_vue-b.js': { file: 'assets/vue-b.js', name: 'vue', imports: ['_shared-c.js'] },
  '_shared-c.js': { file: 'assets/shared-c.js', name: 'shared', imports: ['_vue-b.js'] },
  'src/scene/TableScene.ts': {
    file: 'assets/TableScene-d.js',
    name: 'TableScene',
    isDynamicEntry: true,
    imports: ['_three-e.js', 'index.html'],
  },
  '_three-e.js': { file: 'assets/three-e.js', name: 'three' },
}

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

describe('staticClosure', () => {
  it('follows static imports from the entry (once each, cycles too) and leaves dynamic ones out', () => {
    expect(staticClosure(MANIFEST)).toEqual(['index.html', '_vue-b.js', '_shared-c.js'])
  })

  it("reaches three from the table's chunk", () => {
    expect(staticClosure(MANIFEST, 'src/scene/TableScene.ts')).toEqual([
      'src/scene/TableScene.ts',
      '_three-e.js',
      'index.html',
      '_vue-b.js',
      '_shared-c.js',
    ])
  })

  it('refuses a manifest without the entry or with a dangling import', () => {
    expect(() => staticClosure({}, 'index.html')).toThrow(/no entry "index.html"/)
    const dangling: Manifest = { 'index.html': { file: 'a.js', imports: ['_gone.js'] } }
    expect(() => staticClosure(dangling)).toThrow(/"_gone.js"/)
  })
})

describe('initialJs', () => {
  it("sums the sizes of the menu's JavaScript files, entry first", () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-bundle-'))
    mkdirSync(join(dir, 'assets'))
    const sizes: Record<string, number> = {
      'index-a.js': 1200,
      'vue-b.js': 800,
      'shared-c.js': 50,
      'TableScene-d.js': 9000,
      'three-e.js': 70000,
      'index-a.css': 400,
    }
    for (const [file, size] of Object.entries(sizes))
      writeFileSync(join(dir, 'assets', file), 'x'.repeat(size))
    expect(initialJs(dir, MANIFEST)).toEqual({
      files: ['assets/index-a.js', 'assets/vue-b.js', 'assets/shared-c.js'],
      names: ['index', 'vue', 'shared'],
      bytes: 2050,
    })
  })
})
