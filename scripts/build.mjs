// Builds the app (electron-vite: main + web host, preload, renderer) into out/, quietly unless it fails.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

export function build(root) {
  const started = Date.now()
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js')
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error('the build failed (output above)')
  }
  console.log(`Built Pitchside in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}
