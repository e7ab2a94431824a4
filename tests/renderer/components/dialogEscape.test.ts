// @vitest-environment happy-dom
// Esc through the one shared composable (components/useDialogEscape.ts): the F1 help and a confirmation
// each close on Esc wherever the focus is; dialogs opened over one another close one at a time,
// the last opened first.
import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { afterEach, describe, expect, it } from 'vitest'
import HelpOverlay from '../../../src-renderer/src/components/play/HelpOverlay.vue'
import ConfirmDialog from '../../../src-renderer/src/components/saves/ConfirmDialog.vue'
import { useDialogEscape } from '../../../src-renderer/src/components/useDialogEscape'
import { createAppI18n } from '../../../src-renderer/src/i18n'

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

function esc(): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
  document.body.dispatchEvent(event)
  return event
}

describe('useDialogEscape', () => {
  it('closes the F1 help', () => {
    const wrapper = mount(HelpOverlay, { global: { plugins: [createAppI18n('en')] } })
    mounted.push(wrapper)
    expect(esc().defaultPrevented).toBe(true)
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('cancels a confirmation (never confirms)', () => {
    const props = { title: 'Delete?', text: 'Gone for good.', confirmLabel: 'Delete', cancelLabel: 'Cancel' }
    const wrapper = mount(ConfirmDialog, { props, attachTo: document.body })
    mounted.push(wrapper)
    esc()
    expect(wrapper.emitted('cancel')).toHaveLength(1)
    expect(wrapper.emitted('confirm')).toBeUndefined()
  })

  it('closes the dialog on top first, then the one under it', async () => {
    const closed: string[] = []
    const dialog = (name: string) =>
      defineComponent({
        setup() {
          useDialogEscape(() => closed.push(name))
          return () => h('div', name)
        },
      })
    const under = mount(dialog('saves'))
    const over = mount(dialog('confirm'))
    mounted.push(under)
    esc()
    expect(closed).toEqual(['confirm'])
    over.unmount()
    await flushPromises()
    esc()
    expect(closed).toEqual(['confirm', 'saves'])
  })

  it('leaves Esc alone when no dialog is open', () => {
    expect(esc().defaultPrevented).toBe(false)
  })
})
