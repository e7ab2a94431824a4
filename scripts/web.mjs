// Runs the built web host (out/main/web.js) in a child Node process, forwarding Ctrl+C, until it exits; then
// exits with the child's status (a signal that ended it counts as a failure, never as 0).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { exitStatus, signalReport } from './exitStatus.mjs'

export function runWebHost(root, args = []) {
  const child = spawn(process.execPath, [join(root, 'out', 'main', 'web.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
  })
  exitWithChild(child, 'The web host', forwardSignals(child))
}

/** Passes Ctrl+C and SIGTERM on to the child; returns the signals forwarded so far. */
export function forwardSignals(child) {
  const forwarded = new Set()
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      forwarded.add(signal)
      child.kill(signal)
    })
  return forwarded
}

export function exitWithChild(child, name, forwarded) {
  child.on('exit', (code, signal) => {
    const report = signalReport(name, signal, forwarded)
    if (report) console.error(report)
    process.exit(exitStatus(code, signal))
  })
}
