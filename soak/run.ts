// `npm run soak`: the hostile-input and chaos suite (not part of `npm test`). Every part prints one figure a line
// as `soak.<name>: value unit`; the run fails when a figure that must be zero is not. SOAK_PARTS=games,hostile
// runs only those parts; SOAK_SCALE=0.1 runs a tenth of every count (a quick look, not the issue's figures).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOAK_PARTS } from './parts'
import type { SoakOutput } from './types'

const wanted = (process.env.SOAK_PARTS ?? '').split(',').filter(Boolean)
const unknown = wanted.filter((name) => !SOAK_PARTS.some((part) => part.name === name))
if (unknown.length > 0) {
  console.error(
    `Unknown soak parts: ${unknown.join(', ')} (have ${SOAK_PARTS.map((p) => p.name).join(', ')}).`,
  )
  process.exit(2)
}
const scale = Number(process.env.SOAK_SCALE ?? 1)
if (!(scale > 0)) {
  console.error(`SOAK_SCALE must be a positive number, not ${process.env.SOAK_SCALE}.`)
  process.exit(2)
}

const failures: string[] = []
const seen = new Map<string, number>()
const print = (name: string, value: number, unit?: string): void => {
  seen.set(name, value)
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(2)
  console.log(`soak.${name}: ${shown}${unit ? ' ' + unit : ''}`)
}
const out: SoakOutput = {
  figure: print,
  zero(name, value, unit) {
    print(name, value, unit)
    if (value !== 0) failures.push(`soak.${name} is ${value}, must be 0`)
  },
  note: (message) => console.error(`  ${message}`),
}

for (const part of SOAK_PARTS) {
  if (wanted.length > 0 && !wanted.includes(part.name)) continue
  const scratch = mkdtempSync(join(tmpdir(), `pitchside-soak-${part.name}-`))
  const started = process.hrtime.bigint()
  console.error(`[soak] ${part.name}`)
  try {
    await part.run(out, { scale, scratch })
  } catch (error) {
    failures.push(
      `part ${part.name} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  console.error(`[soak] ${part.name} done in ${seconds.toFixed(1)} s`)
}

// The run's headline, as the hardening issue asks for it: every crash, every lost or changed piece of data, summed
// over the parts that ran, and the owner's worst latency under attack.
const total = (suffixes: readonly string[]): number =>
  [...seen].filter(([name]) => suffixes.some((s) => name.endsWith(s))).reduce((sum, [, v]) => sum + v, 0)
if (seen.size > 0) {
  out.zero('host_crashes', total(['.host_crashes', '.unexpected_errors', '.untyped_errors']))
  out.zero('actions_lost', total(['.actions_lost', '.intact_games_lost']))
  out.zero('data_changed', total(['.changed_games', '.changed_refused_files', '.store_changed_by_refusal']))
  const delay = seen.get('hostile.owner_delay_ms_p99')
  if (delay !== undefined) print('owner_delay_ms_p99', delay, 'ms')
}

if (failures.length > 0) {
  console.error(`\nsoak FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  process.exitCode = 1
}
