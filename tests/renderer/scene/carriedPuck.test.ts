// Cross Check's puck on a carrier (issue 19): drawn at his stick's blade with a bright halo, a ring on his base,
// and the table still within the draw-call budget; a loose puck (or a fallen carrier's) has neither.
import { buildRink } from '@renderer/scene/boards/rink'
import { squareToWorld } from '@renderer/scene/boards/layout'
import { buildTable } from '@renderer/scene/boards/table'
import { estimateFrame, FRAME_BUDGET } from '@renderer/scene/budget'
import { MarkLayer } from '@renderer/scene/marks'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { PUCK_AT_BLADE, placeView } from '@renderer/scene/pieces/placement'
import { type Mesh, Scene, Vector3 } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { makeView, type PieceSpec } from './fixtures'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

/** Twelve skaters; #0 (home, at 2,1) carries the puck lying east of him at (3, 1). */
function rinkView(carrierState: PieceSpec['state'] = 'standing') {
  const pieces: PieceSpec[] = []
  for (let i = 0; i < 12; i++)
    pieces.push({ side: (i % 2) as 0 | 1, role: i < 2 ? 'goalie' : 'lineman', x: 2 + i * 2, y: 1 + (i % 8) })
  pieces[0] = { side: 0, role: 'lineman', x: 2, y: 1, state: carrierState, hasBall: true }
  return makeView(pieces, [{ x: 3, y: 1, carrier: 0 }], 'crosscheck')
}

const ring = (layer: PieceLayer): Mesh => layer.group.getObjectByName('carrier-ring') as Mesh

describe('the puck on a carrier', () => {
  it('lies at the blade: in its square, pulled toward the carrier', () => {
    const board = buildRink(4)
    const placed = placeView(rinkView(), board.layout)
    const square = squareToWorld(board.layout, 3, 1)
    expect(placed.balls[0]).toMatchObject({ carried: true, carrier: 0, kind: 'puck', onBase: false })
    expect(placed.balls[0].x).toBeCloseTo(square.x - PUCK_AT_BLADE, 6)
    expect(placed.balls[0].z).toBeCloseTo(square.z, 6)
  })

  it('wears its halo and rings the carrier’s base, within the table’s budget', () => {
    const board = buildRink(4)
    const layer = new PieceLayer()
    layer.setView(rinkView(), board.layout)
    const r = ring(layer)
    expect(r.visible).toBe(true)
    const carrierAt = squareToWorld(board.layout, 2, 1)
    expect(r.position.x).toBeCloseTo(carrierAt.x, 6)
    expect(r.position.z).toBeCloseTo(carrierAt.z, 6)
    const size = layer.pieceSize(0)!
    expect(r.scale.x).toBeCloseTo(size.baseRadius, 6)
    expect(r.castShadow).toBe(false)
    const puck = layer.group.getObjectByName('ball:0') as Mesh
    // The halo: the carried puck is wider than a loose one (its ring reaches 0.25 + 0.035 from the centre).
    puck.geometry.computeBoundingBox()
    expect(puck.geometry.boundingBox!.max.x).toBeCloseTo(0.285, 3)

    const marks = new MarkLayer()
    const scene = new Scene()
    scene.add(buildTable(), board.group, marks.group, layer.group)
    const cost = estimateFrame(scene, { shadowPass: true, extraCalls: 1 })
    expect(cost.drawCalls).toBeLessThanOrEqual(FRAME_BUDGET.drawCalls)
    expect(cost.triangles).toBeLessThanOrEqual(FRAME_BUDGET.triangles)
    layer.dispose()
  })

  it('a fallen carrier’s puck is a plain puck in its square, and the ring goes', () => {
    const board = buildRink(4)
    const layer = new PieceLayer()
    layer.setView(rinkView(), board.layout)
    layer.setView(rinkView('prone'), board.layout)
    expect(ring(layer).visible).toBe(false)
    const puck = layer.group.getObjectByName('ball:0') as Mesh
    puck.geometry.computeBoundingBox()
    expect(puck.geometry.boundingBox!.max.x).toBeCloseTo(0.15, 3)
    const square = squareToWorld(board.layout, 3, 1)
    expect(layer.ballPosition(new Vector3())!.x).toBeCloseTo(square.x, 6)
    layer.dispose()
  })

  it('the ring leaves while the carrier or the puck is animated', () => {
    const board = buildRink(4)
    const layer = new PieceLayer()
    layer.setView(rinkView(), board.layout)
    layer.overrideBall(0, new Vector3(0, 0.5, 0))
    expect(ring(layer).visible).toBe(false)
    layer.setView(rinkView(), board.layout)
    expect(ring(layer).visible).toBe(true)
    layer.dispose()
  })
})
