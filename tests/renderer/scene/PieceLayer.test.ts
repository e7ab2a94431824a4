import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { InstancedMesh, Matrix4, type Mesh, Vector3 } from 'three'
import { makeView, type PieceSpec } from './fixtures'

const classic = BOARD_LAYOUTS.classic

/** A full Classic kick-off: 11 a side in four looks each, two down, the ball with a carrier. */
function fullTable() {
  const home: PieceSpec[] = [
    ...[6, 7, 8].map((y) => ({ side: 0 as const, role: 'lineman', x: 12, y })),
    { side: 0, role: 'blitzer', x: 10, y: 2 },
    { side: 0, role: 'blitzer', x: 10, y: 12 },
    { side: 0, role: 'catcher', x: 9, y: 4, state: 'prone' },
    { side: 0, role: 'catcher', x: 9, y: 10 },
    { side: 0, role: 'thrower', x: 5, y: 7 },
    ...[3, 11, 13].map((y) => ({ side: 0 as const, role: 'lineman', x: 7, y })),
  ]
  const away: PieceSpec[] = home.map((p) => ({ ...p, side: 1, x: 25 - (p.x as number), state: undefined }))
  away[4] = { ...away[4], state: 'stunned' }
  away[7] = { ...away[7], hasBall: true }
  return makeView([...home, ...away, { side: 1, x: null, y: null }], [{ x: 20, y: 7, carrier: 18 }])
}

/** What the layer draws (its marks group holds the daze stars, looked at on its own). */
const visible = (layer: PieceLayer) => layer.group.children.filter((c) => c.visible && c !== layer.marks)

describe('PieceLayer', () => {
  it('draws a full 22-piece table in a handful of instanced batches', () => {
    const layer = new PieceLayer()
    layer.setView(fullTable(), classic)
    const batches = visible(layer).filter((c): c is InstancedMesh => c instanceof InstancedMesh)
    const figures = batches.filter((b) => b.name.startsWith('figures:'))
    // Four looks a side, plus the daze stars; every figure drawn exactly once.
    expect(figures).toHaveLength(8)
    expect(figures.reduce((n, b) => n + b.count, 0)).toBe(22)
    // The daze stars sit apart, in the layer's marks (an overlay photos leave out).
    const daze = layer.marks.children.find((b) => b.name === 'daze-stars') as InstancedMesh
    expect(daze.count).toBe(1)
    // Draw calls for the pieces: batches + the ball, well inside the table's budget of 40 (shadows double it).
    expect(visible(layer).length).toBeLessThanOrEqual(12)
    layer.dispose()
  })

  it('maps instances back to piece ids and places them on their squares', () => {
    const layer = new PieceLayer()
    const view = fullTable()
    layer.setView(view, classic)
    const m = new Matrix4()
    const p = new Vector3()
    let seen = 0
    for (const mesh of visible(layer)) {
      if (!(mesh instanceof InstancedMesh) || !mesh.name.startsWith('figures:')) continue
      for (let i = 0; i < mesh.count; i++) {
        const id = layer.pieceIdAt(mesh, i)
        const piece = view.pieces.find((q) => q.id === id)
        expect(piece).toBeDefined()
        mesh.getMatrixAt(i, m)
        p.setFromMatrixPosition(m)
        // Standing figures sit exactly on the square centre; lying ones are shifted within it.
        const cx = (piece?.x as number) - 12.5
        const cz = (piece?.y as number) - 7
        expect(Math.hypot(p.x - cx, p.z - cz)).toBeLessThan(piece?.state === 'standing' ? 1e-9 : 0.8)
        seen++
      }
    }
    expect(seen).toBe(22)
    expect(layer.pieceIdAt({}, 0)).toBeNull()
    layer.dispose()
  })

  it("rests the carried ball on its carrier's base", () => {
    const layer = new PieceLayer()
    layer.setView(fullTable(), classic)
    const ball = visible(layer).find((c): c is Mesh => c.name === 'ball:0')
    expect(ball).toBeDefined()
    expect(ball?.position.y).toBeGreaterThan(0.05)
    expect(Math.hypot((ball?.position.x ?? 0) - 7.5, ball?.position.z ?? 0)).toBeLessThan(0.36)
    layer.dispose()
  })

  it('clears the table for a null view and reuses its batches for the next one', () => {
    const layer = new PieceLayer()
    layer.setView(fullTable(), classic)
    const before = layer.group.children.length
    layer.setView(null, classic)
    expect(visible(layer)).toHaveLength(0)
    layer.setView(fullTable(), classic)
    expect(layer.group.children.length).toBe(before)
    layer.dispose()
    expect(layer.group.children).toHaveLength(0)
  })
})
