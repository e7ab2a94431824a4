// Photos carry no UI marks: whatever draws a photo (the screen in photo mode, or a capture at any time) draws it
// with the stage's overlays hidden — the selection ring and hover plate, square marks and their labels, the daze
// stars, the line-up's selection ring — and gives each its own visibility back afterwards. Photo mode also hides
// them while it is on (PhotoMode.apply), but an overlay the game shows again meanwhile (a new selection on the
// turntable, a new mark) must not reach the picture either.
import type { Object3D } from 'three'

export function withoutOverlays<T>(overlays: readonly Object3D[], draw: () => T): T {
  const before = overlays.map((o) => o.visible)
  for (const o of overlays) o.visible = false
  try {
    return draw()
  } finally {
    overlays.forEach((o, i) => (o.visible = before[i]))
  }
}
