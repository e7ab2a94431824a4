// The table scene on screen, for the display and photo screens that float over it and need more than TableCanvas's
// props (a photo's pixels, a focus click, the cinematic camera). TableCanvas registers its scene here while mounted.
import type { TableScene } from '../TableScene'

let current: TableScene | null = null

export function registerTable(scene: TableScene | null): void {
  current = scene
}

/** The mounted table's scene, or null (no WebGL, or not mounted yet). */
export function activeTable(): TableScene | null {
  return current
}
