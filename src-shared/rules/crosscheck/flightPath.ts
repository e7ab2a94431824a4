// The squares a passed or shot puck crosses, from its square to the target (cc-interp: pass-path): the straight
// line sampled once per square of the longer axis, rounding to the nearest square.

export function pathSquares(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  const n = flightSteps(x0, y0, x1, y1)
  const out: [number, number][] = []
  for (let i = 1; i <= n; i++) out.push([flightAt(x0, x1, i, n), flightAt(y0, y1, i, n)])
  return out
}

/** How many squares the flight from (x0, y0) to (x1, y1) crosses: pathSquares' length. */
export const flightSteps = (x0: number, y0: number, x1: number, y1: number): number =>
  Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))

/** One coordinate of the flight's `i`-th square of `n` (pathSquares' without the list, for a hot loop). */
export const flightAt = (from: number, to: number, i: number, n: number): number =>
  from + Math.round(((to - from) * i) / n)

/** 000: a turnover when "A Pass or Shot crosses any two lines (One Red, One Blue)". */
export function crossesTwoLines(x0: number, x1: number, red: number, blue: readonly number[]): boolean {
  const lo = Math.min(x0, x1)
  const hi = Math.max(x0, x1)
  const crosses = (after: number): boolean => lo <= after && hi > after
  return crosses(red) && blue.some(crosses)
}
