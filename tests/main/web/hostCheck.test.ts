import { describe, expect, it } from 'vitest'
import { hostName, isAllowedHost, isSameOrigin } from '../../../src-main/web/hostCheck'

describe('host checks', () => {
  it('reads the host name from a Host header', () => {
    expect(hostName('127.0.0.1:4310')).toBe('127.0.0.1')
    expect(hostName('[::1]:4310')).toBe('[::1]')
    expect(hostName('localhost')).toBe('localhost')
  })

  it.each([
    ['127.0.0.1:4310', true],
    ['localhost:4310', true],
    ['LOCALHOST:1', true],
    ['[::1]:4310', true],
    ['127.0.0.2:80', true],
    ['evil.example:4310', false],
    ['127.0.0.1.evil.example', false],
    ['', false],
    [undefined, false],
  ])('on a loopback bind, Host %j allowed: %s', (header, allowed) => {
    expect(isAllowedHost(header, '127.0.0.1')).toBe(allowed)
  })

  it('accepts any name when bound to the LAN on purpose', () => {
    expect(isAllowedHost('tv-room.local:4310', '0.0.0.0')).toBe(true)
  })

  it('requires the Origin to be the host itself', () => {
    expect(isSameOrigin('http://127.0.0.1:4310', '127.0.0.1:4310')).toBe(true)
    expect(isSameOrigin('http://evil.example', '127.0.0.1:4310')).toBe(false)
    expect(isSameOrigin(undefined, '127.0.0.1:4310')).toBe(false)
    expect(isSameOrigin('http://127.0.0.1:4311', '127.0.0.1:4310')).toBe(false)
  })
})
