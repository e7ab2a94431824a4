// Viewer mode: this page is a read-only viewer of the LAN share (a TV's browser). Main says so in `app.info`
// (`viewer`) and refuses every change anyway; the renderer uses it to offer only the display choices. Until
// app.info has answered, a browser page served from an address other than loopback is taken for a viewer, so a
// TV never flashes New game before the answer arrives.
import { defineStore } from 'pinia'
import { computed } from 'vue'
import { useAppStore } from './app'

/** Menu ids a viewer is offered (the display helpers' screens); everything else is hidden. */
export const VIEWER_MENU_IDS: readonly string[] = ['display', 'showcase']

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/** A page in a plain browser (no Electron bridge) whose address is not this machine's loopback. */
export function pageLooksRemote(win: Pick<Window, 'location'> & { pitchside?: unknown }): boolean {
  if (win.pitchside) return false
  const { protocol, hostname } = win.location
  return (protocol === 'http:' || protocol === 'https:') && !LOOPBACK.test(hostname)
}

export const useViewerStore = defineStore('viewer', () => {
  const app = useAppStore()
  const guess = typeof window === 'undefined' ? false : pageLooksRemote(window)
  const readOnly = computed(() => (app.info ? app.info.viewer === true : guess))
  return { readOnly }
})
