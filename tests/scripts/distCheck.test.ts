// The parts of `npm run dist:check`: the stand-in Electron carries a fuse wire @electron/fuses flips and reads back
// as it does in a real binary; the checks find what they are for (a fuse left on, a worker that imports a package,
// an import that does not resolve, a package missing a dependency, a renderer-only package, a missing file).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type * as ElectronFuses from '@electron/fuses'
import { afterEach, describe, expect, it } from 'vitest'
import { moduleSpecifiers } from '../../scripts/packaging/imports.mjs'
import {
  checkDependencies,
  checkFuses,
  checkImports,
  checkMainRelativePaths,
  checkPresent,
  checkRenderer,
  checkRendererOnlyAbsent,
  checkSelfContained,
  isNativeLibrary,
} from '../../scripts/packaging/packageChecks.mjs'
import { ELECTRON_DEFAULT_WIRE, makeFpmStub, makeStandInElectron } from '../../scripts/packaging/standIn.mjs'

const fuses = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'))(
  '@electron/fuses',
) as typeof ElectronFuses

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-dist-test-'))
  dirs.push(dir)
  return dir
}
function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}
const pkg = (dir: string, name: string, dependencies: Record<string, string> = {}, extra = {}) =>
  write(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', dependencies, ...extra }))

describe('the stand-in Electron', () => {
  it("carries Electron's fuse wire, which @electron/fuses flips as electron-builder.yml asks", async () => {
    const dist = makeStandInElectron(join(scratch(), 'electron-dist'), '45.4.1')
    const binary = join(dist, 'electron')
    const before = await fuses.getCurrentFuseWire(binary)
    expect(
      String.fromCharCode(
        ...Object.keys(before)
          .filter((k) => k !== 'version')
          .map((k) => before[k as never] as number),
      ),
    ).toBe(ELECTRON_DEFAULT_WIRE)
    expect(checkFuses(before)).toEqual([
      'fuse RunAsNode is 1, expected 0',
      'fuse EnableCookieEncryption is 0, expected 1',
      'fuse EnableNodeOptionsEnvironmentVariable is 1, expected 0',
      'fuse EnableNodeCliInspectArguments is 1, expected 0',
      'fuse OnlyLoadAppFromAsar is 0, expected 1',
      'fuse GrantFileProtocolExtraPrivileges is 1, expected 0',
    ])
    await fuses.flipFuses(binary, {
      version: fuses.FuseVersion.V1,
      [fuses.FuseV1Options.RunAsNode]: false,
      [fuses.FuseV1Options.EnableCookieEncryption]: true,
      [fuses.FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [fuses.FuseV1Options.EnableNodeCliInspectArguments]: false,
      [fuses.FuseV1Options.OnlyLoadAppFromAsar]: true,
      [fuses.FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    })
    expect(checkFuses(await fuses.getCurrentFuseWire(binary))).toEqual([])
    // Still a script that says what it is, not something that could pass for Electron.
    expect(() => execFileSync(binary, { stdio: 'pipe' })).toThrow()
  })

  it('gives electron-builder an fpm that records its arguments and the desktop entry', () => {
    const dir = scratch()
    const fpm = makeFpmStub(join(dir, 'fpm'))
    write(join(dir, 'x.desktop'), '[Desktop Entry]\nName=Pitchside\n')
    const deb = join(dir, 'out.deb')
    execFileSync(fpm.path, [
      '-d',
      'a | b',
      '--package',
      deb,
      `${join(dir, 'x.desktop')}=/usr/share/applications/p.desktop`,
    ])
    expect(JSON.parse(readFileSync(fpm.record, 'utf8'))).toEqual([
      '-d',
      'a | b',
      '--package',
      deb,
      `${join(dir, 'x.desktop')}=/usr/share/applications/p.desktop`,
    ])
    expect(readFileSync(fpm.desktop, 'utf8')).toBe('[Desktop Entry]\nName=Pitchside\n')
    expect(readFileSync(deb, 'utf8')).toContain('stand-in')
  })
})

describe('the package checks', () => {
  it("reads a module's imports as V8 parses them", () => {
    const dir = scratch()
    const file = join(dir, 'm.mjs')
    write(
      file,
      "import { a } from './a.js'\nimport 'node:fs'\nexport * from 'zod'\nconst s = \"import x from 'fake'\"\nawait import('ws')\n",
    )
    expect(moduleSpecifiers([file])).toEqual({
      [file]: { static: ['./a.js', 'node:fs', 'zod'], dynamic: ['ws'] },
    })
  })

  it('wants a self-contained worker to import node:* only', () => {
    expect(checkSelfContained('w.mjs', { static: ['node:worker_threads', 'fs'], dynamic: [] })).toEqual([])
    expect(
      checkSelfContained('w.mjs', { static: ['node:fs', './chunks/host.js', 'zod'], dynamic: ['ws'] }),
    ).toEqual([
      'w.mjs imports ./chunks/host.js: it must carry everything but node:* itself',
      'w.mjs imports zod: it must carry everything but node:* itself',
      'w.mjs imports ws: it must carry everything but node:* itself',
    ])
  })

  it('finds imports that do not resolve from where the module lies', () => {
    const dir = scratch()
    write(join(dir, 'chunks', 'host.js'), '')
    const file = join(dir, 'index.js')
    const resolve = (specifier: string) => {
      if (specifier === 'zod') return '/x/zod.js'
      throw new Error(`Cannot find package '${specifier}'`)
    }
    const specifiers = {
      [file]: {
        static: ['./chunks/host.js', './chunks/gone.js', 'zod', 'ws', 'electron', 'node:fs'],
        dynamic: ['tsx/esm/api'],
      },
    }
    expect(checkImports(specifiers, resolve, { 'tsx/esm/api': 'dev only' })).toEqual([
      `${file} imports ./chunks/gone.js: no such file`,
      `${file} imports ws, which does not resolve there: Cannot find package 'ws'`,
    ])
  })

  it('finds a package whose dependency is not in the app, through nested and parent node_modules', () => {
    const app = scratch()
    pkg(app, 'app')
    pkg(join(app, 'node_modules', 'better-sqlite3'), 'better-sqlite3', { bindings: '^1' })
    pkg(join(app, 'node_modules', '@gltf-transform', 'core'), '@gltf-transform/core', {
      'property-graph': '^4',
    })
    pkg(join(app, 'node_modules', 'ws'), 'ws', {}, { optionalDependencies: { bufferutil: '^4' } })
    pkg(join(app, 'node_modules', 'a'), 'a', { b: '^1' })
    pkg(join(app, 'node_modules', 'a', 'node_modules', 'b'), 'b', { bindings: '^1' })
    const before = checkDependencies(app)
    expect(before.packages.sort()).toEqual([
      '@gltf-transform/core',
      'a',
      'a/node_modules/b',
      'better-sqlite3',
      'ws',
    ])
    expect(before.problems).toEqual([
      'node_modules/@gltf-transform/core needs property-graph, which is not in app.asar',
      'node_modules/a/node_modules/b needs bindings, which is not in app.asar',
      'node_modules/better-sqlite3 needs bindings, which is not in app.asar',
    ])
    pkg(join(app, 'node_modules', 'bindings'), 'bindings')
    pkg(join(app, 'node_modules', 'property-graph'), 'property-graph')
    expect(checkDependencies(app).problems).toEqual([])
  })

  it('finds renderer-only packages', () => {
    expect(checkRendererOnlyAbsent(['zod', 'three', '@vue/shared', 'vue-i18n', 'ws', 'vuex-like'])).toEqual([
      'app.asar holds three, which only the renderer uses (it is bundled into out/renderer)',
      'app.asar holds @vue/shared, which only the renderer uses (it is bundled into out/renderer)',
      'app.asar holds vue-i18n, which only the renderer uses (it is bundled into out/renderer)',
    ])
  })

  it('finds missing files: listed ones, what index.html names, what main builds paths to', () => {
    const app = scratch()
    write(
      join(app, 'out', 'renderer', 'index.html'),
      '<script src="/assets/index-1.js"></script><link href="/assets/index-1.css"><a href="https://x">',
    )
    write(join(app, 'out', 'renderer', 'assets', 'index-1.js'), '')
    write(
      join(app, 'out', 'main', 'index.js'),
      'join(here, "../preload/index.cjs"); join(here, "../renderer")',
    )
    expect(checkPresent(app, ['out/main/index.js', 'resources/icon.png'])).toEqual([
      'missing in app.asar: resources/icon.png',
    ])
    expect(checkRenderer(app)).toEqual([
      'out/renderer/index.html names /assets/index-1.css, which is not in app.asar',
    ])
    expect(checkMainRelativePaths(app)).toEqual({
      literals: ['../preload/index.cjs', '../renderer'],
      problems: ['out/main/index.js refers to ../preload/index.cjs, which is not in app.asar'],
    })
  })

  it('tells a native library from anything else', () => {
    const dir = scratch()
    write(join(dir, 'fake.node'), 'not a library')
    expect(isNativeLibrary(join(dir, 'fake.node'))).toBe(false)
    expect(
      isNativeLibrary(join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')),
    ).toBe(true)
  })
})
