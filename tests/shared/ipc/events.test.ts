// The event table's payload schemas.
import { describe, expect, it } from 'vitest'
import { EVENT_NAMES, events, isEventName } from '@shared/ipc'

describe('event schemas', () => {
  it('declares the events main pushes', () => {
    expect([...EVENT_NAMES].sort()).toEqual([
      'ai.thinking',
      'analysis.point',
      'league.progress',
      'save.written',
      'share.changed',
      'state.changed',
    ])
    expect(isEventName('state.changed')).toBe(true)
    expect(isEventName('constructor')).toBe(false)
  })

  it('accepts well-formed payloads', () => {
    expect(events['state.changed'].safeParse({ gameId: 'g-1', view: {}, events: [] }).success).toBe(true)
    expect(events['ai.thinking'].safeParse({ gameId: 'g-1', side: 1, thinking: true }).success).toBe(true)
    const written = { gameId: 'g-1', kind: 'game-created', at: '2026-11-21T20:00:00.000Z' }
    expect(events['save.written'].safeParse(written).success).toBe(true)
    const share = { available: true, on: true, urls: ['http://192.168.1.20:4320/'], viewers: 2 }
    expect(events['share.changed'].safeParse(share).success).toBe(true)
    const point = { position: 12, home: 0.625, draw: 0.125, playouts: 16 }
    const analysis = { gameId: 'g-1', branchId: null, point, computed: 3, total: 30, done: false }
    expect(events['analysis.point'].safeParse(analysis).success).toBe(true)
  })

  it('rejects malformed payloads', () => {
    expect(events['state.changed'].safeParse({ gameId: 'g-1', view: null, events: [] }).success).toBe(false)
    expect(events['ai.thinking'].safeParse({ gameId: 'g-1', side: 2, thinking: true }).success).toBe(false)
    expect(
      events['save.written'].safeParse({ gameId: 'g-1', kind: 'game-created', at: 'today' }).success,
    ).toBe(false)
    expect(
      events['share.changed'].safeParse({ available: true, on: 'yes', urls: [], viewers: 0 }).success,
    ).toBe(false)
    expect(
      events['share.changed'].safeParse({ available: true, on: true, urls: [], viewers: -1 }).success,
    ).toBe(false)
    const point = { position: 12, home: 1.5, draw: 0, playouts: 16 }
    const analysis = { gameId: 'g-1', branchId: null, point, computed: 3, total: 30, done: false }
    expect(events['analysis.point'].safeParse(analysis).success).toBe(false)
  })
})
