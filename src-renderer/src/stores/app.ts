// App-wide state: what main says about itself (versions, rulesets, transport), from a real app.info round trip.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppInfo } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'

export type ConnectionStatus = 'connecting' | 'ready' | 'error'

export const useAppStore = defineStore('app', () => {
  const info = shallowRef<AppInfo | null>(null)
  const status = ref<ConnectionStatus>('connecting')
  const error = ref<string | null>(null)

  async function loadInfo(): Promise<void> {
    status.value = 'connecting'
    const result = await useClient().request('app.info')
    if (result.ok) {
      info.value = result.value
      status.value = 'ready'
      error.value = null
    } else {
      status.value = 'error'
      error.value = `${result.code}: ${result.message}`
    }
  }

  return { info, status, error, loadInfo }
})
