// The request table's argument schemas: every request accepts its valid example and rejects each invalid one.
import { describe, expect, it } from 'vitest'
import { isRequestName, REQUEST_NAMES, requests } from '@shared/ipc'
import { EXAMPLES } from './examples'

describe('request schemas', () => {
  it('has examples for exactly the requests in the contract', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...REQUEST_NAMES].sort())
  })

  for (const name of REQUEST_NAMES) {
    describe(name, () => {
      it('accepts a valid call', () => {
        const result = requests[name].args.safeParse(EXAMPLES[name].valid('g-0000-test'))
        expect(result.success).toBe(true)
      })

      it.each(EXAMPLES[name].invalid.map((args) => [JSON.stringify(args), args]))(
        'rejects %s',
        (_label, args) => {
          expect(requests[name].args.safeParse(args).success).toBe(false)
        },
      )
    })
  }

  it('knows its own names and nothing else', () => {
    expect(isRequestName('app.info')).toBe(true)
    expect(isRequestName('toString')).toBe(false)
    expect(isRequestName('__proto__')).toBe(false)
    expect(isRequestName('app.nope')).toBe(false)
    expect(isRequestName(42)).toBe(false)
  })

  it('caps the size of an action', () => {
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, i]))
    const args = { gameId: 'g-1', action: { type: 'x', ...fields } }
    expect(requests['game.act'].args.safeParse(args).success).toBe(false)
  })
})
