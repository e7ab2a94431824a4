// The request-part protocol's pure pieces: UTF-8 sizes as a frame carries them, the strict piece schema, and
// encodeRequest's choice between one message, pieces and a refusal.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  encodeRequest,
  MAX_MESSAGE_BYTES,
  MAX_REQUEST_CHARS,
  REQUEST_PART_CHARS,
  requestPartSchema,
  utf8Bytes,
} from '@shared/ipc'

describe('utf8Bytes', () => {
  it('counts what a WebSocket text frame carries, lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length)
      }),
    )
    expect(utf8Bytes('a\u00e9\u20ac\u{1f600}\ud800')).toBe(1 + 2 + 3 + 4 + 3)
  })
})

describe('requestPartSchema', () => {
  const part = { kind: 'request-part', id: 3, index: 1, count: 2, text: 'x' }
  it('accepts a piece', () => {
    expect(requestPartSchema.safeParse(part).success).toBe(true)
  })
  it.each([
    ['an index at its count', { ...part, index: 2 }],
    ['a single piece', { ...part, index: 0, count: 1 }],
    ['too many pieces', { ...part, count: Math.ceil(MAX_REQUEST_CHARS / REQUEST_PART_CHARS) + 1 }],
    ['an empty slice', { ...part, text: '' }],
    ['a slice over the piece size', { ...part, text: 'x'.repeat(REQUEST_PART_CHARS + 1) }],
    ['an extra field', { ...part, name: 'app.info' }],
    ['a fractional id', { ...part, id: 1.5 }],
  ])('refuses %s', (_label, value) => {
    expect(requestPartSchema.safeParse(value).success).toBe(false)
  })
})

describe('encodeRequest', () => {
  it('sends what fits as one message and splits the rest into pieces under the cap', () => {
    expect(encodeRequest(1, 'app.info', {})).toEqual([
      '{"kind":"request","id":1,"name":"app.info","args":{}}',
    ])
    const pieces = encodeRequest(2, 'replay.import', { text: '€'.repeat(400_000) })
    if (!Array.isArray(pieces)) throw new Error(pieces.message)
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(utf8Bytes(piece)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
  })

  it('refuses what cannot be encoded or is over MAX_REQUEST_CHARS', () => {
    expect(encodeRequest(3, 'game.act', { n: 1n })).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    expect(encodeRequest(4, 'replay.import', { text: 'x'.repeat(MAX_REQUEST_CHARS) })).toMatchObject({
      ok: false,
      code: 'ipc/too-large',
    })
  })
})
