// The budget: a full Classic setup (22 figures + ball + marks) within 40 draw calls and 250k triangles,
// counted from the scene graph the TableScene builds (same parts, no WebGL), on a frame that redraws shadows.
import { buildClassicPitch } from '@renderer/scene/boards/classicPitch'
import { buildBlitzPitch } from '@renderer/scene/boards/blitzPitch'
import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { buildRink } from '@renderer/scene/boards/rink'
import { buildTable } from '@renderer/scene/boards/table'
import { estimateFrame, FRAME_BUDGET } from '@renderer/scene/budget'
import { Highlights } from '@renderer/scene/highlights'
import { MarkLayer } from '@renderer/scene/marks'
import type { SquareMark } from '@renderer/scene/overlay'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import type { GameView, PieceView } from '@shared/engine/api'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { Scene } from 'three'
import { vi } from 'vitest'
import { makeView, type PieceSpec } from './fixtures'

// vi.mock is hoisted above the imports, so the stand-in is loaded inside the factory.
vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

/** A full Classic kick-off: 11 a side in five looks each (a big guy too), one down, one stunned, the ball held. */
function fullClassic(): GameView {
  const home: PieceSpec[] = [
    ...[6, 7, 8].map((y) => ({ side: 0 as const, role: 'lineman', x: 12, y })),
    { side: 0, role: 'blitzer', x: 10, y: 2 },
    { side: 0, role: 'blitzer', x: 10, y: 12 },
    { side: 0, role: 'catcher', x: 9, y: 4, state: 'prone' },
    { side: 0, role: 'catcher', x: 9, y: 10 },
    { side: 0, role: 'thrower', x: 5, y: 7 },
    { side: 0, role: 'bigguy', x: 11, y: 5 },
    ...[3, 13].map((y) => ({ side: 0 as const, role: 'lineman', x: 7, y })),
  ]
  const away: PieceSpec[] = home.map((p) => ({ ...p, side: 1, x: 25 - (p.x as number), state: undefined }))
  away[4] = { ...away[4], state: 'stunned' }
  away[7] = { ...away[7], hasBall: true }
  return makeView([...home, ...away], [{ x: 20, y: 7, carrier: 18 }])
}

/** Marks a busy turn shows: a dozen reachable squares with odds, tackle zones of the whole other team. */
function busyMarks(): SquareMark[] {
  const marks: SquareMark[] = []
  for (let x = 2; x < 9; x++) for (let y = 5; y < 10; y++) marks.push({ x, y, tone: 'safe' })
  marks.push({ x: 9, y: 7, tone: 'risky', label: '83%' }, { x: 9, y: 8, tone: 'danger', label: '44%' })
  for (let x = 12; x < 17; x++) for (let y = 0; y < 15; y++) marks.push({ x, y, tone: 'zone-away' })
  return marks
}

function table(board: ReturnType<typeof buildClassicPitch>, view: GameView, marks: SquareMark[]) {
  const scene = new Scene()
  const pieces = new PieceLayer()
  const layer = new MarkLayer()
  const highlights = new Highlights()
  pieces.setView(view, board.layout)
  layer.setMarks(marks, board.layout)
  highlights.setSelected(7)
  highlights.setHover(18, '#19 p18')
  highlights.sync(pieces, 30)
  scene.add(buildTable(), board.group, layer.group, pieces.group, highlights.group)
  return { scene, dispose: () => [pieces, layer, highlights].forEach((x) => x.dispose()) }
}

describe('draw-call budget', () => {
  it('keeps a full Classic setup with marks, a selection and a plate within 40 calls and 250k triangles', () => {
    const t = table(buildClassicPitch(4), fullClassic(), busyMarks())
    // Shadow-map frames are the expensive ones; the vignette is one more call after the scene.
    const withShadows = estimateFrame(t.scene, { shadowPass: true, extraCalls: 1 })
    const still = estimateFrame(t.scene, { extraCalls: 1 })
    expect(withShadows.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(withShadows.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    expect(still.drawCalls).toBeLessThan(withShadows.drawCalls)
    // Marks cost two calls however many there are.
    const bare = table(buildClassicPitch(4), fullClassic(), [])
    const noMarks = estimateFrame(bare.scene, { extraCalls: 1 })
    expect(still.drawCalls - noMarks.drawCalls).toBe(2)
    t.dispose()
    bare.dispose()
  })

  it('keeps the most varied Classic table within the budget: every position of two rosters, each its own look', () => {
    // Chaos Pact fields seven positions and the Goblins six (their secret weapons too): thirteen looks, the most two
    // Classic teams can show; one of each side down, one stunned, the ball carried.
    const side = (rosterId: string, s: 0 | 1): PieceView[] => {
      const positions = ROSTERS[rosterId].positions
      return Array.from({ length: 11 }, (_, i) => {
        const p = positions[i % positions.length]
        return {
          id: s * 11 + i,
          side: s,
          number: i + 1,
          name: p.name,
          positionId: p.id,
          role: p.role,
          x: s === 0 ? 8 + (i % 3) : 15 + (i % 3),
          y: 2 + i,
          state: i === 3 ? 'prone' : i === 4 ? 'stunned' : 'standing',
          hasBall: s === 1 && i === 0,
          stats: { ma: 6, st: 3, ag: 3, av: 8 },
          skills: [],
        }
      })
    }
    const base = makeView([])
    const view: GameView = {
      ...base,
      teams: [
        { name: 'Chaos Pact', rosterId: 'chaos-pact', rerolls: 2 },
        { name: 'Goblins', rosterId: 'goblin', rerolls: 2 },
      ],
      pieces: [...side('chaos-pact', 0), ...side('goblin', 1)],
      balls: [{ x: 15, y: 2, carrier: 11 }],
    }
    const t = table(buildClassicPitch(4), view, busyMarks())
    const looks = t.scene.children
      .flatMap((c) => c.children)
      .filter((m) => m.name.startsWith('figures:') && m.visible)
    expect(looks).toHaveLength(13)
    const cost = estimateFrame(t.scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    t.dispose()
  })

  it.each([
    ['blitz', () => buildBlitzPitch(4)],
    ['crosscheck', () => buildRink(4)],
  ] as const)('keeps the %s table within the same budget', (ruleset, build) => {
    const board = build()
    const layout = BOARD_LAYOUTS[ruleset]
    const pieces: PieceSpec[] = []
    for (let i = 0; i < 12; i++)
      pieces.push({ side: (i % 2) as 0 | 1, role: i < 2 ? 'goalie' : 'lineman', x: 2 + i, y: 1 + (i % 8) })
    const view = makeView(pieces, [{ x: 7, y: 5, carrier: null }], ruleset)
    expect(view.board.width).toBe(layout.width)
    const t = table(
      board,
      view,
      busyMarks().filter((m) => m.x < layout.width && m.y < layout.height),
    )
    const cost = estimateFrame(t.scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    t.dispose()
  })
})
