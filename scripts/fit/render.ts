// The weights module a fit writes (issue 20, point 3): the fitted weights, which set the evaluation uses, the win
// chance's slope for that set, and a header saying how to remake it and how both sets did on held-out games. No
// date or timing in it, so a rerun with the same options writes the same file.
import type { FitResult } from './fit'

/** Six significant digits: far below what the held-out figures can tell apart, and stable across reruns. */
const num = (v: number): string => String(Number(v.toPrecision(6)))
const fig = (v: number): string => v.toFixed(4)

export function renderWeights(r: FitResult, command: string, preferHand: boolean): string {
  const o = r.options
  const f = r.fittedFigures
  const h = r.handFigures
  const source = r.useFitted && !preferHand ? 'fitted' : 'hand'
  const why = !r.useFitted
    ? 'hand-set (the fitted weights predicted the held-out margins worse)'
    : preferHand
      ? 'hand-set (the fit was as good on held-out games, but kept out by --prefer-hand: see the commit)'
      : 'fitted (its held-out margin error is no worse than the hand-set weights’)'
  const slope = source === 'fitted' ? f.slope : h.slope
  const lines = [
    `// ${r.spec.id} evaluation weights (one ${r.spec.unit} = 1.0), fitted from self-play by`,
    `// scripts/fitEvaluation.ts; remake them with the script rather than editing by hand:`,
    `//   ${command}`,
    `// Sample: ${r.trainGames} training games, seeds ${o.from}–${o.from + o.games - 1} (coach v coach and Beginner v coach`,
    `// by turns), ${r.trainRows} rows (each team turn's end, both sides); held out: ${r.heldGames} games, seeds`,
    `// ${o.heldFrom}–${o.heldFrom + o.held - 1}, ${r.heldRows} rows; ${r.cut} games cut at ${o.maxActions} actions.`,
    `// Ridge least squares on the final score margin, pulled towards the hand-set weights with λ = ${o.lambda},`,
    `// each weight kept on its hand-set side of zero (fit/fit.ts signedFit). Held out, fitted | hand-set:`,
    `//   margin MSE ${fig(f.mse)} | ${fig(h.mse)}; win log-loss ${fig(f.logLoss)} | ${fig(h.logLoss)};` +
      ` winner named ${fig(f.accuracy)} | ${fig(h.accuracy)}.`,
    `// In use: ${why}.`,
    `import type { ${r.spec.featureType} } from './features'`,
    ``,
    `/** The weights the fit found, in the features' order. */`,
    `export const FITTED_WEIGHTS: Readonly<Record<${r.spec.featureType}, number>> = {`,
    ...r.spec.names.map((n, i) => `  ${n}: ${num(r.fitted[i])},`),
    `}`,
    ``,
    `/** Which weights the evaluation uses: the fitted ones only where they did at least as well on held-out games. */`,
    `export const WEIGHT_SOURCE: 'fitted' | 'hand' = '${source}'`,
    ``,
    `/** The win chance's logistic slope per ${r.spec.unit} of evaluation (fitted with the weights in use). */`,
    `export const WIN_SCALE = ${num(slope)}`,
    ``,
  ]
  return lines.join('\n')
}
