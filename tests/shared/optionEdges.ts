// The edges of every rule option of a ruleset, for the per-game option tests: each value a ruleset must take
// (a range's ends, each named value, true and false) and each it must refuse (one past either end, a fraction, a
// name it does not have, the wrong type), made from the option list `rulesets.options` sends to the dialog.
import type { OptionInfo, OptionValue } from '@shared/engine/api'

export interface OptionEdge {
  readonly id: string
  readonly value: unknown
}

export function acceptedEdges(infos: readonly OptionInfo[]): OptionEdge[] {
  return infos.flatMap((o): OptionEdge[] => {
    if (typeof o.default === 'boolean')
      return [
        { id: o.id, value: true },
        { id: o.id, value: false },
      ]
    if (typeof o.default === 'number')
      return [
        { id: o.id, value: o.min },
        { id: o.id, value: o.max },
      ]
    return (o.values ?? []).map((value) => ({ id: o.id, value }))
  })
}

export function refusedEdges(infos: readonly OptionInfo[]): OptionEdge[] {
  return infos.flatMap((o): OptionEdge[] => {
    if (typeof o.default === 'boolean')
      return [
        { id: o.id, value: 1 },
        { id: o.id, value: 'true' },
      ]
    if (typeof o.default === 'number')
      return [
        { id: o.id, value: o.min! - 1 },
        { id: o.id, value: o.max! + 1 },
        { id: o.id, value: o.min! + 0.5 },
        { id: o.id, value: String(o.default) },
        { id: o.id, value: Number.NaN },
      ]
    return [
      { id: o.id, value: 'no-such-value' },
      { id: o.id, value: 3 },
    ]
  })
}

/** Every option states its range: numbers their whole-number min..max around the default, texts their values. */
export function expectRanges(infos: readonly OptionInfo[]): void {
  for (const o of infos) {
    if (typeof o.default === 'number') {
      expect(o, o.id).toMatchObject({ min: expect.any(Number), max: expect.any(Number), integer: true })
      expect(o.min! <= o.default && o.default <= o.max!, o.id).toBe(true)
    } else if (typeof o.default === 'string') {
      expect(o.values, o.id).toContain(o.default)
    }
  }
}

export const given = (edge: OptionEdge): Record<string, OptionValue> => ({
  [edge.id]: edge.value as OptionValue,
})

/**
 * The shared option tests of a ruleset: every edge in range taken by `resolve` (and so by `create`), every edge
 * out of range refused with the ruleset's 'options/invalid' error naming the option, and an unknown id refused.
 */
export function optionEdgeTests(
  infos: readonly OptionInfo[],
  resolve: (given: Record<string, OptionValue>) => Record<string, OptionValue>,
): void {
  it('states every option’s range: whole-number min..max around the default, or its named values', () => {
    expectRanges(infos)
  })

  it('takes every value at the edges of each option’s range', () => {
    const edges = acceptedEdges(infos)
    expect(edges.length).toBeGreaterThanOrEqual(infos.length)
    for (const edge of edges) expect(resolve(given(edge))[edge.id], edge.id).toBe(edge.value)
  })

  it('refuses one past each edge, fractions, other names and other types, naming the option', () => {
    for (const edge of refusedEdges(infos)) {
      let error: unknown = null
      try {
        resolve(given(edge))
      } catch (e) {
        error = e
      }
      expect(error, `${edge.id} = ${String(edge.value)}`).toMatchObject({
        code: 'options/invalid',
        message: expect.stringContaining(`option "${edge.id}"`),
      })
    }
  })

  it('refuses an unknown option, including prototype names', () => {
    for (const id of ['nonsense', 'constructor', 'toString'])
      expect(() => resolve({ [id]: true })).toThrow(/unknown .* option/)
  })
}
