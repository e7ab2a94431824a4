// @vitest-environment happy-dom
// The stage director without WebGL: what the canvas draws for each stage (the table, or the line-up), photo mode
// following the stage on show, the line-up's free photo camera living exactly while photo mode is on it, the
// turntable standing still in photo mode and turning again after, and the stage's framing coming back; and the
// calls TableScene hands it (setStage, setPhoto, focusAt, capture): what each asks of the table (StageHost), bad
// input refused without a change, nothing done once disposed.
import {
  BoxGeometry,
  Color,
  Group,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  PerspectiveCamera,
  Scene,
  type WebGLRenderer,
} from 'three'
import { describe, expect, it, vi } from 'vitest'
import { InsetsError } from '@renderer/scene/insets'
import { CaptureError } from '@renderer/scene/photo/capturePlan'
import { PHOTO_DEFAULTS } from '@renderer/scene/photo/PhotoMode'
import type { PhotoTarget } from '@renderer/scene/photo/photoTarget'
import { type StageHost, StageDirector } from '@renderer/scene/StageDirector'
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
  const canvas = document.createElement('canvas')
  document.body.appendChild(canvas)
  // The table scene's side of the calls, recorded in order.
  const asked: string[] = []
  const host: StageHost = {
    cssSize: () => ({ w: 1280, h: 720 }),
    changed: () => asked.push('changed'),
    redraw: () => asked.push('redraw'),
    beforeCapture: () => asked.push('beforeCapture'),
    stageShown: (stage) => asked.push(`stageShown ${stage}`),
  }
  const director = new StageDirector(renderer as unknown as WebGLRenderer, canvas, table, null, host)
  return { director, renderer, drawn, table, wood, asked }
}

const turntableAngle = (d: StageDirector) => d.target.scene.getObjectByName('turntable')!.rotation.y

describe('StageDirector', () => {
  it('draws the table, then the line-up while it is up, each with the vignette over it', () => {
    const { director, drawn, table } = setup()
    director.render()
    // The vignette: one full-screen triangle through an orthographic camera, after the scene.
    expect(drawn).toHaveLength(2)
    expect(drawn[0]).toEqual({ scene: table.scene, camera: table.camera })
    const vignette = drawn[1]
    expect(vignette.camera).toBeInstanceOf(OrthographicCamera)
    director.showLineup(spec(), 1280, 720)
    expect(director.stage).toBe('lineup')
    drawn.length = 0
    director.render()
    expect(drawn[0].scene.name).toBe('lineup')
    expect(drawn[0].camera).toBe(director.target.camera)
    expect(drawn[1]).toEqual(vignette)
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

describe("StageDirector: the table scene's calls", () => {
  it('setStage shows the line-up in the canvas, tells the table which stage is up, and goes back', () => {
    const { director, asked, table } = setup()
    director.setStage('lineup', spec(), { left: 0, right: 370, top: 70, bottom: 190 })
    expect(director.stage).toBe('lineup')
    expect(director.lineupCounts()).toEqual({ pieces: ORC.positions.length, models: 0 })
    expect(asked).toEqual(['stageShown lineup', 'changed'])
    // No spec: the table (as TableCanvas asks when the Showcase closes).
    director.setStage('lineup')
    expect(director.stage).toBe('table')
    director.setStage('lineup', spec())
    director.setStage('table')
    expect(director.target).toBe(table)
    expect(director.lineupCounts()).toBeNull()
    expect(asked.slice(2)).toEqual([
      'stageShown table',
      'changed',
      'stageShown lineup',
      'changed',
      'stageShown table',
      'changed',
    ])
    director.dispose()
  })

  it('refuses bad insets with an InsetsError and changes nothing', () => {
    const { director, asked } = setup()
    const bad = { left: 0, right: -1, top: 0, bottom: 0 }
    expect(() => director.setStage('lineup', spec(), bad)).toThrow(InsetsError)
    expect(director.stage).toBe('table')
    expect(director.lineupCounts()).toBeNull()
    expect(asked).toEqual([])
    director.dispose()
  })

  it('setPhoto asks for a redraw with shadows; focusAt reads CSS pixels of the canvas and asks for a redraw', () => {
    const { director, asked, table } = setup()
    const figure = new Mesh(new BoxGeometry(1, 1, 1), new MeshBasicMaterial())
    table.scene.add(figure)
    table.camera.aspect = 1280 / 720
    table.camera.position.set(0, 0, 10)
    table.camera.lookAt(0, 0, 0)
    table.camera.updateProjectionMatrix()
    director.setPhoto({ ...PHOTO_DEFAULTS, background: 'grey' })
    expect(director.photoActive).toBe(true)
    expect(asked).toEqual(['changed'])
    // The middle of a 1280 × 720 canvas is on the figure; its top edge looks over it.
    expect(director.focusAt(640, 360)).toBe(true)
    expect(director.focusAt(640, 1)).toBe(false)
    expect(asked).toEqual(['changed', 'redraw', 'redraw'])
    director.setPhoto(null)
    expect(director.photoActive).toBe(false)
    expect(asked).toEqual(['changed', 'redraw', 'redraw', 'changed'])
    director.dispose()
  })

  it('capture readies the table first and refuses a scale other than 1, 2 or 4 with a CaptureError', async () => {
    const { director, asked } = setup()
    await expect(director.capture(3 as never)).rejects.toBeInstanceOf(CaptureError)
    expect(asked).toEqual(['beforeCapture'])
    director.dispose()
  })

  it('does nothing once disposed: no stage, no photo mode, no focus, and a capture is refused', async () => {
    const { director, asked } = setup()
    director.dispose()
    director.setStage('lineup', spec())
    director.setPhoto({ ...PHOTO_DEFAULTS })
    expect(director.stage).toBe('table')
    expect(director.photoActive).toBe(false)
    expect(director.focusAt(640, 360)).toBe(false)
    await expect(director.capture(1)).rejects.toThrow('the table is gone')
    expect(asked).toEqual([])
  })
})
