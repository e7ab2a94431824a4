// The one place the playback asks the table's camera to look at something: the acting player of an AI action, a
// touchdown's scorer. The camera's own framing belongs to TableScene (issue 18 gives it `focusOn(square |
// pieceId)`); until the table has it this asks nothing and the ring on the acting player shows who acts.
import { activeTable } from '../../scene/photo/activeTable'

export type FocusTarget = { readonly x: number; readonly y: number } | number

interface Focusable {
  focusOn?: (target: FocusTarget) => void
}

/** Asks the mounted table to bring `target` (a square, or a piece id) into view; false when it cannot. */
export function followOnTable(target: FocusTarget): boolean {
  const table = activeTable() as unknown as Focusable | null
  if (!table || typeof table.focusOn !== 'function') return false
  table.focusOn(target)
  return true
}
