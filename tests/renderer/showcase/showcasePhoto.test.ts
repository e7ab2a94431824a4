// @vitest-environment happy-dom
// Photo mode from the Showcase, over the store and a fake transport: its Photo button opens photo mode on the
// line-up (the table scene is told so) and is not there for a read-only viewer of the LAN share; the photo panel
// says the turntable stands still and how to orbit it; Esc leaves photo mode, not the Showcase, which is still
// open on the same team; the panel and the exported file name the team on the turntable; and no second photo
// button shows over the Showcase when a replay is behind it.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PhotoLayer from '@renderer/components/photo/PhotoLayer.vue'
import ShowcaseScreen from '@renderer/components/showcase/ShowcaseScreen.vue'
import { createAppI18n } from '@renderer/i18n'
import { PitchsideClient } from '@renderer/ipc/client'
import { provideClient } from '@renderer/ipc/clientHolder'
import { registerTable } from '@renderer/scene/photo/activeTable'
import type { TableScene } from '@renderer/scene/TableScene'
import { useAppStore } from '@renderer/stores/app'
import { useDisplayStore } from '@renderer/stores/display'
import { useShowcaseStore } from '@renderer/stores/showcase'
import { useTimelineStore } from '@renderer/stores/timeline'
import { FakeTransport } from '../fakeTransport'
import { showcaseReads } from './fakeShowcase'

async function setup() {
  const transport = new FakeTransport(showcaseReads())
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  const scene = { stages: { setPhoto: vi.fn() }, setCinematic: vi.fn() }
  registerTable(scene as unknown as TableScene)
  const showcase = useShowcaseStore()
  await showcase.show('classic/orc')
  return { showcase, scene, display: useDisplayStore() }
}

const global = { plugins: [createAppI18n()] }
const mounted: { unmount(): void }[] = []
function mountHere<T>(component: T) {
  const wrapper = mount(component as never, { global, attachTo: document.body })
  mounted.push(wrapper)
  return wrapper
}

afterEach(() => {
  while (mounted.length) mounted.pop()!.unmount()
  registerTable(null)
})

describe('photo mode from the Showcase', () => {
  it("opens photo mode on the line-up with the Showcase's Photo button", async () => {
    const { showcase, scene, display } = await setup()
    const screen = mountHere(ShowcaseScreen)
    const layer = mountHere(PhotoLayer)
    const button = screen.get('[data-testid="showcase-photo"]')
    expect(button.text()).toContain('Photo')
    expect(button.attributes('disabled')).toBeUndefined()
    await button.trigger('click')
    expect(display.photo).not.toBeNull()
    expect(display.bare).toBe(true)
    expect(scene.stages.setPhoto).toHaveBeenLastCalledWith(display.photo)
    await flushPromises()
    const panel = layer.get('[data-testid="photo-panel"]')
    expect(panel.attributes('data-stage')).toBe('lineup')
    expect(layer.get('[data-testid="photo-hint"]').text()).toContain('turntable stands still')

    // Esc leaves photo mode only (the Showcase's own key listener, added first here, lets it be): the Showcase
    // is still open on the same team and line-up.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await flushPromises()
    expect(display.photo).toBeNull()
    expect(scene.stages.setPhoto).toHaveBeenLastCalledWith(null)
    expect(showcase.open).toBe(true)
    expect(showcase.teamKey).toBe('classic/orc')
    expect(showcase.lineupSpec).not.toBeNull()
  })

  it('names the team on the turntable on the panel and in the exported file; the table has no name', async () => {
    const { showcase, display } = await setup()
    const capture = vi.spyOn(display, 'capture').mockResolvedValue(true)
    const screen = mountHere(ShowcaseScreen)
    const layer = mountHere(PhotoLayer)
    await screen.get('[data-testid="showcase-photo"]').trigger('click')
    await flushPromises()
    expect(layer.get('[data-testid="photo-subject"]').text()).toBe(showcase.lineup!.name)
    expect(showcase.lineup!.name).toBe('Orc')
    await layer.get('[data-testid="photo-export-2"]').trigger('click')
    expect(capture).toHaveBeenLastCalledWith(2, undefined, 'Orc')

    display.leavePhoto()
    showcase.close()
    await flushPromises()
    display.startPhoto()
    await flushPromises()
    expect(layer.get('[data-testid="photo-panel"]').attributes('data-stage')).toBe('table')
    expect(layer.find('[data-testid="photo-subject"]').exists()).toBe(false)
    await layer.get('[data-testid="photo-export-1"]').trigger('click')
    expect(capture).toHaveBeenLastCalledWith(1, undefined, undefined)
  })

  it('has no Photo button for a read-only viewer of the LAN share', async () => {
    await setup()
    useAppStore().info = { viewer: true } as never
    const screen = mountHere(ShowcaseScreen)
    expect(screen.find('[data-testid="showcase-photo"]').exists()).toBe(false)
    expect(screen.find('[data-testid="showcase-close"]').exists()).toBe(true)
  })

  it('shows no second photo button over the Showcase when a replay is behind it', async () => {
    const { showcase } = await setup()
    const timeline = useTimelineStore()
    timeline.mode = 'replay' as never
    const layer = mountHere(PhotoLayer)
    expect(layer.find('[data-testid="photo-open"]').exists()).toBe(false)
    showcase.close()
    await flushPromises()
    expect(layer.find('[data-testid="photo-open"]').exists()).toBe(true)
    // On the table the panel keeps the table's hint.
    await layer.get('[data-testid="photo-open"]').trigger('click')
    expect(layer.get('[data-testid="photo-panel"]').attributes('data-stage')).toBe('table')
    expect(layer.get('[data-testid="photo-hint"]').text()).toContain('Click the table')
  })
})
