// @vitest-environment happy-dom
// The save-problem banner: why saves are off in the coach's language (by main's reason, naming the file; never
// main's English message); a damaged file offers the fresh start, which
// calls saves.startFresh and then says where the old file was kept; a file busy in another window offers no fresh
// start (moving a good file aside would hide the coach's games), only a retry.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { AppInfo } from '@shared/ipc'
import SaveProblemBanner from '../../../src-renderer/src/components/saves/SaveProblemBanner.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { INFO } from '../fixtures'
import { callsOf, useFakeMain } from '../timeline/fakeReplay'

const FILE = '/data/pitchside.sqlite'

function setup(reason: 'corrupt' | 'in-use', locale: 'en' | 'nl' = 'en') {
  let info: AppInfo = {
    ...INFO,
    savesAvailable: false,
    saveProblem: { file: FILE, reason, message: `The save database ${FILE} is damaged (${reason}).` },
  }
  const transport = useFakeMain({
    'app.info': () => ({ ok: true, value: info }),
    'saves.startFresh': () => {
      info = { ...INFO }
      return { ok: true, value: { movedTo: `${FILE}.bad-2026` } }
    },
  })
  const wrapper = mount(SaveProblemBanner, { global: { plugins: [createAppI18n(locale)] } })
  return { transport, wrapper }
}

describe('save problem banner', () => {
  it('shows a damaged file by name and starts fresh, saying where the old file was kept', async () => {
    const { transport, wrapper } = setup('corrupt')
    await useAppStore().loadInfo()
    await flushPromises()
    expect(wrapper.get('[data-testid="save-problem-reason"]').text()).toBe(
      `The save file ${FILE} is damaged or is not a Pitchside save. Start a fresh one: the bad file is moved aside, not deleted.`,
    )
    await wrapper.get('[data-testid="save-problem-fresh"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'saves.startFresh')).toHaveLength(1)
    expect(wrapper.get('[data-testid="save-problem-outcome"]').text()).toContain(`${FILE}.bad-2026`)
    expect(useAppStore().info?.savesAvailable).toBe(true)
  })

  it('offers no fresh start for a file another window holds', async () => {
    const { wrapper } = setup('in-use')
    await useAppStore().loadInfo()
    await flushPromises()
    expect(wrapper.get('[data-testid="save-problem"]').text()).toContain(FILE)
    expect(wrapper.find('[data-testid="save-problem-fresh"]').exists()).toBe(false)
  })

  it('says it in Dutch, with nothing of main’s English message', async () => {
    const { wrapper } = setup('in-use', 'nl')
    await useAppStore().loadInfo()
    await flushPromises()
    expect(wrapper.get('[data-testid="save-problem-reason"]').text()).toBe(
      `Het opslagbestand ${FILE} is in gebruik door een ander Pitchside-venster. Sluit dat en probeer het opnieuw.`,
    )
    expect(wrapper.text()).not.toContain('damaged')
  })

  it('shows nothing while saves work', async () => {
    useFakeMain({ 'app.info': () => ({ ok: true, value: INFO }) })
    const wrapper = mount(SaveProblemBanner, { global: { plugins: [createAppI18n('en')] } })
    await useAppStore().loadInfo()
    await flushPromises()
    expect(wrapper.find('[data-testid="save-problem"]').exists()).toBe(false)
  })
})
