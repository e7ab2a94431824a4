// `npm run dist [-- <electron-builder arguments>]`: the installers for this OS (electron-builder.yml). Builds out/,
// makes the Electron build of better-sqlite3 the way `npm start` does (native/electron-<version>/, once per
// Electron version; the checkout's Node build in node_modules is never rebuilt), hands it to electron-builder
// (PITCHSIDE_PACKAGED_NATIVE), and packs. The native module is built for this machine's CPU, so each OS and
// architecture is packed on its own kind of machine.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'
import { electronPackage } from './electron.mjs'
import { ensureElectronNative } from './native.mjs'
import { nodeVersionProblem } from './nodeVersion.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const ARCH_FLAGS = ['--x64', '--ia32', '--armv7l', '--arm64', '--universal']

async function main() {
  const tooOld = nodeVersionProblem(process.versions.node)
  if (tooOld) throw new Error(tooOld)
  const foreign = args.filter((a) => ARCH_FLAGS.includes(a) && a !== `--${process.arch}`)
  if (foreign.length > 0)
    throw new Error(
      `${foreign.join(' ')}: the SQLite module is built for this machine (${process.arch}); pack on a machine of that kind`,
    )
  build(root)
  const { version } = electronPackage(root)
  const native = await ensureElectronNative(root, version)
  if (!native.file)
    throw new Error(
      `better-sqlite3 could not be built for Electron ${version} (${native.reason}); a package without it would have no saves`,
    )
  const cli = createRequire(import.meta.url).resolve('electron-builder/cli.js')
  const run = spawnSync(process.execPath, [cli, '--config', 'electron-builder.yml', ...args], {
    cwd: root,
    stdio: 'inherit',
    // electron-builder reads extraResources' `from` relative to the project.
    env: { ...process.env, PITCHSIDE_PACKAGED_NATIVE: relative(root, native.file) },
  })
  if (run.status !== 0) throw new Error(`electron-builder failed (${run.status ?? run.signal})`)
}

main().catch((error) => {
  console.error(`npm run dist: ${error.message}`)
  process.exit(1)
})
