// The policies' pick: the best of a list of values, with exact ties broken by the AI's own generator (reservoir
// style, so each tied index is equally likely and the draw count does not depend on where the ties are).

/** The index of the highest value; values within 1e-9 of each other are ties, drawn by `rand`. */
export function argmax(values: readonly number[], rand: () => number): number {
  let best = 0
  let ties = 1
  for (let i = 1; i < values.length; i++) {
    if (values[i] > values[best] + 1e-9) {
      best = i
      ties = 1
    } else if (Math.abs(values[i] - values[best]) <= 1e-9 && rand() * ++ties < 1) best = i
  }
  return best
}
