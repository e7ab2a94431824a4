// @vitest-environment happy-dom
// The stage director without WebGL: what the canvas draws for each stage (the table, or the line-up), photo mode
// following the stage on show, the line-up's free photo camera living exactly while photo mode is on it, the
// turntable standing still in photo mode and turning again after, and the stage's framing coming back.
import { Color, Group, PerspectiveCamera, Scene, type WebGLRenderer } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { PHOTO_DEFAULTS } from '@renderer/scene/photo/PhotoMode'
import type { PhotoTarget } from '@renderer/scene/photo/photoTarget'
import { StageDirector } from '@renderer/scene/StageDirector'
import type { Vignette } from '@renderer/scene/vignette'
import { ORC, orcLineup } from '../showcase/orcLineup'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const ROOM = new Color(0x2a1e16)

const spec = orcLineup

function setup() {
  const drawn: { scene: Scene; camera: unknown }[] = []
  const renderer = {
    autoClear: true,
    shadowMap: { needsUpdate: false },
    render: (scene: Scene, camera: unknown) => drawn.push({ scene, camera }),
  }
  const wood = new Group()
  const table: PhotoTarget = {
    stage: 'table',
    scene: new Scene(),
    camera: new PerspectiveCamera(),
    ground: [wood],
    overlays: [],
    room: ROOM,
    focusPoint: () => null,
  }
  table.scene.background = ROOM
  const vignette = { scene: new Scene(), camera: new PerspectiveCamera() } as unknown as Vignette
  const canvas = document.createElement('canvas')
  document.body.appendChild(canvas)
  const director = new StageDirector(renderer as unknown as WebGLRenderer, canvas, table, null)
  return { director, renderer, drawn, table, wood, vignette }
}

const turntableAngle = (d: StageDirector) => d.target.scene.getObjectByName('turntable')!.rotation.y

describe('StageDirector', () => {
  it('draws the table, then the line-up while it is up, each with the vignette over it', () => {
    const { director, drawn, table, vignette } = setup()
    director.render(vignette)
    expect(drawn.map((d) => d.scene)).toEqual([table.scene, vignette.scene])
    director.showLineup(spec(), 1280, 720)
    expect(director.stage).toBe('lineup')
    drawn.length = 0
    director.render(vignette)
    expect(drawn[0].scene.name).toBe('lineup')
    expect(drawn[0].camera).toBe(director.target.camera)
    expect(director.lineupCounts()).toEqual({ pieces: ORC.positions.length, models: 0 })
    director.showTable()
    expect(director.stage).toBe('table')
    expect(director.target).toBe(table)
    expect(director.lineupCounts()).toBeNull()
    director.dispose()
  })

  it('turns the turntable (its shadows with it) until photo mode, which stills it and frees the camera', () => {
    const { director, renderer } = setup()
    director.showLineup(spec(), 1280, 720, { left: 0, right: 370, top: 70, bottom: 190 })
    expect(director.tick(1)).toBe(true)
    expect(renderer.shadowMap.needsUpdate).toBe(true)
    const home = director.target.camera.position.clone()

    director.setPhoto({ ...PHOTO_DEFAULTS, background: 'grey' })
    expect(director.photoActive).toBe(true)
    expect(director.freeCamera).toBe(true)
    expect(director.target.stage).toBe('lineup')
    expect(director.target.scene.getObjectByName('lineup-floor')!.visible).toBe(false)
    const still = turntableAngle(director)
    director.tick(1)
    director.tick(1)
    expect(turntableAngle(director)).toBe(still)
    // The free camera starts where the stage framed it.
    expect(director.target.camera.position.distanceTo(home)).toBeLessThan(1e-6)

    // The shell hides the Showcase's panels: the turntable is framed in the whole canvas and the camera follows.
    director.showLineup(spec(), 1280, 720, { left: 0, right: 0, top: 0, bottom: 0 })
    director.tick(0.1)
    const whole = director.target.camera.position.clone()
    expect(whole.distanceTo(home)).toBeGreaterThan(0.01)

    // Leaving: the panels' framing comes back, the floor too, and the turntable turns again.
    director.showLineup(spec(), 1280, 720, { left: 0, right: 370, top: 70, bottom: 190 })
    director.setPhoto(null)
    expect(director.freeCamera).toBe(false)
    expect(director.target.camera.position.distanceTo(home)).toBeLessThan(1e-6)
    expect(director.target.scene.getObjectByName('lineup-floor')!.visible).toBe(true)
    expect(director.tick(1)).toBe(true)
    expect(turntableAngle(director)).not.toBe(still)
    director.dispose()
  })

  it('keeps photo mode on when the stage changes under it: the table takes the options', () => {
    const { director, table, wood } = setup()
    director.showLineup(spec(), 1280, 720)
    director.setPhoto({ ...PHOTO_DEFAULTS, background: 'black' })
    expect(wood.visible).toBe(true)
    director.showTable()
    expect(director.target).toBe(table)
    expect(director.freeCamera).toBe(false)
    expect(wood.visible).toBe(false)
    expect((table.scene.background as Color).getHex()).toBe(0x000000)
    director.setPhoto(null)
    expect(wood.visible).toBe(true)
    expect(table.scene.background).toBe(ROOM)
    director.dispose()
  })
})
