// The fitted evaluations' shared arithmetic (issue 20, point 3): each game's evaluation is a dot product of its
// feature vector (features.ts) with its weights (weights.ts, written by scripts/fitEvaluation.ts), and its win
// chance is a logistic curve over that evaluation, fitted on the same self-play sample.

/** Σ f[i]·w[i] over the shorter of the two. */
export function dot(f: ArrayLike<number>, w: ArrayLike<number>): number {
  const n = Math.min(f.length, w.length)
  let v = 0
  for (let i = 0; i < n; i++) v += f[i] * w[i]
  return v
}

/** The logistic link: an evaluation `v` (score units) to a win chance, with `scale` the fitted slope per unit. */
export function winChance(v: number, scale: number): number {
  return 1 / (1 + Math.exp(-scale * v))
}

/** Names and numbers side by side as one array in the features' order; a name missing from `byName` is 0. */
export function weightsInOrder(
  names: readonly string[],
  byName: Readonly<Record<string, number>>,
): Float64Array {
  return Float64Array.from(names, (n) => byName[n] ?? 0)
}
