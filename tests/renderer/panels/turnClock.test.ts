// @vitest-environment happy-dom
// The turn clock in the score bar (issue 21): it shows the coach on turn's time counting down from main's report,
// warns in the last 30 seconds (red, and one polite aria-live line, English and Dutch), says "paused" while it
// stands still, and a replay's frame shows the time stored with the log.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TurnClockInfo } from '@shared/ipc'
import ScoreBar from '../../../src-renderer/src/components/panels/ScoreBar.vue'
import { clockText } from '../../../src-renderer/src/components/panels/turnClock'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { view } from '../fixtures'
import { frame, GAME, TIMELINE, useFakeMain } from '../timeline/fakeReplay'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-28T23:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

const plugins = (locale: 'en' | 'nl' = 'en') => ({ global: { plugins: [createAppI18n(locale)] } })
const report = (info: TurnClockInfo) => ({ info, at: Date.now() })

describe('TurnClock in the score bar', () => {
  it('is absent without a clock', () => {
    const bar = mount(ScoreBar, { props: { view: view(), clock: null }, ...plugins() })
    expect(bar.find('[data-testid="turn-clock"]').exists()).toBe(false)
  })

  it('counts down while it runs and warns from 30 seconds left, once, politely', async () => {
    const v = view()
    const clock = report({ side: 1, limitMs: 240_000, leftMs: 45_000, running: true })
    const bar = mount(ScoreBar, { props: { view: v, clock }, ...plugins() })
    const shown = () => bar.get('[data-testid="turn-clock"]')
    expect(shown().text()).toContain(v.teams[1].name)
    expect(shown().get('[role="timer"]').text()).toBe('0:45')
    expect(shown().attributes('data-warning')).toBe('false')
    expect(bar.get('[data-testid="turn-clock-announce"]').attributes('aria-live')).toBe('polite')
    expect(bar.get('[data-testid="turn-clock-announce"]').text()).toBe('')
    vi.advanceTimersByTime(14_000)
    await flushPromises()
    expect(shown().get('[role="timer"]').text()).toBe('0:31')
    expect(shown().classes()).not.toContain('pclock--warn')
    vi.advanceTimersByTime(1_000)
    await flushPromises()
    expect(shown().get('[role="timer"]').text()).toBe('0:30')
    expect(shown().classes()).toContain('pclock--warn')
    expect(shown().attributes('data-warning')).toBe('true')
    expect(bar.get('[data-testid="turn-clock-announce"]').text()).toBe(
      `${v.teams[1].name}: 30 seconds left this turn`,
    )
    vi.advanceTimersByTime(60_000)
    await flushPromises()
    expect(shown().get('[role="timer"]').text()).toBe('0:00')
  })

  it('warns in Dutch too', async () => {
    const v = view()
    const clock = report({ side: 0, limitMs: 150_000, leftMs: 31_000, running: true })
    const bar = mount(ScoreBar, { props: { view: v, clock }, ...plugins('nl') })
    vi.advanceTimersByTime(1_000)
    await flushPromises()
    expect(bar.get('[data-testid="turn-clock-announce"]').text()).toBe(
      `${v.teams[0].name}: nog 30 seconden deze beurt`,
    )
  })

  it('stands still, saying so, while the other coach decides', async () => {
    const clock = report({ side: 0, limitMs: 240_000, leftMs: 100_000, running: false })
    const bar = mount(ScoreBar, { props: { view: view(), clock }, ...plugins() })
    vi.advanceTimersByTime(50_000)
    await flushPromises()
    expect(bar.get('[role="timer"]').text()).toBe('1:40')
    expect(bar.get('[data-testid="turn-clock"]').text()).toContain('paused')
  })

  it("shows a replay frame's stored time", async () => {
    const stored: TurnClockInfo = { side: 1, limitMs: 150_000, leftMs: 72_400, running: false }
    useFakeMain({
      'replay.timeline': () => ({ ok: true, value: TIMELINE }),
      'replay.seek': (args) => ({
        ok: true,
        value: { ...frame((args as { position: number }).position), clock: stored },
      }),
    })
    expect(await useTimelineStore().watch(GAME, { at: 3 })).toBe(true)
    const game = useGameStore()
    expect(game.clock?.info).toEqual(stored)
    const bar = mount(ScoreBar, { props: { view: game.view!, clock: game.clock }, ...plugins() })
    expect(bar.get('[role="timer"]').text()).toBe('1:13')
    expect(bar.get('[data-testid="turn-clock"]').attributes('data-running')).toBe('false')
  })
})

describe('clockText', () => {
  it('shows m:ss with the seconds rounded up', () => {
    expect([0, 1, 999, 1_000, 59_001, 240_000].map(clockText)).toEqual([
      '0:00',
      '0:01',
      '0:01',
      '0:01',
      '1:00',
      '4:00',
    ])
  })
})
