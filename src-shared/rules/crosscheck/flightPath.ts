// The squares a passed or shot puck crosses, from its square to the target (cc-interp: pass-path): the straight
// line sampled once per square of the longer axis, rounding to the nearest square.

export function pathSquares(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))
  const out: [number, number][] = []
  for (let i = 1; i <= n; i++)
    out.push([x0 + Math.round(((x1 - x0) * i) / n), y0 + Math.round(((y1 - y0) * i) / n)])
  return out
}

/** 000: a turnover when "A Pass or Shot crosses any two lines (One Red, One Blue)". */
export function crossesTwoLines(x0: number, x1: number, red: number, blue: readonly number[]): boolean {
  const lo = Math.min(x0, x1)
  const hi = Math.max(x0, x1)
  const crosses = (after: number): boolean => lo <= after && hi > after
  return crosses(red) && blue.some(crosses)
}
