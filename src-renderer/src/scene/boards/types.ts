import type { Group } from 'three'
import type { BoardLayout } from './layout'

/** What a board builder hands the scene: its squares, its objects, and its footprint for framing the camera. */
export interface BoardBuild {
  readonly layout: BoardLayout
  readonly group: Group
  /** Half the outer footprint (including borders, boards and goals) in world units. */
  readonly halfX: number
  readonly halfZ: number
}
