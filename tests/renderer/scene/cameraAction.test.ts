// The default camera frames for reading: at every window size from 1280×720 to 2560×1440, with the play screen's
// panels, the action window fills the free area (≥ 90% of its width and of its height) and stays inside it; the
// window slides over the board to the action, never past the board's ends; a board that nearly fits whole is shown
// whole; Blitz Bowl's board is shown whole, its printed card spaces and score track inside the free area (never
// under the score bar or the timeline); a drill's area is framed whole. Pure maths: no WebGL.
import { buildBoard } from '@renderer/scene/boards'
import { boardCorners, ndcBounds, type NdcArea } from '@renderer/scene/camera'
import {
  ACTION_DEPTH,
  type ActionView,
  frameAction,
  frameArea,
  framingAt,
  needsSlide,
  windowBounds,
  windowCentre,
} from '@renderer/scene/cameraAction'
import { freeArea, type Insets, viewOffset } from '@renderer/scene/insets'
import { PerspectiveCamera, Vector3 } from 'three'
import { vi } from 'vitest'

// The Blitz Bowl board is built for its real footprint; its painted textures go to a stand-in canvas (no DOM).
vi.mock('@renderer/scene/textures/canvas', async (importOriginal) =>
  (await import('./fakeCanvas')).fakeCanvasModule(importOriginal as never),
)

// Half footprints: Classic, Blitz Bowl, Cross Check (as the board builders report them).
const BOARDS = {
  classic: [13.6, 8.1],
  blitz: [9.1, 7.3],
  crosscheck: [13.7, 8.3],
} as const
const SIZES = [
  [1280, 720],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
] as const
/** The play screen's panels (the left column, the side panels, the score bar, timeline and status line). */
const PLAY: Insets = { left: 304, right: 274, top: 85, bottom: 120 }
/** A replay: no left column, the wide timeline. */
const REPLAY: Insets = { left: 0, right: 274, top: 85, bottom: 160 }

function camera(w: number, h: number, insets: Insets): PerspectiveCamera {
  const cam = new PerspectiveCamera(30, w / h, 0.5, 300)
  const o = viewOffset(insets, w, h)
  cam.setViewOffset(w, h, o.x, o.y, w, h)
  return cam
}

const width = (a: NdcArea): number => a.maxX - a.minX
const height = (a: NdcArea): number => a.maxY - a.minY

