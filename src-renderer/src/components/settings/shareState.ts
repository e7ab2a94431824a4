// The owner's view of the LAN share for Settings: the status from main (share.status, then every
// share.changed), the switch (share.set) and a QR code per URL. The switch is never stored anywhere: main
// starts with sharing off, and this only mirrors what main says.
import { onBeforeUnmount, ref, shallowRef } from 'vue'
import type { ShareStatus } from '@shared/ipc'
import { failureText } from '../../i18n/failureText'
import { useClient } from '../../ipc/clientHolder'

export interface ShareCode {
  readonly url: string
  /** An SVG data URL of the QR code (made here, no network); '' while it is being drawn. */
  readonly qr: string
}

/** A QR code for a URL as an `<img>`-ready SVG data URL (the CSP allows data: images). */
export async function qrDataUrl(url: string): Promise<string> {
  // The QR encoder loads with the first code drawn, not with the menu (issue 18, fast first paint).
  const { toString: qrSvg } = await import('qrcode')
  const svg = await qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: 192 })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** The app's client, or null where there is none (a Settings screen mounted on its own shows no share). */
function clientOrNull(): ReturnType<typeof useClient> | null {
  try {
    return useClient()
  } catch {
    return null
  }
}

export function useShareState() {
  const client = clientOrNull()
  const status = shallowRef<ShareStatus | null>(null)
  const codes = shallowRef<ShareCode[]>([])
  const busy = ref(false)
  const error = ref<string | null>(null)
  let drawn = ''

  async function show(next: ShareStatus): Promise<void> {
    status.value = next
    const key = next.urls.join(' ')
    if (key === drawn) return
    drawn = key
    codes.value = next.urls.map((url) => ({ url, qr: '' }))
    // A code that cannot be drawn leaves just the address (it still works typed in).
    const drawnCodes = await Promise.all(
      next.urls.map(async (url) => ({ url, qr: await qrDataUrl(url).catch(() => '') })),
    )
    if (drawn === key) codes.value = drawnCodes
  }

  async function load(): Promise<void> {
    if (!client) return
    const result = await client.request('share.status')
    if (result.ok) await show(result.value)
    else error.value = failureText(result)
  }

  async function set(on: boolean): Promise<void> {
    if (!client) return
    busy.value = true
    error.value = null
    const result = await client.request('share.set', { on })
    busy.value = false
    if (result.ok) await show(result.value)
    else error.value = failureText(result)
  }

  if (client) {
    onBeforeUnmount(client.on('share.changed', (next) => void show(next)))
    void load()
  }

  return { status, codes, busy, error, set }
}
