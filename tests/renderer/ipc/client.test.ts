// @vitest-environment happy-dom
// The typed client and the transport choice: preload bridge inside Electron, WebSocket otherwise.
import { describe, expect, it, vi } from 'vitest'
import type { PitchsideBridge } from '@shared/ipc'
import { createClient, PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { FakeTransport } from '../fakeTransport'
import { INFO } from '../fixtures'

describe('PitchsideClient', () => {
  it('sends typed requests and returns the Result as is', async () => {
    const transport = new FakeTransport({ 'app.info': () => ({ ok: true, value: INFO }) })
    const client = new PitchsideClient(transport)
    await expect(client.request('app.info')).resolves.toEqual({ ok: true, value: INFO })
    expect(transport.calls).toEqual([{ name: 'app.info', args: undefined }])
  })

  it('delivers only the subscribed event, until unsubscribed', () => {
    const transport = new FakeTransport({})
    const client = new PitchsideClient(transport)
    const heard = vi.fn()
    const off = client.on('ai.thinking', heard)
    transport.emit('state.changed', {})
    transport.emit('ai.thinking', { gameId: 'g-1', side: 0, thinking: true })
    off()
    transport.emit('ai.thinking', { gameId: 'g-1', side: 0, thinking: false })
    expect(heard.mock.calls).toEqual([[{ gameId: 'g-1', side: 0, thinking: true }]])
  })

  it('uses the preload bridge when there is one, and turns its rejections into Results', async () => {
    const bridge: PitchsideBridge = {
      transport: 'electron',
      request: vi.fn(() => Promise.reject(new Error('An object could not be cloned'))),
      onEvent: vi.fn(() => () => undefined),
    }
    const client = createClient({ pitchside: bridge, location: window.location })
    expect(client.transportKind).toBe('electron')
    await expect(client.requestUnchecked('game.act', { f: () => 1 })).resolves.toMatchObject({
      ok: false,
      code: 'ipc/invalid-payload',
    })
  })

  it('falls back to a WebSocket in a plain browser', () => {
    const client = createClient({ pitchside: undefined, location: window.location })
    expect(client.transportKind).toBe('web')
    client.close()
  })
})
