// `npm run bench`: one figure a line as `name: value unit`, so runs can be compared.
import { benchClassic } from './classic'

const results = { ...benchClassic(Number(process.env.BENCH_SECONDS ?? 3)) }
for (const [name, [value, unit]] of Object.entries(results))
  console.log(`${name}: ${value >= 100 ? Math.round(value) : value.toFixed(2)}${unit ? ' ' + unit : ''}`)
