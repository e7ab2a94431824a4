// Stand-ins for what `npm run dist:check` cannot download: Electron's binary distribution and fpm (which builds
// the .deb). With them electron-builder runs its real packing code offline: it copies the stand-in Electron,
// renames its executable, writes app.asar, flips the fuses, and hands fpm every argument a real .deb would get.
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** @electron/fuses finds the fuse wire right after this string in Electron's binary. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/**
 * Electron 45's fuse wire as it ships (version 1, eight fuses, '1' on / '0' off): RunAsNode on, cookie
 * encryption off, NODE_OPTIONS on, --inspect on, asar integrity off, only-asar off, browser V8 snapshot off,
 * file:// extra privileges on. electron-builder must flip the ones electron-builder.yml names.
 */
export const ELECTRON_DEFAULT_WIRE = '10110001'

/**
 * A folder shaped like Electron's Linux distribution: an `electron` executable (a script that says it is a
 * stand-in, carrying the fuse sentinel and wire as @electron/fuses expects them), the setuid sandbox helper,
 * the licence files, a locale and an empty resources/ (electron-builder would hash any .asar found there).
 */
export function makeStandInElectron(dir, version) {
  mkdirSync(join(dir, 'locales'), { recursive: true })
  mkdirSync(join(dir, 'resources'), { recursive: true })
  const script = '#!/bin/sh\necho "stand-in Electron for npm run dist:check: it cannot run" >&2\nexit 1\n'
  const wire = Buffer.concat([
    Buffer.from(`# ${FUSE_SENTINEL}`),
    Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
    Buffer.from(ELECTRON_DEFAULT_WIRE),
    Buffer.from('\n'),
  ])
  writeFileSync(join(dir, 'electron'), Buffer.concat([Buffer.from(script), wire]))
  chmodSync(join(dir, 'electron'), 0o755)
  writeFileSync(join(dir, 'chrome-sandbox'), 'stand-in setuid sandbox helper\n')
  writeFileSync(join(dir, 'LICENSE'), 'Electron licence (stand-in)\n')
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<p>Chromium licences (stand-in)</p>\n')
  writeFileSync(join(dir, 'version'), `${version}\n`)
  writeFileSync(join(dir, 'locales', 'en-US.pak'), 'stand-in\n')
  return dir
}

/**
 * An `fpm` that records the arguments electron-builder gives it (as JSON), keeps a copy of the .desktop entry it
 * is handed (a temporary file), and writes a placeholder package where the .deb would go.
 */
export function makeFpmStub(dir) {
  mkdirSync(dir, { recursive: true })
  const record = join(dir, 'fpm-args.json')
  const desktop = join(dir, 'fpm-desktop-entry')
  const stub = join(dir, 'fpm')
  const code = [
    `#!${process.execPath}`,
    "const fs = require('node:fs')",
    'const args = process.argv.slice(2)',
    `fs.writeFileSync(${JSON.stringify(record)}, JSON.stringify(args))`,
    'const entry = args.find((a) => /\\.desktop=\\/usr\\/share\\/applications\\//.test(a))',
    `if (entry) fs.copyFileSync(entry.slice(0, entry.indexOf('=')), ${JSON.stringify(desktop)})`,
    "fs.writeFileSync(args[args.indexOf('--package') + 1], 'stand-in package from npm run dist:check\\n')",
    '',
  ].join('\n')
  writeFileSync(stub, code)
  chmodSync(stub, 0o755)
  return { path: stub, record, desktop }
}

/** A copy of `file` under `dir`, for a native module stand-in. */
export function copyInto(file, dir, name) {
  mkdirSync(dir, { recursive: true })
  const target = join(dir, name)
  copyFileSync(file, target)
  return target
}
