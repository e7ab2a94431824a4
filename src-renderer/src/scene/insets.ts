// The panels that float over the table (menu and play panels on the left, the side panels on the right, the score
// bar on top) hide parts of the canvas. Insets say how many CSS pixels each edge loses; the camera then fits the
// board in what is left and centres it there. Pure maths, unit-tested in Node.
import type { PerspectiveCamera } from 'three'
import type { NdcArea } from './camera'

/** CSS pixels of the canvas covered by panels at each edge. */
export interface Insets {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

export const NO_INSETS: Insets = { left: 0, right: 0, top: 0, bottom: 0 }

/** The share of each dimension the board keeps however wide the panels: a narrow window still shows a board. */
export const MIN_FREE_SHARE = 0.4

export class InsetsError extends TypeError {
  constructor(message: string) {
    super(message)
    this.name = 'InsetsError'
  }
}

/** `insets` checked: four finite numbers ≥ 0, or an InsetsError. */
export function checkInsets(insets: Insets): Insets {
  const out = { left: 0, right: 0, top: 0, bottom: 0 }
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const v = (insets as Partial<Insets> | null)?.[side]
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new InsetsError(`setInsets: '${side}' must be a finite number of pixels ≥ 0, not ${String(v)}`)
    out[side] = v
  }
  return out
}

export function sameInsets(a: Insets, b: Insets): boolean {
  return a.left === b.left && a.right === b.right && a.top === b.top && a.bottom === b.bottom
}

/**
 * `insets` for a `width`×`height` canvas, shrunk (each pair in proportion) where the panels would leave less than
 * MIN_FREE_SHARE of a dimension: panels wider than the window must not squeeze the board to nothing.
 */
export function usableInsets(insets: Insets, width: number, height: number): Insets {
  const fit = (a: number, b: number, size: number): [number, number] => {
    const most = size * (1 - MIN_FREE_SHARE)
    const sum = a + b
    return sum <= most || sum === 0 ? [a, b] : [(a * most) / sum, (b * most) / sum]
  }
  const [left, right] = fit(insets.left, insets.right, width)
  const [top, bottom] = fit(insets.top, insets.bottom, height)
  return { left, right, top, bottom }
}

/** The free part of the canvas in NDC (x to the right, y up, -1..1). */
export function freeArea(insets: Insets, width: number, height: number): NdcArea {
  return {
    minX: -1 + (2 * insets.left) / width,
    maxX: 1 - (2 * insets.right) / width,
    minY: -1 + (2 * insets.bottom) / height,
    maxY: 1 - (2 * insets.top) / height,
  }
}

/**
 * The offset for PerspectiveCamera.setViewOffset(width, height, x, y, width, height) that puts the view's centre
 * (where the camera looks, and so the point it orbits and zooms round) at the free area's centre, with the same
 * field of view: the frustum slides, it does not shrink.
 */
export function viewOffset(insets: Insets, width: number, height: number): { x: number; y: number } {
  const cx = insets.left + (width - insets.left - insets.right) / 2
  const cy = insets.top + (height - insets.top - insets.bottom) / 2
  return { x: width / 2 - cx, y: height / 2 - cy }
}

/** Slides the camera's frustum so its centre sits at the centre of the canvas the panels leave free. */
export function applyViewOffset(
  camera: PerspectiveCamera,
  insets: Insets,
  width: number,
  height: number,
): void {
  const usable = usableInsets(insets, width, height)
  if (sameInsets(usable, NO_INSETS)) {
    camera.clearViewOffset()
    return
  }
  const o = viewOffset(usable, width, height)
  camera.setViewOffset(width, height, o.x, o.y, width, height)
}
