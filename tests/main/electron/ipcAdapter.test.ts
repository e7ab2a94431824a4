// The ipcMain adapter with Electron mocked: requests from the app's own top frame reach the dispatcher with
// transport 'electron'; anything else is refused, as are oversized or absurdly nested arguments; bus events go
// to every live window.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IPC_CHANNELS, MAX_REQUEST_CHARS } from '@shared/ipc'
import { EventBus } from '../../../src-main/services/EventBus'

const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => unknown>())

vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: (...args: unknown[]) => unknown) => handlers.set(channel, handler),
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}))

const { bindIpc } = await import('../../../src-main/electron/ipcAdapter')

const trusted = (url: string): boolean => url.startsWith('app://pitchside/')
const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } })

function windowStub(destroyed = false) {
  return { isDestroyed: () => destroyed, webContents: { send: vi.fn() } }
}

beforeEach(() => handlers.clear())

describe('bindIpc', () => {
  it('dispatches requests from the app page as electron requests', async () => {
    const dispatch = vi.fn(() => Promise.resolve({ ok: true as const, value: 1 }))
    bindIpc({ dispatch }, new EventBus(), () => [], trusted)
    const handler = handlers.get(IPC_CHANNELS.request)!
    await expect(handler(frame('app://pitchside/index.html'), 'app.info', {})).resolves.toEqual({
      ok: true,
      value: 1,
    })
    expect(dispatch).toHaveBeenCalledWith('app.info', {}, { transport: 'electron' })
  })

  it.each([
    ['another origin', frame('https://evil.example/')],
    ['a subframe', frame('app://pitchside/index.html', {})],
    ['no frame', { senderFrame: null }],
  ])('refuses requests from %s', async (_label, event) => {
    const dispatch = vi.fn()
    bindIpc({ dispatch }, new EventBus(), () => [], trusted)
    const result = await handlers.get(IPC_CHANNELS.request)!(event, 'app.info', {})
    expect(result).toMatchObject({ ok: false, code: 'ipc/unknown-request' })
    expect(dispatch).not.toHaveBeenCalled()
  })

  it.each([
    ['arguments over MAX_REQUEST_CHARS', { text: 'x'.repeat(MAX_REQUEST_CHARS) }, 'ipc/too-large'],
    [
      'arguments nested past any request',
      JSON.parse('['.repeat(100) + ']'.repeat(100)),
      'ipc/invalid-payload',
    ],
  ])('refuses %s before dispatching', async (_label, args, code) => {
    const dispatch = vi.fn()
    bindIpc({ dispatch }, new EventBus(), () => [], trusted)
    const result = await handlers.get(IPC_CHANNELS.request)!(
      frame('app://pitchside/index.html'),
      'replay.import',
      args,
    )
    expect(result).toMatchObject({ ok: false, code })
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('forwards bus events to live windows and unbinds cleanly', () => {
    const bus = new EventBus()
    const live = windowStub()
    const closed = windowStub(true)
    const unbind = bindIpc({ dispatch: vi.fn() }, bus, () => [live, closed] as never, trusted)
    const payload = { gameId: 'g-1', side: 1 as const, thinking: true }
    bus.emit('ai.thinking', payload)
    expect(live.webContents.send).toHaveBeenCalledWith(IPC_CHANNELS.event, 'ai.thinking', payload)
    expect(closed.webContents.send).not.toHaveBeenCalled()
    unbind()
    expect(handlers.has(IPC_CHANNELS.request)).toBe(false)
    bus.emit('ai.thinking', payload)
    expect(live.webContents.send).toHaveBeenCalledTimes(1)
  })
})
