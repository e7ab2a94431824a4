// The fit's arithmetic (issue 20, point 3), hand-written because it is small: ridge least squares shrunk towards a
// prior (the hand-set weights) and a one-parameter logistic slope by Newton steps. Plain loops over Float64Arrays,
// always in the same order, so the same rows give the same numbers bit for bit.

/** Solves `a x = b` in place by Gaussian elimination with partial pivoting; `a` is n×n row-major. */
export function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]) > Math.abs(a[pivot * n + col])) pivot = r
    if (Math.abs(a[pivot * n + col]) < 1e-12) throw new Error(`solve: singular system at column ${col}`)
    if (pivot !== col) {
      for (let k = 0; k < n; k++) {
        const t = a[col * n + k]
        a[col * n + k] = a[pivot * n + k]
        a[pivot * n + k] = t
      }
      const t = b[col]
      b[col] = b[pivot]
      b[pivot] = t
    }
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col] / a[col * n + col]
      if (f === 0) continue
      for (let k = col; k < n; k++) a[r * n + k] -= f * a[col * n + k]
      b[r] -= f * b[col]
    }
  }
  const x = new Float64Array(n)
  for (let r = n - 1; r >= 0; r--) {
    let v = b[r]
    for (let k = r + 1; k < n; k++) v -= a[r * n + k] * x[k]
    x[r] = v / a[r * n + r]
  }
  return x
}

/**
 * Ridge least squares towards a prior: the weights minimising Σ (y − x·w)² + λ Σ_{j free} (w_j − prior_j)², with
 * the columns in `fixed` held at their prior (the score difference's 1.0, which the contract sets). Shrinking
 * towards the hand-set weights rather than towards 0 means a feature the sample rarely shows keeps its hand-set
 * worth instead of losing it.
 */
export function ridgeTowards(
  rows: readonly Float64Array[],
  y: readonly number[],
  prior: Float64Array,
  lambda: number,
  fixed: ReadonlySet<number> = new Set(),
): Float64Array {
  const d = prior.length
  const free: number[] = []
  for (let j = 0; j < d; j++) if (!fixed.has(j)) free.push(j)
  const n = free.length
  const a = new Float64Array(n * n)
  const b = new Float64Array(n)
  for (let i = 0; i < rows.length; i++) {
    const x = rows[i]
    // What the fixed columns already explain is taken off the target.
    let r = y[i]
    for (const j of fixed) r -= x[j] * prior[j]
    for (let p = 0; p < n; p++) {
      const xp = x[free[p]]
      if (xp === 0) continue
      b[p] += xp * r
      for (let q = 0; q < n; q++) a[p * n + q] += xp * x[free[q]]
    }
  }
  for (let p = 0; p < n; p++) {
    a[p * n + p] += lambda
    b[p] += lambda * prior[free[p]]
  }
  const solved = solve(a, b, n)
  const w = Float64Array.from(prior)
  for (let p = 0; p < n; p++) w[free[p]] = solved[p]
  return w
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z))

/**
 * The logistic slope k with P(win) = σ(k·v) that best fits outcomes `y` (1 won, ½ drawn, 0 lost) from evaluations
 * `v`: maximum likelihood by Newton steps (the log-loss is convex in k), stopping when a step moves k by < 1e-10.
 * No intercept: the evaluation is zero-sum, so a level position is an even game.
 */
export function logisticSlope(v: readonly number[], y: readonly number[], steps = 200): number {
  let k = 0
  for (let it = 0; it < steps; it++) {
    let g = 0
    let h = 1e-9
    for (let i = 0; i < v.length; i++) {
      const p = sigmoid(k * v[i])
      g += (p - y[i]) * v[i]
      h += p * (1 - p) * v[i] * v[i]
    }
    const step = g / h
    k -= step
    if (Math.abs(step) < 1e-10) break
  }
  return k
}

/** Mean log-loss of win chances σ(k·v) against outcomes y (a draw's ½ counts as half a win, half a loss). */
export function logLoss(v: readonly number[], y: readonly number[], k: number): number {
  let s = 0
  for (let i = 0; i < v.length; i++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(k * v[i])))
    s -= y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p)
  }
  return s / Math.max(1, v.length)
}

/** The share of decided outcomes (not draws) whose winner the evaluation's sign names; a 0 counts half. */
export function accuracy(v: readonly number[], y: readonly number[]): number {
  let n = 0
  let right = 0
  for (let i = 0; i < v.length; i++) {
    if (y[i] === 0.5) continue
    n++
    if (v[i] === 0) right += 0.5
    else if (v[i] > 0 === (y[i] === 1)) right++
  }
  return n === 0 ? 0 : right / n
}

/** Mean squared error of predictions `v` against targets `y`. */
export function meanSquaredError(v: readonly number[], y: readonly number[]): number {
  let s = 0
  for (let i = 0; i < v.length; i++) s += (v[i] - y[i]) ** 2
  return s / Math.max(1, v.length)
}
