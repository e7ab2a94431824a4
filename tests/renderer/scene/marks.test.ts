import { BOARD_LAYOUTS, squareToWorld } from '@renderer/scene/boards/layout'
import { Highlights, plateText } from '@renderer/scene/highlights'
import { LABEL_NEAR_EDGE, LABEL_TILT } from '@renderer/scene/labelSize'
import { LABEL_SIZE, LABEL_Y, MarkLayer } from '@renderer/scene/marks'
import { MarkError, type SquareMark, TONES } from '@renderer/scene/overlay'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { type InstancedBufferAttribute, InstancedMesh, Matrix4, Vector3 } from 'three'
import { vi } from 'vitest'
import { makeView } from './fixtures'

// vi.mock is hoisted above the imports, so the stand-in is loaded inside the factory.
vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const classic = BOARD_LAYOUTS.classic
const batches = (layer: MarkLayer) =>
  layer.group.children.filter((c): c is InstancedMesh => c instanceof InstancedMesh && c.visible)

describe('MarkLayer', () => {
  it('draws any number of marks as one instanced batch and their labels as a second', () => {
    const layer = new MarkLayer()
    const marks: SquareMark[] = []
    for (let x = 0; x < 26; x++)
      for (let y = 0; y < 6; y++) marks.push({ x, y, tone: (x + y) % 2 ? 'safe' : 'risky', label: `${x}%` })
    layer.setMarks(marks, classic)
    const [squares, labels] = ['marks:squares', 'marks:labels'].map((n) =>
      batches(layer).find((b) => b.name === n),
    )
    expect(batches(layer)).toHaveLength(2)
    expect(squares?.count).toBe(156)
    expect(labels?.count).toBe(156)
    // Marks never cast shadows and are never picked.
    expect(squares?.castShadow).toBe(false)
    layer.dispose()
  })

  it('puts each mark on its square with its tone tile, and each label toward the viewer on its square', () => {
    const layer = new MarkLayer()
    layer.setMarks(
      [
        { x: 3, y: 4, tone: 'danger', label: '44%' },
        { x: 2, y: 4, tone: 'zone-home' },
      ],
      classic,
    )
    const squares = batches(layer).find((b) => b.name === 'marks:squares') as InstancedMesh
    const tiles = squares.geometry.getAttribute('aTile') as InstancedBufferAttribute
    const m = new Matrix4()
    const p = new Vector3()
    squares.getMatrixAt(1, m)
    p.setFromMatrixPosition(m)
    expect(tiles.getX(0)).toBe(TONES.indexOf('zone-home'))
    expect(tiles.getX(1)).toBe(TONES.indexOf('danger'))
    const w = squareToWorld(classic, 3, 4)
    expect([p.x, p.z]).toEqual([w.x, w.z])
    const labels = batches(layer).find((b) => b.name === 'marks:labels') as InstancedMesh
    labels.getMatrixAt(0, m)
    p.setFromMatrixPosition(m)
    // A card leaning back on the front half of its square: its near edge toward the viewer, inside the square.
    const half = LABEL_SIZE.h / 2
    expect(p.z + half * Math.cos(LABEL_TILT)).toBeCloseTo(w.z + LABEL_NEAR_EDGE, 6)
    expect(p.z - half * Math.cos(LABEL_TILT)).toBeGreaterThan(w.z)
    expect(p.y - half * Math.sin(LABEL_TILT)).toBeCloseTo(LABEL_Y, 6)
    expect(LABEL_NEAR_EDGE).toBeLessThan(0.5)
    layer.dispose()
  })

  it('clears with an empty list, and keeps its marks when handed an invalid one', () => {
    const layer = new MarkLayer()
    const ok: SquareMark[] = [{ x: 1, y: 1, tone: 'safe', label: '1' }]
    layer.setMarks(ok, classic)
    expect(() => layer.setMarks([{ x: 1, y: 1, tone: 'nope' as never }], classic)).toThrow(MarkError)
    expect(layer.value).toBe(ok)
    expect(batches(layer)).toHaveLength(2)
    layer.setMarks([], classic)
    expect(batches(layer)).toHaveLength(0)
    layer.dispose()
    expect(layer.group.children).toHaveLength(0)
  })
})

describe('Highlights', () => {
  it('rings the selected piece on its square, sized to its base, and hides the ring when it leaves', () => {
    const pieces = new PieceLayer()
    const view = makeView([
      { side: 0, role: 'bigguy', x: 10, y: 5 },
      { side: 1, role: 'lineman', x: 11, y: 5 },
    ])
    pieces.setView(view, classic)
    const h = new Highlights()
    h.setSelected(0)
    expect(h.sync(pieces, 30)).toBe(true)
    const ring = h.group.getObjectByName('highlight:selected') as InstancedMesh
    const w = squareToWorld(classic, 10, 5)
    expect(ring.visible).toBe(true)
    expect(ring.position.x).toBeCloseTo(w.x, 5)
    expect(ring.position.z).toBeCloseTo(w.z, 5)
    expect(ring.scale.x).toBeCloseTo(pieces.pieceSize(0)?.baseRadius ?? 0, 9)
    pieces.setView(makeView([{ side: 0, x: null, y: null }]), classic)
    expect(h.sync(pieces, 30)).toBe(false)
    expect(ring.visible).toBe(false)
    expect(() => h.setSelected(1.5)).toThrow(TypeError)
    h.dispose()
    pieces.dispose()
  })

  it('shows a plate over the hovered piece, above its head', () => {
    const pieces = new PieceLayer()
    pieces.setView(makeView([{ side: 0, role: 'lineman', x: 3, y: 3 }]), classic)
    const h = new Highlights()
    h.setHover(0, '#1 p0')
    h.sync(pieces, 30)
    const plate = h.group.getObjectByName('highlight:plate')
    expect(plate?.visible).toBe(true)
    expect(plate?.position.y).toBeGreaterThan(pieces.pieceSize(0)?.height ?? Infinity)
    h.setHover(null, '')
    h.sync(pieces, 30)
    expect(plate?.visible).toBe(false)
    h.dispose()
    pieces.dispose()
  })

  it('writes a plate as number and name', () => {
    expect(plateText({ number: 7, name: 'Grim Ironjaw' })).toBe('#7 Grim Ironjaw')
    expect(plateText({ number: 12, name: '  ' })).toBe('#12')
    expect(plateText(undefined)).toBe('')
  })
})
