// CPU-time measuring for the compute benches. The machine is shared (other runs, other engineers), so wall time
// says as much about the neighbours as about the code: these figures count this process's own CPU time
// (`process.cpuUsage()`, user + system). Every loop is warmed up first, so the figures are of optimised code,
// not of the interpreter and the JIT's first tiers.

/** This process's CPU time so far, in seconds. */
export function cpuSeconds(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

/** CPU seconds taken by `fn`. */
export function cpuTime(fn: () => void): number {
  const t0 = cpuSeconds()
  fn()
  return cpuSeconds() - t0
}

/**
 * Runs `once` (one unit of work, returning how many items it did) for `warmup` CPU seconds untimed, then for
 * `seconds` CPU seconds timed; returns the units, the items and the CPU seconds of the timed part. The clock is
 * read about every 20 ms of work, not after each unit: reading it costs tens of µs on this VM.
 */
export function timedLoop(
  seconds: number,
  once: (unit: number) => number,
  warmup = Math.min(1, seconds / 3),
): { units: number; items: number; cpu: number } {
  let warm = 0
  const w0 = cpuSeconds()
  while (cpuSeconds() - w0 < warmup) once(1_000_000 + warm++)
  const batch = Math.max(1, Math.round((warm / Math.max(warmup, 1e-3)) * 0.02))
  let units = 0
  let items = 0
  const t0 = cpuSeconds()
  let cpu = 0
  while (cpu < seconds) {
    for (let i = 0; i < batch; i++) items += once(++units)
    cpu = cpuSeconds() - t0
  }
  return { units, items, cpu }
}
