// Photos carry no UI marks: the screen in photo mode and every capture are drawn with the stage's overlays hidden —
// even one the game showed again while photo mode was on (a new selection on the turntable) — and each overlay gets
// its own visibility back afterwards. The table's overlays are its marks and labels, the selection ring and hover
// plate, and the daze stars over stunned figures.
import { Group, Mesh, type Object3D } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { withoutOverlays } from '@renderer/scene/photo/overlayGuard'
import { PhotoMode, PHOTO_DEFAULTS } from '@renderer/scene/photo/PhotoMode'
import { photoTargetFor } from '@renderer/scene/photo/photoTarget'
import { LineupStage } from '@renderer/scene/showcase/LineupStage'
import { BOARD_LAYOUTS } from '@renderer/scene/boards/layout'
import { PieceLayer } from '@renderer/scene/pieces/PieceLayer'
import { orcLineup } from '../showcase/orcLineup'
import { makeView } from '../scene/fixtures'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('../scene/fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

describe('photos without UI marks', () => {
  it('hides every overlay while drawing and gives each its own visibility back', () => {
    const ring = new Mesh()
    const marks = new Group()
    const plate = new Mesh()
    plate.visible = false
    const seen: boolean[][] = []
    const result = withoutOverlays([ring, marks, plate], () => {
      seen.push([ring, marks, plate].map((o) => o.visible))
      return 'drawn'
    })
    expect(result).toBe('drawn')
    expect(seen).toEqual([[false, false, false]])
    expect([ring.visible, marks.visible, plate.visible]).toEqual([true, true, false])
    // A draw that fails still gives them back.
    expect(() =>
      withoutOverlays([ring], () => {
        throw new Error('lost context')
      }),
    ).toThrow('lost context')
    expect(ring.visible).toBe(true)
  })

  it('keeps the line-up’s selection ring out of the photo even when a new selection shows it again', () => {
    const stage = new LineupStage(null)
    stage.resize(1280, 720)
    stage.setLineup(orcLineup({ selected: 'troll' }))
    const ring = stage.scene.getObjectByName('lineup-selected') as Object3D
    const target = photoTargetFor({ ...stage.photoTarget, stage: 'table' }, stage)
    const photo = new PhotoMode({} as never, target)
    photo.set({ ...PHOTO_DEFAULTS })
    expect(ring.visible).toBe(false)
    // The painter picks another position while photo mode is on: the stage shows its ring again...
    stage.setLineup(orcLineup({ selected: 'blitzer' }))
    expect(ring.visible).toBe(true)
    // ...but what photo mode draws never has it.
    const drawn = withoutOverlays(target.overlays, () => ring.visible)
    expect(drawn).toBe(false)
    expect(target.overlays).toContain(ring)
    stage.dispose()
  })

  it('counts the daze stars over stunned figures among the table’s marks', () => {
    const layer = new PieceLayer()
    layer.setView(makeView([{ side: 0, x: 3, y: 3, state: 'stunned' }]), BOARD_LAYOUTS.classic)
    const stars = layer.marks.getObjectByName('daze-stars')
    expect(stars?.visible).toBe(true)
    expect(withoutOverlays([layer.marks], () => layer.marks.visible)).toBe(false)
    // The figures themselves are no overlay.
    expect(layer.group.children.some((c) => c.name.startsWith('figures:') && c.visible)).toBe(true)
    layer.dispose()
  })
})
