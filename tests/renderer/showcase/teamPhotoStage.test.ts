// The whole team's photo on the Showcase's stage without WebGL: every player of a 16-strong Orc team stands on the
// stepped stand (16 miniatures, one instanced batch per look), each with his number card, the team's name over them,
// the turntable hidden and still, the camera framed on the set; back to the turntable as it was; all freed on dispose.
import { type InstancedMesh, type Mesh, Vector3 } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { estimateFrame, FRAME_BUDGET } from '@renderer/scene/budget'
import type { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { LineupStage, type TeamPhotoSpec } from '@renderer/scene/showcase/LineupStage'
import { FIRST_STEP, STEP_RISE } from '@renderer/scene/showcase/teamPhotoLayout'
import { ORC, orcLineup } from './orcLineup'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('../scene/fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

/** Sixteen Orcs: a Troll, four Black Orc Blockers, four Blitzers, a Thrower and six Linemen; the last one unnumbered. */
const orcs: TeamPhotoSpec = {
  caption: 'Da Smashaz',
  players: [
    ['troll', 1],
    ...Array.from({ length: 4 }, () => ['black-orc-blocker', 1] as const),
    ...Array.from({ length: 4 }, () => ['blitzer', 1] as const),
    ['thrower', 1],
    ...Array.from({ length: 6 }, () => ['lineman', 1] as const),
  ].map(([id], i) => ({
    positionId: id as string,
    role: ORC.positions.find((p) => p.id === id)!.role,
    number: i === 15 ? null : i + 1,
  })),
}

describe('LineupStage: the whole team photo', () => {
  it('stands all sixteen on the stand with their numbers and frames them', () => {
    const stage = new LineupStage(null)
    stage.resize(1280, 720)
    stage.setLineup(orcLineup())
    const turntable = stage.scene.getObjectByName('turntable')!
    stage.tick(2)
    expect(turntable.rotation.y).not.toBe(0)
    stage.setLineup(orcLineup({ team: orcs }))
    expect(stage.counts()).toEqual({ pieces: 16, models: 0 })
    // The turntable stands square to the camera and still; its plinth gives way to the stand.
    expect(turntable.rotation.y).toBe(0)
    expect(stage.tick(1)).toBe(false)
    const stand = stage.scene.getObjectByName('team-stand')!
    expect(stand.visible).toBe(true)
    expect(stage.scene.getObjectByName('lineup-selected')!.visible).toBe(false)
    const cards = stage.scene.getObjectByName('team-stand-numbers') as InstancedMesh
    expect(cards.count).toBe(15)
    expect(stage.scene.getObjectByName('team-stand-banner')).toBeDefined()
    expect(stand.children.filter((c) => c.name.startsWith('team-stand-step:'))).toHaveLength(3)
    // The Troll, tallest, on the back step; every miniature on a tread of the stand.
    const pieces = stage.scene.getObjectByName('pieces')!
    expect(pieces.position.y).toBe(0)
    const layer = (stage as unknown as { pieces: PieceLayer }).pieces
    const treads = [FIRST_STEP, FIRST_STEP + STEP_RISE, FIRST_STEP + 2 * STEP_RISE]
    // Instance matrices are 32-bit floats.
    expect(layer.piecePosition(0, new Vector3())!.y).toBeCloseTo(treads[2], 6)
    for (let id = 0; id < 16; id++) {
      const y = layer.piecePosition(id, new Vector3())!.y
      expect(treads.some((t) => Math.abs(t - y) < 1e-6)).toBe(true)
    }
    // Framed from the front, above the set; a wider team photo than the turntable's view of one per position.
    expect(stage.camera.position.z).toBeGreaterThan(8)
    expect(stage.camera.position.y).toBeGreaterThan(2)
    expect(stage.home().position.distanceTo(stage.camera.position)).toBe(0)
    const cost = estimateFrame(stage.scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    // The same team again builds nothing new.
    const banner = stage.scene.getObjectByName('team-stand-banner') as Mesh
    stage.setLineup(orcLineup({ team: orcs, spin: false }))
    expect(stage.scene.getObjectByName('team-stand-banner')).toBe(banner)
    // Back to one per position on the turntable.
    stage.setLineup(orcLineup())
    expect(stage.counts()).toEqual({ pieces: ORC.positions.length, models: 0 })
    expect(stand.visible).toBe(false)
    expect(pieces.position.y).toBeCloseTo(0.26, 9)
    expect(stage.tick(1)).toBe(true)
    stage.dispose()
    expect(stage.scene.children).toHaveLength(0)
  })
})
