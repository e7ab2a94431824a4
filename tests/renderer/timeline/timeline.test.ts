// @vitest-environment happy-dom
// The timeline: a replay opened at its start, stepped by each unit and jumped to markers, scrubbed from the bar
// and its markers, played at 0.5×–4× by a timer (fake timers: never real time), branches, and live play's undo.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import TimelineBar from '../../../src-renderer/src/components/timeline/TimelineBar.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { STEP_MS, useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { view } from '../fixtures'
import { callsOf, frame, GAME, LENGTH, TIMELINE, useFakeMain } from './fakeReplay'

afterEach(() => {
  vi.useRealTimers()
})

async function watching() {
  const transport = useFakeMain()
  const timeline = useTimelineStore()
  const game = useGameStore()
  expect(await timeline.watch(GAME, { title: 'Final' })).toBe(true)
  return { transport, timeline, game }
}

describe('timeline store: a replay', () => {
  it('opens at the start with the frame on the game store and nothing to act on', async () => {
    const { transport, timeline, game } = await watching()
    expect(timeline.mode).toBe('replay')
    expect(timeline.length).toBe(LENGTH)
    expect(timeline.position).toBe(0)
    expect(callsOf(transport, 'replay.seek')).toEqual([{ gameId: GAME, position: 0 }])
    expect(game.gameId).toBeNull()
    expect(game.view?.turns).toEqual([0, 0])
  })

  it('steps by action (animating forward only), activation, turn and half, both ways', async () => {
    const { timeline, game } = await watching()
    expect(await timeline.step('action', 1)).toBe(true)
    expect(timeline.position).toBe(1)
    expect(game.events).toHaveLength(1) // one action forward plays its events
    expect(await timeline.step('activation', 1)).toBe(true)
    expect(timeline.position).toBe(2)
    expect(game.events).toEqual([]) // any other step just shows the state
    expect(await timeline.step('turn', 1)).toBe(true)
    expect(timeline.position).toBe(5)
    expect(await timeline.step('half', 1)).toBe(true)
    expect(timeline.position).toBe(6)
    expect(await timeline.step('turn', -1)).toBe(true)
    expect(timeline.position).toBe(5)
    expect(await timeline.step('action', -1)).toBe(true)
    expect(timeline.position).toBe(4)
    expect(game.events).toEqual([])
    expect(game.view?.score).toEqual([1, 0])
  })

  it('jumps to touchdowns, injuries and turnovers; nothing further is no error', async () => {
    const { timeline } = await watching()
    expect(await timeline.jump('injury', 1)).toBe(true)
    expect(timeline.position).toBe(7)
    expect(await timeline.jump('touchdown', -1)).toBe(true)
    expect(timeline.position).toBe(4)
    expect(await timeline.jump('touchdown', 1)).toBe(false)
    expect(timeline.position).toBe(4)
    expect(timeline.error).toBeNull()
  })

  it('plays one action per tick at the chosen speed and stops at the end', async () => {
    vi.useFakeTimers()
    const { timeline } = await watching()
    await timeline.play()
    expect(timeline.playing).toBe(true)
    await vi.advanceTimersByTimeAsync(STEP_MS - 1)
    expect(timeline.position).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(timeline.position).toBe(1)
    timeline.setSpeed(4)
    await vi.advanceTimersByTimeAsync(STEP_MS / 4)
    expect(timeline.position).toBe(2)
    timeline.setSpeed(0.5)
    await vi.advanceTimersByTimeAsync(STEP_MS)
    expect(timeline.position).toBe(2)
    await vi.advanceTimersByTimeAsync(STEP_MS)
    expect(timeline.position).toBe(3)
    timeline.setSpeed(3) // not offered: ignored
    expect(timeline.speed).toBe(0.5)
    timeline.setSpeed(2)
    await vi.advanceTimersByTimeAsync((STEP_MS / 2) * (LENGTH - 3))
    expect(timeline.position).toBe(LENGTH)
    expect(timeline.playing).toBe(false)
    await vi.advanceTimersByTimeAsync(STEP_MS * 4)
    expect(timeline.position).toBe(LENGTH)
  })

  it('pauses, and plays again from the start once at the end', async () => {
    vi.useFakeTimers()
    const { timeline } = await watching()
    await timeline.play()
    await vi.advanceTimersByTimeAsync(STEP_MS)
    timeline.pause()
    await vi.advanceTimersByTimeAsync(STEP_MS * 5)
    expect(timeline.position).toBe(1)
    await timeline.seek(LENGTH)
    await timeline.play()
    expect(timeline.position).toBe(0)
    await vi.advanceTimersByTimeAsync(STEP_MS)
    expect(timeline.position).toBe(1)
    timeline.close()
  })

  it('shows a branch from its fork, and the main line again', async () => {
    const { transport, timeline } = await watching()
    expect(await timeline.selectBranch(1)).toBe(true)
    expect(timeline.branchId).toBe(1)
    expect(timeline.length).toBe(6)
    expect(timeline.position).toBe(3)
    expect(callsOf(transport, 'replay.seek').at(-1)).toEqual({ gameId: GAME, position: 3, branchId: 1 })
    await timeline.step('action', 1)
    expect(callsOf(transport, 'replay.step').at(-1)).toMatchObject({ branchId: 1, from: 3 })
    await timeline.selectBranch(null)
    expect(timeline.branchId).toBeNull()
    expect(timeline.length).toBe(LENGTH)
  })

  it('close takes the replay off the table', async () => {
    const { timeline, game } = await watching()
    timeline.close()
    expect(timeline.mode).toBe('off')
    expect(game.view).toBeNull()
  })
})

