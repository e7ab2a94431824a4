// PieceLayer with paint schemes and own models: a scheme repaints the side's figures; an own-model position is
// drawn as its model's parts on a base, instanced, picked and animated like a figure; looks changing frees the
// old batches but never the model's own geometry (its template owns it).
import { BoxGeometry, Group, InstancedMesh, Matrix4, Mesh, MeshStandardMaterial, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ADJUSTMENT } from '@shared/showcase/model'
import { presetFor } from '@shared/showcase/presets'
import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { templateFromScene } from '@renderer/scene/pieces/modelTemplate'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import type { PieceLooks } from '@renderer/scene/pieces/pieceLooks'
import { setColour } from '@renderer/components/showcase/schemeEdit'
import { makeView, type PieceSpec } from '../scene/fixtures'

const classic = BOARD_LAYOUTS.classic

function boxTemplate(hash = 'b'.repeat(64)) {
  const root = new Group()
  const mesh = new Mesh(new BoxGeometry(10, 30, 10), new MeshStandardMaterial({ color: 0x884422 }))
  mesh.position.set(0, 15, 0)
  root.add(mesh)
  return templateFromScene(hash, root)
}

function table() {
  const home: PieceSpec[] = [
    { side: 0, role: 'lineman', x: 10, y: 5 },
    { side: 0, role: 'lineman', x: 10, y: 6 },
    { side: 0, role: 'bigguy', x: 10, y: 7, state: 'prone' },
  ]
  const away: PieceSpec[] = [{ side: 1, role: 'lineman', x: 15, y: 7 }]
  const view = makeView([...home, ...away], [])
  // The fixture's pieces are all 'lineman' by position: give the big guy the troll's.
  return {
    ...view,
    pieces: view.pieces.map((p) => (p.role === 'bigguy' ? { ...p, positionId: 'troll' } : p)),
  }
}

const figureMeshes = (layer: PieceLayer) =>
  layer.group.children.filter((c): c is InstancedMesh => c instanceof InstancedMesh && c.visible)

describe('PieceLayer looks', () => {
  it('repaints a side with its scheme (the figure geometry changes colour)', () => {
    const layer = new PieceLayer()
    layer.setView(table(), classic)
    const colourOf = () => {
      const mesh = figureMeshes(layer).find((m) => m.name.includes('lineman') && m.name.includes('|0|'))!
      return Buffer.from(new Float32Array(mesh.geometry.attributes.color.array).buffer)
    }
    const before = colourOf()
    const painted = setColour(presetFor('classic/orc')!, null, 'rim', '#ff00ff')
    layer.setLooks([{ teamKey: 'classic/orc', scheme: painted, models: new Map() }, null])
    expect(colourOf().equals(before)).toBe(false)
    expect(layer.counts()).toEqual({ pieces: 4, models: 0 })
    layer.dispose()
  })

  it('keeps the looks an edit does not touch and frees the ones nothing uses', () => {
    const layer = new PieceLayer()
    layer.setView(table(), classic)
    const orc = presetFor('classic/orc')!
    const look = (scheme: typeof orc): PieceLooks => [
      { teamKey: 'classic/orc', scheme, models: new Map() },
      null,
    ]
    layer.setLooks(look(orc))
    const geometryOf = (role: string) =>
      figureMeshes(layer).find((m) => m.name.includes(`|${role}|`))!.geometry
    const lineman = geometryOf('lineman')
    const bigguy = geometryOf('bigguy')
    // Only the troll's skin changes: the linemen keep their look, the troll gets a new one.
    layer.setLooks(look(setColour(orc, 'troll', 'skin', '#123456')))
    expect(geometryOf('lineman')).toBe(lineman)
    expect(geometryOf('bigguy')).not.toBe(bigguy)
    // Every batch left is one the table draws: the troll's old look is gone.
    const meshes = layer.group.children.filter(
      (c) => c instanceof InstancedMesh && c.name.startsWith('figures:'),
    )
    expect(meshes.every((m) => m.visible)).toBe(true)
    expect(meshes).toHaveLength(3)
    layer.dispose()
  })

  it('draws an own model for its position: base plus model parts, picked and moved as the piece', () => {
    const layer = new PieceLayer()
    const view = table()
    layer.setView(view, classic)
    const template = boxTemplate()
    const looks: PieceLooks = [
      {
        teamKey: 'classic/orc',
        scheme: null,
        models: new Map([['troll', { template, adjust: DEFAULT_ADJUSTMENT }]]),
      },
      null,
    ]
    layer.setLooks(looks)
    expect(layer.counts()).toEqual({ pieces: 4, models: 1 })
    const modelParts = figureMeshes(layer).filter((m) => m.name.startsWith('model:'))
    expect(modelParts).toHaveLength(1)
    expect(modelParts[0].geometry).toBe(template.parts[0].geometry)
    const troll = view.pieces.find((p) => p.positionId === 'troll')!
    expect(layer.pieceIdAt(modelParts[0], 0)).toBe(troll.id)
    // The piece reports its square centre (it lies prone) and a size from the fitted model.
    const at = layer.piecePosition(troll.id, new Vector3())!
    expect(at.x).toBeCloseTo(10 - 12.5, 6)
    expect(at.z).toBeCloseTo(7 - 7, 6)
    expect(layer.pieceSize(troll.id)!.baseRadius).toBeGreaterThan(0.36)
    // An animation override moves the model part with the base.
    const base = figureMeshes(layer).find((m) => m.name.startsWith('figures:') && m.name.includes('model:'))!
    expect(
      layer.overridePiece(troll.id, {
        x: 1,
        z: 2,
        lift: 0,
        pose: 'standing',
        fromPose: 'standing',
        blend: 1,
        scale: 1,
      }),
    ).toBe(true)
    layer.flushOverrides()
    const m = new Matrix4()
    base.getMatrixAt(0, m)
    expect(new Vector3().setFromMatrixPosition(m).toArray()).toEqual([1, 0, 2])
    modelParts[0].getMatrixAt(0, m)
    const p = new Vector3().setFromMatrixPosition(m)
    expect(p.x).toBeCloseTo(1, 6)
    expect(p.z).toBeCloseTo(2, 6)

    // Back to procedural: the template's geometry is left alone.
    let disposed = false
    template.parts[0].geometry.addEventListener('dispose', () => (disposed = true))
    layer.setLooks([null, null])
    expect(layer.counts()).toEqual({ pieces: 4, models: 0 })
    expect(figureMeshes(layer).some((mesh) => mesh.name.startsWith('model:'))).toBe(false)
    layer.dispose()
    expect(disposed).toBe(false)
    template.dispose()
    expect(disposed).toBe(true)
  })

  it('flattens a loaded scene into parts with their bounds and triangles', () => {
    const template = boxTemplate()
    expect(template.parts).toHaveLength(1)
    expect(template.triangles).toBe(12)
    expect(template.bounds.min.toArray()).toEqual([-5, 0, -5])
    expect(template.bounds.max.toArray()).toEqual([5, 30, 5])
    template.dispose()
  })
})
