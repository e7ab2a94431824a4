// The one client the app uses, set at start-up (main.ts) and by tests; stores reach it through useClient().
import type { PitchsideClient } from './client'

let current: PitchsideClient | null = null

export function provideClient(client: PitchsideClient | null): void {
  current = client
}

export function useClient(): PitchsideClient {
  if (current === null) throw new Error('No Pitchside client: call provideClient() before using the stores')
  return current
}
