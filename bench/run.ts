// `npm run bench`: one figure a line as `name: value unit`, so runs can be compared. The engines' figures are CPU
// time after a warm-up (bench/cpu.ts); the save store's and the first paint's are wall time (they wait on the disk
// and on Chromium). BENCH_ONLY=engines runs the engines' figures alone (a quick look while working on them).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { benchClassic } from './classic'
import { benchBlitz } from './blitz'
import { benchCrossCheck } from './crosscheck'
import { benchRenderer } from './renderer'
import { benchRollouts } from './rollout'

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const print = (results: Record<string, [number, string]>): void => {
  for (const [name, [value, unit]] of Object.entries(results))
    console.log(`${name}: ${value >= 100 ? Math.round(value) : value.toFixed(2)}${unit ? ' ' + unit : ''}`)
}
print({ ...benchClassic(seconds), ...benchBlitz(seconds), ...benchCrossCheck(seconds) })
if (process.env.BENCH_ONLY === 'engines') process.exit(0)
print(benchRollouts())

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
print(await benchRenderer())
