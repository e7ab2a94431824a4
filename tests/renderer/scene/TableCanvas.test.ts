// @vitest-environment happy-dom
// TableCanvas turns pointer input into pick / hover / drop events through the scene's pickAt, forwards marks and
// the selection, and toggles the debug overlay with F3. The scene itself is stubbed (no WebGL in happy-dom); it is
// imported lazily, after the first paint, so each test waits for it.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, vi } from 'vitest'
import TableCanvas from '../../../src-renderer/src/components/TableCanvas.vue'
import type { LineupSpec } from '../../../src-renderer/src/scene/TableScene'
import { makeView } from './fixtures'

type Call = [string, unknown[]]
const scenes = vi.hoisted(() => [] as { calls: Call[]; under: { square: unknown; pieceId: number | null } }[])

vi.mock('../../../src-renderer/src/scene/TableScene', () => ({
  TableScene: class {
    calls: Call[] = []
    under: { square: unknown; pieceId: number | null } = { square: { x: 3, y: 4 }, pieceId: null }
    cameraMode = 'default'
    constructor() {
      scenes.push(this)
    }
    pickAt(...args: unknown[]) {
      this.calls.push(['pickAt', args])
      return this.under
    }
    stats() {
      return { drawCalls: 21, triangles: 60000 }
    }
    // Photo mode and the Showcase's stage (TableScene.stages): its calls are recorded as 'stages.<name>'.
    stages = {
      setStage: (...args: unknown[]) => this.calls.push(['stages.setStage', args]),
    }
    // Every other method just records its call.
    static {
      for (const name of [
        'setBoard',
        'setView',
        'setMarks',
        'setSelected',
        'setHover',
        'setHoverSquare',
        'setFocusArea',
        'focusOn',
        'setCameraInput',
        'setCameraMode',
        'setInsets',
        'setWholeBoard',
        'resetCamera',
        'nudge',
        'zoom',
        'resize',
        'start',
        'stop',
        'dispose',
      ])
        Object.defineProperty(this.prototype, name, {
          value(this: { calls: Call[] }, ...args: unknown[]) {
            this.calls.push([name, args])
          },
        })
    }
  },
}))

globalThis.ResizeObserver ??= class {
  observe(): void {}
  disconnect(): void {}
  unobserve(): void {}
} as unknown as typeof ResizeObserver

const pointer = (type: string, x: number, y: number, button = 0) =>
  new PointerEvent(type, { clientX: x, clientY: y, button, bubbles: true })

async function setup(props: Record<string, unknown> = {}) {
  scenes.length = 0
  const wrapper = mount(TableCanvas, { props: { view: makeView([{ side: 0, x: 3, y: 4 }]), ...props } })
  await vi.waitFor(() => expect(wrapper.get('.table-host').attributes('data-scene')).toBe('ready'))
  const scene = scenes[0]
  const host = wrapper.get('.table-host').element
  return { wrapper, scene, host }
}

// A test that fails with requestAnimationFrame stubbed must not leave the next one without frames.
afterEach(() => {
  vi.restoreAllMocks()
})

