/// <reference types="vite/client" />
import type { PitchsideBridge } from '@shared/ipc/wire'
import type { DebugHooks } from './debugHooks'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a plain browser (web host). */
    pitchside?: PitchsideBridge
    /** Read-only hooks for e2e tests and the console. */
    __pitchside?: DebugHooks
  }
}

export {}
