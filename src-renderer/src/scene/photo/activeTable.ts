// The table scene on screen, for the display and photo screens that float over it and need more than TableCanvas's
// props (a photo's pixels, a focus click, the cinematic camera). TableCanvas registers its scene here while mounted.
import type { TableScene } from '../TableScene'

let current: TableScene | null = null
/** Settings for a table whose code has not loaded yet, by what they set: the latest of each is handed over. */
const pending = new Map<string, (scene: TableScene) => void>()

export function registerTable(scene: TableScene | null): void {
  current = scene
  if (!scene) {
    pending.clear()
    return
  }
  const waiting = [...pending.values()]
  pending.clear()
  for (const apply of waiting) apply(scene)
}

/** The mounted table's scene, or null (no WebGL, or not mounted yet). */
export function activeTable(): TableScene | null {
  return current
}

/**
 * Applies a setting to the table now, or as soon as it is registered: the table's code loads after the menu's
 * first paint (TableCanvas.vue), and a photo or display chosen before then must still reach it. A later setting
 * with the same `key` replaces one still waiting, so the table gets the latest of each, never a stale one.
 */
export function whenTable(key: string, apply: (scene: TableScene) => void): void {
  if (current) apply(current)
  else pending.set(key, apply)
}
