// `npm run bench`: one figure a line as `name: value unit`, so runs can be compared. The engines' figures are CPU
// time after a warm-up (bench/cpu.ts); the save store's and the first paint's are wall time (they wait on the disk
// and on Chromium). BENCH_ONLY=engines runs the engines' figures alone (a quick look while working on them),
// BENCH_ONLY=rollouts the Hard search's look-ahead figures alone.
// The engines' and the look-ahead's figures run on a bundle (bench/engineBundle.ts: built as the AI worker is, into .tmp/bench/,
// run with plain node), not file by file under tsx: the app's AI worker is bundled into one file, and V8 runs a
// bundle's engine measurably faster than the same modules loaded one by one, so the figures are the shipped code's.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { buildEngineBench } from './engineBundle'
import { printFigures } from './print'
import { benchRenderer } from './renderer'

const engines = spawnSync(process.execPath, [await buildEngineBench()], { stdio: 'inherit' })
if (engines.status !== 0) process.exit(engines.status ?? 1)
if (process.env.BENCH_ONLY === 'engines' || process.env.BENCH_ONLY === 'rollouts') process.exit(0)

// The save store bench imports main's services, which use the @shared alias: run it in a child with the
// project's tsconfig (plain `tsx bench/run.ts` reads tsconfig.json, which has no paths).
const root = join(import.meta.dirname, '..')
const saves = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'saves.ts')], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json') },
  encoding: 'utf8',
})
process.stdout.write(saves.stdout)
if (saves.status !== 0) {
  process.stderr.write(saves.stderr)
  process.exitCode = 1
}

// The renderer's first paint: the built app in headless Chromium (bench/renderer.ts; BENCH_BUILD=0 reuses out/).
printFigures(await benchRenderer())
