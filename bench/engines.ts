// The entry of the engines' bundle (bench/engineBundle.ts builds it into one file, bench/run.ts runs it with plain
// node): the Classic, Blitz Bowl and Cross Check engines' figures, then the Hard search's look-ahead figures
// (bench/rollout.ts). BENCH_ONLY=engines prints the engines' alone, BENCH_ONLY=rollouts the look-ahead's alone.
import { benchClassic } from './classic'
import { benchBlitz } from './blitz'
import { benchCrossCheck } from './crosscheck'
import { printFigures } from './print'
import { benchRollouts } from './rollout'

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const only = process.env.BENCH_ONLY
if (only !== 'rollouts')
  printFigures({ ...benchClassic(seconds), ...benchBlitz(seconds), ...benchCrossCheck(seconds) })
if (only !== 'engines') printFigures(benchRollouts())
