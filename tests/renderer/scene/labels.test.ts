// Square labels stay legible: at the default (action) view, from 1280×720 to 2560×1440 with the play screen's
// panels, every label on the part of the board the free area shows has text at least MIN_LABEL_PX tall on screen;
// far away (the whole pitch at 1280×720) labels stop growing at their square's width and the hovered one still
// reads at HOVER_LABEL_PX, drawn over the others.
import { BOARD_LAYOUTS, squareToWorld } from '@renderer/scene/boards/layout'
import { type ActionView, frameAction, framingAt, windowCentre } from '@renderer/scene/cameraAction'
import { frameBoard, type Framing } from '@renderer/scene/camera'
import { freeArea, type Insets, viewOffset } from '@renderer/scene/insets'
import {
  HOVER_LABEL_PX,
  MAX_LABEL_SCALE,
  MIN_LABEL_PX,
  textPixels,
  textShare,
} from '@renderer/scene/labelSize'
import { MarkLayer } from '@renderer/scene/marks'
import type { SquareMark } from '@renderer/scene/overlay'
import { PerspectiveCamera, Vector3 } from 'three'
import { vi } from 'vitest'

vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

const classic = BOARD_LAYOUTS.classic
// The Classic board's half footprint (its 26 × 15 squares and the turf border).
const HALF = { x: 13.6, z: 8.1 }
// The play screen's panels at any size: the left column, the side panels, the score bar, timeline and status line.
const PANELS: Insets = { left: 304, right: 274, top: 85, bottom: 120 }
const SIZES = [
  [1280, 720],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
] as const

function camera(w: number, h: number): PerspectiveCamera {
  const cam = new PerspectiveCamera(30, w / h, 0.5, 300)
  const o = viewOffset(PANELS, w, h)
  cam.setViewOffset(w, h, o.x, o.y, w, h)
  return cam
}

function place(cam: PerspectiveCamera, f: Framing): void {
  cam.position.copy(f.position)
  cam.lookAt(f.target)
  cam.updateMatrixWorld(true)
}

/** A chance label on every square of the board. */
const everySquare = (text: string): SquareMark[] =>
  Array.from({ length: classic.width * classic.height }, (_, i) => ({
    x: i % classic.width,
    y: Math.floor(i / classic.width),
    tone: 'risky' as const,
    label: text,
  }))

/** Squares whose centre shows inside the free area of a w×h canvas. */
function visibleSquares(cam: PerspectiveCamera, w: number, h: number): { x: number; z: number }[] {
  const a = freeArea(PANELS, w, h)
  const out: { x: number; z: number }[] = []
  const v = new Vector3()
  for (let y = 0; y < classic.height; y++)
    for (let x = 0; x < classic.width; x++) {
      const c = squareToWorld(classic, x, y)
      v.set(c.x, 0, c.z).project(cam)
      if (v.x > a.minX && v.x < a.maxX && v.y > a.minY && v.y < a.maxY) out.push(c)
    }
  return out
}

describe('square labels on screen', () => {
  it.each(SIZES)('are at least 11 px at the default view, %i×%i, wherever the window stands', (w, h) => {
    const cam = camera(w, h)
    const view: ActionView = frameAction(cam, HALF.x, HALF.z, freeArea(PANELS, w, h))
    const layer = new MarkLayer()
    layer.setMarks(everySquare('83%'), classic)
    // The window at the board's middle and pushed into a corner (the action at an end zone, by a sideline).
    for (const focus of [
      { x: 0, z: 0 },
      { x: 99, z: 99 },
      { x: -99, z: -99 },
    ]) {
      place(cam, framingAt(view, windowCentre(view, focus)))
      layer.fitLabels(cam, h)
      const scales = new Map<string, number>()
      const placed = layer.labelScales()
      everySquare('').forEach((m, i) => {
        const c = squareToWorld(classic, m.x, m.y)
        scales.set(`${c.x},${c.z}`, placed[i])
      })
      const shown = visibleSquares(cam, w, h)
      expect(shown.length).toBeGreaterThan(100)
      let smallest = Infinity
      for (const c of shown) {
        const scale = scales.get(`${c.x},${c.z}`) as number
        smallest = Math.min(smallest, textPixels(cam, h, c.x, c.z, scale, textShare('83%')))
      }
      expect(smallest).toBeGreaterThanOrEqual(MIN_LABEL_PX - 0.05)
    }
    layer.dispose()
  })

  it('stop growing at their square’s width far away, and the hovered one reads at 16 px over the others', () => {
    const [w, h] = SIZES[0]
    const cam = camera(w, h)
    place(cam, frameBoard(cam, HALF.x, HALF.z, { area: freeArea(PANELS, w, h) }))
    const layer = new MarkLayer()
    const marks = everySquare('83%')
    layer.setMarks(marks, classic)
    layer.fitLabels(cam, h)
    const scales = layer.labelScales()
    expect(Math.max(...scales)).toBeLessThanOrEqual(MAX_LABEL_SCALE + 1e-9)
    // So far away the square's width binds somewhere: the labels there are as big as they may be.
    expect(scales.filter((s) => s > MAX_LABEL_SCALE - 1e-6).length).toBeGreaterThan(0)

    const hovered = squareToWorld(classic, 5, 2)
    layer.setHover(hovered)
    expect(layer.fitLabels(cam, h)).toBe(true)
    const after = layer.labelScales()
    // Drawn last (over its neighbours), and legible.
    const last = after[after.length - 1]
    expect(last).toBeGreaterThan(MAX_LABEL_SCALE)
    expect(textPixels(cam, h, hovered.x, hovered.z, last, textShare('83%'))).toBeGreaterThanOrEqual(
      HOVER_LABEL_PX - 0.05,
    )
    // Nothing changed: nothing is refitted.
    expect(layer.fitLabels(cam, h)).toBe(false)
    layer.dispose()
  })

  it('are drawn over the figures (a block target’s chance in front of him), the marks under them', () => {
    const layer = new MarkLayer()
    layer.setMarks([{ x: 3, y: 3, tone: 'target', label: '80%' }], classic)
    const mesh = (name: string) =>
      layer.group.getObjectByName(name) as unknown as { material: { depthTest: boolean } }
    expect(mesh('marks:labels').material.depthTest).toBe(false)
    expect(mesh('marks:squares').material.depthTest).toBe(true)
    layer.dispose()
  })

  it('never shrink below their own size close up', () => {
    const cam = camera(1600, 900)
    const c = squareToWorld(classic, 10, 7)
    cam.position.set(c.x, 3, c.z + 3)
    cam.lookAt(c.x, 0, c.z)
    cam.updateMatrixWorld(true)
    const layer = new MarkLayer()
    layer.setMarks([{ x: 10, y: 7, tone: 'risky', label: '50%' }], classic)
    layer.fitLabels(cam, 900)
    expect(layer.labelScales()).toEqual([1])
    layer.dispose()
  })
})
