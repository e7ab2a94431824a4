import type { Group } from 'three'
import type { BoardLayout } from './layout'

/** What a board builder hands the scene: its squares, its objects, and its footprint for framing the camera. */
export interface BoardBuild {
  readonly layout: BoardLayout
  readonly group: Group
  /** Half the outer footprint (including borders, boards and goals) in world units. */
  readonly halfX: number
  readonly halfZ: number
  /**
   * World units across the board the default view must show (cameraAction.ts), when not its usual window of
   * ACTION_DEPTH: Blitz Bowl's whole depth, so the card spaces and score track printed beside its pitch never
   * slide under the score bar or the timeline.
   */
  readonly actionDepth?: number
}
