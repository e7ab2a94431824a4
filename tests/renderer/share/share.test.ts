// @vitest-environment happy-dom
// The renderer's side of the LAN share: Settings' switch asks main (share.set) and shows what main answers —
// the URLs with their QR codes, the viewers, a refusal —, follows share.changed, and never stores the switch;
// viewer mode (app.info viewer) gives a menu of display choices only and the "Viewing — read only" badge.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, type ShareStatus } from '@shared/ipc'
import MainMenu from '../../../src-renderer/src/components/MainMenu.vue'
import ShareSection from '../../../src-renderer/src/components/settings/ShareSection.vue'
import { qrDataUrl } from '../../../src-renderer/src/components/settings/shareState'
import ViewerBadge from '../../../src-renderer/src/components/share/ViewerBadge.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { pageLooksRemote, useViewerStore } from '../../../src-renderer/src/stores/viewer'
import { FakeTransport } from '../fakeTransport'
import { INFO } from '../fixtures'

const OFF: ShareStatus = { available: true, on: false, urls: [], viewers: 0 }
const ON: ShareStatus = { available: true, on: true, urls: ['http://192.168.1.20:4320/'], viewers: 0 }

let transport: FakeTransport
let shareOn = false
let refuse = false

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
  shareOn = false
  refuse = false
  transport = new FakeTransport({
    'app.info': () => ok(INFO),
    'share.status': () => ok(shareOn ? ON : OFF),
    'share.set': (args) => {
      if (refuse) return fail('share/unavailable', 'No local network address.')
      shareOn = (args as { on: boolean }).on
      return ok(shareOn ? ON : OFF)
    },
  })
  provideClient(new PitchsideClient(transport))
})

afterEach(() => provideClient(null))

const plugins = () => ({ global: { plugins: [createAppI18n()] } })

async function settle(): Promise<void> {
  // The QR code is drawn asynchronously after main's answer.
  for (let i = 0; i < 5; i++) await flushPromises()
}

describe('Settings: share on local network', () => {
  it('starts off (as main says), with no address or code', async () => {
    const wrapper = mount(ShareSection, plugins())
    await settle()
    const box = wrapper.get<HTMLInputElement>('[data-testid="share-switch"]')
    expect(box.element.checked).toBe(false)
    expect(wrapper.find('[data-testid="share-url"]').exists()).toBe(false)
    expect(transport.calls.map((c) => c.name)).toEqual(['share.status'])
  })

  it('turns on through main and shows the URL with its QR code, and off again', async () => {
    const wrapper = mount(ShareSection, plugins())
    await settle()
    await wrapper.get('[data-testid="share-switch"]').setValue(true)
    await settle()
    expect(transport.calls.at(-1)).toEqual({ name: 'share.set', args: { on: true } })
    expect(wrapper.get('[data-testid="share-url"]').text()).toBe('http://192.168.1.20:4320/')
    // The QR encoder is imported with the first code drawn (shareState.ts), so the image comes a moment later.
    const qrSrc = () => wrapper.find<HTMLImageElement>('[data-testid="share-qr"]').attributes('src') ?? ''
    await vi.waitFor(() => expect(qrSrc()).toMatch(/^data:image\/svg\+xml;charset=utf-8,/))
    const qr = qrSrc()
    expect(decodeURIComponent(qr!)).toContain('<svg')
    expect(wrapper.get('[data-testid="share-viewers"]').text()).toBe('No one is watching')
    await wrapper.get('[data-testid="share-switch"]').setValue(false)
    await settle()
    expect(transport.calls.at(-1)).toEqual({ name: 'share.set', args: { on: false } })
    expect(wrapper.find('[data-testid="share-on"]').exists()).toBe(false)
  })

  it('follows share.changed (viewers coming, sharing stopped elsewhere)', async () => {
    const wrapper = mount(ShareSection, plugins())
    await settle()
    transport.emit('share.changed', { ...ON, viewers: 2 })
    await settle()
    expect(wrapper.get('[data-testid="share-viewers"]').text()).toBe('2 screens are watching')
    transport.emit('share.changed', OFF)
    await settle()
    expect(wrapper.find('[data-testid="share-on"]').exists()).toBe(false)
    wrapper.unmount()
    expect(transport.listenerCount).toBe(0)
  })

  it("shows main's refusal and leaves the switch off", async () => {
    refuse = true
    const wrapper = mount(ShareSection, plugins())
    await settle()
    const box = wrapper.get<HTMLInputElement>('[data-testid="share-switch"]')
    await box.setValue(true)
    await settle()
    // The code's sentence in the coach's language, not main's English message.
    expect(wrapper.get('[data-testid="share-error"]').text()).toBe('Sharing is not possible here.')
    expect(box.element.checked).toBe(false)
  })

  it('is not shown by a host that cannot share, and never stores the switch', async () => {
    transport = new FakeTransport({ 'share.status': () => ok({ ...OFF, available: false }) })
    provideClient(new PitchsideClient(transport))
    const wrapper = mount(ShareSection, plugins())
    await settle()
    expect(wrapper.find('[data-testid="share-section"]').exists()).toBe(false)
    expect(localStorage.length).toBe(0)
  })

  it('draws a QR code that encodes the URL (an SVG of dark modules)', async () => {
    const svg = decodeURIComponent((await qrDataUrl('http://10.0.0.5:4320/')).split(',')[1])
    expect(svg).toMatch(/^<svg[^>]*viewBox/)
    expect(svg).toContain('<path')
  })
})

