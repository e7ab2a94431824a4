// The Electron transport: window.pitchside from the preload, wrapped so a rejected invoke (e.g. arguments
// that cannot be cloned) is a Result like every other failure.
import { fail, type PitchsideBridge, type Result } from '@shared/ipc'
import type { Transport } from './transport'

export function bridgeTransport(bridge: PitchsideBridge): Transport {
  return {
    kind: 'electron',
    async request(name, args): Promise<Result<unknown>> {
      try {
        return await bridge.request(name, args)
      } catch (error) {
        return fail('ipc/invalid-payload', `Could not send ${name}: ${String(error)}`)
      }
    },
    onEvent: (listener) => bridge.onEvent(listener),
    close: () => undefined,
  }
}
