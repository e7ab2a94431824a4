// @vitest-environment happy-dom
// The table after a jump shows exactly the position jumped to: a TableScene (WebGL stubbed: a renderer that
// records each frame's shadow pass) that jumps to a position from elsewhere — a position with a roll on the table,
// square marks and labels — ends with the same figures where a scene that drew that position directly has them, no
// dice, the shadow map redrawn with the figures where they now stand; and after an animated move the shadow map
// is redrawn with the figures at their last squares (no shadow left where a figure was).
import type { EngineEvent, GameView } from '@shared/engine/api'
import { InstancedMesh, Matrix4, type Object3D, Scene, Texture, Vector3 } from 'three'
import { afterEach, beforeEach, vi } from 'vitest'
import { makeView } from './fixtures'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)
// Painting the pitch and the wood pixel by pixel takes seconds in Node and is not what this tests: plain slabs.
vi.mock('@renderer/scene/boards', async () => {
  const { Group } = await import('three')
  const { BOARD_LAYOUTS } = await import('@renderer/scene/boards/layout')
  return {
    buildBoard: (kind: 'classic') => ({
      layout: BOARD_LAYOUTS[kind],
      group: new Group(),
      halfX: 13.6,
      halfZ: 8.1,
    }),
  }
})
vi.mock('@renderer/scene/boards/table', async (importOriginal) => {
  const { Mesh } = await import('three')
  return { ...((await importOriginal()) as object), buildTable: () => new Mesh() }
})

/** Every shadow pass the stub renderer drew: where each figure stood in it (x, z, rounded). */
const shadowPasses: string[][] = []

function figureSpots(scene: Object3D): string[] {
  const out: string[] = []
  const m = new Matrix4()
  const p = new Vector3()
  scene.traverse((o) => {
    if (!(o instanceof InstancedMesh) || !o.visible || !o.castShadow || o.name.startsWith('dice')) return
    for (let i = 0; i < o.count; i++) {
      o.getMatrixAt(i, m)
      p.setFromMatrixPosition(m)
      out.push(`${o.name}@${p.x.toFixed(2)},${p.z.toFixed(2)}`)
    }
  })
  return out.sort()
}

vi.mock('@renderer/scene/renderSetup', () => ({
  createTableRenderer: () => {
    const renderer = {
      shadowMap: { enabled: true, autoUpdate: false, needsUpdate: false },
      info: { autoReset: false, reset() {}, render: { calls: 0, triangles: 0 } },
      autoClear: true,
      setSize() {},
      setPixelRatio() {},
      getPixelRatio: () => 1,
      getDrawingBufferSize: (v: { set: (x: number, y: number) => unknown }) => v.set(1280, 720),
      dispose() {},
      render(scene: Object3D) {
        // As three's renderer: a shadow pass when asked, then the flag drops.
        if (scene instanceof Scene && scene.children.length > 3 && renderer.shadowMap.needsUpdate) {
          shadowPasses.push(figureSpots(scene))
          renderer.shadowMap.needsUpdate = false
        }
      },
    }
    return renderer
  },
  roomEnvironment: () => new Texture(),
}))

const { TableScene } = await import('@renderer/scene/TableScene')
type Table = InstanceType<typeof TableScene>

beforeEach(() => {
  shadowPasses.length = 0
  vi.useFakeTimers({ toFake: ['performance', 'Date'] })
})
afterEach(() => vi.useRealTimers())

function table(): Table {
  const canvas = document.createElement('canvas')
  Object.defineProperties(canvas, { clientWidth: { value: 1280 }, clientHeight: { value: 720 } })
  document.body.appendChild(canvas)
  const t = new TableScene(canvas)
  t.setBoard('classic')
  return t
}

/** The table's own scene graph (the stub renderer saw it), for the figures' transforms and the dice. */
const sceneOf = (t: Table): Scene => (t as unknown as { scene: Scene }).scene
const advance = (t: Table, ms: number): boolean => {
  vi.advanceTimersByTime(ms)
  return (t as unknown as { advance(delta: number): boolean }).advance(ms / 1000)
}

function diceShown(t: Table): number {
  let n = 0
  sceneOf(t).traverse((o) => {
    if (o instanceof InstancedMesh && o.name.startsWith('dice:') && o.visible) n += o.count
  })
  return n
}