describe('TimelineBar', () => {
  async function bar() {
    const setup = await watching()
    const wrapper = mount(TimelineBar, { global: { plugins: [createAppI18n()] }, attachTo: document.body })
    await flushPromises()
    return { ...setup, wrapper }
  }

  it('draws a marker per event and a tick per turn; a marker click seeks there', async () => {
    const { wrapper, timeline, transport } = await bar()
    expect(wrapper.findAll('.timeline-marker').map((m) => m.attributes('data-position'))).toEqual([
      '4',
      '7',
      '8',
    ])
    expect(wrapper.findAll('.timeline-track__tick')).toHaveLength(5)
    await wrapper.get('[data-testid="marker-injury"]').trigger('click')
    await flushPromises()
    expect(timeline.position).toBe(7)
    expect(callsOf(transport, 'replay.seek').at(-1)).toEqual({ gameId: GAME, position: 7 })
    expect(wrapper.get('[data-testid="timeline-position"]').text()).toBe('Action 7 of 10')
    wrapper.unmount()
  })

  it('scrubs on release, steps by the chosen unit, and jumps', async () => {
    const { wrapper, timeline } = await bar()
    const range = wrapper.get<HTMLInputElement>('[data-testid="timeline-scrub"]')
    await range.setValue('6') // input + change
    await flushPromises()
    expect(timeline.position).toBe(6)
    await wrapper.get('[data-testid="timeline-unit"]').setValue('turn')
    await wrapper.get('[data-testid="timeline-forward"]').trigger('click')
    await flushPromises()
    expect(timeline.position).toBe(8)
    await wrapper.get('[data-testid="timeline-back"]').trigger('click')
    await flushPromises()
    expect(timeline.position).toBe(5)
    await wrapper.get('[data-testid="timeline-prev-touchdown"]').trigger('click')
    await flushPromises()
    expect(timeline.position).toBe(4)
    wrapper.unmount()
  })

  it('plays and pauses from its button, with the speed from its list', async () => {
    vi.useFakeTimers()
    const { wrapper, timeline } = await bar()
    await wrapper.get('[data-testid="timeline-speed"]').setValue('4')
    expect(timeline.speed).toBe(4)
    await wrapper.get('[data-testid="timeline-play"]').trigger('click')
    await vi.advanceTimersByTimeAsync(STEP_MS / 4)
    expect(timeline.position).toBe(1)
    expect(wrapper.get('[data-testid="timeline-play"]').text()).toContain('Pause')
    await wrapper.get('[data-testid="timeline-play"]').trigger('click')
    await vi.advanceTimersByTimeAsync(STEP_MS * 2)
    expect(timeline.position).toBe(1)
    wrapper.unmount()
  })

  it('lists the branches; arrows and Space drive the replay', async () => {
    const { wrapper, timeline } = await bar()
    const branch = wrapper.get<HTMLSelectElement>('[data-testid="timeline-branch"]')
    expect(branch.text()).toContain('Branch 1 (from action 3, 3 actions)')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    await flushPromises()
    expect(timeline.position).toBe(1)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }))
    await flushPromises()
    expect(timeline.position).toBe(0)
    await branch.setValue('1')
    await flushPromises()
    expect(timeline.branchId).toBe(1)
    wrapper.unmount()
  })

  it('in live play shows the markers (not clickable) and undoes through the play store', async () => {
    const transport = useFakeMain({
      'game.new': () => ({ ok: true, value: { gameId: 'g-live', view: view() } }),
      'game.undo': () => ({
        ok: true,
        value: {
          view: view(),
          events: [],
          history: { cursor: 9, length: 10, canUndo: true, canRedo: true, practice: false },
        },
      }),
    })
    const game = useGameStore()
    await game.newGame('human', 'orc')
    game.history = { cursor: 10, length: 10, canUndo: true, canRedo: false, practice: false }
    const timeline = useTimelineStore()
    await timeline.live('g-live')
    const wrapper = mount(TimelineBar, { global: { plugins: [createAppI18n('nl')] } })
    await flushPromises()
    expect(wrapper.get('[data-testid="timeline"]').attributes('data-mode')).toBe('live')
    expect(wrapper.text()).toContain('Lopende wedstrijd')
    expect(wrapper.get('[data-testid="marker-touchdown"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get<HTMLInputElement>('[data-testid="timeline-scrub"]').element.disabled).toBe(true)
    expect(wrapper.get('[data-testid="timeline-redo"]').attributes('disabled')).toBeDefined()
    await wrapper.get('[data-testid="timeline-undo"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'game.undo')).toEqual([{ gameId: 'g-live' }])
    expect(game.history?.cursor).toBe(9)
  })

  it('in Dutch names every jump and marker in Dutch (touchdown is the Dutch rules’ own word, seed 004)', async () => {
    useFakeMain()
    expect(await useTimelineStore().watch(GAME)).toBe(true)
    const words = (wrapper: ReturnType<typeof mount>) => ({
      jumps: wrapper.findAll('.timeline__kind').map((k) => k.text()),
      markers: wrapper.findAll('.timeline-marker').map((m) => m.attributes('aria-label')),
      next: wrapper.get('[data-testid="timeline-next-turnover"]').attributes('aria-label'),
      prev: wrapper.get('[data-testid="timeline-prev-injury"]').attributes('aria-label'),
    })
    const nl = mount(TimelineBar, { global: { plugins: [createAppI18n('nl')] } })
    await flushPromises()
    expect(words(nl)).toEqual({
      jumps: ['touchdown', 'blessure', 'beurtverlies'],
      markers: ['touchdown bij actie 4', 'blessure bij actie 7', 'beurtverlies bij actie 8'],
      // het beurtverlies: 'Volgend'; de blessure: 'Vorige'.
      next: 'Volgend beurtverlies',
      prev: 'Vorige blessure',
    })
    nl.unmount()
    const en = mount(TimelineBar, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    expect(words(en)).toMatchObject({ jumps: ['touchdown', 'injury', 'turnover'], next: 'Next turnover' })
    en.unmount()
  })

  it('in Cross Check draws and labels goal markers and jumps from goal to goal (English and Dutch)', async () => {
    const goals = {
      ...TIMELINE,
      markers: [{ position: 4, kind: 'goal' as const }, ...TIMELINE.markers.slice(1)],
    }
    const crossCheck = (position: number) => {
      const f = frame(position)
      return { ...f, view: { ...f.view, ruleset: 'crosscheck' as const } }
    }
    const transport = useFakeMain({
      'replay.timeline': () => ({ ok: true, value: goals }),
      'replay.seek': (args) => ({ ok: true, value: crossCheck((args as { position: number }).position) }),
      'replay.step': (args) => {
        const { unit, direction } = args as { unit: string; direction: number }
        return unit === 'goal' && direction === 1
          ? { ok: true, value: crossCheck(4) }
          : { ok: false, code: 'replay/out-of-range', message: 'none' }
      },
    })
    const timeline = useTimelineStore()
    expect(await timeline.watch(GAME)).toBe(true)
    for (const [locale, label, jump] of [
      ['en', 'goal at action 4', 'Next goal'],
      ['nl', 'doelpunt bij actie 4', 'Volgend doelpunt'],
    ] as const) {
      const wrapper = mount(TimelineBar, { global: { plugins: [createAppI18n(locale)] } })
      await flushPromises()
      const marker = wrapper.get('[data-testid="marker-goal"]')
      expect(marker.classes()).toContain('timeline-marker--goal')
      expect(marker.attributes('aria-label')).toBe(label)
      expect(wrapper.find('[data-testid="marker-touchdown"]').exists()).toBe(false)
      expect(wrapper.find('[data-testid="timeline-next-touchdown"]').exists()).toBe(false)
      expect(wrapper.get('[data-testid="timeline-next-goal"]').attributes('aria-label')).toBe(jump)
      wrapper.unmount()
    }
    const wrapper = mount(TimelineBar, { global: { plugins: [createAppI18n()] } })
    await flushPromises()
    await wrapper.get('[data-testid="timeline-next-goal"]').trigger('click')
    await flushPromises()
    expect(timeline.position).toBe(4)
    expect(callsOf(transport, 'replay.step').at(-1)).toMatchObject({ unit: 'goal', direction: 1 })
    wrapper.unmount()
  })
})
