import { frameBoard } from '@renderer/scene/camera'
import { BOARD_LAYOUTS, squareToWorld } from '@renderer/scene/boards/layout'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { boardPoint, cssToNdc, pick, type PickSources } from '@renderer/scene/picking'
import { PerspectiveCamera, Raycaster, Vector2, Vector3 } from 'three'
import { makeView } from './fixtures'

const classic = BOARD_LAYOUTS.classic

function setup() {
  const camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
  frameBoard(camera, 13.6, 8.1)
  const view = makeView([
    { side: 0, role: 'lineman', x: 12, y: 7 },
    { side: 1, role: 'bigguy', x: 13, y: 7 },
    { side: 0, role: 'catcher', x: 4, y: 3, state: 'prone' },
  ])
  const layer = new PieceLayer()
  layer.setView(view, classic)
  layer.group.updateMatrixWorld(true)
  const sources: PickSources = {
    layout: classic,
    figures: layer.figureMeshes(),
    pieceIdAt: (mesh, i) => layer.pieceIdAt(mesh, i),
    squareOf: (id) => {
      const p = view.pieces.find((q) => q.id === id)
      return p && p.x !== null && p.y !== null ? { x: p.x, y: p.y } : null
    },
    occupant: (sq) => view.pieces.find((p) => p.x === sq.x && p.y === sq.y)?.id ?? null,
  }
  return { camera, layer, sources }
}

/** NDC of a world point through the camera. */
const ndcOf = (camera: PerspectiveCamera, x: number, y: number, z: number) => {
  const v = new Vector3(x, y, z).project(camera)
  return new Vector2(v.x, v.y)
}

describe('picking', () => {
  it('maps CSS pixels to NDC (top-left is (-1, 1), the centre is (0, 0))', () => {
    expect(cssToNdc(0, 0, 800, 600).toArray()).toEqual([-1, 1])
    expect(cssToNdc(400, 300, 800, 600).toArray()).toEqual([0, 0])
    expect(cssToNdc(800, 600, 800, 600).toArray()).toEqual([1, -1])
  })

  it('finds the square under the pointer on every part of the board', () => {
    const { camera, sources } = setup()
    for (const [x, y] of [
      [0, 0],
      [25, 14],
      [7, 11],
      [20, 2],
    ]) {
      const w = squareToWorld(classic, x, y)
      // A point inside the square, off-centre, away from any figure.
      const hit = pick(camera, ndcOf(camera, w.x + 0.3, 0, w.z - 0.2), sources)
      expect(hit).toEqual({ square: { x, y }, pieceId: null })
    }
  })

  it('picks a figure by its body (reporting its own square) and its instance maps back to the piece id', () => {
    const { camera, sources } = setup()
    const big = squareToWorld(classic, 13, 7)
    // Aim at the big guy's chest: the ray goes on to hit the board a square or more behind him.
    const ndc = ndcOf(camera, big.x, 1.1, big.z)
    const ray = new Raycaster()
    ray.setFromCamera(ndc, camera)
    const behind = boardPoint(ray) as Vector3
    expect(Math.abs(behind.z - big.z)).toBeGreaterThan(0.6)
    // ... and the square the ray meets behind him comes with the hit (a click may mean it: stores/play.ts).
    const ground = {
      x: Math.floor(behind.x + classic.width / 2),
      y: Math.floor(behind.z + classic.height / 2),
    }
    expect(ground).not.toEqual({ x: 13, y: 7 })
    expect(pick(camera, ndc, sources)).toEqual({ square: { x: 13, y: 7 }, pieceId: 1, behind: ground })
  })

  it('a figure hit over his own square reports no square behind him', () => {
    const { camera, sources } = setup()
    const w = squareToWorld(classic, 4, 3)
    // The lying catcher seen at his square's middle: the ray meets his figure or the board on his own square.
    const hit = pick(camera, ndcOf(camera, w.x, 0.05, w.z), sources)
    expect(hit).toEqual({ square: { x: 4, y: 3 }, pieceId: 2 })
  })

  it('picks a piece by its square too, lying figures included', () => {
    const { camera, sources } = setup()
    const w = squareToWorld(classic, 4, 3)
    expect(pick(camera, ndcOf(camera, w.x - 0.4, 0, w.z + 0.4), sources)).toEqual({
      square: { x: 4, y: 3 },
      pieceId: 2,
    })
  })

  it('picks nothing off the board or above the horizon', () => {
    const { camera, sources } = setup()
    expect(pick(camera, ndcOf(camera, 20, 0, 0), sources)).toEqual({ square: null, pieceId: null })
    expect(pick(camera, new Vector2(0, 0.999), sources).square).toBeNull()
    const up = new PerspectiveCamera(30, 1, 0.5, 300)
    up.position.set(0, 5, 0)
    up.lookAt(0, 10, 0.01)
    up.updateMatrixWorld(true)
    expect(pick(up, new Vector2(0, 0), sources)).toEqual({ square: null, pieceId: null })
  })

  it('reports where a piece is drawn (square centre even when it lies) and its size', () => {
    const { layer } = setup()
    const at = layer.piecePosition(2, new Vector3()) as Vector3
    const w = squareToWorld(classic, 4, 3)
    // Instance matrices are float32: a micro-unit is as close as they get.
    expect(at.x).toBeCloseTo(w.x, 5)
    expect(at.z).toBeCloseTo(w.z, 5)
    expect(layer.piecePosition(99, new Vector3())).toBeNull()
    const big = layer.pieceSize(1)
    const line = layer.pieceSize(0)
    expect(big && line && big.height > line.height * 1.2).toBe(true)
    layer.dispose()
  })
})
