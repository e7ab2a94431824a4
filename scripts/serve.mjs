// `npm run serve [-- --port 4310 --host 127.0.0.1]`: builds, then serves Pitchside to a browser on loopback
// (no Electron needed). Saves go to $PITCHSIDE_DATA_DIR or the per-user data folder.
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'
import { runWebHost } from './web.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
try {
  if (!args.includes('--no-build')) build(root)
  runWebHost(
    root,
    args.filter((a) => a !== '--no-build'),
  )
} catch (error) {
  console.error(`Pitchside could not start: ${error.message}`)
  process.exit(1)
}
