// Photo mode on whatever the canvas shows, without WebGL: the target photo mode uses for each stage (the table's,
// or the line-up's while it is up); backdrops, ground and UI set on that target's own scene and given back when
// photo mode ends or moves to another stage; a focus click raycast in the target's scene; and the default focus
// on a ring of miniatures (the selected one, else the front one nearest the middle of the frame).
import {
  BoxGeometry,
  Color,
  Fog,
  Group,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  Vector2,
  Vector3,
  type WebGLRenderer,
} from 'three'
import { describe, expect, it, vi } from 'vitest'
import { centralPoint } from '@renderer/scene/photo/focusChoice'
import { PhotoMode, PHOTO_DEFAULTS } from '@renderer/scene/photo/PhotoMode'
import { photoTargetFor, type PhotoTarget } from '@renderer/scene/photo/photoTarget'
import { LineupStage, type LineupSpec } from '@renderer/scene/showcase/LineupStage'
import { lineupLayout } from '@renderer/scene/showcase/lineupLayout'
import { ORC, orcLineup } from '../showcase/orcLineup'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('../scene/fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const ROOM = new Color(0x2a1e16)
/** PhotoMode needs the renderer only to draw; these tests never draw. */
const NO_RENDERER = {} as WebGLRenderer

const spec = orcLineup

/** A stand-in for the table's target: a scene with a wooden table, a mark layer and one figure. */
function tableTarget(): PhotoTarget & { table: Mesh; marks: Group } {
  const scene = new Scene()
  scene.background = ROOM
  scene.fog = new Fog(ROOM.clone(), 40, 120)
  const table = new Mesh(new BoxGeometry(40, 1, 30), new MeshBasicMaterial())
  table.position.y = -0.5
  const marks = new Group()
  scene.add(table, marks)
  const camera = new PerspectiveCamera(30, 16 / 9, 0.5, 300)
  camera.position.set(0, 20, 30)
  camera.lookAt(0, 0, 0)
  return {
    stage: 'table',
    scene,
    camera,
    ground: [table],
    overlays: [marks],
    room: ROOM,
    focusPoint: () => null,
    table,
    marks,
  }
}

function lineupStage(over: Partial<LineupSpec> = {}): LineupStage {
  const stage = new LineupStage(null)
  stage.resize(1280, 720)
  stage.setLineup(spec(over))
  stage.scene.updateMatrixWorld()
  return stage
}

const floorOf = (stage: LineupStage) => stage.scene.getObjectByName('lineup-floor')!
const ringOf = (stage: LineupStage) => stage.scene.getObjectByName('lineup-selected')!

describe('which target photo mode uses', () => {
  it("is the line-up's while the line-up is up, else the table's", () => {
    const table = tableTarget()
    expect(photoTargetFor(table, null)).toBe(table)
    const stage = lineupStage()
    const target = photoTargetFor(table, stage)
    expect(target.stage).toBe('lineup')
    expect(target.scene).toBe(stage.scene)
    expect(target.camera).toBe(stage.camera)
    stage.dispose()
  })
})

describe('photo mode on the line-up', () => {
  it("sets the backdrop on the line-up's own scene, hides its floor and ring, and gives them back", () => {
    const table = tableTarget()
    const stage = lineupStage({ selected: 'troll' })
    const studio = (stage.scene.background as Color).clone()
    const photo = new PhotoMode(NO_RENDERER, photoTargetFor(table, stage))
    expect(ringOf(stage).visible).toBe(true)
    photo.set({ ...PHOTO_DEFAULTS, background: 'grey' })
    expect((stage.scene.background as Color).getHex()).toBe(0x75787c)
    expect((stage.scene.fog as Fog).color.getHex()).toBe(0x75787c)
    expect(floorOf(stage).visible).toBe(false)
    expect(ringOf(stage).visible).toBe(false)
    // The table behind is untouched.
    expect(table.scene.background).toBe(ROOM)
    expect(table.table.visible).toBe(true)
    // 'table' keeps the studio floor and colour; the selection ring stays out of the photo.
    photo.set({ ...PHOTO_DEFAULTS, background: 'table' })
    expect((stage.scene.background as Color).getHex()).toBe(studio.getHex())
    expect(floorOf(stage).visible).toBe(true)
    expect(ringOf(stage).visible).toBe(false)
    photo.set(null)
    expect((stage.scene.background as Color).getHex()).toBe(studio.getHex())
    expect(floorOf(stage).visible).toBe(true)
    expect(ringOf(stage).visible).toBe(true)
    stage.dispose()
  })

  it('moves to the stage on show: the old target gets its look back, the new one takes the options', () => {
    const table = tableTarget()
    const stage = lineupStage()
    const photo = new PhotoMode(NO_RENDERER, table)
    photo.set({ ...PHOTO_DEFAULTS, background: 'black' })
    expect(table.table.visible).toBe(false)
    expect(table.marks.visible).toBe(false)
    photo.setTarget(photoTargetFor(table, stage))
    expect(photo.target.stage).toBe('lineup')
    expect(table.table.visible).toBe(true)
    expect(table.marks.visible).toBe(true)
    expect(table.scene.background).toBe(ROOM)
    expect((stage.scene.background as Color).getHex()).toBe(0x000000)
    expect(floorOf(stage).visible).toBe(false)
    // Not in photo mode, a new target is only remembered.
    photo.set(null)
    photo.setTarget(table)
    expect(table.table.visible).toBe(true)
    expect(floorOf(stage).visible).toBe(true)
    stage.dispose()
  })

  it("focuses a click in the line-up's scene, not the table's", () => {
    const table = tableTarget()
    const stage = lineupStage()
    const photo = new PhotoMode(NO_RENDERER, photoTargetFor(table, stage))
    photo.set({ ...PHOTO_DEFAULTS })
    // The middle of the frame looks at the turntable; the table's camera would see its table there too, so
    // a corner of the line-up's frame (empty studio behind the fogged floor's edge) tells them apart.
    expect(photo.focusAt(new Vector2(0, 0))).toBe(true)
    expect(photo.focusAt(new Vector2(0, 0.99))).toBe(false)
    photo.setTarget(table)
    expect(photo.focusAt(new Vector2(0, 0))).toBe(true)
    stage.dispose()
  })
})

describe('where the lens focuses on the turntable', () => {
  it('picks the front point nearest the centre line, never one at the back', () => {
    const camera = new PerspectiveCamera(30, 1, 0.1, 100)
    camera.position.set(0, 2, 10)
    camera.lookAt(0, 0, 0)
    camera.updateMatrixWorld()
    const points = [
      new Vector3(0, 0, -3), // back, right on the centre line
      new Vector3(2, 0, 2), // front right
      new Vector3(-0.5, 0, 3), // front, nearly central
      new Vector3(3, 0, 0),
    ]
    expect(centralPoint(points, camera)).toBe(2)
    expect(centralPoint([new Vector3(0, 0, 20)], camera)).toBeNull()
    expect(centralPoint([], camera)).toBeNull()
  })

  it('is the selected miniature, else the front one nearest the middle of the frame', () => {
    const stage = lineupStage({ selected: 'troll' })
    const at = ORC.positions.findIndex((p) => p.id === 'troll')
    const troll = stage.focusPoint(new Vector3())!
    // The turntable has not turned yet: the troll stands on its slot of the ring, half-way up its figure.
    const slot = lineupLayout(ORC.positions.length).slots[at]
    expect(troll.x).toBeCloseTo(slot.x, 5)
    expect(troll.z).toBeCloseTo(slot.z, 5)
    expect(troll.y).toBeGreaterThan(0.5)
    stage.setLineup(spec())
    stage.scene.updateMatrixWorld()
    const front = stage.focusPoint(new Vector3())!
    // The default is in the near half of the ring, in front of the turntable's centre.
    const view = front.clone().applyMatrix4(stage.camera.matrixWorldInverse)
    const centre = stage.home().target.clone().applyMatrix4(stage.camera.matrixWorldInverse)
    expect(-view.z).toBeLessThan(-centre.z)
    expect(front.distanceTo(troll)).toBeGreaterThan(0.1)
    stage.dispose()
  })
})
