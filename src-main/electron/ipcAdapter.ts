// Binds the dispatcher and event bus to Electron IPC: one invoke channel for requests, one send channel for
// events. Requests from any frame other than the app's own page are refused, and so are arguments bigger than
// the web host would take (IPC itself has no cap) or nested deeper than any request's.
import { ipcMain, type BrowserWindow, type WebFrameMain } from 'electron'
import { fail, IPC_CHANNELS, MAX_REQUEST_CHARS } from '@shared/ipc'
import type { Dispatcher } from '../host/dispatcher'
import { MAX_ARGS_DEPTH, measureArgs } from '../host/requestSize'
import type { EventBus } from '../services/EventBus'

export function bindIpc(
  dispatcher: Dispatcher,
  bus: EventBus,
  windows: () => BrowserWindow[],
  isTrustedUrl: (url: string) => boolean,
): () => void {
  ipcMain.handle(IPC_CHANNELS.request, (event, name: unknown, args: unknown) => {
    if (!isTrustedFrame(event.senderFrame, isTrustedUrl)) {
      return fail('ipc/unknown-request', 'Requests are only accepted from the Pitchside page.')
    }
    const size = measureArgs(args, MAX_REQUEST_CHARS)
    if (size === 'too-large') {
      return fail('ipc/too-large', `The arguments are over ${MAX_REQUEST_CHARS} characters' worth.`)
    }
    if (size === 'too-deep') {
      return fail('ipc/invalid-payload', `The arguments nest deeper than ${MAX_ARGS_DEPTH} levels.`)
    }
    return dispatcher.dispatch(name, args, { transport: 'electron' })
  })
  const unsubscribe = bus.subscribe((name, payload) => {
    for (const window of windows()) {
      if (!window.isDestroyed()) window.webContents.send(IPC_CHANNELS.event, name, payload)
    }
  })
  return () => {
    unsubscribe()
    ipcMain.removeHandler(IPC_CHANNELS.request)
  }
}

function isTrustedFrame(frame: WebFrameMain | null, isTrustedUrl: (url: string) => boolean): boolean {
  return frame !== null && frame.parent === null && isTrustedUrl(frame.url)
}
