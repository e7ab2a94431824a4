// The WebSocket envelope and the Result helpers.
import { describe, expect, it } from 'vitest'
import { ContractError, ERROR_CODES, fail, isErrorCode, ok, requestMessageSchema } from '@shared/ipc'

describe('wire envelope', () => {
  it('accepts a request message', () => {
    const message = { kind: 'request', id: 3, name: 'app.info', args: {} }
    expect(requestMessageSchema.safeParse(message).success).toBe(true)
    expect(requestMessageSchema.safeParse({ kind: 'request', id: 4, name: 'app.info' }).success).toBe(true)
  })

  it.each([
    ['no id', { kind: 'request', name: 'app.info' }],
    ['negative id', { kind: 'request', id: -1, name: 'app.info' }],
    ['fractional id', { kind: 'request', id: 1.5, name: 'app.info' }],
    ['wrong kind', { kind: 'event', id: 1, name: 'app.info' }],
    ['name not a string', { kind: 'request', id: 1, name: 7 }],
    ['extra field', { kind: 'request', id: 1, name: 'app.info', admin: true }],
  ])('rejects %s', (_label, message) => {
    expect(requestMessageSchema.safeParse(message).success).toBe(false)
  })
})

describe('results', () => {
  it('builds ok and failure results', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 })
    expect(fail('game/not-found', 'gone')).toEqual({ ok: false, code: 'game/not-found', message: 'gone' })
  })

  it('knows every error code', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
    expect(isErrorCode('ipc/invalid-payload')).toBe(true)
    expect(isErrorCode('ipc/whatever')).toBe(false)
  })

  it('carries a code on ContractError', () => {
    const error = new ContractError('action/illegal', 'no')
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('action/illegal')
  })
})