describe('TableCanvas', () => {
  it('makes the scene only after the first paint, with the props of that moment', async () => {
    scenes.length = 0
    const wrapper = mount(TableCanvas, { props: { view: null } })
    // Mounted: the canvas is there for the menu to paint over, the scene's code is not loaded yet.
    expect(wrapper.get('.table-host').attributes('data-scene')).toBe('loading')
    expect(scenes).toHaveLength(0)
    const view = makeView([{ side: 0, x: 3, y: 4 }])
    await wrapper.setProps({ view, selected: 0 })
    await vi.waitFor(() => expect(scenes).toHaveLength(1))
    expect(scenes[0].calls).toContainEqual(['setView', [view]])
    expect(scenes[0].calls).toContainEqual(['setSelected', [0]])
    expect(wrapper.get('.table-host').attributes('data-scene')).toBe('ready')
    wrapper.unmount()
  })

  it('makes no scene when unmounted before its code has loaded', async () => {
    scenes.length = 0
    const early = mount(TableCanvas, { props: { view: null } })
    early.unmount()
    // A second canvas, mounted after it, gets its scene after the first one's wait and import are over.
    const later = mount(TableCanvas, { props: { view: null } })
    await vi.waitFor(() => expect(later.get('.table-host').attributes('data-scene')).toBe('ready'))
    expect(scenes).toHaveLength(1)
    later.unmount()
  })

  it('lets a frame be painted before it opens the turntable, then follows it at once', async () => {
    const { wrapper, scene } = await setup()
    const lineup: LineupSpec = {
      teamKey: 'classic/human',
      rosterId: 'human',
      equipment: 'football',
      positions: [],
      looks: [null, null],
      selected: null,
      spin: true,
    }
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
    await wrapper.setProps({ lineup })
    await flushPromises()
    expect(scene.calls.filter(([name]) => name === 'stages.setStage')).toEqual([])
    frames.splice(0).forEach((cb) => cb(0))
    await vi.waitFor(() =>
      expect(scene.calls).toContainEqual(['stages.setStage', ['lineup', lineup, undefined]]),
    )
    // A change to the turntable on show goes straight through; closing it brings the table back.
    const next = { ...lineup, spin: false }
    await wrapper.setProps({ lineup: next })
    expect(scene.calls.at(-1)).toEqual(['stages.setStage', ['lineup', next, undefined]])
    await wrapper.setProps({ lineup: null })
    expect(scene.calls.at(-1)).toEqual(['stages.setStage', ['table']])
    raf.mockRestore()
    wrapper.unmount()
  })

  it('never opens a turntable that was replaced while it waited for the paint', async () => {
    const { wrapper, scene } = await setup()
    const first: LineupSpec = {
      teamKey: 'classic/orc',
      rosterId: 'orc',
      equipment: 'football',
      positions: [],
      looks: [null, null],
      selected: null,
      spin: true,
    }
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
    await wrapper.setProps({ lineup: first })
    const second = { ...first, selected: 'blitzer' }
    await wrapper.setProps({ lineup: second })
    frames.splice(0).forEach((cb) => cb(0))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await flushPromises()
    expect(scene.calls.filter(([name]) => name === 'stages.setStage')).toEqual([
      ['stages.setStage', ['lineup', second, undefined]],
    ])
    raf.mockRestore()
    wrapper.unmount()
  })

  it('emits a pick with the square, piece and button of a click', async () => {
    const { wrapper, scene, host } = await setup()
    scene.under = { square: { x: 3, y: 4 }, pieceId: 0 }
    host.dispatchEvent(pointer('pointerdown', 100, 100))
    host.dispatchEvent(pointer('pointerup', 101, 100))
    host.dispatchEvent(pointer('pointerdown', 100, 100, 2))
    host.dispatchEvent(pointer('pointerup', 100, 100, 2))
    expect(wrapper.emitted('pick')).toEqual([
      [{ square: { x: 3, y: 4 }, pieceId: 0, button: 'left' }],
      [{ square: { x: 3, y: 4 }, pieceId: 0, button: 'right' }],
    ])
    wrapper.unmount()
  })

  it('leaves a drag to the camera: no pick, no drop', async () => {
    const { wrapper, host } = await setup()
    host.dispatchEvent(pointer('pointerdown', 100, 100))
    host.dispatchEvent(pointer('pointermove', 160, 100))
    host.dispatchEvent(pointer('pointerup', 160, 100))
    expect(wrapper.emitted('pick')).toBeUndefined()
    expect(wrapper.emitted('drop')).toBeUndefined()
    wrapper.unmount()
  })

  it('drags a piece onto a square when draggable, holding the camera still meanwhile', async () => {
    const { wrapper, scene, host } = await setup({ draggable: true })
    scene.under = { square: { x: 3, y: 4 }, pieceId: 0 }
    host.dispatchEvent(pointer('pointerdown', 100, 100))
    expect(scene.calls).toContainEqual(['setCameraInput', [false]])
    scene.under = { square: { x: 6, y: 2 }, pieceId: null }
    host.dispatchEvent(pointer('pointermove', 180, 60))
    host.dispatchEvent(pointer('pointerup', 180, 60))
    expect(wrapper.emitted('drop')).toEqual([[{ pieceId: 0, square: { x: 6, y: 2 } }]])
    expect(scene.calls.at(-1)?.[0]).toBe('pickAt')
    expect(scene.calls).toContainEqual(['setCameraInput', [true]])
    wrapper.unmount()
  })

  it('emits hover once per change and shows the plate over a hovered piece', async () => {
    const { wrapper, scene, host } = await setup()
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
    scene.under = { square: { x: 3, y: 4 }, pieceId: 0 }
    host.dispatchEvent(pointer('pointermove', 100, 100))
    host.dispatchEvent(pointer('pointermove', 102, 100))
    frames.splice(0).forEach((cb) => cb(0))
    host.dispatchEvent(pointer('pointermove', 104, 100))
    frames.splice(0).forEach((cb) => cb(0))
    expect(wrapper.emitted('hover')).toEqual([[{ square: { x: 3, y: 4 }, pieceId: 0, dragging: null }]])
    expect(scene.calls).toContainEqual(['setHover', [0]])
    host.dispatchEvent(new PointerEvent('pointerleave'))
    expect(wrapper.emitted('hover')?.at(-1)).toEqual([null])
    raf.mockRestore()
    wrapper.unmount()
  })

  it('hands marks and the selection to the scene as they change', async () => {
    const { wrapper, scene } = await setup()
    const marks = [{ x: 1, y: 2, tone: 'safe' as const, label: '83%' }]
    await wrapper.setProps({ marks, selected: 4 })
    expect(scene.calls).toContainEqual(['setMarks', [marks]])
    expect(scene.calls).toContainEqual(['setSelected', [4]])
    wrapper.unmount()
    expect(scene.calls.at(-1)).toEqual(['dispose', []])
  })

  it('hands the camera its reset, a drill’s area and the keyboard cursor to follow', async () => {
    const { wrapper, scene } = await setup()
    const area = [
      { x: 3, y: 4 },
      { x: 9, y: 6 },
    ]
    await wrapper.setProps({ cameraReset: 1, focusArea: area, cursor: { x: 20, y: 3 } })
    expect(scene.calls).toContainEqual(['resetCamera', []])
    expect(scene.calls).toContainEqual(['setFocusArea', [area]])
    expect(scene.calls).toContainEqual(['focusOn', [{ square: { x: 20, y: 3 } }]])
    wrapper.unmount()
  })

  it('hands the panel insets to the scene, on mount and as they change', async () => {
    const first = { left: 300, right: 270, top: 80, bottom: 0 }
    const { wrapper, scene } = await setup({ insets: first })
    expect(scene.calls).toContainEqual(['setInsets', [first]])
    const next = { left: 250, right: 40, top: 80, bottom: 0 }
    await wrapper.setProps({ insets: next })
    expect(scene.calls).toContainEqual(['setInsets', [next]])
    wrapper.unmount()
  })

  it('asks for the whole board while a replay is on the table, and for the play window after', async () => {
    const { wrapper, scene } = await setup()
    expect(scene.calls).toContainEqual(['setWholeBoard', [false]])
    await wrapper.setProps({ wholeBoard: true })
    expect(scene.calls.at(-1)).toEqual(['setWholeBoard', [true]])
    await wrapper.setProps({ wholeBoard: false })
    expect(scene.calls.at(-1)).toEqual(['setWholeBoard', [false]])
    wrapper.unmount()
  })

  it('toggles the draw-call overlay with F3', async () => {
    const { wrapper } = await setup()
    expect(wrapper.find('[data-testid="table-debug"]').exists()).toBe(false)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F3' }))
    await flushPromises()
    expect(wrapper.get('[data-testid="debug-calls"]').text()).toBe('21')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F3' }))
    await flushPromises()
    expect(wrapper.find('[data-testid="table-debug"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('exposes keyboard camera control', async () => {
    const { wrapper, scene } = await setup()
    const api = wrapper.vm as unknown as {
      nudge(d: string): void
      zoom(s: number): void
      setCameraMode(m: string): void
    }
    api.nudge('left')
    api.zoom(1)
    api.setCameraMode('top')
    expect(scene.calls).toEqual(
      expect.arrayContaining([
        ['nudge', ['left']],
        ['zoom', [1]],
        ['setCameraMode', ['top']],
      ]),
    )
    wrapper.unmount()
  })
})