describe('the action view', () => {
  for (const [name, [hx, hz]] of Object.entries(BOARDS))
    for (const insets of [PLAY, REPLAY])
      it.each(SIZES)(
        `${name}, ${insets === PLAY ? 'play' : 'replay'}: fills the free area at %i×%i`,
        (w, h) => {
          const cam = camera(w, h, insets)
          const area = freeArea(insets, w, h)
          const view = frameAction(cam, hx, hz, area)
          for (const focus of [
            { x: 0, z: 0 },
            { x: 99, z: -99 },
            { x: -99, z: 99 },
          ]) {
            const centre = windowCentre(view, focus)
            const b = windowBounds(cam, view, framingAt(view, centre), centre)
            // Inside the free area (the panels cover none of it) ...
            expect(b.minX).toBeGreaterThanOrEqual(area.minX - 1e-6)
            expect(b.maxX).toBeLessThanOrEqual(area.maxX + 1e-6)
            expect(b.minY).toBeGreaterThanOrEqual(area.minY - 1e-6)
            expect(b.maxY).toBeLessThanOrEqual(area.maxY + 1e-6)
            // ... and filling it: its height, and its width too unless the window already spans the board's length.
            expect(height(b) / height(area)).toBeGreaterThan(0.9)
            if (view.slideX > 0) expect(width(b) / width(area)).toBeGreaterThan(0.9)
            else expect(view.halfX).toBe(hx)
            // The window lies on the board.
            expect(Math.abs(centre.x) + view.halfX).toBeLessThanOrEqual(hx + 1e-9)
            expect(Math.abs(centre.z) + view.halfZ).toBeLessThanOrEqual(hz + 1e-9)
          }
        },
      )

  it('shows about half a Classic pitch: its depth across, as many squares along as the window’s shape allows', () => {
    for (const [w, h] of SIZES) {
      const view = frameAction(camera(w, h, PLAY), 13.6, 8.1, freeArea(PLAY, w, h))
      expect(view.halfZ * 2).toBeCloseTo(ACTION_DEPTH, 9)
      // 11 to 15 squares along (of 26): the half where the action is.
      expect(view.halfX * 2).toBeGreaterThan(11)
      expect(view.halfX * 2).toBeLessThan(15)
      expect(view.slideX).toBeCloseTo(13.6 - view.halfX, 9)
    }
  })

  it('reads figures: a figure stands over 28 px tall at 1280×720 and over 38 px at 1600×900', () => {
    for (const [[w, h], least] of [
      [[1280, 720], 28],
      [[1600, 900], 38],
    ] as const) {
      const cam = camera(w, h, PLAY)
      const view = frameAction(cam, 13.6, 8.1, freeArea(PLAY, w, h))
      cam.position.copy(view.base.position)
      cam.lookAt(view.base.target)
      cam.updateMatrixWorld(true)
      const foot = new Vector3(0, 0, 0).project(cam)
      const head = new Vector3(0, 0.85, 0).project(cam)
      expect(((head.y - foot.y) / 2) * h).toBeGreaterThan(least)
    }
  })

  it('shows a board whole when it nearly fits (Blitz Bowl’s in a wide window without panels)', () => {
    const cam = camera(2560, 1000, { left: 0, right: 0, top: 0, bottom: 0 })
    const view = frameAction(cam, 9.1, 7.3)
    expect([view.slideX, view.slideZ]).toEqual([0, 0])
    const b = ndcBounds(cam, view.base.position, view.base.target, boardCorners(9.1, 7.3, 1))
    expect(Math.max(b.maxX, b.maxY)).toBeLessThanOrEqual(1)
    expect(Math.min(b.minX, b.minY)).toBeGreaterThanOrEqual(-1)
  })

  it('slides only when the focus leaves the middle of the window, and only as far as the board allows', () => {
    const view: ActionView = frameAction(camera(1280, 720, PLAY), 13.6, 8.1, freeArea(PLAY, 1280, 720))
    const centre = { x: 0, z: 0 }
    // A step or two from the middle: stay.
    expect(needsSlide(view, centre, { x: view.halfX * 0.4, z: 0 })).toBe(false)
    // Near the window's edge: slide, centring the focus.
    const far = { x: view.halfX * 0.8, z: 0 }
    expect(needsSlide(view, centre, far)).toBe(true)
    expect(windowCentre(view, far)).toEqual({ x: far.x, z: 0 })
    // At the board's end the window stops at the edge, and a focus there no longer moves it.
    const end = windowCentre(view, { x: 13, z: 8 })
    expect(end).toEqual({ x: view.slideX, z: view.slideZ })
    expect(needsSlide(view, end, { x: 13.5, z: 8 })).toBe(false)
    // A framing at a centre is the base framing moved along the table.
    const f = framingAt(view, { x: 2, z: -1 })
    expect(f.target.clone().sub(view.base.target).toArray()).toEqual([2, 0, -1])
    expect(f.position.clone().sub(view.base.position).toArray()).toEqual([2, 0, -1])
  })

  it('frames a drill’s area: the window at it when it fits, else the area whole from the same side', () => {
    const w = 1600
    const h = 900
    const cam = camera(w, h, PLAY)
    const area = freeArea(PLAY, w, h)
    const view = frameAction(cam, 13.6, 8.1, area)
    const small = frameArea(cam, view, { x: 9, z: 1 }, { x: 3, z: 2 }, area)
    expect(small.target.toArray()).toEqual(
      framingAt(view, windowCentre(view, { x: 9, z: 1 })).target.toArray(),
    )
    const big = { centre: { x: 2, z: 0 }, half: { x: 11, z: 5 } }
    const f = frameArea(cam, view, big.centre, big.half, area)
    const b = ndcBounds(cam, f.position, f.target, boardCorners(big.half.x, big.half.z, 1, big.centre))
    expect(b.minX).toBeGreaterThanOrEqual(area.minX - 1e-6)
    expect(b.maxX).toBeLessThanOrEqual(area.maxX + 1e-6)
    expect(b.minY).toBeGreaterThanOrEqual(area.minY - 1e-6)
    expect(b.maxY).toBeLessThanOrEqual(area.maxY + 1e-6)
    expect(width(b) / width(area)).toBeGreaterThan(0.9)
  })
})

