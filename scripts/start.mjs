// `npm start`: build, make sure Electron and an Electron build of better-sqlite3 exist, launch the desktop
// app. Where Electron cannot be had (no network for its first download) or cannot start (Linux without a usable
// sandbox), say so in one line and serve the same app on loopback instead, so the user can still play in a
// browser. `npm start -- --web` goes there directly. It never ends with 0 when Electron crashed.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'
import { electronBinary, electronPackage, fetchElectron } from './electron.mjs'
import { ensureElectronNative } from './native.mjs'
import { nodeVersionProblem, nodeVersionWarning } from './nodeVersion.mjs'
import { readSandboxFacts, sandboxAdvice, sandboxProblem } from './sandbox.mjs'
import { exitWithChild, forwardSignals, runWebHost } from './web.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)

async function main() {
  const tooOld = nodeVersionProblem(process.versions.node)
  if (tooOld) throw new Error(tooOld)
  // Node 20.19+ runs the app; it is said once, plainly, and the start goes on.
  const notWanted = nodeVersionWarning(process.versions.node)
  if (notWanted) console.warn(`Warning: ${notWanted}`)
  build(root)
  if (args.includes('--web') || process.env.PITCHSIDE_WEB === '1') {
    runWebHost(
      root,
      args.filter((a) => a !== '--web'),
    )
    return
  }
  let binary = electronBinary(root)
  if (!binary) {
    const fetched = await fetchElectron(root)
    if (!fetched.binary) {
      console.log(
        `Electron is not installed and could not be downloaded (${fetched.reason}), so Pitchside is served on loopback instead: open the URL below in a browser.`,
      )
      runWebHost(root, args)
      return
    }
    binary = fetched.binary
  }
  const sandbox = sandboxProblem(readSandboxFacts(binary))
  if (sandbox) {
    console.log(sandboxAdvice(sandbox, root))
    runWebHost(root, args)
    return
  }
  const { version } = electronPackage(root)
  const native = await ensureElectronNative(root, version)
  const env = { ...process.env }
  delete env.ELECTRON_RUN_AS_NODE
  if (native.file) env.PITCHSIDE_NATIVE_BINDING = native.file
  else
    console.log(
      `Saves are off for this run: better-sqlite3 could not be built for Electron (${native.reason}).`,
    )
  const sandboxArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [] // Chromium refuses to run as root otherwise
  const child = spawn(binary, [root, ...sandboxArgs], { cwd: root, stdio: 'inherit', env })
  exitWithChild(child, 'Electron', forwardSignals(child))
}

main().catch((error) => {
  console.error(`Pitchside could not start: ${error.message}`)
  process.exit(1)
})
