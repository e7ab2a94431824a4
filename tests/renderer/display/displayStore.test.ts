// @vitest-environment happy-dom
// The display store and layer over a fake main: the match display follows the latest unfinished game and then
// whichever game main announces, clears the table it filled when left; a game on this table is kept. The layer:
// the chooser, the score bar and caption, keys that never reach the play screen, any key leaving the kiosk and
// only Esc leaving a plain display. Photo mode: options reach the scene, a capture is offered as a download.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok } from '@shared/ipc'
import DisplayLayer from '../../../src-renderer/src/components/display/DisplayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { CinematicCamera } from '../../../src-renderer/src/scene/cinematic/CinematicCamera'
import { registerTable } from '../../../src-renderer/src/scene/photo/activeTable'
import type { TableScene } from '../../../src-renderer/src/scene/TableScene'
import { useDisplayStore } from '../../../src-renderer/src/stores/display'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { view } from '../fixtures'

function use(handlers: Record<string, FakeHandler>): FakeTransport {
  const transport = new FakeTransport(handlers)
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return transport
}

const playing = view({ score: [2, 1] })
const SAVES = [
  { gameId: 'done', status: 'finished', source: null },
  { gameId: 'live', status: 'playing', source: null },
]

afterEach(() => registerTable(null))

describe('match display', () => {
  it('shows the latest unfinished game at its cursor, then follows main; leaving clears the table', async () => {
    const transport = use({
      'saves.list': () => ok(SAVES),
      'replay.timeline': () => ok({ length: 40, cursor: 37, markers: [] }),
      'replay.seek': (args) =>
        ok({ position: (args as { position: number }).position, length: 40, view: playing, events: [] }),
    })
    const display = useDisplayStore()
    const game = useGameStore()
    await display.startMatch(false)
    expect(display.mode).toBe('match')
    expect(display.bare).toBe(true)
    expect(transport.calls.find((c) => c.name === 'replay.seek')?.args).toEqual({
      gameId: 'live',
      position: 37,
    })
    expect(game.view).toEqual(playing)
    expect(game.gameId).toBeNull() // nothing here can act on it
    const next = view({ score: [3, 1] })
    transport.emit('state.changed', { gameId: 'other', view: next, events: [{ type: 'touchdown', side: 0 }] })
    expect(game.view).toEqual(next)
    expect(game.events).toEqual([{ type: 'touchdown', side: 0 }])
    display.leave()
    expect(display.mode).toBe('off')
    expect(game.view).toBeNull()
    expect(transport.listenerCount).toBe(0)
  })

  it('films for a TV: the broadcast camera follows the play, a touchdown is captioned and dollied in on', async () => {
    const transport = use({ 'saves.list': () => ok([SAVES[0]]) })
    const scene = { setCinematic: vi.fn() }
    registerTable(scene as unknown as TableScene)
    const display = useDisplayStore()
    await display.startMatch(false)
    const cinematic = scene.setCinematic.mock.calls.at(-1)?.[0] as CinematicCamera
    expect(cinematic).toBeInstanceOf(CinematicCamera)
    const scorer = {
      id: 3,
      side: 0 as const,
      number: 3,
      name: 'Griff',
      positionId: 'catcher',
      role: 'catcher',
      x: 25,
      y: 7,
      state: 'standing' as const,
      hasBall: true,
      stats: { ma: 8, st: 2, ag: 3, av: 7 },
      skills: [],
    }
    const scored = view({ score: [1, 0], pieces: [scorer] })
    transport.emit('state.changed', {
      gameId: 'other',
      view: scored,
      events: [
        { type: 'move', player: 3, to: [25, 7] },
        { type: 'touchdown', player: 3, side: 0 },
      ],
    })
    await Promise.resolve()
    expect(display.caption).toMatchObject({ kind: 'touchdown', player: '#3 Griff', square: { x: 25, y: 7 } })
    expect(cinematic.inMoment).toBe(true)
    display.leave()
    expect(scene.setCinematic).toHaveBeenLastCalledWith(null)
  })

  it('says so when no game is in progress', async () => {
    use({ 'saves.list': () => ok([SAVES[0]]) })
    const display = useDisplayStore()
    await display.startMatch(true)
    expect(display.problem).toBe('noMatch')
    expect(display.kiosk).toBe(true)
  })

  it('keeps a game on this table as it is', async () => {
    const transport = use({})
    const game = useGameStore()
    game.gameId = 'here'
    game.view = playing
    const display = useDisplayStore()
    await display.startMatch(false)
    expect(transport.calls).toEqual([])
    display.leave()
    expect(game.view).toEqual(playing)
    expect(game.gameId).toBe('here')
  })
})

