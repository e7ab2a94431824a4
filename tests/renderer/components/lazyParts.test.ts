// @vitest-environment happy-dom
// The shell's lazy parts (components/lazyParts.ts): the Showcase shows its loading state at once while its code
// is still coming, then itself; a layer mounted when first needed stays mounted.
import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h, nextTick, ref } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import { neededOnce, ShowcaseScreen } from '@renderer/components/lazyParts'
import { createAppI18n } from '@renderer/i18n'

// The Showcase's chunk, held until the test lets it come.
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { arrived, release: () => release() }
})
vi.mock('@renderer/components/showcase/ShowcaseScreen.vue', async () => {
  await chunk.arrived
  const screen = defineComponent(() => () => h('section', { 'data-testid': 'showcase' }, 'Showcase'))
  return { __esModule: true, default: screen }
})

// The shell renders it inside itself (as App does); a host element keeps the wrapper on what is on screen.
const Shell = defineComponent(() => () => h('main', [h(ShowcaseScreen)]))

describe('ShowcaseScreen (lazy)', () => {
  it('shows its loading state at once, then the Showcase when its code has come', async () => {
    const wrapper = mount(Shell, { global: { plugins: [createAppI18n('nl')] } })
    await flushPromises()
    const loading = wrapper.get('[data-testid="showcase-loading"]')
    expect(loading.attributes('role')).toBe('status')
    expect(loading.text()).toBe('VitrineDe vitrine wordt geopend…')
    expect(wrapper.find('[data-testid="showcase"]').exists()).toBe(false)
    chunk.release()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="showcase"]').exists()).toBe(true))
    expect(wrapper.find('[data-testid="showcase-loading"]').exists()).toBe(false)
    wrapper.unmount()
  })
})

describe('neededOnce', () => {
  it('turns true the first time it is needed and stays true', async () => {
    const need = ref(false)
    const once = neededOnce(() => need.value)
    expect(once.value).toBe(false)
    need.value = true
    await nextTick()
    expect(once.value).toBe(true)
    need.value = false
    await nextTick()
    expect(once.value).toBe(true)
  })

  it('is true at once when already needed', () => {
    expect(neededOnce(() => true).value).toBe(true)
  })
})
