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

  it("beyond loopback accepts this machine's addresses and the bound one, never another name", () => {
    const lan = ['192.168.1.20', '[fd00::2]']
    expect(isAllowedHost('192.168.1.20:4320', '0.0.0.0', lan)).toBe(true)
    expect(isAllowedHost('[FD00::2]:4320', '0.0.0.0', lan)).toBe(true)
    expect(isAllowedHost('127.0.0.1:4320', '0.0.0.0', lan)).toBe(true)
    expect(isAllowedHost('10.0.0.7:4310', '10.0.0.7')).toBe(true)
    // DNS rebinding: a name of the attacker's pointed at us, or an address of another machine.
    expect(isAllowedHost('tv-room.evil.example:4320', '0.0.0.0', lan)).toBe(false)
    expect(isAllowedHost('192.168.1.21:4320', '0.0.0.0', lan)).toBe(false)
    expect(isAllowedHost('0.0.0.0:4320', '0.0.0.0', lan)).toBe(false)
    // On loopback the LAN names count for nothing.
    expect(isAllowedHost('192.168.1.20:4310', '127.0.0.1', lan)).toBe(false)
  })

  it('requires the Origin to be the host itself', () => {
    expect(isSameOrigin('http://127.0.0.1:4310', '127.0.0.1:4310')).toBe(true)
    expect(isSameOrigin('http://evil.example', '127.0.0.1:4310')).toBe(false)
    expect(isSameOrigin(undefined, '127.0.0.1:4310')).toBe(false)
    expect(isSameOrigin('http://127.0.0.1:4311', '127.0.0.1:4310')).toBe(false)
  })
})
