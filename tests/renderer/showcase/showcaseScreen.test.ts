// @vitest-environment happy-dom
// The Showcase screen's parts over the store and a fake transport: the cards print each game's stat line and
// pick a position; the editor's colour pickers and sliders edit the working scheme live, Save stores it; a
// shared read-only connection sees the line-up and the scheme but no control that changes anything.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { fail } from '@shared/ipc'
import type { PaintScheme } from '@shared/showcase/scheme'
import LineupCards from '@renderer/components/showcase/LineupCards.vue'
import ModelPanel from '@renderer/components/showcase/ModelPanel.vue'
import SchemeEditor from '@renderer/components/showcase/SchemeEditor.vue'
import { createAppI18n } from '@renderer/i18n'
import { PitchsideClient } from '@renderer/ipc/client'
import { provideClient } from '@renderer/ipc/clientHolder'
import { useAppStore } from '@renderer/stores/app'
import { useShowcaseStore } from '@renderer/stores/showcase'
import { FakeTransport } from '../fakeTransport'
import { showcaseReads } from './fakeShowcase'

const ok = <T>(value: T) => ({ ok: true as const, value })

async function setup() {
  const saved: PaintScheme[] = []
  const transport = new FakeTransport({
    ...showcaseReads(),
    'schemes.save': (args) => {
      const scheme = (args as { scheme: PaintScheme }).scheme
      saved.push(scheme)
      return ok({ scheme, custom: true, updatedAt: '2026-01-01T00:00:00.000Z' })
    },
    'models.import': () => fail('model/malformed', 'bad magic'),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  const showcase = useShowcaseStore()
  await showcase.show('blitz/dwarf')
  return { showcase, saved }
}

const global = { plugins: [createAppI18n()] }

describe('Showcase screen parts', () => {
  it("prints each game's stat line on the cards and picks a position", async () => {
    const { showcase } = await setup()
    const cards = mount(LineupCards, {
      props: { lineup: showcase.lineup!, selected: null, withModels: new Set<string>() },
      global,
    })
    const first = cards.get('[data-testid^="lineup-card-"]')
    expect(first.text()).toMatch(/Move.*Block.*Throw.*Armour/s)
    await first.trigger('click')
    expect(cards.emitted('select')?.[0]).toEqual([showcase.lineup!.positions[0].id])
    await cards.get('[data-testid="lineup-team"]').trigger('click')
    expect(cards.emitted('select')?.[1]).toEqual([null])
  })

  it('edits the working scheme live and saves it', async () => {
    const { showcase, saved } = await setup()
    const editor = mount(SchemeEditor, { global })
    const armour = editor.get('[data-testid="scheme-colour-armour"]')
    await armour.setValue('#abcdef')
    expect(showcase.scheme?.colours.armour).toBe('#abcdef')
    expect(editor.get('[data-testid="scheme-state"]').text()).toContain('Unsaved')
    await editor.get('[data-testid="scheme-shade"]').setValue('0.8')
    expect(showcase.scheme?.finish.shade).toBe(0.8)
    await editor.get('[data-testid="scheme-save"]').trigger('click')
    await flushPromises()
    expect(saved.at(-1)?.colours.armour).toBe('#abcdef')
    expect(editor.get('[data-testid="scheme-state"]').text()).toContain('Saved scheme')
  })

  it('shows a read-only viewer the scheme but no control that changes anything', async () => {
    const { showcase } = await setup()
    useAppStore().info = { viewer: true } as never
    showcase.select(showcase.lineup!.positions[0].id)
    const editor = mount(SchemeEditor, { global })
    const models = mount(ModelPanel, { global })
    expect(editor.get('[data-testid="scheme-colour-armour"]').attributes('disabled')).toBeDefined()
    for (const id of ['scheme-save', 'scheme-reset', 'scheme-import', 'scheme-export']) {
      expect(editor.find(`[data-testid="${id}"]`).exists()).toBe(false)
    }
    expect(models.find('[data-testid="model-import"]').exists()).toBe(false)
  })
})
