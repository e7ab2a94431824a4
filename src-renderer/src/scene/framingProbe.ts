// Where the table's parts stand on the canvas, in CSS pixels, for the e2e framing probe
// (window.__pitchside.framing()): the free area the panels leave, the board's top, the default view's window (its
// corners at table level and at figure height, as framed), the dice on the table and whether the camera rests.
// Read-only: it projects through the camera as it is and changes nothing.
import { InstancedMesh, Matrix4, type Object3D, type PerspectiveCamera, Vector3 } from 'three'
import { type BoardLayout, squareToWorld } from './boards/layout'
import type { BoardBuild } from './boards/types'
import { boardCorners } from './camera'
import type { CameraMode } from './cameraLimits'
import type { CameraRig } from './cameraRig'
import { type Insets, usableInsets } from './insets'

/** A box on the canvas in CSS pixels. */
export interface ScreenRect {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

export interface Framing {
  readonly free: ScreenRect
  readonly board: ScreenRect
  readonly window: ScreenRect | null
  readonly dice: ScreenRect | null
  readonly moving: boolean
  readonly mode: CameraMode
}

export interface FramingParts {
  readonly camera: PerspectiveCamera
  readonly css: { readonly w: number; readonly h: number }
  readonly insets: Insets
  readonly board: BoardBuild
  readonly rig: CameraRig
  /** The group holding the dice meshes (named 'dice:…'). */
  readonly dice: Object3D
}

export function framingOf({ camera, css, insets, board, rig, dice }: FramingParts): Framing {
  const { w, h } = css
  const inset = usableInsets(insets, w, h)
  camera.updateMatrixWorld()
  const rectOf = (points: readonly Vector3[]): ScreenRect => {
    const xs: number[] = []
    const ys: number[] = []
    for (const p of points) {
      const v = p.clone().project(camera)
      xs.push(((v.x + 1) / 2) * w)
      ys.push(((1 - v.y) / 2) * h)
    }
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
  }
  const view = rig.actionView()
  const centre = rig.windowCentre()
  // The dice on the table: each die's centre.
  const diceAt: Vector3[] = []
  const m = new Matrix4()
  dice.traverse((o) => {
    if (!(o instanceof InstancedMesh) || !o.name.startsWith('dice:') || !o.visible) return
    for (let i = 0; i < o.count; i++) diceAt.push(new Vector3().setFromMatrixPosition(o.getMatrixAt(i, m)))
  })
  return {
    moving: rig.moving,
    mode: rig.cameraMode,
    dice: diceAt.length > 0 ? rectOf(diceAt) : null,
    free: { left: inset.left, top: inset.top, right: w - inset.right, bottom: h - inset.bottom },
    board: rectOf(boardCorners(board.halfX, board.halfZ, 0)),
    window:
      view && rig.cameraMode === 'default' && rig.following
        ? rectOf(boardCorners(view.halfX, view.halfZ, 1, centre))
        : null,
  }
}

/** Where square (x, y)'s centre is on the canvas, in CSS pixels, through the camera as it is. */
export function squareToScreen(
  camera: PerspectiveCamera,
  layout: BoardLayout,
  css: { readonly w: number; readonly h: number },
  x: number,
  y: number,
): { x: number; y: number } {
  const w = squareToWorld(layout, x, y)
  camera.updateMatrixWorld()
  const p = new Vector3(w.x, 0, w.z).project(camera)
  return { x: ((p.x + 1) / 2) * css.w, y: ((1 - p.y) / 2) * css.h }
}
