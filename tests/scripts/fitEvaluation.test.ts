// The evaluation fit (scripts/fitEvaluation.ts, issue 20 point 3): its least squares recover known weights from
// synthetic data, a weight is never fitted to the wrong side of zero, the logistic slope is recovered from
// synthetic outcomes, and a tiny self-play fit gives the same weights and the same file twice.
import { describe, expect, it } from 'vitest'
import { createRandom } from '@shared/ai/rng'
import { fitGame, signedFit, type FitOptions } from '../../scripts/fit/fit'
import { logisticSlope, ridgeTowards, solve } from '../../scripts/fit/linalg'
import { renderWeights } from '../../scripts/fit/render'
import { FIT_SPECS } from '../../scripts/fit/specs'

/** n rows of d features uniform in [−2, 2], column 0 an integer "score difference" in −2..2. */
function synthetic(n: number, d: number, seed: number): Float64Array[] {
  const rng = createRandom(seed)
  return Array.from({ length: n }, () => {
    const x = Float64Array.from({ length: d }, () => rng.next() * 4 - 2)
    x[0] = rng.int(5) - 2
    return x
  })
}
const dotOf = (x: Float64Array, w: readonly number[]): number => x.reduce((s, v, i) => s + v * w[i], 0)

describe('the fit’s arithmetic', () => {
  it('solves a linear system (with a row swap)', () => {
    const x = solve(Float64Array.from([0, 2, 1, 1, 1, 0, 3, 0, 1]), Float64Array.from([8, 3, 7]), 3)
    // 2y + z = 8, x + y = 3, 3x + z = 7 → x = 1, y = 2, z = 4
    expect(Array.from(x).map((v) => Number(v.toFixed(9)))).toEqual([1, 2, 4])
  })

  it('recovers known weights from noise-free data, the score column held at 1', () => {
    const truth = [1, 0.3, -0.7, 0.05, 1.5]
    const rows = synthetic(400, truth.length, 3)
    const w = ridgeTowards(
      rows,
      rows.map((x) => dotOf(x, truth)),
      new Float64Array(truth.length),
      1e-9,
      new Set([0]),
    )
    // Column 0 is fixed at its prior (0 here): the others must absorb nothing of it, since it was taken off.
    expect(w[0]).toBe(0)
    const w1 = ridgeTowards(
      rows,
      rows.map((x) => dotOf(x, truth)),
      Float64Array.from([1, 0, 0, 0, 0]),
      1e-9,
      new Set([0]),
    )
    for (let j = 0; j < truth.length; j++) expect(w1[j]).toBeCloseTo(truth[j], 6)
  })

  it('recovers them from noisy data within the noise, and a huge λ keeps the prior', () => {
    const truth = [1, 0.3, -0.7, 0.05, 1.5]
    const rows = synthetic(4000, truth.length, 4)
    const rng = createRandom(9)
    const y = rows.map((x) => dotOf(x, truth) + (rng.next() - 0.5) * 2)
    const prior = Float64Array.from([1, 0, 0, 0, 0])
    const w = ridgeTowards(rows, y, prior, 1, new Set([0]))
    for (let j = 0; j < truth.length; j++) expect(Math.abs(w[j] - truth[j])).toBeLessThan(0.03)
    const stiff = ridgeTowards(rows, y, Float64Array.from([1, 9, 9, 9, 9]), 1e12, new Set([0]))
    for (let j = 1; j < truth.length; j++) expect(stiff[j]).toBeCloseTo(9, 3)
  })

  it('holds at 0 a weight the data would put on the other side of its hand-set sign, and refits the rest', () => {
    const truth = [1, 0.4, -0.5, 0.2]
    const rows = synthetic(2000, truth.length, 5)
    const y = rows.map((x) => dotOf(x, truth))
    // The hand-set weights say feature 2 is good (+); the data say −0.5. Feature 3 has no hand-set sign (0).
    const w = signedFit(rows, y, Float64Array.from([1, 0.1, 0.3, 0]), 1e-9)
    expect(w[0]).toBe(1)
    expect(w[2]).toBe(0)
    expect(w[1]).toBeCloseTo(0.4, 1)
    expect(w[3]).toBeCloseTo(0.2, 1)
    // Without the conflict the same data give the true weights back.
    const free = signedFit(rows, y, Float64Array.from([1, 0.1, -0.3, 0]), 1e-9)
    for (let j = 0; j < truth.length; j++) expect(free[j]).toBeCloseTo(truth[j], 6)
  })

  it('recovers a logistic slope from synthetic outcomes', () => {
    const rng = createRandom(12)
    const v: number[] = []
    const y: number[] = []
    for (let i = 0; i < 20000; i++) {
      const e = rng.next() * 6 - 3
      v.push(e)
      y.push(rng.next() < 1 / (1 + Math.exp(-0.8 * e)) ? 1 : 0)
    }
    expect(Math.abs(logisticSlope(v, y) - 0.8)).toBeLessThan(0.05)
  })
})

describe('a tiny self-play fit', () => {
  const options: FitOptions = { games: 2, from: 40, held: 1, heldFrom: 90, lambda: 25, maxActions: 20000 }

  it('refuses held-out seeds inside the training range', () => {
    expect(() => fitGame(FIT_SPECS.blitz, { ...options, heldFrom: 41 })).toThrow(/overlap/)
  })

  it(
    'is deterministic: the same options give the same weights, figures and file',
    { timeout: 300_000 },
    () => {
      const a = fitGame(FIT_SPECS.blitz, options)
      const b = fitGame(FIT_SPECS.blitz, options)
      expect(a.trainGames).toBe(2)
      expect(a.heldGames).toBe(1)
      expect(a.trainRows).toBeGreaterThan(20)
      expect(Array.from(b.fitted)).toEqual(Array.from(a.fitted))
      expect(b.fittedFigures).toEqual(a.fittedFigures)
      expect(b.handFigures).toEqual(a.handFigures)
      // The fit moved off the hand-set weights (it learned something), with the score's weight still 1.
      expect(a.fitted[0]).toBe(1)
      expect(Array.from(a.fitted)).not.toEqual(Array.from(a.hand))
      const command = 'npm run fit:eval -- --rulesets blitz --games 2'
      const text = renderWeights(a, command, false)
      expect(renderWeights(b, command, false)).toBe(text)
      expect(text).toContain(command)
      expect(text).toContain(`WEIGHT_SOURCE: 'fitted' | 'hand' = '${a.useFitted ? 'fitted' : 'hand'}'`)
    },
  )
})
