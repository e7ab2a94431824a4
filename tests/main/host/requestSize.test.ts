// Measuring a request's arguments before trusting them (Electron's IPC has no size cap): a walk that stops at
// the limit, counts roughly the JSON length, and refuses nesting (and cycles) deeper than any request has.
import { describe, expect, it } from 'vitest'
import { MAX_ARGS_DEPTH, measureArgs } from '../../../src-main/host/requestSize'

describe('measureArgs', () => {
  it('passes real arguments', () => {
    const scheme = {
      scheme: {
        version: 1,
        teamKey: 'classic/orc',
        positions: { blitzer: { colours: { armour: '#112233' } } },
      },
    }
    expect(measureArgs(scheme, 10_000)).toBe('fits')
    expect(measureArgs(undefined, 10)).toBe('fits')
  })

  it('counts strings, keys and elements roughly as JSON would', () => {
    const text = 'x'.repeat(1000)
    expect(measureArgs({ text }, 1020)).toBe('fits')
    expect(measureArgs({ text }, 1000)).toBe('too-large')
    expect(measureArgs(new Array(5000).fill(1), 5000)).toBe('too-large')
    expect(measureArgs({ bytes: new Uint8Array(1000) }, 3000)).toBe('too-large')
  })

  it('stops early on a huge object without walking all of it', () => {
    const huge: Record<string, number> = {}
    for (let i = 0; i < 200_000; i++) huge[`k${i}`] = i
    expect(measureArgs(huge, 1000)).toBe('too-large')
  })

  it('refuses nesting deeper than any request, and cycles', () => {
    let deep: unknown = 1
    for (let i = 0; i < MAX_ARGS_DEPTH + 1; i++) deep = [deep]
    expect(measureArgs(deep, 1_000_000)).toBe('too-deep')
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(measureArgs(cycle, 1_000_000)).toBe('too-deep')
  })
})
