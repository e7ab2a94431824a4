// Runs the built web host (out/main/web.js) in a child Node process, forwarding Ctrl+C, until it exits.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export function runWebHost(root, args = []) {
  const child = spawn(process.execPath, [join(root, 'out', 'main', 'web.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
  })
  forwardSignals(child)
  child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))
}

export function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
}
