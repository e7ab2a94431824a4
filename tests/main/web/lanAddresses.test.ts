import { describe, expect, it } from 'vitest'
import {
  isLoopbackAddress,
  lanAddresses,
  lanHostNames,
  shareUrls,
  type Interfaces,
} from '../../../src-main/web/lanAddresses'

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({
  address,
  family,
  internal,
  netmask: '',
  mac: '00:00:00:00:00:00',
  cidr: null,
  ...(family === 'IPv6' ? { scopeid: 0 } : {}),
})

const INTERFACES = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  eth0: [info('192.168.1.20', 'IPv4'), info('FD00::2', 'IPv6'), info('169.254.3.4', 'IPv4')],
  wlan0: [info('10.0.0.5', 'IPv4')],
} as unknown as Interfaces

describe('LAN addresses', () => {
  it('lists the IPv4 addresses a TV can open, without loopback or link-local', () => {
    expect(lanAddresses(INTERFACES)).toEqual(['192.168.1.20', '10.0.0.5'])
    expect(shareUrls(4320, INTERFACES)).toEqual(['http://192.168.1.20:4320/', 'http://10.0.0.5:4320/'])
    expect(lanAddresses({ lo: INTERFACES.lo })).toEqual([])
  })

  it('gives every non-loopback address as a Host name (IPv6 in brackets, lower case)', () => {
    expect(lanHostNames(INTERFACES)).toEqual(['192.168.1.20', '[fd00::2]', '169.254.3.4', '10.0.0.5'])
  })

  it.each([
    ['127.0.0.1', true],
    ['127.3.2.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:192.168.1.20', false],
    ['fd00::2', false],
    [undefined, false],
  ])('remote address %j is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback)
  })
})
