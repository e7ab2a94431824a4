// The one place the playback asks the table's camera to look at something: the acting player of an AI action, a
// touchdown's scorer. The framing itself belongs to TableScene.focusOn (it slides there unless the coach has taken
// the camera this turn); the playback only says what matters now.
import { activeTable } from '../../scene/photo/activeTable'

/** A square of the board, or a piece by id. */
export type FollowTarget = { readonly x: number; readonly y: number } | number

/** Asks the mounted table to bring `target` into view; false when no table is mounted. */
export function followOnTable(target: FollowTarget): boolean {
  const table = activeTable()
  if (!table) return false
  table.focusOn(typeof target === 'number' ? { piece: target } : { square: { x: target.x, y: target.y } })
  return true
}
