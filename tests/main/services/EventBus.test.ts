import { describe, expect, it, vi } from 'vitest'
import { EventBus } from '../../../src-main/services/EventBus'

describe('EventBus', () => {
  it('delivers to every listener until it unsubscribes, even when one throws', () => {
    const bus = new EventBus()
    const broken = vi.fn(() => {
      throw new Error('closed window')
    })
    const good = vi.fn()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    bus.subscribe(broken)
    const off = bus.subscribe(good)
    const payload = { gameId: 'g-1', side: 0 as const, thinking: true }
    bus.emit('ai.thinking', payload)
    expect(good).toHaveBeenCalledWith('ai.thinking', payload)
    expect(spy).toHaveBeenCalledOnce()
    off()
    bus.emit('ai.thinking', payload)
    expect(good).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })
})
