// Which option a key press plays in a Cross Check decision (play/hotkeys.ts gave each its key): the dialog's
// options, or the compass's arrows (their digits, and the arrow keys for N, E, S, W) and the side menu's items.
// Pure; null leaves the key to the general shortcuts (play/keymap.ts).
import { ARROW_POINT } from './carrier'
import type { KeyLike } from './keymap'
import type { MenuItem, PlayModel } from './viewModel'

export function carrierKeyItem(model: PlayModel, e: KeyLike): MenuItem | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null
  if (model.phase === 'board' && model.compass) {
    const point = ARROW_POINT[e.key]
    const byArrow = point ? model.compass.find((c) => c.point === point) : undefined
    if (byArrow) return byArrow
  }
  if (e.key.length !== 1) return null
  const key = e.key.toLowerCase()
  const lists: readonly (readonly MenuItem[])[] =
    model.phase === 'dialog' && model.dialog
      ? [model.dialog.items]
      : model.phase === 'board'
        ? [model.compass ?? [], model.menu]
        : []
  for (const list of lists) {
    const hit = list.find((i) => i.hotkey === key)
    if (hit) return hit
  }
  return null
}
