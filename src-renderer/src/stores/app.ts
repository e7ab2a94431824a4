// App-wide state: what main says about itself (versions, rulesets, transport), from a real app.info round trip.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppInfo } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'

export type ConnectionStatus = 'connecting' | 'ready' | 'error'

/**
 * Pauses before each new try of app.info after a failure of the way there, not of main: the page's socket closed
 * or the host was too busy to answer (a clean clone's CI once saw the first page of a busy run give up at once
 * and show the error line for good). The socket reconnects on its own, so waiting and asking again is what a
 * player would do by hand with Retry.
 */
export const INFO_RETRY_MS: readonly number[] = [250, 500, 1000, 2000, 4000]

const PASSING_FAILURES = new Set(['ipc/disconnected', 'ipc/timeout', 'ipc/busy'])

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export const useAppStore = defineStore('app', () => {
  const info = shallowRef<AppInfo | null>(null)
  const status = ref<ConnectionStatus>('connecting')
  const error = ref<string | null>(null)

  async function loadInfo(): Promise<void> {
    status.value = 'connecting'
    for (let attempt = 0; ; attempt++) {
      const result = await useClient().request('app.info')
      if (result.ok) {
        info.value = result.value
        status.value = 'ready'
        error.value = null
        return
      }
      if (PASSING_FAILURES.has(result.code) && attempt < INFO_RETRY_MS.length) {
        await pause(INFO_RETRY_MS[attempt])
        continue
      }
      status.value = 'error'
      error.value = `${result.code}: ${result.message}`
      return
    }
  }

  return { info, status, error, loadInfo }
})
