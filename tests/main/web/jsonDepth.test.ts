// The nesting scan the web host runs before JSON.parse on long messages: brackets inside strings (escaped quotes
// included) do not count, real requests pass, and 800 kB of `[[[[…` is refused without being parsed.
import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_DEPTH, nestsDeeperThan } from '../../../src-main/web/jsonDepth'

const pad = 'x'.repeat(20_000)

describe('nestsDeeperThan', () => {
  it('finds nesting past the limit, and only past it', () => {
    const nested = (depth: number): string => `{"pad":"${pad}","v":${'['.repeat(depth)}${']'.repeat(depth)}}`
    expect(nestsDeeperThan(nested(MAX_MESSAGE_DEPTH - 1), MAX_MESSAGE_DEPTH)).toBe(false)
    expect(nestsDeeperThan(nested(MAX_MESSAGE_DEPTH), MAX_MESSAGE_DEPTH)).toBe(true)
    expect(nestsDeeperThan('['.repeat(400_000) + ']'.repeat(400_000), MAX_MESSAGE_DEPTH)).toBe(true)
  })

  it('skips brackets inside strings, escapes included', () => {
    const text = JSON.stringify({
      kind: 'request',
      id: 1,
      name: 'replay.import',
      args: { text: '"[{\\'.repeat(50_000) },
    })
    expect(nestsDeeperThan(text, 4)).toBe(false)
    expect(nestsDeeperThan(`"${pad}\\\\"${'['.repeat(100)}`, 64)).toBe(true)
    expect(nestsDeeperThan(`"${pad}\\"${'['.repeat(100)}"`, 64)).toBe(false)
  })

  it('leaves short messages to the parser', () => {
    expect(nestsDeeperThan('['.repeat(1000), 64)).toBe(false)
  })

  it('passes a long real request', () => {
    const scheme = {
      version: 1,
      positions: Object.fromEntries(
        Array.from({ length: 500 }, (_, i) => [`p${i}`, { colours: { armour: '#112233' } }]),
      ),
    }
    expect(
      nestsDeeperThan(JSON.stringify({ kind: 'request', id: 1, name: 'schemes.save', args: { scheme } }), 8),
    ).toBe(false)
  })
})