describe('viewer mode', () => {
  async function asViewer(viewer: boolean): Promise<void> {
    transport = new FakeTransport({ 'app.info': () => ok({ ...INFO, viewer }) })
    provideClient(new PitchsideClient(transport))
    await useAppStore().loadInfo()
  }

  it('follows app.info: a viewer is read-only, the owner is not', async () => {
    await asViewer(true)
    expect(useViewerStore().readOnly).toBe(true)
    setActivePinia(createPinia())
    await asViewer(false)
    expect(useViewerStore().readOnly).toBe(false)
  })

  it('guesses from the page address until app.info answers', () => {
    const at = (href: string, pitchside?: unknown) => ({
      location: new URL(href) as unknown as Location,
      pitchside,
    })
    expect(pageLooksRemote(at('http://192.168.1.20:4320/'))).toBe(true)
    expect(pageLooksRemote(at('http://127.0.0.1:4310/'))).toBe(false)
    expect(pageLooksRemote(at('http://localhost:4310/'))).toBe(false)
    expect(pageLooksRemote(at('http://[::1]:4310/'))).toBe(false)
    expect(pageLooksRemote(at('app://pitchside/index.html', {}))).toBe(false)
  })

  it('offers a viewer only the display choices, and the owner everything', async () => {
    await asViewer(true)
    const menu = mount(MainMenu, plugins())
    const ids = menu.findAll('.menu__item').map((b) => b.attributes('data-testid'))
    expect(ids.every((id) => ['menu-display', 'menu-showcase'].includes(id!))).toBe(true)
    for (const hidden of ['new', 'continue', 'load', 'replays', 'drills', 'settings']) {
      expect(menu.find(`[data-testid="menu-${hidden}"]`).exists()).toBe(false)
    }
    setActivePinia(createPinia())
    await asViewer(false)
    const full = mount(MainMenu, plugins())
    expect(full.find('[data-testid="menu-new"]').exists()).toBe(true)
    expect(full.find('[data-testid="menu-settings"]').exists()).toBe(true)
  })

  it('wears the read-only badge as a viewer only', async () => {
    await asViewer(true)
    expect(mount(ViewerBadge, plugins()).get('[data-testid="viewer-badge"]').text()).toBe(
      'Viewing — read only',
    )
    setActivePinia(createPinia())
    await asViewer(false)
    expect(mount(ViewerBadge, plugins()).find('[data-testid="viewer-badge"]').exists()).toBe(false)
  })
})