// Two positions of one game: before, two figures face to face with a block rolled; the position jumped to, the
// figures elsewhere and one of them down.
const before: GameView = makeView([
  { side: 0, x: 5, y: 7 },
  { side: 1, x: 6, y: 7 },
  { side: 1, x: 12, y: 3 },
])
const blockEvents: EngineEvent[] = [
  { type: 'roll', purpose: 'block', player: 0, dice: [6, 3] },
  { type: 'knocked-down', player: 1 },
]
const target: GameView = {
  ...makeView([
    { side: 0, x: 15, y: 2 },
    { side: 1, x: 16, y: 9, state: 'prone' },
    { side: 1, x: 4, y: 12 },
  ]),
  turns: [6, 5],
}

describe('a jump on the timeline', () => {
  it('leaves the table as a direct draw of that position: figures, no dice, fresh shadows', () => {
    const direct = table()
    direct.setView(target)
    direct.renderOnce()
    const want = figureSpots(sceneOf(direct))

    const jumped = table()
    jumped.setAnimation({ skip: true })
    jumped.setView(before)
    jumped.setView({ ...before, turns: [1, 2] }, blockEvents)
    jumped.setMarks([
      { x: 5, y: 8, tone: 'risky', label: '83%' },
      { x: 6, y: 8, tone: 'danger', label: '17%' },
    ])
    jumped.renderOnce()
    expect(diceShown(jumped)).toBe(2)
    shadowPasses.length = 0

    // The jump: a replay's frame arrives without events; the replay's marks are none.
    jumped.setView(target)
    jumped.setMarks([])
    jumped.renderOnce()
    expect(figureSpots(sceneOf(jumped))).toEqual(want)
    expect(diceShown(jumped)).toBe(0)
    // The shadow map was redrawn, with the figures where they stand now.
    expect(shadowPasses).toEqual([want])
    const labels = sceneOf(jumped).getObjectByName('marks:labels') as InstancedMesh
    expect(labels.visible && labels.count > 0).toBe(false)
    direct.dispose()
    jumped.dispose()
  })

  it('a live game’s dice do not lie on a replay’s table', () => {
    const t = table()
    t.setAnimation({ skip: true })
    t.setView(before)
    t.setView({ ...before, turns: [1, 2] }, blockEvents)
    expect(diceShown(t)).toBe(2)
    // The replay of another game of the same ruleset opens at its start.
    t.setView(target)
    expect(diceShown(t)).toBe(0)
    t.dispose()
  })

  it('after an animated move the shadow map is redrawn with the figures at their last squares', () => {
    const t = table()
    t.setView(before)
    t.renderOnce()
    const moved: GameView = {
      ...before,
      pieces: before.pieces.map((p) => (p.id === 2 ? { ...p, x: 15, y: 3 } : p)),
    }
    t.setView(moved, [
      { type: 'move', player: 2, from: [12, 3], to: [13, 3] },
      { type: 'move', player: 2, from: [13, 3], to: [14, 3] },
      { type: 'move', player: 2, from: [14, 3], to: [15, 3] },
    ])
    // Frames while it runs (each drawn), then a few after it ends.
    for (let i = 0; i < 120; i++) if (advance(t, 33)) t.renderOnce()
    const direct = table()
    direct.setView(moved)
    direct.renderOnce()
    const want = figureSpots(sceneOf(direct))
    expect(figureSpots(sceneOf(t))).toEqual(want)
    // Shadows followed the run (several passes), and the last pass saw the figures where they ended.
    expect(shadowPasses.length).toBeGreaterThan(3)
    expect(shadowPasses.at(-1)).toEqual(want)
    t.dispose()
    direct.dispose()
  })
})

describe('ShadowSchedule', () => {
  it('redraws after a change, every MOVING_SHADOW_MS while things move, and once when they stop', async () => {
    const { MOVING_SHADOW_MS, ShadowSchedule } = await import('@renderer/scene/lighting')
    const s = new ShadowSchedule()
    expect(s.due(0, false)).toBe(true) // the first frame
    expect(s.due(10, false)).toBe(false)
    s.invalidate()
    expect(s.due(20, false)).toBe(true)
    // Frames every 16 ms from 40 to 184 while a figure moves: a pass once MOVING_SHADOW_MS passed since the last.
    const frames = Array.from({ length: 10 }, (_, i) => 40 + i * 16)
    const drawn = frames.filter((t) => s.due(t, true))
    expect(MOVING_SHADOW_MS).toBe(66)
    expect(drawn).toEqual([88, 168])
    expect(s.due(300, false)).toBe(true) // stopped: the last positions
    expect(s.due(316, false)).toBe(false)
  })
})
