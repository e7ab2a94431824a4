// The Leagues screen over a fake main that lists one league and opens it, with the league's own requests answered
// by the caller (taking an advance, answering for a fallen player...): what the screens asking a coach start from.
import { flushPromises, mount } from '@vue/test-utils'
import type { LeagueInfo } from '@shared/ipc'
import LeaguesScreen from '../../../src-renderer/src/components/leagues/LeaguesScreen.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { leagueSummary } from '../../shared/leagues/leagueSummary'
import { useFakeMain } from '../timeline/fakeReplay'

export async function openLeagueScreen(
  open: LeagueInfo,
  locale: 'en' | 'nl',
  answers: Parameters<typeof useFakeMain>[0],
) {
  const transport = useFakeMain({
    'leagues.list': () => ({ ok: true, value: [leagueSummary(open)] }),
    'leagues.get': () => ({ ok: true, value: open }),
    ...answers,
  })
  const wrapper = mount(LeaguesScreen, {
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  await flushPromises()
  await wrapper.get('[data-testid="league-open"]').trigger('click')
  await flushPromises()
  return { transport, wrapper }
}
