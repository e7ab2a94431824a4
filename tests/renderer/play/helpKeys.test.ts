// @vitest-environment happy-dom
// F1 lists Cross Check's own keys in a Cross Check game (issue 19: every option has a key, and the help says which),
// from the same tables the keys are given with, in English and Dutch.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import HelpOverlay from '../../../src-renderer/src/components/play/HelpOverlay.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { CROSS_CHECK_HELP } from '../../../src-renderer/src/play/hotkeys'

function mountHelp(ruleset: string, locale: 'en' | 'nl' = 'en') {
  const i18n = createAppI18n(locale)
  return mount(HelpOverlay, { props: { ruleset }, global: { plugins: [i18n] }, attachTo: document.body })
}

describe('the help overlay', () => {
  it("lists Cross Check's letters, the carrier's P, S and R, and the compass in a Cross Check game", () => {
    const keys = CROSS_CHECK_HELP.flatMap((s) => s.keys)
    expect(keys).toEqual(expect.arrayContaining(['M', 'B', 'F', 'G', 'D', 'A', 'P', 'S', 'R', '9']))
    const wrapper = mountHelp('crosscheck')
    const rows = wrapper.findAll('[data-testid="help-crosscheck"] tr')
    expect(rows).toHaveLength(CROSS_CHECK_HELP.length)
    expect(rows.map((r) => r.find('kbd').text())).toEqual(CROSS_CHECK_HELP.map((s) => s.keys[0]))
    expect(wrapper.text()).toContain('Take the puck')
    wrapper.unmount()
  })

  it('reads in Dutch, with no key left untranslated', () => {
    const wrapper = mountHelp('crosscheck', 'nl')
    const texts = wrapper.findAll('[data-testid="help-crosscheck"] tr td:last-child').map((c) => c.text())
    expect(texts).toContain('De puck nemen')
    expect(texts.some((t) => t.startsWith('play.ccKeys'))).toBe(false)
    wrapper.unmount()
  })

  it('shows no Cross Check keys in the other games', () => {
    for (const ruleset of ['classic', 'blitz']) {
      const wrapper = mountHelp(ruleset)
      expect(wrapper.find('[data-testid="help-crosscheck"]').exists()).toBe(false)
      wrapper.unmount()
    }
  })
})
