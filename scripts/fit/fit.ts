// One game's fit (issue 20, point 3): play the training and the held-out seeds, fit the weights by ridge least
// squares on the final score margin, fit the win chance's logistic slope, and measure both the fitted and the
// hand-set weights on the held-out games. Pure given its options: the same options give the same result.
import { dot, weightsInOrder } from '@shared/ai/linear'
import { accuracy, logisticSlope, logLoss, meanSquaredError, ridgeTowards } from './linalg'
import { playGame, type Pairing, type Row } from './selfPlay'
import type { FitSpec } from './specs'

export interface FitOptions {
  /** Training games: seeds from, from + 1, ..., even ones coach v coach, odd ones Beginner v coach. */
  readonly games: number
  readonly from: number
  /** Held-out games, the same way from their own first seed (a range the training seeds do not reach). */
  readonly held: number
  readonly heldFrom: number
  /** The ridge's pull towards the hand-set weights, in squared score units per weight. */
  readonly lambda: number
  /** A game is dropped when it has not ended after this many actions. */
  readonly maxActions: number
  /** Called after each game (progress on a long run). */
  readonly onGame?: (seed: number, pairing: Pairing, rows: number) => void
}

/** How one set of weights did on the held-out rows. */
export interface Figures {
  /** Mean squared error of the evaluation against the final margin (score units squared). */
  readonly mse: number
  /** Log-loss of the win chance (its slope fitted on the training rows with these weights). */
  readonly logLoss: number
  /** Share of decided held-out rows whose winner the evaluation's sign named. */
  readonly accuracy: number
  readonly slope: number
}

export interface FitResult {
  readonly spec: FitSpec
  readonly options: FitOptions
  readonly fitted: Float64Array
  readonly hand: Float64Array
  readonly trainGames: number
  readonly trainRows: number
  readonly heldGames: number
  readonly heldRows: number
  /** Games cut at the action cap (dropped from the sample). */
  readonly cut: number
  readonly fittedFigures: Figures
  readonly handFigures: Figures
  /** The fitted weights predicted the held-out margins at least as well as the hand-set ones. */
  readonly useFitted: boolean
}

function sample(
  spec: FitSpec,
  from: number,
  games: number,
  o: FitOptions,
): { rows: Row[]; kept: number; cut: number } {
  const rows: Row[] = []
  let kept = 0
  let cut = 0
  for (let i = 0; i < games; i++) {
    const seed = from + i
    const pairing: Pairing = i % 2 === 0 ? 'coach-coach' : 'beginner-coach'
    const game = playGame(spec, seed, pairing, o.maxActions)
    if (!game.finished) {
      cut++
      continue
    }
    kept++
    rows.push(...game.rows)
    o.onGame?.(seed, pairing, game.rows.length)
  }
  return { rows, kept, cut }
}

function figures(weights: Float64Array, train: readonly Row[], held: readonly Row[]): Figures {
  const vTrain = train.map((r) => dot(r.x, weights))
  const slope = logisticSlope(
    vTrain,
    train.map((r) => r.win),
  )
  const v = held.map((r) => dot(r.x, weights))
  const wins = held.map((r) => r.win)
  return {
    mse: meanSquaredError(
      v,
      held.map((r) => r.margin),
    ),
    logLoss: logLoss(v, wins, slope),
    accuracy: accuracy(v, wins),
    slope,
  }
}

/**
 * Ridge towards the hand-set weights, each weight kept on its hand-set side of zero: the sample is correlational (a
 * side with fewer players standing at a turn's end is often the one that just scored, its players knocked down on
 * the way), but the search asks what an action *does*, and a standing player or a held ball is never a handicap. A
 * weight the fit would flip is held at 0 and the rest refitted, until none flips; a feature the hand-set sum left
 * out (weight 0) may go either way. The score difference (column 0) keeps its contract weight of 1.
 */
export function signedFit(
  rows: readonly Float64Array[],
  y: readonly number[],
  hand: Float64Array,
  lambda: number,
): Float64Array {
  const fixed = new Set([0])
  const prior = Float64Array.from(hand)
  for (;;) {
    const w = ridgeTowards(rows, y, prior, lambda, fixed)
    let flipped = false
    for (let j = 1; j < w.length; j++)
      if (!fixed.has(j) && hand[j] * w[j] < 0) {
        fixed.add(j)
        prior[j] = 0
        flipped = true
      }
    if (!flipped) return w
  }
}

export function fitGame(spec: FitSpec, o: FitOptions): FitResult {
  if (o.heldFrom < o.from + o.games && o.from < o.heldFrom + o.held)
    throw new Error('fitEvaluation: the held-out seeds overlap the training seeds')
  const train = sample(spec, o.from, o.games, o)
  const held = sample(spec, o.heldFrom, o.held, o)
  const hand = weightsInOrder(spec.names, spec.hand)
  // The target is the final margin; the score difference (column 0) keeps its contract weight of 1, so the fit
  // learns what the rest of the position adds to the margin still to come.
  const fitted = signedFit(
    train.rows.map((r) => r.x),
    train.rows.map((r) => r.margin),
    hand,
    o.lambda,
  )
  const fittedFigures = figures(fitted, train.rows, held.rows)
  const handFigures = figures(hand, train.rows, held.rows)
  return {
    spec,
    options: o,
    fitted,
    hand,
    trainGames: train.kept,
    trainRows: train.rows.length,
    heldGames: held.kept,
    heldRows: held.rows.length,
    cut: train.cut + held.cut,
    fittedFigures,
    handFigures,
    useFitted: fittedFigures.mse <= handFigures.mse,
  }
}
