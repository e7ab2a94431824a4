// @vitest-environment happy-dom
// The file button of every import: its label in the coach's words, the hidden input opened by the button, the
// chosen file's text handed over once, and the input emptied so the same file can be chosen again.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import FileButton from '../../../src-renderer/src/components/FileButton.vue'

describe('FileButton', () => {
  it('opens the chooser from its button and hands over the file’s text, the input emptied', async () => {
    const wrapper = mount(FileButton, {
      props: { label: 'Import a league file…', testid: 'imp', fileTestid: 'imp-file', primary: true },
    })
    const button = wrapper.get('[data-testid="imp"]')
    expect(button.text()).toBe('Import a league file…')
    expect(button.classes()).toContain('button--primary')
    const input = wrapper.get<HTMLInputElement>('[data-testid="imp-file"]')
    expect(input.classes()).toContain('sr-only')
    expect(input.attributes('accept')).toBe('.json,application/json')
    const opened = vi.spyOn(input.element, 'click').mockImplementation(() => undefined)
    await button.trigger('click')
    expect(opened).toHaveBeenCalledTimes(1)

    Object.defineProperty(input.element, 'files', {
      value: [new File(['{"format":"pitchside-league"}'], 'cup.pitchside-league.json')],
      configurable: true,
    })
    await input.trigger('change')
    await flushPromises()
    expect(wrapper.emitted('text')).toEqual([['{"format":"pitchside-league"}']])
    expect(input.element.value).toBe('')
  })

  it('hands over nothing when the chooser was closed without a file', async () => {
    const wrapper = mount(FileButton, { props: { label: 'Import', testid: 'imp', fileTestid: 'imp-file' } })
    const input = wrapper.get<HTMLInputElement>('[data-testid="imp-file"]')
    Object.defineProperty(input.element, 'files', { value: [], configurable: true })
    await input.trigger('change')
    await flushPromises()
    expect(wrapper.emitted('text')).toBeUndefined()
  })
})