describe('DisplayLayer', () => {
  function mountLayer() {
    return mount(DisplayLayer, { global: { plugins: [createAppI18n('en')] }, attachTo: document.body })
  }

  it('offers match and attract loop with kiosk on by default; Esc closes the chooser', async () => {
    use({})
    const display = useDisplayStore()
    const wrapper = mountLayer()
    display.openChooser()
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="display-chooser"]').exists()).toBe(true)
    expect((wrapper.find('[data-testid="display-kiosk"]').element as HTMLInputElement).checked).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await wrapper.vm.$nextTick()
    expect(display.mode).toBe('off')
    wrapper.unmount()
  })

  it('shows the score and a caption; keys stop at the display, Esc leaves a plain one', async () => {
    use({
      'saves.list': () => ok(SAVES),
      'replay.timeline': () => ok({ length: 4, cursor: 4, markers: [] }),
      'replay.seek': () => ok({ position: 4, length: 4, view: playing, events: [] }),
    })
    const display = useDisplayStore()
    const wrapper = mountLayer()
    await display.startMatch(false)
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="scorebar"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="score-0"]').text()).toBe('2')
    display.caption = {
      id: 1,
      kind: 'touchdown',
      side: 0,
      team: 'Reikland Reavers',
      player: '#3 Griff',
      pieceId: 3,
      result: null,
      square: null,
      weight: 10,
    }
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="display-caption"]').text()).toContain('Touchdown!')
    expect(wrapper.find('[data-testid="display-caption"]').text()).toContain(
      '#3 Griff scores for Reikland Reavers',
    )
    const later = vi.fn()
    window.addEventListener('keydown', later)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' }))
    expect(later).not.toHaveBeenCalled() // the play screen never sees it
    expect(display.mode).toBe('match')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(display.mode).toBe('off')
    window.removeEventListener('keydown', later)
    wrapper.unmount()
  })

  it('leaves the kiosk on any key', async () => {
    use({ 'saves.list': () => ok([]) })
    const display = useDisplayStore()
    const wrapper = mountLayer()
    await display.startMatch(true)
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="display-layer"]').classes()).toContain('display-layer--kiosk')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'q' }))
    expect(display.mode).toBe('off')
    expect(display.kiosk).toBe(false)
    wrapper.unmount()
  })
})

describe('photo mode', () => {
  it('hands its options to the table and offers a capture as a PNG download', async () => {
    use({})
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    const stages = {
      setPhoto: vi.fn(),
      capture: vi.fn(() => Promise.resolve({ blob, width: 2560, height: 1440 })),
    }
    const scene = { stages, setCinematic: vi.fn() }
    registerTable(scene as unknown as TableScene)
    const display = useDisplayStore()
    display.startPhoto()
    expect(display.bare).toBe(true)
    expect(stages.setPhoto).toHaveBeenLastCalledWith({ background: 'table', depthOfField: true, blur: 0.35 })
    display.setPhoto({ background: 'grey', depthOfField: false, blur: 0 })
    expect(stages.setPhoto).toHaveBeenLastCalledWith({ background: 'grey', depthOfField: false, blur: 0 })
    const offered: [string, Blob][] = []
    expect(await display.capture(2, (name, b) => offered.push([name, b]))).toBe(true)
    expect(stages.capture).toHaveBeenCalledWith(2)
    expect(offered[0][0]).toMatch(/^pitchside-photo-.*-2x\.png$/)
    expect(offered[0][1]).toBe(blob)
    expect(display.lastPhoto).toMatchObject({ width: 2560, height: 1440 })
    stages.capture.mockImplementationOnce(() =>
      Promise.reject(new Error('a 5120×2880 photo is larger than this app can encode')),
    )
    expect(await display.capture(4, () => undefined)).toBe(false)
    expect(display.photoError).toContain('larger than')
    display.leavePhoto()
    expect(stages.setPhoto).toHaveBeenLastCalledWith(null)
    expect(display.bare).toBe(false)
    // The next photo session does not report the last one's file (the Showcase may show another team by then).
    expect(display.lastPhoto).not.toBeNull()
    display.startPhoto()
    expect(display.lastPhoto).toBeNull()
  })
})
