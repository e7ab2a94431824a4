// The preload (sandboxed, bundled to CommonJS): exposes exactly two functions on window.pitchside through
// contextBridge. The page never sees ipcRenderer; main validates every request it receives.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC_CHANNELS } from '@shared/ipc/channels'
import type { PitchsideBridge } from '@shared/ipc/wire'
import type { Result } from '@shared/ipc/result'

const bridge: PitchsideBridge = {
  transport: 'electron',
  request: (name: string, args?: unknown) =>
    ipcRenderer.invoke(IPC_CHANNELS.request, name, args) as Promise<Result<unknown>>,
  onEvent: (listener) => {
    const forward = (_event: IpcRendererEvent, name: string, payload: unknown): void =>
      listener(name, payload)
    ipcRenderer.on(IPC_CHANNELS.event, forward)
    return () => {
      ipcRenderer.removeListener(IPC_CHANNELS.event, forward)
    }
  },
}

contextBridge.exposeInMainWorld('pitchside', bridge)
