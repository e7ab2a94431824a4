// The budget with dice on the table: a full Classic table mid-animation (a roll of three block dice and
// a touchdown's rings showing, shadows redrawn as on every animated frame) stays within 40 calls and 250k
// triangles, counted from the scene graph like tests/renderer/scene/budget.test.ts.
import { HighlightLayer } from '@renderer/scene/animation/HighlightLayer'
import { buildClassicPitch } from '@renderer/scene/boards/classicPitch'
import { buildTable } from '@renderer/scene/boards/table'
import { estimateFrame, FRAME_BUDGET } from '@renderer/scene/budget'
import { DiceLayer } from '@renderer/scene/dice/DiceLayer'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { Scene } from 'three'
import { vi } from 'vitest'
import { makeView, type PieceSpec } from '../scene/fixtures'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('../scene/fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

function fullClassic() {
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
  return makeView([...home, ...away], [{ x: 20, y: 7, carrier: 18 }])
}

describe('draw-call budget with dice on the table', () => {
  it('a full Classic table with three block dice, a D8 and a D6 and a highlight stays within 40 calls', () => {
    const board = buildClassicPitch(4)
    const pieces = new PieceLayer()
    pieces.setView(fullClassic(), board.layout)
    const dice = new DiceLayer()
    dice.show({ dice: [1, 2, 6].map((face) => ({ kind: 'block' as const, face })), seed: 3 })
    dice.update(0.5)
    const scene = new Scene()
    const glow = new HighlightLayer()
    glow.set({ x: 12, z: 0, side: 0, progress: 0.4 })
    scene.add(buildTable(), board.group, pieces.group, dice.group, glow.group)
    const cost = estimateFrame(scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    // One instanced batch per die kind: three block dice cost one call (two with the shadow pass).
    const noDice = new Scene().add(buildTable(), board.group, pieces.group, glow.group)
    expect(cost.drawCalls - estimateFrame(noDice, { shadowPass: true, extraCalls: 1 }).drawCalls).toBe(2)
    // The worst roll: a kick-off's D8 and D6, two kinds.
    dice.show({
      dice: [
        { kind: 'd8', face: 3 },
        { kind: 'd6', face: 4 },
      ],
      seed: 1,
    })
    dice.update(1)
    const two = estimateFrame(
      new Scene().add(buildTable(), board.group, pieces.group, dice.group, glow.group),
      {
        shadowPass: true,
        extraCalls: 1,
      },
    )
    expect(two.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    pieces.dispose()
    dice.dispose()
    glow.dispose()
  })
})