/**
 * A replay with the win-chance line open, as measured at 1280×720 and 1600×900 (e2e probe): the play toolbar's
 * column on the left, the side panels, the score bar, the timeline (185 px) and the status line.
 */
const REPLAY_LINE: Insets = { left: 244, right: 274, top: 85, bottom: 221 }

describe('a replay’s view: the whole board above the timeline', () => {
  for (const [name, [hx, hz]] of Object.entries(BOARDS))
    for (const insets of [REPLAY, REPLAY_LINE])
      it.each(SIZES)(
        `${name}, ${insets === REPLAY ? 'replay' : 'replay with its win-chance line'}: whole at %i×%i`,
        (w, h) => {
          const cam = camera(w, h, insets)
          const area = freeArea(insets, w, h)
          const view = frameAction(cam, hx, hz, area, ACTION_DEPTH, true)
          expect([view.halfX, view.halfZ, view.slideX, view.slideZ]).toEqual([hx, hz, 0, 0])
          // The board's corners at table level and at figure height, all inside the free area ...
          for (const y of [0, 1]) {
            const b = ndcBounds(cam, view.base.position, view.base.target, boardCorners(hx, hz, y))
            expect(b.minX).toBeGreaterThanOrEqual(area.minX - 1e-6)
            expect(b.maxX).toBeLessThanOrEqual(area.maxX + 1e-6)
            expect(b.minY).toBeGreaterThanOrEqual(area.minY - 1e-6)
            expect(b.maxY).toBeLessThanOrEqual(area.maxY + 1e-6)
          }
          // ... where the play's window leaves the board's near edge under the timeline (Classic and Cross Check)
          // or shows it whole already (Blitz Bowl's board nearly fits; it asks for its whole depth in play too).
          const play = frameAction(cam, hx, hz, area)
          const near = ndcBounds(cam, play.base.position, play.base.target, boardCorners(hx, hz, 0))
          if (name !== 'blitz') expect(near.minY).toBeLessThan(area.minY)
        },
      )
})

describe('Blitz Bowl’s action view', () => {
  // The board as its builder makes it: the pitch, its margin and the printed bands (card spaces above, score
  // track and Bounce Chart below), and the depth it asks the default view to show.
  const board = buildBoard('blitz')

  it('asks for its whole depth, bands included', () => {
    expect(board.actionDepth).toBeCloseTo(board.halfZ * 2, 9)
    expect(board.halfZ * 2).toBeGreaterThan(ACTION_DEPTH)
  })

  for (const insets of [PLAY, REPLAY])
    it.each(SIZES)(
      `${insets === PLAY ? 'play' : 'replay'}: the whole board, printed bands and all, inside the free area at %i×%i`,
      (w, h) => {
        const cam = camera(w, h, insets)
        const area = freeArea(insets, w, h)
        const view = frameAction(cam, board.halfX, board.halfZ, area, board.actionDepth)
        expect([view.slideX, view.slideZ]).toEqual([0, 0])
        const b = ndcBounds(
          cam,
          view.base.position,
          view.base.target,
          boardCorners(board.halfX, board.halfZ, 0),
        )
        expect(b.minX).toBeGreaterThanOrEqual(area.minX - 1e-6)
        expect(b.maxX).toBeLessThanOrEqual(area.maxX + 1e-6)
        expect(b.minY).toBeGreaterThanOrEqual(area.minY - 1e-6)
        expect(b.maxY).toBeLessThanOrEqual(area.maxY + 1e-6)
        // The usual window would have left the far band (the card spaces) above the free area: under the score bar.
        const usual = frameAction(cam, board.halfX, board.halfZ, area)
        const far = ndcBounds(
          cam,
          usual.base.position,
          usual.base.target,
          boardCorners(board.halfX, board.halfZ, 0),
        )
        expect(far.maxY).toBeGreaterThan(area.maxY)
      },
    )
})
