// The Showcase's turntable without WebGL: one miniature per position on a ring, own models counted, the
// turntable turning slowly (or not), a selected position swung to the front and held, the frame's cost within
// the table's budget (shadows redrawn every frame while it turns), and everything freed on dispose.
import { BoxGeometry, Group, Mesh, MeshStandardMaterial, type BufferGeometry } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_ADJUSTMENT } from '@shared/showcase/model'
import { estimateFrame, FRAME_BUDGET } from '@renderer/scene/budget'
import { templateFromScene } from '@renderer/scene/pieces/modelTemplate'
import type { PieceLooks } from '@renderer/scene/pieces/pieceLooks'
import { LineupStage } from '@renderer/scene/showcase/LineupStage'
import { frontAngle } from '@renderer/scene/showcase/lineupLayout'
import { ORC, orcLineup } from './orcLineup'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('../scene/fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const spec = orcLineup

const turntable = (stage: LineupStage) => stage.scene.getObjectByName('turntable')!

describe('LineupStage', () => {
  it('stands one miniature per position on the turntable and frames it', () => {
    const stage = new LineupStage(null)
    stage.resize(1280, 720, { left: 0, right: 370, top: 70, bottom: 190 })
    stage.setLineup(spec())
    expect(stage.counts()).toEqual({ pieces: ORC.positions.length, models: 0 })
    // The camera looks at the turntable from the front, a little above it.
    expect(stage.camera.position.z).toBeGreaterThan(2)
    expect(stage.camera.position.y).toBeGreaterThan(0.5)
    const cost = estimateFrame(stage.scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    stage.dispose()
  })

  it('turns slowly while spinning, and not at all when paused', () => {
    const stage = new LineupStage(null)
    stage.setLineup(spec())
    expect(stage.tick(1)).toBe(true)
    const angle = turntable(stage).rotation.y
    expect(angle).toBeCloseTo((6 * Math.PI) / 180, 9)
    stage.setLineup(spec({ spin: false }))
    expect(stage.tick(1)).toBe(false)
    expect(turntable(stage).rotation.y).toBe(angle)
    stage.dispose()
  })

  it('swings a selected position to the front and holds it there', () => {
    const stage = new LineupStage(null)
    const at = ORC.positions.findIndex((p) => p.id === 'troll')
    stage.setLineup(spec({ selected: 'troll' }))
    for (let i = 0; i < 200; i++) stage.tick(0.05)
    const target = frontAngle(at, ORC.positions.length)
    const diff = Math.atan2(
      Math.sin(turntable(stage).rotation.y - target),
      Math.cos(turntable(stage).rotation.y - target),
    )
    expect(Math.abs(diff)).toBeLessThan(1e-3)
    expect(stage.scene.getObjectByName('lineup-selected')?.visible).toBe(true)
    stage.dispose()
  })

  it("draws a position's own model and frees what it made (never the model's own geometry)", () => {
    const root = new Group()
    root.add(new Mesh(new BoxGeometry(1, 3, 1), new MeshStandardMaterial()))
    const template = templateFromScene('c'.repeat(64), root)
    const looks: PieceLooks = [
      {
        teamKey: ORC.teamKey,
        scheme: null,
        models: new Map([['troll', { template, adjust: DEFAULT_ADJUSTMENT }]]),
      },
      null,
    ]
    const stage = new LineupStage(null)
    stage.setLineup(spec({ looks }))
    expect(stage.counts()).toEqual({ pieces: ORC.positions.length, models: 1 })
    const freed: BufferGeometry[] = []
    stage.scene.traverse((o) => {
      const g = (o as Mesh).geometry
      if (g && g !== template.parts[0].geometry) g.addEventListener('dispose', () => freed.push(g))
    })
    let modelFreed = false
    template.parts[0].geometry.addEventListener('dispose', () => (modelFreed = true))
    stage.dispose()
    expect(freed.length).toBeGreaterThan(3)
    expect(modelFreed).toBe(false)
    expect(stage.scene.children).toHaveLength(0)
    expect(stage.tick(1)).toBe(false)
    template.dispose()
  })
})
