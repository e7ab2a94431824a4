// Own models on their base: fitted to the procedural piece's height (or its footprint), scaled by the painter,
// turned (a Z-up scan stands up with x = -90), centred on the base and set on its top, raised by the offset.
import { Box3, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ADJUSTMENT } from '@shared/showcase/model'
import { adjustKey, fitModel } from '@renderer/scene/pieces/modelFit'

const target = { height: 1, baseRadius: 0.36, baseTop: 0.08 }
const box = (min: [number, number, number], max: [number, number, number]) =>
  new Box3(new Vector3(...min), new Vector3(...max))

describe('fitModel', () => {
  it('stands a model in millimetres as tall as the piece, centred on the base top', () => {
    const fit = fitModel(box([10, 0, 10], [30, 40, 30]), DEFAULT_ADJUSTMENT, target)
    expect(fit.bounds.min.y).toBeCloseTo(0.08, 9)
    expect(fit.bounds.max.y).toBeCloseTo(1, 9)
    expect(fit.top).toBeCloseTo(1, 9)
    expect((fit.bounds.min.x + fit.bounds.max.x) / 2).toBeCloseTo(0, 9)
    expect((fit.bounds.min.z + fit.bounds.max.z) / 2).toBeCloseTo(0, 9)
  })

  it('shrinks a wide, flat model to the base footprint instead', () => {
    const fit = fitModel(box([-5, 0, -5], [5, 1, 5]), DEFAULT_ADJUSTMENT, target)
    const width = fit.bounds.max.x - fit.bounds.min.x
    expect(width).toBeCloseTo(0.36 * 2 * 1.4, 9)
    expect(fit.top).toBeLessThan(1)
  })

  it("applies the painter's scale, height offset and rotation", () => {
    const tall = box([0, 0, 0], [1, 4, 1])
    const double = fitModel(tall, { ...DEFAULT_ADJUSTMENT, scale: 2 }, target)
    expect(double.top - target.baseTop).toBeCloseTo(2 * (1 - target.baseTop), 9)
    const raised = fitModel(tall, { ...DEFAULT_ADJUSTMENT, heightOffset: 0.1 }, target)
    expect(raised.bounds.min.y).toBeCloseTo(0.18, 9)
    // A Z-up scan (tall along Z) lies flat until turned -90° about X, then stands as tall as the piece.
    const zUp = box([0, 0, 0], [1, 1, 4])
    expect(fitModel(zUp, DEFAULT_ADJUSTMENT, target).top).toBeLessThan(0.5)
    const stood = fitModel(zUp, { ...DEFAULT_ADJUSTMENT, rotation: { x: -90, y: 0, z: 0 } }, target)
    expect(stood.top).toBeCloseTo(1, 9)
  })

  it('keys equal adjustments equally', () => {
    expect(adjustKey(DEFAULT_ADJUSTMENT)).toBe(adjustKey({ ...DEFAULT_ADJUSTMENT }))
    expect(adjustKey({ ...DEFAULT_ADJUSTMENT, scale: 2 })).not.toBe(adjustKey(DEFAULT_ADJUSTMENT))
  })
})
