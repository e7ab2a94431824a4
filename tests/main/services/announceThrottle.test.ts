// A thinned game is announced at most every so often, its end always; other games every change.
import { describe, expect, it } from 'vitest'
import { AnnounceThrottle } from '../../../src-main/services/announceThrottle'

describe('AnnounceThrottle', () => {
  it('lets a thinned game through once per interval, its end always, and every change again once unset', () => {
    const throttle = new AnnounceThrottle()
    expect(throttle.lets('g', false, 0)).toBe(true) // not thinned
    throttle.set('g', 250)
    expect(throttle.lets('g', false, 1000)).toBe(true)
    expect(throttle.lets('g', false, 1100)).toBe(false)
    expect(throttle.lets('g', true, 1150)).toBe(true) // the end
    expect(throttle.lets('g', false, 1249)).toBe(false)
    expect(throttle.lets('g', false, 1250)).toBe(true)
    expect(throttle.lets('other', false, 1251)).toBe(true)
    throttle.set('g', null)
    expect(throttle.lets('g', false, 1252)).toBe(true)
    throttle.set('g', 250)
    throttle.forget('g')
    expect(throttle.lets('g', false, 1253)).toBe(true)
  })
})
